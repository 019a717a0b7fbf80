import XCTest
@testable import TapKit

final class UIBezierPathRoundedCornersTests: XCTestCase {
    private let card = CGRect(x: 0, y: 0, width: 100, height: 60)

    func testOnlyTheNamedCornersAreRounded() {
        // Given
        let corners: UIRectCorner = [.topLeft, .bottomRight]

        // When
        let path = UIBezierPath(roundedRect: card, byRoundingCorners: corners, cornerRadii: CGSize(width: 20, height: 20))

        // Then: the tips of rounded corners are outside, square ones inside
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
        XCTAssertFalse(path.contains(CGPoint(x: 99, y: 59)))
        XCTAssertTrue(path.contains(CGPoint(x: 99, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 59)))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 30)))
    }

    func testAllCornersMatchesTheCornerRadiusInitializer() {
        // Given
        let radius: CGFloat = 12

        // When
        let some = UIBezierPath(roundedRect: card, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: 99))
        let all = UIBezierPath(roundedRect: card, cornerRadius: radius)

        // Then: the same elements (the radii's height is not used, as in UIKit)
        XCTAssertEqual(some.elements, all.elements)
    }

    func testTheRadiusIsClampedToHalfTheShorterSide() {
        // Given
        let huge = CGSize(width: 500, height: 500)

        // When
        let path = UIBezierPath(roundedRect: card, byRoundingCorners: [.topLeft], cornerRadii: huge)

        // Then a 30-point corner about (30, 30): (3, 12) is 32.4 from its
        // centre, outside; (8, 20) is 24.2 from it, inside
        XCTAssertFalse(path.contains(CGPoint(x: 3, y: 12)))
        XCTAssertTrue(path.contains(CGPoint(x: 8, y: 20)))
        XCTAssertTrue(path.contains(CGPoint(x: 40, y: 5)))
        XCTAssertEqual(path.bounds, card)
    }
}
