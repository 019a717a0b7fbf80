import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// `--why` past hit testing: each delivery rule, on the smallest tree that
/// shows it, with the culprit UIKit's documentation names.
final class DeliveryExplainerTests: XCTestCase {
    func testAViewUnderATapThatCancelsGetsTouchesCancelledAndTheTapIsTheCulprit() throws {
        // Precondition: B inside A, A's tap recognizer cancels touches (UIKit's default)
        let f = WhyFixture()
        let a = f.add(UIView(), "A", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let b = f.add(UIView(), "B", frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: a)
        f.recognizer(UITapGestureRecognizer(), "tapA", on: a)
        f.tap(pt(100, 200))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(b)))

        // Assertion
        XCTAssertEqual(answer.rule, .cancelledByRecognizer)
        XCTAssertEqual(answer.culprit, "tapA")
        XCTAssertNotNil(answer.cause.fix)
    }

    func testWithoutCancelsTouchesInViewTheSameViewWorked() throws {
        // Precondition
        let f = WhyFixture()
        let a = f.add(UIView(), "A", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let b = f.add(UIView(), "B", frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: a)
        f.recognizer(UITapGestureRecognizer(), "tapA", on: a).cancelsTouchesInView = false
        f.tap(pt(100, 200))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(b)))

        // Assertion
        XCTAssertEqual(answer.rule, .worked)
        XCTAssertTrue(answer.also.isEmpty)
    }

    func testAPlainControlSubclassIsCancelledAndTheMessageSaysItIsNotExempt() throws {
        // Precondition: UIKit exempts UIButton, not a plain UIControl, whatever its name
        let f = WhyFixture()
        let card = f.add(UIView(), "card", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let like = f.add(UIControl(), "likeButton", frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: card)
        f.recognizer(UITapGestureRecognizer(), "cardTap", on: card)
        f.tap(pt(100, 200))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(like)))

        // Assertion
        XCTAssertEqual(answer.rule, .cancelledByRecognizer)
        XCTAssertEqual(answer.culprit, "cardTap")
        XCTAssertTrue(answer.cause.message.en.contains("none of them"), answer.cause.message.en)
    }

    func testAButtonUnderTheSameTapKeepsItsTapAndTheTapIsRefusedByTheButton() throws {
        // Precondition
        let f = WhyFixture()
        let card = f.add(UIView(), "card", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let button = f.add(UIButton(), "button", frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: card)
        let tap = f.recognizer(UITapGestureRecognizer(), "cardTap", on: card)
        f.tap(pt(100, 200))

        // Action
        let (answers, _) = f.answers([.view(button), .recognizer(tap)])

        // Assertion: the control's exemption, as its gestureRecognizerShouldBegin answers
        XCTAssertEqual(answers[0]?.rule, .worked)
        XCTAssertEqual(answers[1]?.rule, .delegateRefused)
        XCTAssertEqual(answers[1]?.culprit, "button")
    }

    func testAHeldTouchesBeganIsDroppedWhenTheDelayingRecognizerRecognizes() throws {
        // Precondition
        let f = WhyFixture()
        let a = f.add(UIView(), "A", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let b = f.add(UIView(), "B", frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: a)
        f.recognizer(UITapGestureRecognizer(), "tapA", on: a).delaysTouchesBegan = true
        f.tap(pt(100, 200))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(b)))

        // Assertion
        XCTAssertEqual(answer.rule, .delayedThenDropped)
        XCTAssertEqual(answer.culprit, "tapA")
    }

    func testALongPressReleasedEarlyFailsWithTheMeasureAndTheLimit() throws {
        // Precondition
        let f = WhyFixture()
        let pad = f.add(UIView(), "pad", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let press = f.recognizer(UILongPressGestureRecognizer(), "press", on: pad)
        f.tap(pt(100, 200), hold: 0.3)

        // Action
        let answer = try XCTUnwrap(f.answer(.recognizer(press)))

        // Assertion
        XCTAssertEqual(answer.rule, .gestureFailed)
        XCTAssertEqual(answer.cause.message.en, "press failed: released after 0.3 s, the long press needs 0.5 s")
    }

    func testATapThatMovesTooFarFailsWithTheDistance() throws {
        // Precondition
        let f = WhyFixture()
        let pad = f.add(UIView(), "pad", frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let tap = f.recognizer(UITapGestureRecognizer(), "tap", on: pad)
        f.drag(pt(100, 200), pt(160, 200))

        // Action
        let answer = try XCTUnwrap(f.answer(.recognizer(tap)))

        // Assertion
        XCTAssertEqual(answer.rule, .gestureFailed)
        XCTAssertTrue(answer.cause.message.en.contains("it allows 45"), answer.cause.message.en)
    }

    func testASingleTapThatRequiresADoubleTapToFailWaitsAndFailsOnADoubleTap() throws {
        // Precondition
        let f = WhyFixture()
        let pad = f.add(UIView(), "pad", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let single = f.recognizer(UITapGestureRecognizer(), "single", on: pad)
        let double = f.recognizer(UITapGestureRecognizer(), "double", on: pad)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        f.tap(pt(100, 200))
        f.tapSoon(pt(100, 200))

        // Action
        let answer = try XCTUnwrap(f.answer(.recognizer(single)))

        // Assertion
        XCTAssertEqual(answer.rule, .waitedAndFailed)
        XCTAssertEqual(answer.culprit, "double")
    }

    func testAParentsTapIsPreventedByItsChildsTap() throws {
        // Precondition
        let f = WhyFixture()
        let parent = f.add(UIView(), "parent", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let child = f.add(UIView(), "child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: parent)
        let outer = f.recognizer(UITapGestureRecognizer(), "outer", on: parent)
        f.recognizer(UITapGestureRecognizer(), "inner", on: child)
        f.tap(pt(100, 200))

        // Action
        let answer = try XCTUnwrap(f.answer(.recognizer(outer)))

        // Assertion
        XCTAssertEqual(answer.rule, .preventedBy)
        XCTAssertEqual(answer.culprit, "inner")
    }

    func testADisabledRecognizerSeesNothing() throws {
        // Precondition
        let f = WhyFixture()
        let pad = f.add(UIView(), "pad", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let tap = f.recognizer(UITapGestureRecognizer(), "tap", on: pad)
        tap.isEnabled = false
        f.tap(pt(100, 200))

        // Action
        let answer = try XCTUnwrap(f.answer(.recognizer(tap)))

        // Assertion
        XCTAssertEqual(answer.rule, .disabled)
    }

    func testAButtonLiftedFarOutsideFiresTouchUpOutside() throws {
        // Precondition
        let f = WhyFixture()
        let button = f.add(UIButton(), "send", frame: CGRect(x: 50, y: 100, width: 100, height: 60))
        f.drag(pt(100, 130), pt(100, 400))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(button)))

        // Assertion
        XCTAssertEqual(answer.rule, .touchUpOutside)
        XCTAssertEqual(answer.culprit, "send")
    }

    func testAControlWithNoActionsAttachedFiresIntoNothing() throws {
        // Precondition: the dump helper counted no touchUpInside action
        let f = WhyFixture()
        let button = f.add(UIButton(), "like", frame: CGRect(x: 50, y: 100, width: 100, height: 60))
        var dumped = DumpProvenance(address: "0x1")
        dumped.actionCounts = [.touchUpInside: 0]
        f.dumped(button, as: "UIButton", dumped)
        f.tap(pt(100, 130))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(button)))

        // Assertion
        XCTAssertEqual(answer.rule, .noAction)
    }

    func testAnInteractionOffViewThatIsAlsoCoveredSaysBoth() throws {
        // Precondition
        let f = WhyFixture()
        let view = f.add(UIView(), "target", frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        view.isUserInteractionEnabled = false
        f.add(UIView(), "cover", frame: CGRect(x: 0, y: 50, width: 300, height: 300)).transform = CGAffineTransform(rotationAngle: 0.3)
        f.tap(pt(100, 150))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(view)))

        // Assertion
        XCTAssertEqual(answer.rule, .interactionDisabled)
        XCTAssertEqual(answer.also.map(\.rule), [.coveredBySibling])
        XCTAssertEqual(answer.also.first?.culprit, "cover")
    }

    func testATapOnAnotherFingerIdLaterIsNotMixedWithTheFirst() throws {
        // Precondition: two taps, both finger 1; the first is cancelled by a double tap's wait
        let f = WhyFixture()
        let pad = f.add(UIView(), "pad", frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        let double = f.recognizer(UITapGestureRecognizer(), "double", on: pad)
        double.numberOfTapsRequired = 2
        f.tap(pt(100, 200))
        f.tapSoon(pt(100, 200))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(pad)))

        // Assertion: the first tap's held touchesEnded is cancelled when the double tap recognizes
        XCTAssertEqual(answer.rule, .cancelledByRecognizer)
        XCTAssertEqual(answer.culprit, "double")
    }

    func testInputWithoutATouchHasNoAnswer() {
        // Precondition
        let f = WhyFixture()
        let pad = f.add(UIView(), "pad", frame: CGRect(x: 0, y: 100, width: 300, height: 300))

        // Action / Assertion
        XCTAssertNil(f.answer(.view(pad)))
    }

    func testAnExclusiveViewKeptFromATouchNamesTheOtherViewAsTheCulpritNeverItself() throws {
        // Precondition: `pad` has isExclusiveTouch; a finger is already down on `other` when one lands on pad
        let f = WhyFixture()
        f.add(UIView(), "other", frame: CGRect(x: 0, y: 100, width: 150, height: 150))
        let pad = f.add(UIView(), "pad", frame: CGRect(x: 200, y: 100, width: 150, height: 150))
        pad.isExclusiveTouch = true
        f.twoFingers(pt(50, 150), pt(250, 150))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(pad)))

        // Assertion: the other view holds the touch that kept pad out; the fix is pad's own flag
        XCTAssertEqual(answer.rule, .exclusiveTouch)
        XCTAssertEqual(answer.culprit, "other")
        XCTAssertEqual(answer.cause.fix?.en, "set pad.isExclusiveTouch = false")
    }

    func testARowWhoseFingerLiftedOutsideItIsTouchUpOutsideNotAFingerStillDown() throws {
        // Precondition: a table that does not scroll; a finger drags from row 0 to below it and lifts there
        let f = WhyFixture()
        let table = f.add(UITableView(), "list", frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        table.isScrollEnabled = false
        table.rowHeight = 60
        let row = UITableViewCell()
        row.identifier = "row0"
        table.cells = [row, UITableViewCell()]
        f.drag(pt(100, 130), pt(100, 300))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(row)))

        // Assertion: it lifted (no "finger still down"), outside the row, and no fix is invented
        XCTAssertEqual(answer.rule, .touchUpOutside)
        XCTAssertEqual(answer.culprit, "row0")
        XCTAssertNil(answer.cause.fix)
        XCTAssertNotNil(answer.cause.noFix)
    }

    func testAFingerStillDownIsTheOnlyTouchNotEnded() throws {
        // Precondition: a finger that goes down on a view and never lifts
        let f = WhyFixture()
        let held = f.add(UIView(), "held", frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        f.press(pt(50, 150))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(held)))

        // Assertion
        XCTAssertEqual(answer.rule, .touchNotEnded)
    }

    func testARotatedAncestorThatMovedTheViewAwayFromTheTapIsNamed() throws {
        // Precondition: a button at the top of a card turned 45°, tapped where the button would be unturned
        let f = WhyFixture()
        let card = f.add(UIView(), "card", frame: CGRect(x: 95, y: 300, width: 200, height: 200))
        card.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let button = f.add(UIButton(), "button", frame: CGRect(x: 0, y: 0, width: 200, height: 40), to: card)
        f.tap(pt(110, 310))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(button)))

        // Assertion: outside, and a note names the card's transform
        XCTAssertEqual(answer.rule, .outsideAncestor)
        XCTAssertTrue(answer.notes.contains { $0.en.hasPrefix("card's transform (rotate 45°") }, "\(answer.notes.map(\.en))")
    }
}
