import Foundation
import TapKit

/// Prints a TapKit tree the way UIKit's `recursiveDescription` does, so that
/// benchmarks and tests can make real-sized dumps of known trees and check
/// that reading them back gives the same hit views.
///
///     RecursiveDescriptionWriter.text(for: window)
///     // <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x…>>
///     //    | <UIView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x…>>
public enum RecursiveDescriptionWriter {
    public static func text(for root: UIView) -> String {
        var out = ""
        var next = 0x1000
        var work: [(UIView, Int)] = [(root, 0)]
        while let (view, depth) = work.popLast() {
            next += 0x10
            out += String(repeating: "   |", count: depth) + (depth > 0 ? " " : "") + line(for: view, address: next) + "\n"
            for sub in view.subviews.reversed() { work.append((sub, depth + 1)) }
        }
        return out
    }

    /// One view's line: only what differs from UIView's defaults, as UIKit prints.
    static func line(for view: UIView, address: Int) -> String {
        let className = view.appClassName?.printed ?? String(describing: type(of: view))
        let f = view.frame
        var items = ["frame = (\(num(f.minX)) \(num(f.minY)); \(num(f.width)) \(num(f.height)))"]
        let t = view.transform
        if !t.isIdentity { items.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(num).joined(separator: ", "))]") }
        if view.isHidden { items.append("hidden = YES") }
        if view.alpha != 1 { items.append("alpha = \(num(view.alpha))") }
        if !view.isUserInteractionEnabled { items.append("userInteractionEnabled = NO") }
        if view.clipsToBounds { items.append("clipsToBounds = YES") }
        if let label = view as? UILabel, let text = label.text { items.append("text = '\(text)'") }
        items.append("layer = <\(view is UIWindow ? "UIWindowLayer" : "CALayer"): 0x\(String(address + 8, radix: 16))>")
        if let scroll = view as? UIScrollView {
            let o = scroll.contentOffset, s = scroll.contentSize
            items.append("contentOffset: {\(num(o.x)), \(num(o.y))}; contentSize: {\(num(s.width)), \(num(s.height))}; adjustedContentInset: {0, 0, 0, 0}")
        }
        return "<\(className): 0x\(String(address, radix: 16)); " + items.joined(separator: "; ") + ">"
    }
}
