import CSDL2
import Foundation
import TapKit
import StressLayouts
import TapLayout
@testable import TapRender
import XCTest

/// The renderer's fast paths must choose exactly the pixels the general span
/// filler chooses for the same shape: a rectangle filled or outlined
/// directly, a line stroked straight from its points, a rectangular region.
/// Each is compared with the general path on many seeded random shapes,
/// corners at odd fractions of a pixel, mirrored and clipped included.
final class FastPathTests: XCTestCase {

    private let clip = PixelRect(x0: 0, y0: 3, x1: 97, y1: 101)

    private func pixels(_ spans: SpanSet) -> [SDL_Rect] { spans.rects }
    private func pixels(_ rects: [PixelRect]) -> [SDL_Rect] {
        rects.reduce(SpanSet()) { $0.union(SpanSet($1)) }.rects
    }
    private func same(_ a: [SDL_Rect], _ b: [SDL_Rect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.x == $1.x && $0.y == $1.y && $0.w == $1.w && $0.h == $1.h }
    }

    func testAnAxisAlignedRectangleOutlineCoversWhatItsStrokeRingsCover() {
        var random = SplitMix(1)
        var compared = 0
        for _ in 0..<3_000 {
            let x0 = random.coordinate(), y0 = random.coordinate(), x1 = random.coordinate(), y1 = random.coordinate()
            let width = [1, 1.5, 2, 2.25, 3, 0.75][Int(random.unit() * 6)]
            let rect = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
            var ring = Outline.rect(rect)
            if random.unit() < 0.3 { ring = ring.map { CGPoint(x: 100 - $0.x, y: $0.y) } }   // mirrored
            guard let fast = Painter.rectangleOutline(ring, width: width) else { continue }
            compared += 1
            let general = SpanSet(rings: Stroke.rings(ring, width: width, closed: true), clip: clip)
            let parts = fast.map { $0.intersection(clip) }
            XCTAssertTrue(same(pixels(parts), pixels(general)), "\(rect) width \(width)")
            // Disjoint: no pixel is blended twice.
            let area = parts.reduce(0) { $0 + ($1.isEmpty ? 0 : $1.width * $1.height) }
            XCTAssertEqual(area, pixels(parts).reduce(0) { $0 + Int($1.w) * Int($1.h) }, "\(rect) width \(width)")
        }
        XCTAssertGreaterThan(compared, 2_000)
    }

    func testAStrokeBuiltFromItsPointsCoversWhatItsRingsCover() {
        var random = SplitMix(2)
        for round in 0..<1_500 {
            let count = 2 + Int(random.unit() * 6)
            let points = (0..<count).map { _ in CGPoint(x: random.coordinate(), y: random.coordinate()) }
            let width = CGFloat(0.5 + random.unit() * 4)
            let closed = round % 2 == 0
            let dash: (CGFloat, CGFloat)? = round % 3 == 0 ? (CGFloat(2 + random.unit() * 8), CGFloat(1 + random.unit() * 5)) : nil
            let pieces = dash.map { Stroke.dashes(points, on: $0.0, off: $0.1, closed: closed) } ?? [points]
            let rings = pieces.flatMap { Stroke.rings($0, width: width, closed: dash == nil && closed) }
            let general = SpanSet(rings: rings, clip: clip)
            let direct = SpanSet(stroke: points, width: width, closed: closed, dash: dash, clip: clip)
            XCTAssertTrue(same(pixels(direct), pixels(general)), "\(points) width \(width) closed \(closed) dash \(String(describing: dash))")
        }
    }

    func testARectangularRingRegionIsTheSpanFillersRegion() {
        var random = SplitMix(3)
        for _ in 0..<3_000 {
            let x0 = random.coordinate(), y0 = random.coordinate(), x1 = random.coordinate(), y1 = random.coordinate()
            let ring = [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
            let general = SpanSet(rings: [ring], clip: clip)
            if let box = Outline.axisAlignedBox(ring) {
                XCTAssertTrue(same(pixels([box.intersection(clip)]), pixels(general)), "\(ring)")
            } else {
                XCTAssertTrue(general.isEmpty, "\(ring)")
            }
        }
    }

    func testRegionArithmeticMatchesTheSpanSetsOfTheSameRings() {
        var random = SplitMix(4)
        func ring() -> [CGPoint] {
            let x0 = random.coordinate(), y0 = random.coordinate(), x1 = random.coordinate(), y1 = random.coordinate()
            if random.unit() < 0.25 {   // a rotated quadrilateral: the span path
                let c = CGPoint(x: (x0 + x1) / 2, y: (y0 + y1) / 2)
                return [CGPoint(x: c.x, y: y0), CGPoint(x: x1, y: c.y), CGPoint(x: c.x, y: y1), CGPoint(x: x0, y: c.y)]
            }
            return [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
        }
        for _ in 0..<2_000 {
            let a = ring(), b = ring()
            let regionA = OutsideContentOverlay.Region(ring: a, clip: clip), regionB = OutsideContentOverlay.Region(ring: b, clip: clip)
            let spansA = SpanSet(rings: [a], clip: clip), spansB = SpanSet(rings: [b], clip: clip)
            XCTAssertTrue(same(pixels(regionA.intersection(regionB).spans), pixels(spansA.intersection(spansB))))
            let difference = regionA.subtracting(regionB)
            XCTAssertTrue(same(difference.map(pixels) ?? [], pixels(spansA.subtracting(spansB))))
        }
    }

    func testSpanArithmeticIsTheSetArithmeticOfItsPixels() {
        var random = SplitMix(5)
        func shape() -> SpanSet {
            let points = (0..<(3 + Int(random.unit() * 4))).map { _ in CGPoint(x: random.coordinate(), y: random.coordinate()) }
            return SpanSet(rings: [points], rule: random.unit() < 0.5 ? .nonZero : .evenOdd, clip: clip)
        }
        func set(_ s: SpanSet) -> Set<Int> {
            var out = Set<Int>()
            for r in s.rects { for y in r.y..<(r.y + r.h) { for x in r.x..<(r.x + r.w) { out.insert(Int(y) * 1_000 + Int(x)) } } }
            return out
        }
        for _ in 0..<500 {
            let a = shape(), b = shape()
            XCTAssertEqual(set(a.union(b)), set(a).union(set(b)))
            XCTAssertEqual(set(a.intersection(b)), set(a).intersection(set(b)))
            XCTAssertEqual(set(a.subtracting(b)), set(a).subtracting(set(b)))
            let stripes = a.striped(period: 7, width: 3)
            XCTAssertTrue(set(stripes).isSubset(of: set(a)))
        }
    }
}

private extension SplitMix {
    /// Whole, half and arbitrary fractions of a pixel.
    mutating func coordinate() -> CGFloat {
        switch Int(unit() * 3) {
        case 0: CGFloat(Int(unit() * 120) - 10)
        case 1: CGFloat(Int(unit() * 120) - 10) + 0.5
        default: CGFloat(unit() * 130 - 15)
        }
    }
}
