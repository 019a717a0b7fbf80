import XCTest
@testable import TapExplain
@testable import TapKit

/// The two tables of `WhyStrings` are complete: every entry of both is
/// written, uses every placeholder it is given, and Chinese is translated.
final class WhyStringsTests: XCTestCase {
    /// Every entry of a table, written with a marker for each placeholder.
    static func entries(_ s: WhyStrings) -> [(key: String, text: String, placeholders: [String])] {
        [
            ("workedView", s.workedView("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("workedViewForwarded", s.workedViewForwarded("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("workedControl", s.workedControl("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("workedCell", s.workedCell("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("workedRecognizer", s.workedRecognizer("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("stateRecognized", s.stateRecognized, []),
            ("stateBegan", s.stateBegan, []),
            ("exclusive", s.exclusive("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("workedScrolled", s.workedScrolled("‹1›"), ["‹1›"]),
            ("delayedDropped", s.delayedDropped("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("heldThenDropped", s.heldThenDropped("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("cancelledBy", s.cancelledBy("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("cancelledControl", s.cancelledControl("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("exemptionNone", s.exemptionNone("‹1›"), ["‹1›"]),
            ("exemptionOwnRecognizer", s.exemptionOwnRecognizer("‹1›"), ["‹1›"]),
            ("exemptionNotSingleTap", s.exemptionNotSingleTap("‹1›"), ["‹1›"]),
            ("exemptionNotThumb", s.exemptionNotThumb("‹1›"), ["‹1›"]),
            ("exemptionNotCovered", s.exemptionNotCovered("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("scrollDelayed", s.scrollDelayed("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("scrollCancelled", s.scrollCancelled("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noFixScrolled", s.noFixScrolled("‹1›"), ["‹1›"]),
            ("liftedNothingHappened", s.liftedNothingHappened("‹1›"), ["‹1›"]),
            ("managedByUIKit", s.managedByUIKit("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixRowHeight", s.fixRowHeight("‹1›"), ["‹1›"]),
            ("fixIntoContentView", s.fixIntoContentView("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noFixUIKitManages", s.noFixUIKitManages("‹1›"), ["‹1›"]),
            ("rowUpOutside", s.rowUpOutside("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noFixRowUpOutside", s.noFixRowUpOutside("‹1›"), ["‹1›"]),
            ("noFixNothingWorked", s.noFixNothingWorked("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("checkedWorks", s.checkedWorks("‹1›"), ["‹1›"]),
            ("notSimulated", s.notSimulated, []),
            ("checkedNext", s.checkedNext("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("shouldBeginFalse", s.shouldBeginFalse("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("upOutside", s.upOutside("‹1›"), ["‹1›"]),
            ("controlInCell", s.controlInCell("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("selectionDisabled", s.selectionDisabled("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("subviewKeeps", s.subviewKeeps("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noEvent", s.noEvent("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noAction", s.noAction("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("touchCancelled", s.touchCancelled("‹1›"), ["‹1›"]),
            ("touchNotEnded", s.touchNotEnded("‹1›"), ["‹1›"]),
            ("delegateRefusedReceive", s.delegateRefusedReceive("‹1›"), ["‹1›"]),
            ("delegateRefusedBegin", s.delegateRefusedBegin("‹1›"), ["‹1›"]),
            ("viewRefusedBegin", s.viewRefusedBegin("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("controlRefusedBegin", s.controlRefusedBegin("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("scrollContentFits", s.scrollContentFits("‹1›", "‹2›", "‹3›", "‹4›"), ["‹1›", "‹2›", "‹3›", "‹4›"]),
            ("scrollPanKeptByContent", s.scrollPanKeptByContent("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noFixRowsFit", s.noFixRowsFit("‹1›"), ["‹1›"]),
            ("waited", s.waited("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("prevented", s.prevented("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("failedLimit", s.failedLimit("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("failedCancelled", s.failedCancelled("‹1›"), ["‹1›"]),
            ("disabledRecognizer", s.disabledRecognizer("‹1›"), ["‹1›"]),
            ("withdrawnRecognizer", s.withdrawnRecognizer("‹1›"), ["‹1›"]),
            ("neverSawTouch", s.neverSawTouch("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("wouldTakeToo", s.wouldTakeToo("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("limitMoved", s.limitMoved("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("limitReleased", s.limitReleased("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("limitTooMany", s.limitTooMany("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("limitTooFew", s.limitTooFew("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("limitTaps", s.limitTaps("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("limitNotMoved", s.limitNotMoved("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("limitNotTurned", s.limitNotTurned("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("limitDirection", s.limitDirection("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("limitSlow", s.limitSlow("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("limitNotFromEdge", s.limitNotFromEdge, []),
            ("fixHidden", s.fixHidden("‹1›"), ["‹1›"]),
            ("fixAlpha", s.fixAlpha("‹1›"), ["‹1›"]),
            ("fixInteraction", s.fixInteraction("‹1›"), ["‹1›"]),
            ("fixEnabled", s.fixEnabled("‹1›"), ["‹1›"]),
            ("fixOutside", s.fixOutside("‹1›"), ["‹1›"]),
            ("fixOutsideAncestor", s.fixOutsideAncestor("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixCovered", s.fixCovered("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixCoveredByWindow", s.fixCoveredByWindow("‹1›"), ["‹1›"]),
            ("fixCustom", s.fixCustom("‹1›"), ["‹1›"]),
            ("fixSubview", s.fixSubview("‹1›"), ["‹1›"]),
            ("fixLayer", s.fixLayer, []),
            ("fixNotAView", s.fixNotAView, []),
            ("fixNotInWindow", s.fixNotInWindow("‹1›"), ["‹1›"]),
            ("fixExclusive", s.fixExclusive("‹1›"), ["‹1›"]),
            ("fixScrollContent", s.fixScrollContent("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("fixScrollCancelsOn", s.fixScrollCancelsOn("‹1›"), ["‹1›"]),
            ("fixScrollDelays", s.fixScrollDelays("‹1›"), ["‹1›"]),
            ("fixScrollCancels", s.fixScrollCancels("‹1›"), ["‹1›"]),
            ("fixDelaysBegan", s.fixDelaysBegan("‹1›"), ["‹1›"]),
            ("fixCancels", s.fixCancels("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixShouldBegin", s.fixShouldBegin("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixUpOutside", s.fixUpOutside("‹1›"), ["‹1›"]),
            ("fixControlInCell", s.fixControlInCell("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixSelection", s.fixSelection("‹1›"), ["‹1›"]),
            ("fixDelegate", s.fixDelegate("‹1›"), ["‹1›"]),
            ("fixControlExemption", s.fixControlExemption("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixWaited", s.fixWaited("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixPrevented", s.fixPrevented("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixLimit", s.fixLimit("‹1›"), ["‹1›"]),
            ("fixProperty", s.fixProperty("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("fixTapMoved", s.fixTapMoved("‹1›"), ["‹1›"]),
            ("fixFarAway", s.fixFarAway("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("stackEmpty", s.stackEmpty("‹1›"), ["‹1›"]),
            ("fixDisabled", s.fixDisabled("‹1›"), ["‹1›"]),
            ("fixNoAction", s.fixNoAction("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noActionAttached", s.noActionAttached("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noActionOtherEvents", s.noActionOtherEvents("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("fixSubviewControl", s.fixSubviewControl("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixPartOfControl", s.fixPartOfControl("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("fixNoEvent", s.fixNoEvent("‹1›"), ["‹1›"]),
            ("fixTouch", s.fixTouch("‹1›"), ["‹1›"]),
            ("noteUndescribedRecognizers", s.noteUndescribedRecognizers("‹1›"), ["‹1›"]),
            ("noteOwnHitTesting", s.noteOwnHitTesting("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noteOverrides", s.noteOverrides("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noteGuessedFamily", s.noteGuessedFamily("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("noteScrolledTop", s.noteScrolledTop("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noteInternalOmitted", s.noteInternalOmitted("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noteUnknownRecognizers", s.noteUnknownRecognizers("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noteDegenerateTop", s.noteDegenerateTop("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noteTransformMoved", s.noteTransformMoved("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("noteContentSizeUnknown", s.noteContentSizeUnknown("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noteCutOff", s.noteCutOff("‹1›"), ["‹1›"]),
            ("noteCutAfter", s.noteCutAfter("‹1›"), ["‹1›"]),
            ("noteActionsUnknown", s.noteActionsUnknown("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("lineWhy", s.lineWhy("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("lineFix", s.lineFix("‹1›"), ["‹1›"]),
            ("lineNoFix", s.lineNoFix("‹1›"), ["‹1›"]),
            ("noFixValue", s.noFixValue("‹1›"), ["‹1›"]),
            ("lineFixes", s.lineFixes("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("lineTried", s.lineTried("‹1›"), ["‹1›"]),
            ("lineAlso", s.lineAlso("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("lineNote", s.lineNote("‹1›"), ["‹1›"]),
            ("lineStack", s.lineStack("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("listSeparator", s.listSeparator, []),
        ]
    }

    func testTheEntryListNamesEveryFieldOfTheTable() {
        // Precondition: the table's fields, as the type declares them.
        let fields = Mirror(reflecting: WhyStrings.en).children.compactMap(\.label)

        // Action
        let listed = Self.entries(.en).map(\.key)

        // Assertion: a new sentence needs an entry here, so it is checked below.
        XCTAssertEqual(Set(listed), Set(fields))
        XCTAssertEqual(listed.count, fields.count)
    }

    func testEveryEntryOfBothTablesIsWrittenAndUsesEveryPlaceholder() {
        for language in Language.allCases {
            // Precondition
            let table = WhyStrings.of(language)

            // Action
            let entries = Self.entries(table)

            // Assertion
            XCTAssertGreaterThan(entries.count, 90)
            for entry in entries {
                XCTAssertFalse(entry.text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language).\(entry.key) is empty")
                for placeholder in entry.placeholders {
                    XCTAssertTrue(entry.text.contains(placeholder), "\(language).\(entry.key) leaves out \(placeholder): \(entry.text)")
                }
            }
        }
    }

    func testEveryChineseEntryIsTranslatedAndKeepsUIKitNames() {
        // Precondition
        let english = Dictionary(uniqueKeysWithValues: Self.entries(.en).map { ($0.key, $0.text) })

        // Action
        let chinese = Self.entries(.zh)
        let untranslated = chinese.filter { english[$0.key] == $0.text }.map(\.key)

        // Assertion
        XCTAssertEqual(untranslated, [])
        XCTAssertTrue(WhyStrings.zh.fixCancels("tap", "like").contains("tap.cancelsTouchesInView = false"))
        // Outside the code they quote (`shouldReceive: {except: …}`, `require(toFail: …)`), full-width colons.
        let quotingCode: Set = ["fixCancels", "fixWaited", "fixNoAction", "fixTouch"]
        for entry in chinese where !quotingCode.contains(entry.key) {
            XCTAssertFalse(entry.text.contains(": "), "zh.\(entry.key) uses an ASCII colon: \(entry.text)")
        }
    }
}
