import Foundation
import TapKit

/// Every sentence `--why` writes past hit testing (SPEC 12): what happened
/// to the touch, the one-line fix, and the notes on what the input could
/// not tell — one table per language, filled by the compiler-checked
/// memberwise initializer as `ExplanationStrings` is. Rule names, ids and
/// UIKit's names stay as written in every language.
///
/// ```swift
/// WhyStrings.en.fixCancels("tap", "button1")
/// // "set tap.cancelsTouchesInView = false, or keep it off button1 (shouldReceive: {except: [button1]})"
/// ```
public struct WhyStrings: Sendable {
    public typealias S1 = @Sendable (String) -> String
    public typealias S2 = @Sendable (String, String) -> String
    public typealias S3 = @Sendable (String, String, String) -> String

    // MARK: What happened
    public let workedView: S2            // id, phases ("touchesBegan and touchesEnded")
    public let workedViewForwarded: S2   // id, hit view
    public let workedControl: S2         // id, event
    public let workedCell: S3            // id, list, row
    public let workedRecognizer: S2      // id, state word
    public let stateRecognized: String
    public let stateBegan: String
    public let exclusive: S3             // id, holder, the view with isExclusiveTouch
    public let workedScrolled: S1
    public let delayedDropped: S2        // id, recognizer
    public let heldThenDropped: S3       // id, holders, recognizer
    public let cancelledBy: S2           // id, recognizer
    public let cancelledControl: S3      // id, recognizer, why the exemption did not protect it
    public let exemptionNone: S1         // class
    public let exemptionOwnRecognizer: S1
    public let exemptionNotSingleTap: S1
    public let exemptionNotThumb: S1
    public let exemptionNotCovered: S2   // control class, recognizer kind
    public let scrollDelayed: S2         // id, scroll view
    public let scrollCancelled: S2
    /// Why a touch that became a scroll gets no fix: UIKit working as designed.
    public let noFixScrolled: S1         // scroll view
    public let shouldBeginFalse: S2
    public let upOutside: S1
    public let controlInCell: S2         // cell, control
    public let selectionDisabled: S2     // cell, list
    public let subviewKeeps: S2          // id, hit view
    public let noEvent: S2               // id, event
    public let noAction: S2              // id, event
    public let noActionAttached: S2      // id, event (the event did not fire)
    public let noActionOtherEvents: S3   // id, event, the events that have actions
    public let touchCancelled: S1
    public let touchNotEnded: S1
    /// Every touch lifted, and nothing the target does happened.
    public let liftedNothingHappened: S1
    /// A message whose culprit UIKit manages, and the culprit.
    public let managedByUIKit: S2        // message, view
    public let fixRowHeight: S1          // cell
    public let fixIntoContentView: S2    // view, cell
    public let noFixUIKitManages: S1     // view
    /// A row whose finger lifted outside it: unhighlighted, not selected.
    public let rowUpOutside: S2          // cell, list
    public let noFixRowUpOutside: S1
    /// Replayed changes, none of which made the target work.
    public let noFixNothingWorked: S2    // id, how many changes were tried
    /// What a fix's replay showed, after its sentence (each table writes
    /// the space before it, if its language puts one).
    public let checkedWorks: S1          // id
    public let checkedNext: S2           // id, the rule that still stops it
    public let notSimulated: String
    public let delegateRefusedReceive: S1
    public let delegateRefusedBegin: S1
    public let viewRefusedBegin: S2      // id, view
    public let controlRefusedBegin: S2   // id, control
    /// A scroll view's own pan refused by the scroll view: its content fits.
    public let scrollContentFits: @Sendable (String, String, String, String) -> String   // pan, scroll view, contentSize, bounds size
    /// … or content tracking the touch may not be cancelled.
    public let scrollPanKeptByContent: S2  // pan, scroll view
    public let noFixRowsFit: S1          // list
    public let waited: S2                // id, other
    public let prevented: S2             // id, other
    public let failedLimit: S2           // id, measure
    public let failedCancelled: S1
    public let disabledRecognizer: S1
    public let withdrawnRecognizer: S1
    public let neverSawTouch: S2         // id, view
    public let wouldTakeToo: S2          // id, recognizer

