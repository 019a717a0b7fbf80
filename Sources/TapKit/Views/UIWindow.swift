import Foundation

/// The root of a view hierarchy on screen. A window is a view, so it hit-tests
/// like one; it is also where events enter the hierarchy (`sendEvent(_:)`).
open class UIWindow: UIView {
    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UIWindow.self }

    /// UIKit's window levels; a higher level is in front and hit-tested first.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    public var windowLevel: Level = .normal {
        didSet { application?.sortWindows() }
    }

    /// The application this window is attached to (UIKit: its scene's application).
    public internal(set) weak var owningApplication: UIApplication?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Setting it installs the controller's view as the window's content,
    /// filling the window when the view has no size yet.
    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.disappear()
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            controller.sizeForLoading = bounds.size
            guard let root = controller.view else { return }
            if root.bounds.size == .zero { root.frame = CGRect(origin: .zero, size: bounds.size) }
            addSubview(root)
            if !isHidden { controller.appear() }
        }
    }

    /// The screen the window is on. UIKit sets it from the window's scene;
    /// TapKit has no scenes, so whoever builds the window sets it, and a
    /// window nobody placed on a screen is on one its own size.
    public var screen: UIScreen {
        get { assignedScreen ?? UIScreen(bounds: CGRect(origin: .zero, size: bounds.size)) }
        set { assignedScreen = newValue }
    }
    private var assignedScreen: UIScreen?

    public var isKeyWindow: Bool { owningApplication?.keyWindow === self }

    open func makeKeyAndVisible() {
        isHidden = false
        owningApplication?.keyWindow = self
        rootViewController?.appear()
    }

    open func makeKey() { owningApplication?.keyWindow = self }

    /// UIKit: a window's next responder is the application (via its scene).
    open override var next: UIResponder? { owningApplication }

    /// UIKit's `UIWindow.sendEvent(_:)`: "dispatches the specified event to
    /// its views" — for touches, the event's touches that belong to this
    /// window, to their recognizers and then their views
    /// (UIWindow+TouchDelivery). The application calls it; override it to
    /// watch every event, and call super.
    open func sendEvent(_ event: UIEvent) {
        if event.type == .touches { deliverTouches(of: event) }
    }
}
