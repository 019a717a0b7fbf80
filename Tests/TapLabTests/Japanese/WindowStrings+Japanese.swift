import Foundation
import TapKit
@testable import TapExplain
@testable import TapPicture
@testable import TapWindow

/// The stub language's WindowStrings: every word of the English table marked `ja·`;
/// the memberwise initializer is what lists, at compile time, every word
/// a new language must give.
let japaneseWindow = WindowStrings(
    language: JapaneseStub.language,
    chipPick: "ja·pick", chipHidden: "ja·hidden", chipAlpha: "ja·alpha", chipInteraction: "ja·interaction", chipClips: "ja·clips",
    chipEnabled: "ja·enabled", chipStep: "ja·step walk", chipEscape: "ja·leave step/pick", chipNext: "ja·next", chipPrevious: "ja·previous",
    chipShake: "ja·shake", chipReplay: "ja·replay script", chipScreenshot: "ja·screenshot", chipPinch: "ja·pinch/rotate",
    chipOtherKeysKey: "ja·other keys", chipPresses: "ja·presses",

    welcome: "ja·Click or drag on the canvas to touch; click a view in the tree to select it.",
    overlayOn: { title in "ja·\(title.prefix(1).uppercased() + title.dropFirst()) on." },
    overlayOff: { title in "ja·\(title.prefix(1).uppercased() + title.dropFirst()) off." },
    pickOn: "ja·Pick mode: click on the canvas selects the view there (p or esc to leave).",
    pickOff: "ja·Pick mode off: clicks on the canvas are touches again.",
    showingWholeWalk: "ja·Showing the whole walk; clicks on the canvas are touches.",
    oneLayoutOpen: "ja·One layout open: open a folder for a gallery (taplab run Layouts).",
    shakeSent: "ja·Shake sent to the first responder.",
    selectFirst: "ja·Select a view first: click its row in the tree, or press p and click it on the canvas.",
    layoutPosition: { position, count, file in "ja·Layout \(position) of \(count): \(file)" },
    layoutPositionDoesNotLoad: { position, count, file in "ja·Layout \(position) of \(count): \(file) does not load" },
    notAControl: { view in "ja·\(view) is not a control: only controls have enabled." },
    toggled: { view, setting, walk in "ja·\(view): \(setting).\(walk)" },
    setting: { label, value in "ja·\(label) \(value)" },
    walkAtLastTouch: { hitView in "ja· Walk at the last touch: hit view \(hitView)." },
    none: "ja·none",
    nothingToStep: "ja·Nothing to step through yet: touch the canvas first, then press s.",
    walkComplete: { hitView in "ja·Walk complete: hit view \(hitView)." },
    stepStatus: { step, count, view, verdict, returned in "ja·Step \(step) of \(count): \(view).hitTest — \(verdict), returned \(returned)" },
    stepReason: { reason in "ja· (\(reason))" },
    noScript: "ja·This layout has no script to replay (add `script:` steps to it).",
    replaying: { seconds in "ja·Replaying the script (\(seconds) s)…" },
    replayStopped: "ja·Replay stopped.",
    replayProgress: { played, seconds in "ja·Replaying the script: \(played) s of \(seconds) s (r restarts it)." },
    replayedOnce: "ja·Replayed the script.",
    replayedTimes: { times in "ja·Replayed the script \(times) times." },
    replayBlocksTouches: "ja·Replaying the script: the canvas takes no touches until it ends (esc stops it).",
    nothingToSave: "ja·Nothing to save: the layout did not load.",
    noFonts: "ja·Cannot save a screenshot: no fonts.",
    screenshotNotSaved: { error in "ja·Screenshot not saved: \(error)" },
    saved: { path in "ja·Saved \(path)" },
    selected: { view in "ja·Selected \(view): 1 hidden, 2 alpha, 3 interaction, 4 clips, 5 enabled." },
    selectionCleared: "ja·Selection cleared.",
    doesNotLoadNothingShown: { file, problems in
        "ja·\(file) does not load (\(problems) problem\(problems == "1" ? "" : "s")); nothing to show until it does."
    },
    doesNotLoadShowingLast: { file, problems in
        "ja·\(file) does not load (\(problems) problem\(problems == "1" ? "" : "s")); still showing the last version that did."
    },
    reloaded: { file in "ja·Reloaded \(file)." },
    touchesCancelled: "ja·Touches cancelled (the window lost focus, was resized or changed layout).",

    canvasDoesNotLoad: "ja·This layout does not load yet: fix the problems listed in the inspector and save; it reloads by itself.",
    pickBanner: "ja· PICK: click a view to select it ",
    treeHeader: { count in "ja·VIEW TREE  \(count) view\(count == 1 ? "" : "s")" },
    treeScrolled: { first, last in "ja·  (\(first)–\(last); wheel scrolls)" },
    hitViewMark: "ja·  ← hit view", chainMark: "ja·  ↑ chain", noLayoutLoaded: "ja·(no layout loaded)",
    chainFromHitView: "ja·RESPONDER CHAIN (from the hit view)", chainHeader: "ja·RESPONDER CHAIN",
    chainWhileStepping: "ja·(stepping: the hit view is known at the end)", noViewTookTouch: "ja·no view took the touch",
    touchToSeeChain: "ja·touch the canvas to see it",
    selectedHeader: "ja·SELECTED VIEW", selectedNone: "ja·none: click a row above, or p then a view on the canvas",
    selectedNamed: { view in "ja·SELECTED VIEW  \(view)" },
    panelDoesNotLoad: "ja·DOES NOT LOAD", panelDoesNotLoadShowingLast: "ja·DOES NOT LOAD — showing the last version that did",
    checkListsAll: "ja·… (taplab check lists them all)",
    eventLogHeader: "ja·EVENT LOG", nothingYet: "ja·nothing yet",

    labelClass: "ja·class", labelFrame: "ja·frame", labelHidden: "ja·hidden", labelAlpha: "ja·alpha", labelInteraction: "ja·interaction",
    labelClips: "ja·clips", labelEnabled: "ja·enabled", labelValue: "ja·value", labelHitRule: "ja·hit rule", labelRecognizers: "ja·recognizers",
    labelWhy: "ja·last touch", labelFix: "ja·fix",
    recognizersUnknown: "ja·unknown (the dump prints only an NSArray)",
    yes: "ja·yes", no: "ja·no", on: "ja·on", off: "ja·off", alphaSkipped: "ja· (< 0.01: skipped)", notAControlValue: "ja·— (not a control)",
    disabled: "ja·, disabled",
    insets: { insets in "ja·; insets \(insets)" },
    shape: { kind in "ja·; shape \(kind)" },
    appOverrides: { methods in "ja·; the app's class overrides \(methods) (not run here)" },
    lastState: { state in "ja·, last \(state)" },
    classAs: { appClass, kind in "ja·\(appClass) as \(kind)" },

    chipMoveCenter: "ja·move pinch centre",
    logTouches: "ja·touches", logGestures: "ja·gestures", logControls: "ja·controls", logScroll: "ja·scroll",
    chipLog: { kind in "ja·log \(kind)" }, chipLogPage: "ja·log back/forward",
    logShown: { kind in "ja·Event log: \(kind) shown." },
    logHidden: { kind in "ja·Event log: \(kind) hidden." },
    logScrolledBack: { lines in "ja·Event log: \(lines) lines back (pgdn returns to the newest)." },
    logAtNewest: "ja·Event log: at the newest line.",
    logHeaderHiding: { kinds in "ja·  hiding \(kinds)" },
    logHeaderScrolled: { lines in "ja·  ↑ \(lines) back" },
    chipRecord: "ja·record GIF",
    chipZoom: "ja·zoom", chipFit: "ja·fit", chipPresent: "ja·present",
    zoomed: { percent in "ja·Canvas at \(percent) % (0 fits it to the window)." },
    presentOn: "ja·Presenting: inspector hidden, canvas fitted, badges and log at 2× (F5 leaves).",
    presentOff: "ja·Presenting off.",
    recordingTo: { path in "ja·Recording to \(path)… (v again stops and saves it)" },
    recordingSaved: { path, frames, seconds in "ja·Saved \(path) (\(frames) frames, \(seconds) s)" },
    recordingNotSaved: { error in "ja·Recording not saved: \(error)" },
    recordingFull: { path in "ja·The recording grew too large to keep in memory: stopped and saved as \(path)" }
)