    // MARK: Measures of a recognizer's own limits
    public let limitMoved: S2            // moved, limit
    public let limitReleased: S2         // held, needed
    public let limitTooMany: S2
    public let limitTooFew: S2
    public let limitTaps: S3             // taps, needed, interval
    public let limitNotMoved: S2
    public let limitNotTurned: S2
    public let limitDirection: S2
    public let limitSlow: S2
    public let limitNotFromEdge: String

    // MARK: Fixes
    public let fixHidden: S1
    public let fixAlpha: S1
    public let fixInteraction: S1
    public let fixEnabled: S1
    public let fixOutside: S1
    public let fixOutsideAncestor: S2    // culprit, id
    public let fixCovered: S2            // id, culprit
    public let fixCoveredByWindow: S1
    public let fixCustom: S1
    public let fixSubview: S1
    public let fixLayer: String
    public let fixNotAView: String
    public let fixNotInWindow: S1
    public let fixExclusive: S1
    /// A scroll view's property, tried where a touch became a scroll.
    public let fixScrollDelays: S1       // scroll view
    public let fixScrollCancels: S1      // scroll view
    public let fixScrollContent: S3      // scroll view, axis (width/height), the contentSize to set
    public let fixScrollCancelsOn: S1    // scroll view
    public let fixDelaysBegan: S1
    public let fixCancels: S2            // recognizer, id
    public let fixShouldBegin: S2
    public let fixUpOutside: S1
    public let fixControlInCell: S2      // control, cell
    public let fixSelection: S1
    public let fixDelegate: S1
    public let fixControlExemption: S2   // recognizer, control
    public let fixWaited: S2             // id, other
    public let fixPrevented: S2          // id, other
    public let fixLimit: S1
    public let fixProperty: S3           // recognizer, property, value
    public let fixTapMoved: S1
    public let fixFarAway: S2            // id, distance
    public let stackEmpty: S1            // point
    public let fixDisabled: S1
    public let fixNoAction: S2           // id, event
    public let fixSubviewControl: S2     // the control, the view asked about
    public let fixPartOfControl: S2      // the view, its control
    public let fixNoEvent: S1
    public let fixTouch: S1

    // MARK: Notes: what the input could not tell
    public let noteUndescribedRecognizers: S1
    public let noteOwnHitTesting: S2     // id, class
    public let noteOverrides: S2         // id, methods
    public let noteGuessedFamily: S3     // id, class, family
    public let noteScrolledTop: S2       // top view, offset
    public let noteInternalOmitted: S2   // id, count
    public let noteUnknownRecognizers: S2 // id, classes
    public let noteDegenerateTop: S2     // top view, size
    public let noteTransformMoved: S3    // view, transformed view, transform
    /// A scroll view whose dump printed no contentSize, and the size taken.
    public let noteContentSizeUnknown: S2  // scroll view, size taken
    public let noteCutOff: S1
    public let noteCutAfter: S1
    public let noteActionsUnknown: S2    // id, event

    // MARK: Lines
    public let lineWhy: S3               // named, rule, message
    public let lineFix: S1
    public let lineNoFix: S1             // why no fix is offered
    public let lineFixes: S2             // number in the sequence, fix
    /// The inspector's fix row where none is offered.
    public let noFixValue: S1            // reason
    public let lineTried: S1             // a change replayed that did not work
    public let lineAlso: S2              // rule, message
    public let lineNote: S1
    public let lineStack: S3             // id, class, rule
    /// Between the items of a list in a sentence.
    public let listSeparator: String
}

extension WhyStrings {
    public static func of(_ language: Language) -> WhyStrings { tables(language) }

    /// Every language's table: English and Chinese here, others registered.
    public static let tables = WordTables(english: WhyStrings.en, [.zh: WhyStrings.zh])
}
