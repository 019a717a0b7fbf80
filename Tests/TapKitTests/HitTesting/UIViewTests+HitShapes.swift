import XCTest
@testable import TapKit

/// TapLab's hit customisation: insets and hit shapes (`hitShape`), which
/// stand in for an app's `point(inside:with:)` overrides.
extension UIViewHitTestingTests {
    // MARK: TapLab hit customisation

    func testNegativeHitInsetsEnlargeTheTappableArea() {
        // Given: 40 × 40 at (100, 100)
        let small = f.addView("small", CGRect(x: 100, y: 100, width: 40, height: 40))
        XCTAssertIdentical(f.hitView(90, 120), f.root)

        // When
        small.hitInsets = UIEdgeInsets(top: -20, left: -20, bottom: -20, right: -20)

        // Then
        XCTAssertIdentical(f.hitView(90, 120), small)
        XCTAssertIdentical(f.hitView(159, 159), small)
        XCTAssertIdentical(f.hitView(161, 120), f.root)
    }

    func testPositiveHitInsetsShrinkTheTappableArea() {
        // Given
        let view = f.addView("view", CGRect(x: 100, y: 100, width: 100, height: 100))

        // When
        view.hitInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

        // Then
        XCTAssertIdentical(f.hitView(105, 150), f.root)
        XCTAssertIdentical(f.hitView(115, 150), view)
    }

    func testACircleHitShapeExcludesTheCornersOfItsBounds() {
        // Given: 100 × 100 at (100, 100), circle of radius 50 about (150, 150)
        let round = f.addView("round", CGRect(x: 100, y: 100, width: 100, height: 100))

        // When
        round.hitShape = .circle(center: nil, radius: nil)

        // Then
        XCTAssertIdentical(f.hitView(150, 150), round)
        XCTAssertIdentical(f.hitView(150, 101), round)
        XCTAssertIdentical(f.hitView(105, 105), f.root)
    }

    func testACircleHitShapeCanHaveItsOwnCentreAndRadius() {
        // Given
        let view = f.addView("view", CGRect(x: 0, y: 0, width: 200, height: 200))

        // When
        view.hitShape = .circle(center: CGPoint(x: 20, y: 20), radius: 10)

        // Then
        XCTAssertIdentical(f.hitView(25, 25), view)
        XCTAssertIdentical(f.hitView(100, 100), f.root)
    }

    func testAnEllipseHitShapeFollowsTheInscribedEllipse() {
        // Given: 200 × 100 at (0, 0)
        let oval = f.addView("oval", CGRect(x: 0, y: 0, width: 200, height: 100))

        // When
        oval.hitShape = .ellipse

        // Then
        XCTAssertIdentical(f.hitView(5, 50), oval)
        XCTAssertIdentical(f.hitView(100, 3), oval)
        XCTAssertIdentical(f.hitView(20, 10), f.root)
    }

    func testARectsHitShapeIsTheUnionOfItsRectangles() {
        // Given: two strips, left and right, of a 200 × 100 button
        let button = f.add(UIButton(), "button", CGRect(x: 100, y: 100, width: 200, height: 100))

        // When
        button.hitShape = .rects([CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 160, y: 0, width: 40, height: 100)])

        // Then
        XCTAssertIdentical(f.hitView(120, 150), button)
        XCTAssertIdentical(f.hitView(280, 150), button)
        XCTAssertIdentical(f.hitView(200, 150), f.root)
    }

    func testAPathHitShapeFollowsTheBezierPath() {
        // Given: a triangle with its right angle at the top left of a 100 × 100 view
        let view = f.addView("triangle", CGRect(x: 100, y: 100, width: 100, height: 100))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.close()

        // When
        view.hitShape = .path(path)

        // Then
        XCTAssertIdentical(f.hitView(120, 120), view)
        XCTAssertIdentical(f.hitView(180, 180), f.root)
    }

    func testWithBothHitInsetsAndAHitShapeAPointMustBeInBoth() {
        // Given: a 100 × 100 view whose left half is cut by insets, with a circle shape
        let view = f.addView("view", CGRect(x: 100, y: 100, width: 100, height: 100))

        // When
        view.hitInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        view.hitShape = .circle(center: nil, radius: nil)

        // Then
        XCTAssertIdentical(f.hitView(170, 150), view, "in the circle and in the inset area")
        XCTAssertIdentical(f.hitView(130, 150), f.root, "in the circle but not in the inset area")
        XCTAssertIdentical(f.hitView(195, 105), f.root, "in the inset area but not in the circle")
    }

    // MARK: TapLab hit-test rules
}
