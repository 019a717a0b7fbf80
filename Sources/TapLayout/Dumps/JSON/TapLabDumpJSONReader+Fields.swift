import Foundation
import TapKit

/// A view's geometry and flags, the keys every view has.
extension TapLabDumpJSONReader {
    static func readGeometry(_ r: JSONObjectReader, into view: inout DumpedView) {
        let size: Set = ["width", "height"]
        if let b = r.numbers("bounds", parts: ["x", "y", "width", "height"], nonNegative: size) {
            view.bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3])
        }
        if let c = r.numbers("center", parts: ["x", "y"]) { view.center = CGPoint(x: c[0], y: c[1]) }
        if let t = r.numbers("transform", parts: ["a", "b", "c", "d", "tx", "ty"]) {
            view.transform = CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        }
        // 0…1, as a layout's alpha and a recursiveDescription's (`badAlpha`).
        view.alpha = r.number("alpha", minimum: 0, maximum: 1).map { CGFloat($0) } ?? 1
        // UIKit's center is where the layer's anchor point sits; TapKit's
        // views turn about their middle, so the center moves to the middle of
        // the (transformed) bounds: the view stays exactly where it was drawn.
        if r.has("anchorPoint"), let a = r.numbers("anchorPoint", parts: ["x", "y"]), a != [0.5, 0.5], let center = view.center, let bounds = view.bounds {
            let dx = (0.5 - a[0]) * bounds.width, dy = (0.5 - a[1]) * bounds.height
            let t = view.transform ?? .identity
            view.center = CGPoint(x: center.x + t.a * dx + t.c * dy, y: center.y + t.b * dx + t.d * dy)
        }
    }

    static func readFlags(_ r: JSONObjectReader, into view: inout DumpedView) {
        view.isHidden = r.bool("hidden") ?? false
        view.isUserInteractionEnabled = r.bool("interaction") ?? true
        view.clipsToBounds = r.bool("clips") ?? false
        view.isMultipleTouchEnabled = r.bool("multipleTouch") ?? false
        view.isExclusiveTouch = r.bool("exclusiveTouch") ?? false
        view.isEnabled = r.bool("enabled", required: false)
    }
}
