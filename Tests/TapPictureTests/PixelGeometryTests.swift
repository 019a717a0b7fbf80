import Foundation
import TapKit
@testable import TapPicture
import XCTest

/// The roots of issue 12, one by one: each geometry helper the overlays
/// share takes NaN, ±∞ and huge values without trapping.
final class PixelGeometryTests: XCTestCase {
    func testATagAskedForAtNaNOrInfinityLandsInsideTheCanvas() {
        // Given a placer on a 200 × 100 canvas
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        placer.reserve(CGRect(x: CGFloat.nan, y: .infinity, width: .infinity, height: 10))
        for origin in [CGPoint(x: CGFloat.nan, y: .nan), CGPoint(x: CGFloat.infinity, y: -.infinity), CGPoint(x: 1e300, y: -1e300)] {
            // When a tag is placed at a point no transform can reach
            let rect = placer.place(CGSize(width: 40, height: 12), at: origin)
            // Then it is a finite rectangle on the canvas
            XCTAssertTrue(PixelGeometry.isFinite(rect), "\(origin)")
            XCTAssertTrue(CGRect(x: 0, y: 0, width: 200, height: 100).contains(rect), "\(origin) -> \(rect)")
        }
    }

    func testConversionsToIntClampInsteadOfTrapping() {
        XCTAssertEqual(PixelGeometry.int(.nan, in: 1...512), 1)
        XCTAssertEqual(PixelGeometry.int(.infinity, in: 1...512), 512)
        XCTAssertEqual(PixelGeometry.int(-1e300, in: 1...512), 1)
        XCTAssertEqual(PixelGeometry.int(37.9, in: 1...512), 37)
    }

    func testRectanglesWithNaNEdgesNeverIntersect() {
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        XCTAssertFalse(PixelGeometry.intersects(nan, CGRect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertFalse(PixelGeometry.intersects(CGRect(x: -.infinity, y: 0, width: .infinity, height: 1), CGRect(x: 0, y: 0, width: 1, height: 1)))
        XCTAssertTrue(PixelGeometry.intersects(CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10)))
    }

    func testARingAMillionPixelsAcrossIsCutToTheWindowAroundTheClip() {
        // Given a diamond whose corners are a million pixels away
        let ring = [CGPoint(x: -1e6, y: 0), CGPoint(x: 0, y: -1e6), CGPoint(x: 1e6, y: 0), CGPoint(x: 0, y: 1e6)]
        let window = CGRect(x: 0, y: 0, width: 240, height: 320)
        // When it is cut to a window
        let cut = PolygonClipper.clip(ring, to: window)
        // Then every corner lies on the window, which the diamond covers whole
        XCTAssertFalse(cut.isEmpty)
        XCTAssertTrue(cut.allSatisfy { window.insetBy(dx: -0.001, dy: -0.001).contains($0) }, "\(cut)")
        XCTAssertEqual(Set(cut.map { "\($0.x),\($0.y)" }), ["0.0,0.0", "240.0,0.0", "240.0,320.0", "0.0,320.0"])
    }

    func testARectangleFarBeyondCairosFixedPointRangeIsStillFilledWhereItCoversTheCanvas() throws {
        // Given a canvas and a rectangle from -1e300 to 1e300 pixels
        let canvas = try OffscreenCanvas(width: 100, height: 100)
        let renderer = SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts())
        // When it is filled, and a thin one far off to the side too
        renderer.fillRect(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), RGBA(255, 0, 0))
        renderer.fillRect(CGRect(x: 1e12, y: 0, width: 10, height: 100), RGBA(0, 0, 255))
        // Then the whole canvas is red
        XCTAssertColor(canvas.pixel(x: 50, y: 50), RGBA(255, 0, 0))
        XCTAssertEqual(canvas.count(in: CGRect(x: 0, y: 0, width: 100, height: 100), differingFrom: RGBA(255, 0, 0)), 0)
    }
}
