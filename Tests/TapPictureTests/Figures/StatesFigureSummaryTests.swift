import Foundation
import XCTest
import TapKit
@testable import TapPicture

/// The path in words above each state machine: a long drag's changes are
/// one step with a count, so the line stays as short as the machine.
final class StatesFigureSummaryTests: XCTestCase {
    func testARunOfOneStateIsWrittenOnceWithItsCount() {
        // Precondition: a pan that began, changed sixteen times and ended
        let states: [UIGestureRecognizer.State] = [.began] + Array(repeating: .changed, count: 16) + [.ended]
        let pan = FigureFacts.Recognizer(name: "pan", className: "UIPanGestureRecognizer", isDiscrete: false,
                                         states: states.enumerated().map { ($0.element, Double($0.offset) / 10) })

        // Action
        let line = StatesFigure.summary(pan, .en)

        // Assertion: each state's word once, the changes counted
        let changed = FigureWord.changed.text(.en)
        XCTAssertEqual(line.components(separatedBy: changed).count - 1, 1, line)
        XCTAssertTrue(line.contains(changed + " ×16"), line)
        XCTAssertEqual(line.components(separatedBy: " → ").count, 4, line)
    }
}
