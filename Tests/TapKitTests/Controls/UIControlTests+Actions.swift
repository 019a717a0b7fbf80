import XCTest
@testable import TapKit

final class UIControlActionsTests: XCTestCase {
    func testSendActionRunsTheHandlerWithTheControlAsSender() {
        // Given an action that records its sender, not added to the control
        let control = UIControl()
        var senders: [UIControl?] = []
        let action = UIAction { senders.append($0.sender) }

        // When
        control.sendAction(action)

        // Then it ran once, saw the control, and no longer holds it
        XCTAssertEqual(senders.count, 1)
        XCTAssertTrue(senders.first.flatMap { $0 } === control)
        XCTAssertNil(action.sender)
    }
}
