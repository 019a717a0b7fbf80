import XCTest
@testable import TapExplain
@testable import TapKit

/// A scroll view's own pan that does not begin is the scroll view's rule,
/// not a delegate of the app's: its content fits (the fix is contentSize,
/// checked by replay), or its rows fit (nothing to set).
final class ScrollPanRefusedTests: XCTestCase {
    /// A scroll view the size of its content (a list of no rows that does
    /// not bounce), dragged up 200 points.
    private func world(list: Bool) -> WhyFixture {
        let fixture = WhyFixture()
        let scroll = list ? UITableView() : UIScrollView()
        fixture.add(scroll, "feed", frame: CGRect(x: 0, y: 100, width: 390, height: 500))
        if list { scroll.alwaysBounceVertical = false } else { scroll.contentSize = CGSize(width: 390, height: 500) }
        fixture.drag(CGPoint(x: 200, y: 500), CGPoint(x: 200, y: 300))
        return fixture
    }

    func testAPanThatCannotScrollBlamesTheContentSizeAndItsFixWorksWhenReplayed() throws {
        // Precondition
        let fixture = world(list: false)
        let rebuilt = { () -> WhyFixture in self.world(list: false) }
        var fresh: [ObjectIdentifier: WhyFixture] = [:]
        let replay = FixReplay(rebuildingApplication: { let w = rebuilt(); fresh[ObjectIdentifier(w.app)] = w; return w.app },
                               play: { app, observer in fresh[ObjectIdentifier(app)]?.play(observer) })
        let pan = try XCTUnwrap(fixture.root.subviews.first as? UIScrollView).panGestureRecognizer

        // Action
        let answer = try XCTUnwrap(fixture.answers([.recognizer(pan)], replay: replay).answers[0])

        // Assertion
        XCTAssertEqual(answer.rule, .delegateRefused)
        XCTAssertEqual(answer.culprit, "feed")
        XCTAssertEqual(answer.fixes.first?.change?.json, #"{"view":"feed","set":{"contentSize":[390,1000]}}"#)
        XCTAssertEqual(answer.fixes.first?.checked, .works)
    }

    func testAListWhoseRowsFitHasNoFix() throws {
        // Precondition
        let fixture = world(list: true)
        let pan = try XCTUnwrap(fixture.root.subviews.first as? UIScrollView).panGestureRecognizer

        // Action
        let answer = try XCTUnwrap(fixture.answer(.recognizer(pan)))

        // Assertion
        XCTAssertEqual(answer.rule, .delegateRefused)
        XCTAssertEqual(answer.culprit, "feed")
        XCTAssertTrue(answer.fixes.isEmpty)
        XCTAssertNotNil(answer.cause.noFix)
    }
}
