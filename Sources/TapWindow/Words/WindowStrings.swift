import Foundation
import TapExplain
import TapKit
import TapPicture

/// Every word the window writes for the person at it — the help line's
/// chips, the inspector's headers and labels, the status line — as one
/// table per language: `WindowStrings.en` and `.zh` (`taplab run --lang`).
/// Sentences with values are functions of them, so each table puts them
/// in its own word order; the memberwise initializer makes the compiler
/// refuse a table that leaves one out. View ids, UIKit names, verdicts and
/// the event log (SPEC 5) are the same in every language.
///
/// ```swift
/// WindowStrings.en.walkComplete("button2")   // "Walk complete: hit view button2."
/// WindowStrings.zh.walkComplete("button2")   // "命中测试完成：命中视图 button2。"
/// ```
public struct WindowStrings: Sendable {
    // MARK: Help line
    /// The language of the words: overlays are titled in it by the
    /// picture's own table (`Overlay.title(in:)`), one word for each.
    public let language: Language
    public let chipPick, chipHidden, chipAlpha, chipInteraction, chipClips, chipEnabled: String
    public let chipStep, chipEscape, chipNext, chipPrevious, chipShake, chipReplay, chipScreenshot: String
    public let chipPinch, chipOtherKeysKey, chipPresses: String

    // MARK: Status line
    public let welcome: String
    public let overlayOn: @Sendable (_ title: String) -> String
    public let overlayOff: @Sendable (_ title: String) -> String
    public let pickOn, pickOff, showingWholeWalk, oneLayoutOpen, shakeSent, selectFirst: String
    public let layoutPosition: @Sendable (_ position: String, _ count: String, _ file: String) -> String
    public let layoutPositionDoesNotLoad: @Sendable (_ position: String, _ count: String, _ file: String) -> String
    public let notAControl: @Sendable (_ view: String) -> String
    /// A toggle's result: the view, the property and its new value, and `walkAtLastTouch` or "".
    public let toggled: @Sendable (_ view: String, _ setting: String, _ walk: String) -> String
    public let setting: @Sendable (_ label: String, _ value: String) -> String
    public let walkAtLastTouch: @Sendable (_ hitView: String) -> String
    public let none: String
    public let nothingToStep: String
    public let walkComplete: @Sendable (_ hitView: String) -> String
    public let stepStatus: @Sendable (_ step: String, _ count: String, _ view: String, _ verdict: String, _ returned: String) -> String
    public let stepReason: @Sendable (_ reason: String) -> String
    public let noScript: String
    public let replaying: @Sendable (_ seconds: String) -> String
    public let replayStopped: String
    public let replayProgress: @Sendable (_ played: String, _ seconds: String) -> String
    public let replayedOnce: String
    public let replayedTimes: @Sendable (_ times: String) -> String
    public let replayBlocksTouches: String
    public let nothingToSave, noFonts: String
    public let screenshotNotSaved: @Sendable (_ error: String) -> String
    public let saved: @Sendable (_ path: String) -> String
    public let selected: @Sendable (_ view: String) -> String
    public let selectionCleared: String
    public let doesNotLoadNothingShown: @Sendable (_ file: String, _ problems: String) -> String
    public let doesNotLoadShowingLast: @Sendable (_ file: String, _ problems: String) -> String
    public let reloaded: @Sendable (_ file: String) -> String
    public let touchesCancelled: String

    // MARK: Canvas and inspector
    public let canvasDoesNotLoad, pickBanner: String
    public let treeHeader: @Sendable (_ count: Int) -> String
    public let treeScrolled: @Sendable (_ first: String, _ last: String) -> String
    public let hitViewMark, chainMark, noLayoutLoaded: String
    public let chainFromHitView, chainHeader, chainWhileStepping, noViewTookTouch, touchToSeeChain: String
    public let selectedHeader, selectedNone: String
    public let selectedNamed: @Sendable (_ view: String) -> String
    public let panelDoesNotLoad, panelDoesNotLoadShowingLast, checkListsAll: String
    public let eventLogHeader, nothingYet: String

    // MARK: The selected view's properties
    public let labelClass, labelFrame, labelHidden, labelAlpha, labelInteraction, labelClips, labelEnabled: String
    public let labelValue, labelHitRule, labelRecognizers, labelWhy, labelFix: String
    /// A recursiveDescription view that prints `gestureRecognizers = <NSArray…>`.
    public let recognizersUnknown: String
    public let yes, no, on, off, alphaSkipped, notAControlValue, disabled: String
    public let insets: @Sendable (_ insets: String) -> String
    public let shape: @Sendable (_ kind: String) -> String
    public let appOverrides: @Sendable (_ methods: String) -> String
    public let lastState: @Sendable (_ state: String) -> String
    public let classAs: @Sendable (_ appClass: String, _ kind: String) -> String

    // MARK: Two fingers and the event log's filters and scrollback
    public let chipMoveCenter: String
    /// The kinds of log line (`LogFilter`), and a filter's chip made of one.
    public let logTouches, logGestures, logControls, logScroll: String
    public let chipLog: @Sendable (_ kind: String) -> String
    public let chipLogPage: String
    public let logShown: @Sendable (_ kind: String) -> String
    public let logHidden: @Sendable (_ kind: String) -> String
    public let logScrolledBack: @Sendable (_ lines: String) -> String
    public let logAtNewest: String
    /// After the log's header: the kinds hidden, and how far it is scrolled back.
    public let logHeaderHiding: @Sendable (_ kinds: String) -> String
    public let logHeaderScrolled: @Sendable (_ lines: String) -> String
    // MARK: Recording a GIF (the record key)
    public let chipRecord: String
    // MARK: Zoom and presenting (SPEC 13)
    public let chipZoom, chipFit, chipPresent: String
    public let zoomed: @Sendable (_ percent: String) -> String
    public let presentOn, presentOff: String
    public let recordingTo: @Sendable (_ path: String) -> String
    public let recordingSaved: @Sendable (_ path: String, _ frames: String, _ seconds: String) -> String
    public let recordingNotSaved: @Sendable (_ error: String) -> String
    public let recordingFull: @Sendable (_ path: String) -> String

    /// The table for `language`.
    public static func of(_ language: Language) -> WindowStrings { tables(language) }

    /// Every language's table: English and Chinese here, others registered.
    public static let tables = WordTables(english: WindowStrings.en, [.zh: WindowStrings.zh])

    /// The word for a kind of log line.
    public func title(of filter: LogFilter) -> String {
        switch filter {
        case .touches: logTouches
        case .gestures: logGestures
        case .controls: logControls
        case .scroll: logScroll
        }
    }

    /// The help line's word for an overlay.
    public func title(of overlay: Overlay) -> String {
        overlay.title(in: language)
    }
}
