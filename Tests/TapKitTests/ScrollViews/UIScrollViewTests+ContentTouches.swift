import XCTest
@testable import TapKit
import TapTestSupport

/// The scroll view's hooks for its content's touches, and its directional
/// lock: `touchesShouldCancel(in:)`, `touchesShouldBegin(_:with:in:)`,
/// `isDirectionalLockEnabled`.
final class UIScrollViewContentTouchesTests: XCTestCase {
    /// A list (y 100...700 on screen) holding a button (y 120...200) and a
    /// plain tile (y 220...300), content touches not delayed so that both
    /// track a touch before the drag becomes a scroll.
    private func makeList() -> (TouchTestHarness, UIScrollView, button: UIButton, tile: UIView) {
        let h = TouchTestHarness(rootConsumesTouches: false)
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        list.identifier = "list"
        list.contentSize = CGSize(width: 390, height: 2000)
        list.delaysContentTouches = false
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 350, height: 80))
        button.identifier = "button"
        list.addSubview(button)
        let tile = UIView(frame: CGRect(x: 20, y: 120, width: 350, height: 80))
        tile.identifier = "tile"
        list.addSubview(tile)
        h.root.addSubview(list)
        return (h, list, button, tile)
    }

    func testByDefaultADragFromAButtonDoesNotScrollAndTheButtonKeepsItsTouch() {
        // Given
        let (h, list, button, _) = makeList()

        // When
        h.drag(from: pt(195, 160), to: pt(195, 60), start: 0, duration: 0.2)
        h.advance(to: 2)

        // Then
        XCTAssertEqual(list.contentOffset, .zero)
        XCTAssertFalse(h.log.contains(.control(button, .touchCancel)))
    }

    func testWithTouchesShouldCancelAlwaysADragFromAButtonScrollsAndCancelsTheButton() {
        // Given
        let (h, list, button, _) = makeList()
        list.touchesShouldCancelAnswer = .always

        // When
        h.drag(from: pt(195, 160), to: pt(195, 60), start: 0, duration: 0.2)
        h.advance(to: 2)

        // Then
        XCTAssertGreaterThan(list.contentOffset.y, 0)
        assertLog(h.log, containsInOrder: [.control(button, .touchDown), .control(button, .touchCancel)])
    }

    func testWithTouchesShouldCancelNeverADragFromAPlainViewDoesNotScroll() {
        // Given
        let (h, list, _, tile) = makeList()
        list.touchesShouldCancelAnswer = .never

        // When
        h.drag(from: pt(195, 260), to: pt(195, 160), start: 0, duration: 0.2)
        h.advance(to: 2)

        // Then
        XCTAssertEqual(list.contentOffset, .zero)
        XCTAssertTrue(h.log.contains(.touchesEnded(tile)))
    }

    func testWithTouchesShouldBeginFalseTheContentGetsNoTouchButTheListStillScrolls() {
        // Given
        let (h, list, _, tile) = makeList()
        list.touchesShouldBeginAnswer = false

        // When
        h.tap(at: pt(195, 260), time: 0)
        h.drag(from: pt(195, 260), to: pt(195, 160), start: 1, duration: 0.2)
        h.advance(to: 3)

        // Then
        XCTAssertFalse(h.log.contains(.touchesBegan(tile)))
        XCTAssertGreaterThan(list.contentOffset.y, 0)
    }

    func testADirectionalLockKeepsAMostlyVerticalDragOffTheHorizontalAxis() {
        // Given: content that scrolls both ways
        let (h, list, _, _) = makeList()
        list.contentSize = CGSize(width: 2000, height: 2000)
        list.isDirectionalLockEnabled = true

        // When: 30 points left for every 100 up
        h.drag(from: pt(300, 600), to: pt(270, 500), start: 0, duration: 0.2)

        // Then
        XCTAssertEqual(list.contentOffset.x, 0)
        XCTAssertGreaterThan(list.contentOffset.y, 0)
    }

    func testWithoutTheLockTheSameDragMovesBothAxes() {
        // Given
        let (h, list, _, _) = makeList()
        list.contentSize = CGSize(width: 2000, height: 2000)

        // When
        h.drag(from: pt(300, 600), to: pt(270, 500), start: 0, duration: 0.2)

        // Then
        XCTAssertGreaterThan(list.contentOffset.x, 0)
        XCTAssertGreaterThan(list.contentOffset.y, 0)
    }
}
