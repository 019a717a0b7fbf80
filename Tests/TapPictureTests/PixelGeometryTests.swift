import Foundation
import TapKit
@testable import TapRender
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

    func testTextAMillionPixelsAcrossIsCutToTheClipWithItsTextureCoordinates() {
        // Given a rotated quad whose corners are a million pixels away
        let quad = TexturedQuad(corners: [CGPoint(x: -1e6, y: 0), CGPoint(x: 0, y: -1e6), CGPoint(x: 0, y: 1e6), CGPoint(x: 1e6, y: 0)])
        let clip = CGRect(x: 0, y: 0, width: 240, height: 320)
        // When it is cut for SDL
        let polygon = quad.polygon(within: clip)
        // Then every corner is at the clip and maps into the texture
        XCTAssertNotNil(polygon)
        for v in polygon ?? [] {
            XCTAssertTrue(clip.insetBy(dx: -3, dy: -3).contains(v.position), "\(v)")
            XCTAssertTrue((0...1).contains(v.uv.x) && (0...1).contains(v.uv.y), "\(v)")
        }
    }

    func testTextNearTheClipIsGivenToSDLUnchanged() {
        let corners = [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 20), CGPoint(x: 5, y: 30), CGPoint(x: 45, y: 40)]
        let polygon = TexturedQuad(corners: corners).polygon(within: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(polygon?.map(\.position), [corners[0], corners[1], corners[3], corners[2]])
    }

    func testADashedSideAHundredMillionPixelsLongIsCutOnlyNearTheClip() {
        // Given a dashed line from far left to far right through a 100-pixel window
        let window = CGRect(x: 0, y: 0, width: 100, height: 100)
        var pieces = 0
        var outside = 0
        // When it is cut into dashes
        Stroke.forEachDash([CGPoint(x: -1e8, y: 50), CGPoint(x: 1e8, y: 50)], on: 4, off: 3, closed: false, within: window) { dash in
            pieces += 1
            if !dash.contains(where: { window.insetBy(dx: -8, dy: -8).contains($0) }) { outside += 1 }
        }
        // Then there are about 100 / 7 dashes, and only the two cut ends lie outside
        XCTAssertGreaterThan(pieces, 10)
        XCTAssertLessThan(pieces, 20)
        XCTAssertLessThanOrEqual(outside, 2)
    }
}

extension PixelGeometryTests {
    func testAnEdgeFrom1e300PixelsAwayIsFilledOnItsOwnSideOfTheRow() {
        // Given the region between the diagonal x = y, whose ends are 1e300
        // pixels away, and the vertical line x = 90
        let ring = [CGPoint(x: 90, y: -1e300), CGPoint(x: 90, y: 1e300), CGPoint(x: 1e300, y: 1e300), CGPoint(x: -1e300, y: -1e300)]
        // When it is filled in a 100 × 100 clip
        let spans = SpanSet(rings: [ring], clip: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100))
        // Then row 50 is filled left of x = 90 (the diagonal's side), not from 90 to the clip's edge
        let row = Array(spans.row(50))
        XCTAssertFalse(row.isEmpty)
        XCTAssertTrue(row.allSatisfy { $0.upperBound <= 90 }, "\(row)")
    }
}
