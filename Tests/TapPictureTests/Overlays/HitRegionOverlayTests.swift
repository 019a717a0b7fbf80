import Foundation
import XCTest
import TapKit
@testable import TapPicture

/// The tappable area a hit region hatches is cut where views hit testing
/// asks first lie over it — as boxes in pixels, so every surface draws it
/// as a plain fill.
final class HitRegionOverlayTests: XCTestCase {
    func testTheAreaLessTheCoversIsTheBoxesLeftInPixels() {
        // Precondition: a 100×40 strip at (10, 20) in pixels (scale 2), a cover over its right half
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let cover = CGRect(x: 60, y: 0, width: 200, height: 200)

        // Action
        let (shape, transform) = HitRegionOverlay.uncovered(.rect(CGRect(x: 5, y: 10, width: 50, height: 20)), scale, by: [cover])

        // Assertion: the left half is left, already in pixels
        XCTAssertEqual(shape, .compound([.rect(CGRect(x: 10, y: 20, width: 50, height: 40))], .nonZero))
        XCTAssertEqual(transform, .identity)
    }

    func testOverlappingCoversAreEachCutOut() {
        // Precondition: a 100×10 strip, two covers over it that overlap each other
        let covers = [CGRect(x: 20, y: 0, width: 30, height: 10), CGRect(x: 40, y: 0, width: 30, height: 10)]

        // Action
        let (shape, _) = HitRegionOverlay.uncovered(.rect(CGRect(x: 0, y: 0, width: 100, height: 10)), .identity, by: covers)

        // Assertion: 0–20 and 70–100 are left, nothing between
        XCTAssertEqual(shape, .compound([.rect(CGRect(x: 0, y: 0, width: 20, height: 10)), .rect(CGRect(x: 70, y: 0, width: 30, height: 10))], .nonZero))
    }

    func testWhatIsNotABoxOrNotFiniteIsLeftUncut() {
        // Precondition: a turned view, an ellipse, and a strip of infinite width
        let turned = CGAffineTransform(rotationAngle: 0.3)
        let cover = [CGRect(x: 0, y: 0, width: 10, height: 10)]
        let endless = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20)

        // Action
        let results = [
            HitRegionOverlay.uncovered(.rect(CGRect(x: 0, y: 0, width: 20, height: 20)), turned, by: cover),
            HitRegionOverlay.uncovered(.ellipse(CGRect(x: 0, y: 0, width: 20, height: 20)), .identity, by: cover),
            HitRegionOverlay.uncovered(.rect(endless), .identity, by: cover),
        ]

        // Assertion: each is drawn as it is (no trap from CGRect arithmetic)
        XCTAssertEqual(results[0].0, Shape.rect(CGRect(x: 0, y: 0, width: 20, height: 20)))
        XCTAssertEqual(results[0].1, turned)
        XCTAssertEqual(results[1].0, Shape.ellipse(CGRect(x: 0, y: 0, width: 20, height: 20)))
        XCTAssertEqual(results[2].0, Shape.rect(endless))
    }
}
