import XCTest
@testable import TapKit
import TapTestSupport

/// UIScrollView's touch rules: contentOffset is bounds.origin, dragging is
/// the public pan recognizer, content touches are delayed and cancelled.
final class UIScrollViewTests: XCTestCase {
    /// A 390 x 600 vertical list at y 100 with one button row at content y 20.
    private func makeList(delays: Bool = true, canCancel: Bool = true) -> (TouchTestHarness, UIScrollView, UIButton) {
        let h = TouchTestHarness(rootConsumesTouches: false)
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        list.identifier = "list"
        list.contentSize = CGSize(width: 390, height: 2000)
        list.delaysContentTouches = delays
        list.canCancelContentTouches = canCancel
        let row = UIButton(frame: CGRect(x: 20, y: 20, width: 350, height: 80))
        row.identifier = "row"
        list.addSubview(row)
        h.root.addSubview(list)
        return (h, list, row)
    }

    func testContentOffsetIsBoundsOriginSoHitTestingFollowsTheScroll() {
        // Given a list scrolled down by 500 points
        let (h, list, row) = makeList()
        list.contentOffset = CGPoint(x: 0, y: 500)
        // When the screen point where the row used to be is hit-tested
        let before = h.app.hitTest(pt(195, 160)).view
        list.contentOffset = .zero
        let after = h.app.hitTest(pt(195, 160)).view
        // Then the row is only there when the content is back at the top
        XCTAssertEqual(list.bounds.origin, .zero)
        XCTAssertTrue(before === list)
        XCTAssertTrue(after === row)
    }

    func testAQuickDragOnContentScrollsAndTheContentNeverHearsOfTheTouch() {
        // Given a list that delays content touches (UIKit's default)
        let (h, list, row) = makeList()
        // When a finger drags up 100 points in 0.1 s, starting on the row
        h.drag(from: pt(195, 160), to: pt(195, 60), start: 0, duration: 0.1)
        h.advance(to: 3)
        // Then the list scrolled, and the row got nothing: its began was held and dropped
        XCTAssertGreaterThan(list.contentOffset.y, 90)
        XCTAssertFalse(h.log.contains(.touchesBegan(row)))
        XCTAssertTrue(h.log.contains(.gesture(list.panGestureRecognizer, .began)))
    }

    func testATapOnContentIsDeliveredWhenTheFingerLifts() {
        // Given a list that delays content touches
        let (h, _, row) = makeList()
        // When a quick tap lands on the row
        h.tap(at: pt(195, 160), time: 0)
        // Then the held began is released when the delay recognizer fails, then the end
        let records = h.log.of(.touchesBegan, .touchesEnded, .control)
        assertLog(Array(records.prefix(3)), is: [.touchesBegan(row), .control(row, .touchDown), .touchesEnded(row)])
        XCTAssertTrue(records.contains(.control(row, .touchUpInside)))
    }

    func testAFingerRestingOnContentReachesItAfterTheDelay() {
        // Given a list that delays content touches
        let (h, _, row) = makeList()
        // When a finger rests on the row
        h.down(1, pt(195, 160), at: 0)
        h.advance(to: 0.14)
        let early = h.log.of(.touchesBegan)
        h.advance(to: 0.16)
        // Then the row hears of it only after 0.15 s
        XCTAssertTrue(early.isEmpty)
        assertRecord(h.log.of(.touchesBegan).first, is: .touchesBegan(row))
    }

    func testWithoutTheDelayADragStartingOnAControlDoesNotScroll() {
        // Given a list with delaysContentTouches = false
        let (h, list, row) = makeList(delays: false)
        // When a drag starts on the button
        h.drag(from: pt(195, 160), to: pt(195, 60), start: 0, duration: 0.3)
        h.advance(to: 3)
        // Then touchesShouldCancel(in:) says no for a control: the pan fails, nothing scrolls
        XCTAssertEqual(list.contentOffset, .zero)
        XCTAssertTrue(h.log.contains(.gesture(list.panGestureRecognizer, .failed)))
        XCTAssertFalse(h.log.contains(.control(row, .touchCancel)))
    }

