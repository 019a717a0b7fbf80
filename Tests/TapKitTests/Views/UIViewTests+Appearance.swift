import XCTest
@testable import TapKit

final class UIViewAppearanceTests: XCTestCase {
    func testTintColorIsSystemBlueWhenNoViewAboveSetsOne() {
        // Given
        let parent = UIView(), child = UIView()
        parent.addSubview(child)

        // When
        let tint = child.tintColor

        // Then
        XCTAssertEqual(tint, .systemBlue)
    }

    func testTintColorIsInheritedFromTheNearestAncestorThatSetsOne() {
        // Given a red grandparent and an orange parent
        let grandparent = UIView(), parent = UIView(), child = UIView()
        grandparent.addSubview(parent)
        parent.addSubview(child)
        grandparent.tintColor = .systemRed
        parent.tintColor = .systemOrange

        // When the parent goes back to inheriting
        let before = child.tintColor
        parent.tintColor = nil

        // Then
        XCTAssertEqual(before, .systemOrange)
        XCTAssertEqual(child.tintColor, .systemRed)
    }
}
