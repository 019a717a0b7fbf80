import XCTest
@testable import TapExplain
@testable import TapKit

/// The two tables of `ExplanationStrings` are complete: every entry in both,
/// none empty, every placeholder used — and English is what it always was.
final class ExplanationStringsTests: XCTestCase {
    /// Every entry of a table, written with a marker for each placeholder.
    static func entries(_ s: ExplanationStrings) -> [(key: String, text: String, placeholders: [String])] {
        [
            ("walkHidden", s.walkHidden, []),
            ("walkAlpha", s.walkAlpha("‹1›"), ["‹1›"]),
            ("walkInteractionDisabled", s.walkInteractionDisabled, []),
            ("walkRefusesTouches", s.walkRefusesTouches, []),
            ("walkDisabledControl", s.walkDisabledControl, []),
            ("walkSubviewReturned", s.walkSubviewReturned("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("walkSubviewTookPoint", s.walkSubviewTookPoint("‹1›"), ["‹1›"]),
            ("walkHitSelf", s.walkHitSelf, []),
            ("walkNote", s.walkNote("‹1›"), ["‹1›"]),
            ("walkRuleNever", s.walkRuleNever, []),
            ("walkRuleOutOfBounds", s.walkRuleOutOfBounds, []),
            ("walkRulePassThrough", s.walkRulePassThrough, []),
            ("walkRuleForward", s.walkRuleForward("‹1›"), ["‹1›"]),
            ("walkRuleForwardSubviewHit", s.walkRuleForwardSubviewHit("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("walkRuleForwardOnlySelf", s.walkRuleForwardOnlySelf("‹1›"), ["‹1›"]),
            ("walkHitTestWithoutSuper", s.walkHitTestWithoutSuper("‹1›"), ["‹1›"]),
            ("walkHitTestChanged", s.walkHitTestChanged("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("walkCallsInsideOverrides", s.walkCallsInsideOverrides("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("theViewsClass", s.theViewsClass, []),
            ("customCode", s.customCode("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("ownHitTesting", s.ownHitTesting("‹1›"), ["‹1›"]),
            ("and", s.and, []),
            ("pointInsideBoundsOutsideShape", s.pointInsideBoundsOutsideShape("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("pointInsideInsetOutsideShape", s.pointInsideInsetOutsideShape("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("pointOutsideHitArea", s.pointOutsideHitArea("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("pointInsideReturnedFalse", s.pointInsideReturnedFalse("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("pointOutsideBounds", s.pointOutsideBounds("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("pointInsideOverridden", s.pointInsideOverridden("‹1›", "‹2›", "‹3›", "‹4›", "‹5›"), ["‹1›", "‹2›", "‹3›", "‹4›", "‹5›"]),
            ("insideArea", s.insideArea("‹1›"), ["‹1›"]),
            ("outsideArea", s.outsideArea("‹1›"), ["‹1›"]),
            ("defaultHitArea", s.defaultHitArea, []),
            ("boundsArea", s.boundsArea("‹1›"), ["‹1›"]),
            ("agreesWithDefault", s.agreesWithDefault, []),
            ("whoseSelf", s.whoseSelf("‹1›"), ["‹1›"]),
            ("whoseWindow", s.whoseWindow("‹1›"), ["‹1›"]),
            ("whoseAncestor", s.whoseAncestor("‹1›"), ["‹1›"]),
            ("whyRuleNever", s.whyRuleNever("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyHiddenWindow", s.whyHiddenWindow("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyHidden", s.whyHidden("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyAlpha", s.whyAlpha("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("whyInteractionDisabled", s.whyInteractionDisabled("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyDisabledControl", s.whyDisabledControl("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyOutside", s.whyOutside("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyDrawnOutsideUnclipped", s.whyDrawnOutsideUnclipped("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyOutsideAncestor", s.whyOutsideAncestor("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("whyOutOfBoundsNoneTook", s.whyOutOfBoundsNoneTook("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyPassThrough", s.whyPassThrough("‹1›"), ["‹1›"]),
            ("whyOverrideReturnsNil", s.whyOverrideReturnsNil("‹1›"), ["‹1›"]),
            ("whyForwardedOutside", s.whyForwardedOutside("‹1›", "‹2›", "‹3›", "‹4›"), ["‹1›", "‹2›", "‹3›", "‹4›"]),
            ("forwarderOwn", s.forwarderOwn, []),
            ("forwarderInside", s.forwarderInside("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("forwardsByRule", s.forwardsByRule, []),
            ("forwardsByOverride", s.forwardsByOverride, []),
            ("whyCoveredByWindow", s.whyCoveredByWindow("‹1›", "‹2›", "‹3›", "‹4›"), ["‹1›", "‹2›", "‹3›", "‹4›"]),
            ("whyNeverAsked", s.whyNeverAsked("‹1›", "‹2›", "‹3›", "‹4›"), ["‹1›", "‹2›", "‹3›", "‹4›"]),
            ("whyCoveredBySibling", s.whyCoveredBySibling("‹1›", "‹2›", "‹3›", "‹4›"), ["‹1›", "‹2›", "‹3›", "‹4›"]),
            ("returnedNote", s.returnedNote("‹1›"), ["‹1›"]),
            ("whyGetsTouch", s.whyGetsTouch("‹1›"), ["‹1›"]),
            ("whyHandedTouch", s.whyHandedTouch("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("giverForwardRule", s.giverForwardRule("‹1›"), ["‹1›"]),
            ("giverOverride", s.giverOverride("‹1›"), ["‹1›"]),
            ("giverUnknown", s.giverUnknown, []),
            ("whySubviewTakes", s.whySubviewTakes("‹1›", "‹2›", "‹3›", "‹4›"), ["‹1›", "‹2›", "‹3›", "‹4›"]),
            ("containsPoint", s.containsPoint, []),
            ("containsByOutOfBounds", s.containsByOutOfBounds, []),
            ("relationSubview", s.relationSubview, []),
            ("relationInside", s.relationInside, []),
            ("whyOverrideReplaced", s.whyOverrideReplaced("‹1›", "‹2›", "‹3›", "‹4›", "‹5›"), ["‹1›", "‹2›", "‹3›", "‹4›", "‹5›"]),
            ("whyForwardReplaced", s.whyForwardReplaced("‹1›", "‹2›", "‹3›", "‹4›", "‹5›"), ["‹1›", "‹2›", "‹3›", "‹4›", "‹5›"]),
            ("whyUnexplained", s.whyUnexplained("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("noView", s.noView, []),
            ("whyNotInWindow", s.whyNotInWindow("‹1›"), ["‹1›"]),
            ("whyNotInApplicationWindow", s.whyNotInApplicationWindow("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyLayer", s.whyLayer("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("whyController", s.whyController("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("itsView", s.itsView, []),
            ("whyRecognizer", s.whyRecognizer("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("whyNotAView", s.whyNotAView("‹1›"), ["‹1›"]),
            ("hintNearlyInvisible", s.hintNearlyInvisible("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("hintTransformCollapsed", s.hintTransformCollapsed("‹1›"), ["‹1›"]),
            ("hintEmptyArea", s.hintEmptyArea("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("zeroWidthAndHeight", s.zeroWidthAndHeight, []),
            ("zeroWidth", s.zeroWidth, []),
            ("zeroHeight", s.zeroHeight, []),
            ("subviewsOutsideCannotBeHit", s.subviewsOutsideCannotBeHit, []),
            ("reportHeader", s.reportHeader("‹1›"), ["‹1›"]),
            ("reportHitView", s.reportHitView("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("reportNoHitView", s.reportNoHitView, []),
            ("reportChain", s.reportChain("‹1›"), ["‹1›"]),
            ("chainUnknownNext", s.chainUnknownNext, []),
            ("noteChainStops", s.noteChainStops("‹1›"), ["‹1›"]),
            ("noteChainStopsAfterController", s.noteChainStopsAfterController("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("reportWhy", s.reportWhy("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("reportNamedWithID", s.reportNamedWithID("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("reportSharedName", s.reportSharedName("‹1›"), ["‹1›"]),
            ("reportTapOn", s.reportTapOn("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("reportTapOnFrame", s.reportTapOnFrame("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("tapOnHidden", s.tapOnHidden("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("tapOnTransparent", s.tapOnTransparent("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("tapOnNoVisiblePart", s.tapOnNoVisiblePart("‹1›"), ["‹1›"]),
        ]
    }

    func testTheEntryListNamesEveryFieldOfTheTable() {
        // Precondition: the table's fields, as the type declares them.
        let fields = Mirror(reflecting: ExplanationStrings.en).children.compactMap(\.label)

        // Action
        let listed = Self.entries(.en).map(\.key)

        // Assertion: a new sentence needs an entry here, so it is checked below.
        XCTAssertEqual(Set(listed), Set(fields))
        XCTAssertEqual(listed.count, fields.count)
    }

    func testEveryEntryOfBothTablesIsWrittenAndUsesEveryPlaceholder() {
        for language in Language.allCases {
            // Precondition
            let table = ExplanationStrings.of(language)

            // Action
            let entries = Self.entries(table)

            // Assertion
            for entry in entries {
                XCTAssertFalse(entry.text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language).\(entry.key) is empty")
                for placeholder in entry.placeholders {
                    XCTAssertTrue(entry.text.contains(placeholder), "\(language).\(entry.key) leaves out \(placeholder): \(entry.text)")
                }
            }
        }
    }

    func testEveryChineseEntryIsTranslated() {
        // Precondition
        let english = Dictionary(uniqueKeysWithValues: Self.entries(.en).map { ($0.key, $0.text) })

        // Action
        let untranslated = Self.entries(.zh).filter { english[$0.key] == $0.text }.map(\.key)

        // Assertion
        XCTAssertEqual(untranslated, [])
    }

    func testChineseSentencesKeepUIKitNamesAndUseChinesePunctuation() {
        // Precondition
        let zh = ExplanationStrings.zh

        // Action
        let sentences = [zh.walkInteractionDisabled, zh.pointInsideReturnedFalse("RoundButton", "(8, 8)"), zh.whyCoveredByWindow("alert", "2000", "main", "ok")]

        // Assertion
        XCTAssertEqual(sentences[0], "isUserInteractionEnabled 为 false：连同所有子视图一起被跳过")
        XCTAssertTrue(sentences[1].hasPrefix("RoundButton.point(inside:with:) 被重写"), sentences[1])
        XCTAssertTrue(sentences[2].contains("windowLevel"), sentences[2])
        XCTAssertFalse(sentences.joined().contains(": "), "Chinese sentences use the full-width colon")
    }
}
