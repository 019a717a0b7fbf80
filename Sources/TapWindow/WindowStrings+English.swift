import Foundation
import TapPicture

extension WindowStrings {
    /// English: the window's words as they have always been.
    public static let en = WindowStrings(
        overlayTitles: Dictionary(uniqueKeysWithValues: OverlaySet.items.map { ($0.name, $0.title) }),
        chipPick: "pick", chipHidden: "hidden", chipAlpha: "alpha", chipInteraction: "interaction", chipClips: "clips",
        chipEnabled: "enabled", chipStep: "step walk", chipEscape: "leave step/pick", chipNext: "next", chipPrevious: "previous",
        chipShake: "shake", chipReplay: "replay script", chipScreenshot: "screenshot", chipPinch: "pinch/rotate",
        chipOtherKeysKey: "other keys", chipPresses: "presses",

        welcome: "Click or drag on the canvas to touch; click a view in the tree to select it.",
        overlayOn: { title in "\(title.prefix(1).uppercased() + title.dropFirst()) on." },
        overlayOff: { title in "\(title.prefix(1).uppercased() + title.dropFirst()) off." },
        pickOn: "Pick mode: click on the canvas selects the view there (p or esc to leave).",
        pickOff: "Pick mode off: clicks on the canvas are touches again.",
        showingWholeWalk: "Showing the whole walk; clicks on the canvas are touches.",
        oneLayoutOpen: "One layout open: open a folder for a gallery (taplab run Layouts).",
        shakeSent: "Shake sent to the first responder.",
        selectFirst: "Select a view first: click its row in the tree, or press p and click it on the canvas.",
        layoutPosition: { position, count, file in "Layout \(position) of \(count): \(file)" },
        layoutPositionDoesNotLoad: { position, count, file in "Layout \(position) of \(count): \(file) does not load" },
        notAControl: { view in "\(view) is not a control: only controls have enabled." },
        toggled: { view, setting, walk in "\(view): \(setting).\(walk)" },
        setting: { label, value in "\(label) \(value)" },
        walkAtLastTouch: { hitView in " Walk at the last touch: hit view \(hitView)." },
        none: "none",
        nothingToStep: "Nothing to step through yet: touch the canvas first, then press s.",
        walkComplete: { hitView in "Walk complete: hit view \(hitView)." },
        stepStatus: { step, count, view, verdict, returned in "Step \(step) of \(count): \(view).hitTest — \(verdict), returned \(returned)" },
        stepReason: { reason in " (\(reason))" },
        noScript: "This layout has no script to replay (add `script:` steps to it).",
        replaying: { seconds in "Replaying the script (\(seconds) s)…" },
        replayStopped: "Replay stopped.",
        replayProgress: { played, seconds in "Replaying the script: \(played) s of \(seconds) s (r restarts it)." },
        replayedOnce: "Replayed the script.",
        replayedTimes: { times in "Replayed the script \(times) times." },
        replayBlocksTouches: "Replaying the script: the canvas takes no touches until it ends (esc stops it).",
        nothingToSave: "Nothing to save: the layout did not load.",
        noFonts: "Cannot save a screenshot: no fonts.",
        screenshotNotSaved: { error in "Screenshot not saved: \(error)" },
        saved: { path in "Saved \(path)" },
        selected: { view in "Selected \(view): 1 hidden, 2 alpha, 3 interaction, 4 clips, 5 enabled." },
        selectionCleared: "Selection cleared.",
        doesNotLoadNothingShown: { file, problems in
            "\(file) does not load (\(problems) problem\(problems == "1" ? "" : "s")); nothing to show until it does."
        },
        doesNotLoadShowingLast: { file, problems in
            "\(file) does not load (\(problems) problem\(problems == "1" ? "" : "s")); still showing the last version that did."
        },
        reloaded: { file in "Reloaded \(file)." },
        touchesCancelled: "Touches cancelled (the window lost focus, was resized or changed layout).",

        canvasDoesNotLoad: "This layout does not load yet: fix the problems listed in the inspector and save; it reloads by itself.",
        pickBanner: " PICK: click a view to select it ",
        treeHeader: { count in "VIEW TREE  \(count) view\(count == 1 ? "" : "s")" },
        treeScrolled: { first, last in "  (\(first)–\(last); wheel scrolls)" },
        hitViewMark: "  ← hit view", chainMark: "  ↑ chain", noLayoutLoaded: "(no layout loaded)",
        chainFromHitView: "RESPONDER CHAIN (from the hit view)", chainHeader: "RESPONDER CHAIN",
        chainWhileStepping: "(stepping: the hit view is known at the end)", noViewTookTouch: "no view took the touch",
        touchToSeeChain: "touch the canvas to see it",
        selectedHeader: "SELECTED VIEW", selectedNone: "none: click a row above, or p then a view on the canvas",
        selectedNamed: { view in "SELECTED VIEW  \(view)" },
        panelDoesNotLoad: "DOES NOT LOAD", panelDoesNotLoadShowingLast: "DOES NOT LOAD — showing the last version that did",
        checkListsAll: "… (taplab check lists them all)",
        eventLogHeader: "EVENT LOG  (newest at the bottom)", nothingYet: "nothing yet",

        labelClass: "class", labelFrame: "frame", labelHidden: "hidden", labelAlpha: "alpha", labelInteraction: "interaction",
        labelClips: "clips", labelEnabled: "enabled", labelValue: "value", labelHitRule: "hit rule", labelRecognizers: "recognizers",
        yes: "yes", no: "no", on: "on", off: "off", alphaSkipped: " (< 0.01: skipped)", notAControlValue: "— (not a control)",
        disabled: ", disabled",
        insets: { insets in "; insets \(insets)" },
        shape: { kind in "; shape \(kind)" },
        appOverrides: { methods in "; the app's class overrides \(methods) (not run here)" },
        lastState: { state in ", last \(state)" },
        classAs: { appClass, kind in "\(appClass) as \(kind)" }
    )
}
