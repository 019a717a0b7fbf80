import XCTest
@testable import TapKit

final class CGAffineTransformTests: XCTestCase {
    private func assertEqual(_ p: CGPoint, _ q: CGPoint, accuracy: CGFloat = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, q.x, accuracy: accuracy, "x of \(p) vs \(q)", file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: accuracy, "y of \(p) vs \(q)", file: file, line: line)
    }

    private func assertEqual(_ t: CGAffineTransform, _ u: CGAffineTransform, accuracy: CGFloat = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        let pairs: [(CGFloat, CGFloat)] = [(t.a, u.a), (t.b, u.b), (t.c, u.c), (t.d, u.d), (t.tx, u.tx), (t.ty, u.ty)]
        for (x, y) in pairs { XCTAssertEqual(x, y, accuracy: accuracy, "\(t) vs \(u)", file: file, line: line) }
    }

    func testConcatenatingAppliesTheReceiverFirstAndTheArgumentSecond() {
        // Given
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)

        // When
        let translateThenScale = translate.concatenating(scale)
        let scaleThenTranslate = scale.concatenating(translate)

        // Then
        assertEqual(CGPoint(x: 1, y: 1).applying(translateThenScale), CGPoint(x: 22, y: 2))
        assertEqual(CGPoint(x: 1, y: 1).applying(scaleThenTranslate), CGPoint(x: 12, y: 2))
    }

    func testTranslatedByTranslatesBeforeTheExistingTransform() {
        // Given
        let scale = CGAffineTransform(scaleX: 3, y: 3)

        // When
        let t = scale.translatedBy(x: 1, y: 0)

        // Then: as Core Graphics, (0, 0) -> (1, 0) -> (3, 0)
        assertEqual(CGPoint.zero.applying(t), CGPoint(x: 3, y: 0))
    }

    func testAPositiveRotationTurnsClockwiseOnScreen() {
        // Given
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)

        // When
        let p = CGPoint(x: 1, y: 0).applying(quarter)

        // Then: +x turns to +y, which points down
        assertEqual(p, CGPoint(x: 0, y: 1))
    }

    func testATransformConcatenatedWithItsInverseIsTheIdentity() {
        // Given
        let t = CGAffineTransform(rotationAngle: 0.7).concatenating(CGAffineTransform(scaleX: 2, y: 0.5))
            .concatenating(CGAffineTransform(translationX: 30, y: -12))

        // When
        let inverse = t.inverted()

        // Then
        assertEqual(t.concatenating(inverse), .identity)
        assertEqual(CGPoint(x: 5, y: 7).applying(t).applying(inverse), CGPoint(x: 5, y: 7))
    }

    func testInvertingANonInvertibleTransformReturnsItUnchanged() {
        // Given
        let flat = CGAffineTransform(scaleX: 0, y: 4)
        XCTAssertEqual(flat.determinant, 0)

        // When
        let inverted = flat.inverted()

        // Then
        XCTAssertEqual(inverted, flat)
    }

    func testIdentityIsRecognisedAndLeavesPointsAlone() {
        // Given
        let t = CGAffineTransform(translationX: 0, y: 0)

        // When / Then
        XCTAssertTrue(t.isIdentity)
        XCTAssertFalse(CGAffineTransform(scaleX: 1, y: -1).isIdentity)
        XCTAssertEqual(CGPoint(x: 3, y: 4).applying(.identity), CGPoint(x: 3, y: 4))
    }

    func testARectTransformsToTheBoundingBoxOfItsCorners() {
        // Given
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

        // When
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))

        // Then
        XCTAssertEqual(rotated.minX, -50, accuracy: 1e-9)
        XCTAssertEqual(rotated.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(rotated.width, 50, accuracy: 1e-9)
        XCTAssertEqual(rotated.height, 100, accuracy: 1e-9)
    }
}
