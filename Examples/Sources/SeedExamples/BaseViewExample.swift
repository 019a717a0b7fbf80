import TapLab

/// Seed 000's `BaseView`: every view of the scene re-implements
/// `hitTest:withEvent:` as the article writes it, which is UIKit's own
/// algorithm (Event Handling Guide, "Hit-Testing"). The article tests
/// `alpha <= 0.01`; UIKit skips a view whose alpha is *below* 0.01, and so
/// does this code. It never calls `super`, so the walk marks each step
/// `custom` — yet every answer is the built-in one.
public class BaseView: UIView {
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // 1. Can this view receive touches at all?
        if !isUserInteractionEnabled || isHidden || alpha < 0.01 { return nil }
        // 2. Is the point inside it?
        if !self.point(inside: point, with: event) { return nil }
        // 3. Its subviews from last (frontmost) to first.
        for childView in subviews.reversed() {
            let childP = convert(point, to: childView)
            if let fitView = childView.hitTest(childP, with: event) { return fitView }
        }
        // No subview fits better: this view is the one.
        return self
    }
}

/// The article's tree: A (with C and D) and B (with E and F) over the root —
/// Layouts/000-walk-order.yaml.
public enum BaseViewExample: SeedExample {
    public static let layout = "Layouts/000-walk-order.yaml"
    public static let title = "Seed 000: BaseView's hitTest, written out"
    public static let notes = "Every view is a BaseView whose hitTest(_:with:) re-implements UIKit's walk; "
        + "the answers are the built-in ones. B is asked before A, D before C."
    public static let probes = [CGPoint(x: 90, y: 330), CGPoint(x: 280, y: 600), CGPoint(x: 195, y: 720),
                                CGPoint(x: 195, y: 475)]
    public static let overrides = ["BaseView.hitTest(_:with:) is overridden and did not call super"]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let a = BaseView(frame: CGRect(x: 20, y: 200, width: 350, height: 250)).named("A", UIColor(hex: 0x5ac8fa))
        a.addSubview(BaseView(frame: CGRect(x: 20, y: 20, width: 150, height: 150)).named("C", UIColor(hex: 0x007aff)))
        a.addSubview(BaseView(frame: CGRect(x: 180, y: 20, width: 150, height: 150)).named("D", UIColor(hex: 0x5856d6)))
        let b = BaseView(frame: CGRect(x: 20, y: 500, width: 350, height: 250)).named("B", UIColor(hex: 0xffcc00))
        b.addSubview(BaseView(frame: CGRect(x: 20, y: 20, width: 150, height: 150)).named("E", UIColor(hex: 0xff9500)))
        b.addSubview(BaseView(frame: CGRect(x: 180, y: 20, width: 150, height: 150)).named("F", UIColor(hex: 0xff3b30)))
        root.addSubview(a)
        root.addSubview(b)
        return app
    }
}
