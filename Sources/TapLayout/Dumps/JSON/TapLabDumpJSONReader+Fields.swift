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
        view.alpha = r.number("alpha").map { CGFloat($0) } ?? 1
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
