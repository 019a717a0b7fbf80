import XCTest
@testable import TapKit
import TapTestSupport

final class UIScrollViewTrackingTests: XCTestCase {
    func testIsTrackingWhileAFingerIsDownOnTheContentBeforeAnyDrag() {
        // Given a scroll list with a row of content
        let f = CoreFixture()
        let list = f.add(UIScrollView(), "list", CGRect(x: 0, y: 100, width: 390, height: 600))
        list.contentSize = CGSize(width: 390, height: 2000)
        f.addView("row", CGRect(x: 0, y: 0, width: 390, height: 80), to: list)

        // When a finger goes down on the row and lifts without moving
        let before = list.isTracking
        f.down(1, 100, 140, at: 0)
        let whileDown = list.isTracking
        f.up(1, 100, 140, at: 0.05)

        // Then
        XCTAssertFalse(before)
        XCTAssertTrue(whileDown)
        XCTAssertFalse(list.isTracking)
        XCTAssertFalse(list.isDragging)
    }

    func testAdjustedContentInsetIsTheContentInsetWithNoSafeArea() {
        // Given
        let list = UIScrollView()

        // When
        list.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)

        // Then
        XCTAssertEqual(list.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0))
    }
}
