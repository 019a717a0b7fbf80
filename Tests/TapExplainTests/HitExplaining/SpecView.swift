import Foundation
@testable import TapExplain
@testable import TapKit

/// One view of a random world as the oracle knows it: the numbers it was
/// built from, kept apart from the TapKit view they were copied into, so
/// that the oracle never reads TapKit's geometry.
final class SpecView {
    /// `leftHalf` is an app's subclass overriding `point(inside:with:)`.
    enum Kind { case view, button, control, scrollView, window, leftHalf }
    enum Shape { case circle(center: CGPoint?, radius: CGFloat?), ellipse, rects([CGRect]) }
    enum Rule { case standard, never, passThrough, forward(Link), outOfBounds }
    /// Weak, as TapKit's own forward target is: a rule never keeps a view alive.
    struct Link { weak var view: SpecView? }

    let name: String
    let kind: Kind
    let real: UIView
    var center = CGPoint.zero, size = CGSize.zero
    /// `bounds.origin`: a scroll view's `contentOffset`.
    var origin = CGPoint.zero
    var transform = CGAffineTransform.identity
    var hidden = false, alpha: CGFloat = 1, interaction = true, clips = false, enabled = true
    var insets = UIEdgeInsets.zero
    var shape: Shape?
    var rule = Rule.standard
    var level: CGFloat = 0
    private(set) var children: [SpecView] = []
    private(set) weak var parent: SpecView?

    init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
        switch kind {
        case .view: real = UIView()
        case .button: real = UIButton()
        case .control: real = UIControl()
        case .scrollView: real = UIScrollView()
        case .window: real = UIWindow()
        case .leftHalf: real = LeftHalfView()
        }
        real.accessibilityIdentifier = name
    }

    var isControl: Bool { kind == .button || kind == .control }

    func add(_ child: SpecView) {
        children.append(child)
        child.parent = self
        real.addSubview(child.real)
    }

    /// This view's ancestors from the top down, then itself (read once the
    /// world is built).
    private(set) lazy var path: [SpecView] = (parent?.path ?? []) + [self]

    func isInside(_ other: SpecView) -> Bool {
        path.contains { $0 === other }
    }

    /// Copies the numbers into the TapKit view.
    func apply() {
        real.bounds = CGRect(origin: .zero, size: size)
        real.center = center
        if let scroll = real as? UIScrollView { scroll.contentOffset = origin } else { real.bounds.origin = origin }
        real.transform = transform
        real.isHidden = hidden
        real.alpha = alpha
        real.isUserInteractionEnabled = interaction
        real.clipsToBounds = clips
        (real as? UIControl)?.isEnabled = enabled
        (real as? UIWindow)?.windowLevel = UIWindow.Level(level)
        real.hitInsets = insets
        real.hitShape = shape.map {
            switch $0 {
            case let .circle(center, radius): .circle(center: center, radius: radius)
            case .ellipse: .ellipse
            case let .rects(rects): .rects(rects)
            }
        }
        switch rule {
        case .standard: real.hitTestRule = .default
        case .never: real.hitTestRule = .never
        case .passThrough: real.hitTestRule = .passThrough
        case let .forward(target): real.hitTestRule = .forward(to: ViewReference(target.view?.real), onlySelf: true)
        case .outOfBounds: real.hitTestRule = .outOfBounds
        }
    }
}

/// An app's view that takes touches on the left half of its bounds only
/// (its hit insets and shape are ignored: the override does not call super).
final class LeftHalfView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= bounds.minX && point.x < bounds.minX + bounds.width / 2 && point.y >= bounds.minY && point.y < bounds.maxY
    }
}
