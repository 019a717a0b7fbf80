import XCTest
@testable import TapKit
import TapTestSupport

/// The world changing in the middle of a touch: controls.
final class MidTouchMutationControlsTests: MidTouchMutationTestCase {
    /// TapLab decides: a control disabled while it tracks a touch cancels it
    /// (`touchCancel`, never `touchUpInside`), as hiding it would.
    func testAControlDisabledWhileTrackingSendsTouchCancelAndNoTouchUpInside() {
        // Given
        let button = f.add(UIButton(), "b", CGRect(x: 100, y: 100, width: 100, height: 50))
        var ran: [String] = []
        button.addAction(UIAction { _ in ran.append("up") }, for: .touchUpInside)
        f.down(1, 150, 125, at: 0)
        XCTAssertTrue(button.isTracking || button.isHighlighted)

        // When
        button.isEnabled = false
        f.up(1, 150, 125, at: 0.1)

        // Then
        assertLog(f.log.of(.control), is: [.control(button, .touchDown), .control(button, .touchCancel)])
        XCTAssertEqual(ran, [])
        XCTAssertFalse(button.isHighlighted)
        XCTAssertFalse(button.isTracking)
    }
}
