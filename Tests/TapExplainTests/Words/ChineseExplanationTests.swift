import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// The walk's reasons and `explainHit`'s answers come in the language asked
/// for, from the same facts: English by default, Chinese on request, and the
/// view ids, points and verdicts the same in both.
final class ChineseExplanationTests: XCTestCase {
    private final class RefusingView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    }

    func testAStepReadsInChineseWithTheSameViewPointAndVerdict() throws {
        // Precondition: a hidden view in front of a button.
        let f = CoreFixture()
        f.add(UIButton(), "button", CGRect(x: 0, y: 0, width: 100, height: 100))
        f.addView("cover", CGRect(x: 0, y: 0, width: 100, height: 100)).isHidden = true

        // Action
        let trace = try XCTUnwrap(f.app.hitTest(CGPoint(x: 10, y: 10), traced: true).trace)
        let cover = try XCTUnwrap(trace.steps.first { $0.viewID == "cover" })

        // Assertion
        XCTAssertEqual(cover.text, "    cover (10, 10) hidden -> nil: isHidden is true: skipped with all its subviews")
        XCTAssertEqual(cover.text(in: .zh), "    cover (10, 10) hidden -> nil: isHidden 为 true：连同所有子视图一起被跳过")
        XCTAssertEqual(cover.reason, cover.reason(in: .en))
    }

    func testAnOverridesNoteIsWrittenInTheLanguageOfTheStep() throws {
        // Precondition: a subclass whose point(inside:with:) refuses every point.
        let f = CoreFixture()
        f.add(RefusingView(), "wall", CGRect(x: 0, y: 0, width: 50, height: 50))

        // Action
        let trace = try XCTUnwrap(f.app.hitTest(CGPoint(x: 10, y: 10), traced: true).trace)
        let wall = try XCTUnwrap(trace.steps.first { $0.viewID == "wall" })

        // Assertion
        XCTAssertTrue(wall.reason.hasSuffix("point(inside:with:) is overridden and returned false for (10, 10), inside its bounds [0, 0, 50, 50]"), wall.reason)
        XCTAssertTrue(wall.reason(in: .zh).hasSuffix("point(inside:with:) 被重写，对 (10, 10) 返回了 false，该点在 bounds [0, 0, 50, 50] 内"),
                      wall.reason(in: .zh))
    }

    func testAnExplanationCarriesBothLanguagesAndItsMessageStaysEnglish() {
        // Precondition: a button under a later sibling.
        let f = CoreFixture()
        let button = f.add(UIButton(), "button", CGRect(x: 0, y: 0, width: 100, height: 100))
        f.addView("cover", CGRect(x: 0, y: 0, width: 100, height: 100))

        // Action
        let answer = f.app.explainHit(of: button, at: CGPoint(x: 10, y: 10))

        // Assertion
        XCTAssertEqual(answer.rule, .coveredBySibling)
        XCTAssertEqual(answer.message, answer.message(in: .en))
        XCTAssertTrue(answer.message.hasPrefix("button is not hit because cover, a later sibling of button"), answer.message)
        XCTAssertEqual(answer.message(in: .zh),
                       "button 没有被命中，因为 cover 是 button 的兄弟视图，添加得更晚、位于上层，它先被询问并接收了触摸点：子视图是从后往前进行命中测试的")
    }

    func testAnAnswerIsWrittenFromEachLanguagesOwnTable() {
        // Precondition: an answer made from the tables (there is no way to
        // write one in a single language that others would silently repeat)
        let answer = HitTestExplanation(rule: .notAView, culprit: "x") { $0.whyNotAView("x") }

        // Action
        let texts = Language.allCases.map { answer.message(in: $0) }

        // Assertion: each is its own table's sentence
        XCTAssertEqual(texts, Language.allCases.map { ExplanationStrings.of($0).whyNotAView("x") })
        XCTAssertNotEqual(answer.message(in: .zh), answer.message(in: .en))
    }
}