    func testWithoutTheDelayADragOnPlainContentCancelsItAndScrolls() {
        // Given a list without the delay whose content is a plain view
        let (h, list, row) = makeList(delays: false)
        let tile = UIView(frame: row.frame)
        tile.identifier = "tile"
        row.removeFromSuperview()
        list.addSubview(tile)
        // When a drag starts on it
        h.drag(from: pt(195, 160), to: pt(195, 60), start: 0, duration: 0.3)
        h.advance(to: 3)
        // Then the tile got began, then cancelled, and the list scrolled
        let records = h.log.of(.touchesBegan, .touchesCancelled)
        assertLog(Array(records.prefix(1)), is: [.touchesBegan(tile)])
        XCTAssertTrue(records.contains(.touchesCancelled(tile)))
        XCTAssertGreaterThan(list.contentOffset.y, 90)
    }

    func testWithCanCancelContentTouchesOffTrackingContentKeepsTheTouch() {
        // Given a list that may not cancel content touches and has no delay
        let (h, list, row) = makeList(delays: false, canCancel: false)
        let tile = UIView(frame: row.frame)
        tile.identifier = "tile"
        row.removeFromSuperview()
        list.addSubview(tile)
        // When a drag starts on the tile
        h.drag(from: pt(195, 160), to: pt(195, 60), start: 0, duration: 0.3)
        h.advance(to: 3)
        // Then the list never scrolls and the tile gets its end
        XCTAssertEqual(list.contentOffset, .zero)
        XCTAssertTrue(h.log.contains(.touchesEnded(tile)))
        XCTAssertFalse(h.log.contains(.touchesCancelled(tile)))
    }

    func testPagingSettlesOnTheNextPageAfterAFlick() {
        // Given a horizontal pager of 280-point pages
        let h = TouchTestHarness(rootConsumesTouches: false)
        let pager = UIScrollView(frame: CGRect(x: 55, y: 300, width: 280, height: 200))
        pager.identifier = "pager"
        pager.contentSize = CGSize(width: 1400, height: 200)
        pager.isPagingEnabled = true
        h.root.addSubview(pager)
        // When a finger flicks left by 100 points
        h.drag(from: pt(300, 400), to: pt(200, 400), start: 0, duration: 0.15)
        h.advance(to: 3)
        // Then the pager rests exactly on page 2
        XCTAssertEqual(pager.contentOffset, CGPoint(x: 280, y: 0))
        XCTAssertFalse(pager.isDecelerating)
    }

    func testDraggingPastTheTopRubberBandsAndSpringsBack() {
        // Given a list at the top
        let (h, list, _) = makeList()
        // When a finger pulls down 100 points and holds
        h.drag(from: pt(195, 300), to: pt(195, 400), start: 0, duration: 0.3, lift: false)
        let pulled = list.contentOffset.y
        h.up(1, pt(195, 400), at: 0.8)
        h.advance(to: 4)
        // Then the content moved at half speed past the edge, and returned to 0 after release
        XCTAssertLessThan(pulled, -30)
        XCTAssertGreaterThan(pulled, -60)
        XCTAssertEqual(list.contentOffset.y, 0)
    }

    func testAVerticalDragDoesNotBeginAHorizontalScrollView() {
        // Given a horizontal carousel
        let h = TouchTestHarness(rootConsumesTouches: false)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 200))
        carousel.identifier = "carousel"
        carousel.contentSize = CGSize(width: 1170, height: 200)
        h.root.addSubview(carousel)
        // When a finger drags vertically over it
        h.drag(from: pt(200, 350), to: pt(200, 250), start: 0, duration: 0.3)
        h.advance(to: 2)
        // Then its pan fails and nothing scrolls
        XCTAssertTrue(h.log.contains(.gesture(carousel.panGestureRecognizer, .failed)))
        XCTAssertEqual(carousel.contentOffset, .zero)
    }
}
