import Foundation

/// A display-only layer. Core Animation layers draw, but they are not
/// responders: hit testing never visits them and they never get a touch —
/// a sublayer that looks like a button is just paint (see `why` in traces).
open class CALayer {
    public init() {}

    /// TapLab: the layer's id in a layout file.
    public var name: String?
    public var frame: CGRect = .zero
    public var backgroundColor: UIColor?
    public var opacity: Float = 1
    public var isHidden = false
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: UIColor?
    public var masksToBounds = false
    public private(set) var sublayers: [CALayer]? = nil
    public private(set) weak var superlayer: CALayer?
    /// The view this layer backs, if it is a view's own layer; the view owns
    /// its layer and clears this when it goes away. A checked `unowned`, not
    /// `weak` (UIKit's layer delegate is weak): a weak reference gives its
    /// target a side table, so every view would have one and every retain
    /// of a view (drawing, delivery) would take Swift's slow path — a weak
    /// reference here made drawing a 100,000-view layout 25% slower and
    /// 5 MB bigger. An unowned reference needs no side table, and reading
    /// it after the view is gone traps instead of reading freed memory.
    public internal(set) unowned var owningView: UIView?

    public func addSublayer(_ layer: CALayer) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers = parent.sublayers?.filter { $0 !== self }
        superlayer = nil
    }

    /// The view whose layer tree holds this layer (its nearest backing view).
    public var hostingView: UIView? {
        var l: CALayer? = self
        while let current = l {
            if let v = current.owningView { return v }
            l = current.superlayer
        }
        return nil
    }
}
