import XCTest
@testable import TapKit
import TapTestSupport

final class UIScreenEdgePanGestureRecognizerTests: XCTestCase {
    private func makeHarness(edges: UIRectEdge) -> (TouchTestHarness, UIScreenEdgePanGestureRecognizer) {
        let h = TouchTestHarness()
        let edge = h.add(UIScreenEdgePanGestureRecognizer(), named: "edge")
        edge.edges = edges
        return (h, edge)
    }

    func testDefaultsEqualUIKits() {
        // Given
        let edge = UIScreenEdgePanGestureRecognizer()

        // Then
        XCTAssertEqual(edge.edges, [])
        XCTAssertTrue((edge as UIGestureRecognizer) is UIPanGestureRecognizer)
        XCTAssertTrue(edge.isContinuous)
        XCTAssertEqual(edge.minimumNumberOfTouches, 1)
        XCTAssertEqual(UIScreenEdgePanGestureRecognizer.edgeRegionWidth, 20)
    }

    func testRectEdgesHaveUIKitsRawValues() {
        // Then
        XCTAssertEqual(UIRectEdge.top.rawValue, 1)
        XCTAssertEqual(UIRectEdge.left.rawValue, 2)
        XCTAssertEqual(UIRectEdge.bottom.rawValue, 4)
        XCTAssertEqual(UIRectEdge.right.rawValue, 8)
        XCTAssertEqual(UIRectEdge.all, [.top, .left, .bottom, .right])
        XCTAssertEqual(UIRectEdge.all.rawValue, 15)
    }

    func testATouchWithinTwentyPointsOfTheLeftEdgeBeginsItAfterTenPointsAndCancelsTheViewsTouches() {
        // Given
        let (h, edge) = makeHarness(edges: .left)

        // When
        h.drag(from: pt(20, 400), to: pt(120, 400), start: 0, duration: 0.1, steps: 10, lift: false)
        let translation = edge.translation(in: nil)
        h.up(1, pt(120, 400), at: 0.2)

        // Then
        assertLog(Array(h.recordsWithoutMoves.prefix(4)),
                  is: [.touchesBegan(h.root), .gesture(edge, .began, values: .pan(20, 0, velocity: 1000, 0)),
                       .touchesCancelled(h.root), .action(edge)])
        XCTAssertEqual(h.actionStates(of: edge).first, .began)
        XCTAssertEqual(h.actionStates(of: edge).last, .ended)
        XCTAssertEqual(translation, pt(100, 0))
    }

    func testATouchFartherThanTwentyPointsFromTheEdgeFailsItAtOnce() {
        // Given
        let (h, edge) = makeHarness(edges: .left)

        // When
        h.down(1, pt(21, 400), at: 0)
        let recordsAtTouchDown = h.records
        h.move(1, pt(121, 400), at: 0.1)
        h.up(1, pt(121, 400), at: 0.2)

        // Then
        assertLog(recordsAtTouchDown, is: [.touchesBegan(h.root), .gesture(edge, .failed)])
        assertLog(h.records, is: [.touchesBegan(h.root), .gesture(edge, .failed), .touchesMoved(h.root),
                                  .touchesEnded(h.root)])
        XCTAssertTrue(h.actionStates(of: edge).isEmpty)
    }

    func testOnlyTheListedEdgesCount() {
        // Given
        let (h, edge) = makeHarness(edges: .right)

        // When
        h.drag(from: pt(5, 400), to: pt(105, 400), start: 0, duration: 0.1, steps: 5)
        h.drag(from: pt(385, 400), to: pt(285, 400), start: 1, duration: 0.1, steps: 5)

        // Then
        assertRecord(h.log.about(edge).first, is: .gesture(edge, .failed))
        XCTAssertEqual(h.actionStates(of: edge).first, .began)
        XCTAssertEqual(h.actionStates(of: edge).last, .ended)
    }

    func testAllEdgesListensAtTheTopAndBottomToo() {
        // Given
        let (h, edge) = makeHarness(edges: .all)

        // When
        h.drag(from: pt(200, 10), to: pt(200, 110), start: 0, duration: 0.1, steps: 5)
        h.drag(from: pt(200, 830), to: pt(200, 730), start: 1, duration: 0.1, steps: 5)
        h.drag(from: pt(200, 400), to: pt(200, 500), start: 2, duration: 0.1, steps: 5)

        // Then
        assertLog(h.log.of(.gesture).without(.gesture(edge, .changed)),
                  is: [.gesture(edge, .began, values: .pan(0, 20, velocity: 0, 1000)),
                       .gesture(edge, .ended, values: .pan(0, 100, velocity: 0, 1000)),
                       .gesture(edge, .began, values: .pan(0, -20, velocity: 0, -1000)),
                       .gesture(edge, .ended, values: .pan(0, -100, velocity: 0, -1000)),
                       .gesture(edge, .failed)])
    }

    func testWithNoEdgesEveryTouchFailsIt() {
        // Given
        let (h, edge) = makeHarness(edges: [])

        // When
        h.drag(from: pt(1, 400), to: pt(101, 400), start: 0, duration: 0.1, steps: 5)

        // Then
        assertLog(h.log.about(edge), is: [.gesture(edge, .failed)])
    }

    func testTheEdgesAreTheWindowsNotTheEdgesOfTheRecognizersView() {
        // Given
        let h = TouchTestHarness()
        let panel = UIView(frame: CGRect(x: 100, y: 100, width: 190, height: 600))
        panel.identifier = "panel"
        panel.touchesOverride = .consume
        h.root.addSubview(panel)
        let edge = h.add(UIScreenEdgePanGestureRecognizer(), named: "edge", to: panel)
        edge.edges = .left

        // When
        h.drag(from: pt(105, 400), to: pt(205, 400), start: 0, duration: 0.1, steps: 5)

        // Then
        assertLog(h.log.about(edge), is: [.gesture(edge, .failed)])
    }

    func testAWindowAwayFromTheScreenOriginMeasuresFromItsOwnEdge() {
        // Given
        let h = TouchTestHarness(windowFrame: CGRect(x: 50, y: 0, width: 300, height: 800))
        let edge = h.add(UIScreenEdgePanGestureRecognizer(), named: "edge")
        edge.edges = .left

        // When
        h.drag(from: pt(60, 400), to: pt(160, 400), start: 0, duration: 0.1, steps: 5)

        // Then
        XCTAssertEqual(h.actionStates(of: edge).first, .began)
    }

    func testLaterFingersDoNotNeedToStartAtTheEdge() {
        // Given
        let (h, edge) = makeHarness(edges: .left)
        h.root.isMultipleTouchEnabled = true
        h.drag(from: pt(10, 400), to: pt(60, 400), start: 0, duration: 0.1, steps: 5, lift: false)

        // When
        h.down(2, pt(200, 400), at: 0.2)
        h.move(2, pt(220, 400), at: 0.3)

        // Then
        XCTAssertEqual(edge.state, .changed)
        XCTAssertEqual(edge.numberOfTouches, 2)
        XCTAssertEqual(edge.translation(in: nil), pt(60, 0))
    }
}
