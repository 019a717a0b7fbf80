import Foundation
import FuzzSupport
import TapKit
import TapLayout

/// libFuzzer entry point: the input is SVG path data (a `hitShape: {path:}`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzSupport.text(start, count)
    do {
        let path = try SVGPathParser.parse(text)
        FuzzSupport.report("parsed \(path.elements.count) elements")
        for element in path.elements {
            let points: [CGPoint]
            switch element {
            case let .move(p), let .line(p): points = [p]
            case let .quadCurve(p, c): points = [p, c]
            case let .curve(p, c1, c2): points = [p, c1, c2]
            case .close: points = []
            }
            for p in points where !p.x.isFinite || !p.y.isFinite {
                FuzzSupport.fail("parsed path has a non-finite point \(p)")
            }
        }
        // What hit testing does with it, under both fill rules.
        let box = path.bounds
        for evenOdd in [false, true] {
            path.usesEvenOddFillRule = evenOdd
            _ = path.contains(CGPoint(x: 10, y: 10))
            if !box.isNull { _ = path.contains(CGPoint(x: box.midX, y: box.midY)) }
        }
    } catch {
        FuzzSupport.report("rejected: \(error.message)")
        let characters = text.count
        guard error.offset >= 0, error.offset <= characters else {
            FuzzSupport.fail("error offset \(error.offset) outside 0...\(characters): \(error.message)")
        }
        guard !error.message.isEmpty else { FuzzSupport.fail("path error without a message") }
    }
    return 0
}
