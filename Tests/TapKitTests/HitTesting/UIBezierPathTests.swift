import XCTest
@testable import TapKit

final class UIBezierPathTests: XCTestCase {
    private func square(_ minX: CGFloat, _ minY: CGFloat, _ size: CGFloat, clockwise: Bool) -> UIBezierPath {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: minX + size, y: minY),
                       CGPoint(x: minX + size, y: minY + size), CGPoint(x: minX, y: minY + size)]
        let path = UIBezierPath()
        let ordered = clockwise ? corners : corners.reversed()
        path.move(to: ordered[0])
        ordered.dropFirst().forEach(path.addLine(to:))
        path.close()
        return path
    }

    private func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat { hypot(p.x - q.x, p.y - q.y) }

    func testRectContainsInteriorPointsButNotOutsidePoints() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 100, height: 50))

        let inside = [CGPoint(x: 11, y: 21), CGPoint(x: 60, y: 45), CGPoint(x: 109, y: 69)]
        let outside = [CGPoint(x: 9, y: 45), CGPoint(x: 111, y: 45), CGPoint(x: 60, y: 19), CGPoint(x: 60, y: 71)]

        XCTAssertTrue(inside.allSatisfy(path.contains))
        XCTAssertFalse(outside.contains(where: path.contains))
    }

    func testRectIsDrawnClockwiseFromTopLeftAndClosed() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2))

        let elements = path.elements

        XCTAssertEqual(elements, [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 4, y: 0)),
                                  .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 0, y: 2)), .close])
        XCTAssertEqual(path.currentPoint, CGPoint(x: 0, y: 0))
    }

    func testOvalContainsItsCentreButNotTheCornersOfItsRect() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)

        let oval = UIBezierPath(ovalIn: rect)

        XCTAssertTrue(oval.contains(CGPoint(x: 100, y: 50)))
        XCTAssertTrue(oval.contains(CGPoint(x: 2, y: 50)))
        XCTAssertFalse(oval.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(oval.contains(CGPoint(x: 195, y: 95)))
        XCTAssertEqual(oval.bounds, rect)
    }

    func testRoundedRectExcludesCornerPixelsButIncludesEdgeMidpoints() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)

        let corners = [CGPoint(x: 2, y: 2), CGPoint(x: 98, y: 2), CGPoint(x: 98, y: 58), CGPoint(x: 2, y: 58)]
        let edges = [CGPoint(x: 50, y: 1), CGPoint(x: 99, y: 30), CGPoint(x: 50, y: 59), CGPoint(x: 1, y: 30)]

        XCTAssertFalse(corners.contains(where: path.contains))
        XCTAssertTrue(edges.allSatisfy(path.contains))
    }

    func testRoundedRectClampsTheRadiusToHalfTheShorterSide() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500)

        let flattened = path.flattened()

        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 20)))
        XCTAssertFalse(path.contains(CGPoint(x: 3, y: 3)))
        XCTAssertEqual(path.bounds.width, 100, accuracy: 1e-9)
        XCTAssertEqual(flattened.count, 1)
    }

    func testNestedSquaresInTheSameDirectionFillTheHoleOnlyUnderNonZero() {
        let path = square(0, 0, 100, clockwise: true)
        path.append(square(25, 25, 50, clockwise: true))
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50)

        let nonZero = (hole: path.contains(hole), ring: path.contains(ring))
        path.usesEvenOddFillRule = true
        let evenOdd = (hole: path.contains(hole), ring: path.contains(ring))

        XCTAssertTrue(nonZero.hole)
        XCTAssertTrue(nonZero.ring)
        XCTAssertFalse(evenOdd.hole)
        XCTAssertTrue(evenOdd.ring)
    }

    func testNestedSquaresInOppositeDirectionsLeaveTheHoleUnderBothRules() {
        let path = square(0, 0, 100, clockwise: true)
        path.append(square(25, 25, 50, clockwise: false))
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50)

        let nonZero = (hole: path.contains(hole), ring: path.contains(ring))
        path.usesEvenOddFillRule = true
        let evenOdd = (hole: path.contains(hole), ring: path.contains(ring))

        XCTAssertFalse(nonZero.hole)
        XCTAssertTrue(nonZero.ring)
        XCTAssertFalse(evenOdd.hole)
        XCTAssertTrue(evenOdd.ring)
    }

    func testClockwiseArcTurnsTowardsIncreasingAnglesOnScreen() {
        let center = CGPoint(x: 50, y: 50)

        let path = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)

        XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 60, y: 50)))
        XCTAssertEqual(path.elements.count, 2)
        XCTAssertEqual(distance(path.currentPoint, CGPoint(x: 50, y: 60)), 0, accuracy: 1e-9)
    }

    func testCounterclockwiseArcTakesTheLongWayRoundInQuarterSegments() {
        let center = CGPoint(x: 0, y: 0)

        let path = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)

        XCTAssertEqual(path.elements.count, 4)
        XCTAssertEqual(distance(path.currentPoint, CGPoint(x: 0, y: 10)), 0, accuracy: 1e-9)
        XCTAssertEqual(path.bounds.minX, -10, accuracy: 1e-9)
        XCTAssertEqual(path.bounds.minY, -10, accuracy: 1e-9)
    }

    func testArcFromAnOpenSubpathIsJoinedByALine() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))

        path.addArc(withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)

        guard case .line(let joint) = path.elements[1] else { return XCTFail("expected a line, got \(path.elements)") }
        XCTAssertEqual(distance(joint, CGPoint(x: 15, y: 0)), 0, accuracy: 1e-9)
        XCTAssertEqual(distance(path.currentPoint, CGPoint(x: 25, y: 0)), 0, accuracy: 1e-9)
    }

    func testFullCircleArcContainsItsCentre() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 20,
                                startAngle: 0, endAngle: 2 * .pi, clockwise: true)

        let inside = path.contains(CGPoint(x: 30, y: 30))

        XCTAssertTrue(inside)
        XCTAssertEqual(path.elements.count, 5)
        XCTAssertFalse(path.contains(CGPoint(x: 12, y: 12)))
    }

    func testApplyingATransformMovesTheFilledArea() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))

        path.apply(CGAffineTransform(translationX: 100, y: 0).scaledBy(x: 2, y: 2))

        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertTrue(path.contains(CGPoint(x: 115, y: 15)))
        XCTAssertEqual(path.bounds, CGRect(x: 100, y: 0, width: 20, height: 20))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 100, y: 0))
    }

    func testFlatteningStaysWithinTheToleranceOfACircle() {
        let radius: CGFloat = 100, center = CGPoint(x: 0, y: 0)
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)

        let coarse = path.flattened(tolerance: 1)
        let fine = path.flattened(tolerance: 0.25)

        XCTAssertEqual(fine.count, 1)
        XCTAssertGreaterThan(fine[0].count, coarse[0].count)
        let cubicError = radius * 3e-4
        for (a, b) in zip(fine[0], fine[0].dropFirst()) {
            let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            XCTAssertLessThanOrEqual(radius - distance(mid, center), 0.25 + cubicError)
            XCTAssertEqual(distance(a, center), radius, accuracy: cubicError)
        }
    }

    func testFlatteningCapsThePointsOfOneCurve() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 1e6, y: 0), controlPoint1: CGPoint(x: 0, y: 1e6),
                      controlPoint2: CGPoint(x: 1e6, y: 1e6))

        let polylines = path.flattened(tolerance: 0)

        XCTAssertEqual(polylines.first?.count, UIBezierPath.maxPointsPerCurve + 1)
        XCTAssertEqual(polylines.first?.last, CGPoint(x: 1e6, y: 0))
    }

    func testTwoStripShapeIsTheUnionOfItsSubpaths() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 20))
        path.append(UIBezierPath(rect: CGRect(x: 0, y: 20, width: 20, height: 80)))

        let strips = [CGPoint(x: 90, y: 10), CGPoint(x: 10, y: 90), CGPoint(x: 10, y: 10)]
        let notch = CGPoint(x: 60, y: 60)

        XCTAssertTrue(strips.allSatisfy(path.contains))
        XCTAssertFalse(path.contains(notch))
        XCTAssertEqual(path.flattened().count, 2)
    }

    func testOpenSubpathIsClosedImplicitlyForFilling() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 100))

        let inside = path.contains(CGPoint(x: 10, y: 10))

        XCTAssertTrue(inside)
        XCTAssertFalse(path.contains(CGPoint(x: 90, y: 90)))
        XCTAssertEqual(path.flattened().first?.count, 3)
    }

    func testContainsSeesChangesMadeAfterItsFirstCall() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50)))

        path.append(UIBezierPath(rect: CGRect(x: 40, y: 40, width: 20, height: 20)))

        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        path.removeAllPoints()
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5)))
    }

    func testNonFinitePointsAreNeverContained() {
        let path = UIBezierPath(rect: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))

        let (nan, infinity) = (CGFloat.nan, CGFloat.infinity)
        let probes = [CGPoint(x: nan, y: 0), CGPoint(x: 0, y: infinity), CGPoint(x: -infinity, y: nan)]

        XCTAssertFalse(probes.contains(where: path.contains))
        XCTAssertTrue(path.contains(.zero))
    }

    func testDrawingWithoutACurrentPointIsIgnored() {
        let path = UIBezierPath()

        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addCurve(to: CGPoint(x: 2, y: 2), controlPoint1: .zero, controlPoint2: .zero)
        path.close()

        XCTAssertTrue(path.isEmpty)
        XCTAssertTrue(path.bounds.isNull)
        XCTAssertFalse(path.contains(.zero))
    }

    func testLineAfterCloseStartsANewSubpathAtTheClosedStart() {
        let path = square(0, 0, 10, clockwise: true)

        path.addLine(to: CGPoint(x: -5, y: -5))

        XCTAssertEqual(path.elements.suffix(3), [.close, .move(to: .zero), .line(to: CGPoint(x: -5, y: -5))])
        XCTAssertEqual(path.currentPoint, CGPoint(x: -5, y: -5))
    }

    func testInvalidArcArgumentsAddNothing() {
        let path = UIBezierPath()

        path.addArc(withCenter: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: true)
        path.addArc(withCenter: .zero, radius: 1, startAngle: .nan, endAngle: 1, clockwise: true)

        XCTAssertTrue(path.isEmpty)
    }
}
