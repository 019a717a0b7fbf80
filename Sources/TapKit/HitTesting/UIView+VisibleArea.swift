import Foundation

extension UIView {
    /// TapLab: the part of the view left on screen by its clipping ancestors
    /// and its window, in screen coordinates (bounding boxes, where
    /// transforms turn a rectangle); nil when nothing is left. Overlapping
    /// views in front do not count: "tap the view" means tap where it is,
    /// and whether something in front takes that point is what a trace shows.
    ///
    ///     button.visibleRect(onScreen: CGRect(x: 0, y: 0, width: 390, height: 844))
    public func visibleRect(onScreen screen: CGRect) -> CGRect? {
        var rect = screenBox(of: bounds).intersection(screen)
        var ancestor = superview
        while let current = ancestor, !rect.isNull {
            // A window is where touches end: one outside it reaches none of its views.
            if current.clipsToBounds || current is UIWindow { rect = rect.intersection(current.screenBox(of: current.bounds)) }
            ancestor = current.superview
        }
        guard !rect.isNull, rect.width > 0 || rect.height > 0 else { return nil }
        return rect
    }

    /// The centre of `visibleRect(onScreen:)`, or of the whole view when none of it is visible.
    public func visibleCenter(onScreen screen: CGRect) -> (point: CGPoint, isVisible: Bool) {
        if let rect = visibleRect(onScreen: screen) { return (CGPoint(x: rect.midX, y: rect.midY), true) }
        let box = screenBox(of: bounds)
        return (CGPoint(x: box.midX, y: box.midY), false)
    }

    /// A rectangle in this view's bounds coordinates as a box on screen.
    func screenBox(of r: CGRect) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(convertToScreen)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
              [x0, x1, y0, y1].allSatisfy(\.isFinite) else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
