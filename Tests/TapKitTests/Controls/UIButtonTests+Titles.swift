import XCTest
@testable import TapKit

final class UIButtonTitlesTests: XCTestCase {
    func testAStateWithoutItsOwnTitleUsesTheNormalTitle() {
        // Given
        let button = UIButton()

        // When
        button.setTitle("Play", for: .normal)

        // Then
        XCTAssertEqual(button.title(for: .highlighted), "Play")
        XCTAssertEqual(button.title, "Play")
    }

    func testCurrentTitleFollowsTheControlState() {
        // Given titles for normal and selected
        let button = UIButton()
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)

        // When
        let unselected = button.currentTitle
        button.isSelected = true

        // Then: the drawn (normal) title is unchanged
        XCTAssertEqual(unselected, "Play")
        XCTAssertEqual(button.currentTitle, "Pause")
        XCTAssertEqual(button.title, "Play")
    }

    func testTitleColorForAStateFallsBackToTheNormalColor() {
        // Given
        let button = UIButton()

        // When
        button.setTitleColor(.systemBlue, for: .normal)
        button.setTitleColor(.systemGray, for: .disabled)

        // Then
        XCTAssertEqual(button.titleColor, .systemBlue)
        XCTAssertEqual(button.titleColor(for: .disabled), .systemGray)
        XCTAssertEqual(button.titleColor(for: .selected), .systemBlue)
    }
}
