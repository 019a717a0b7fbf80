import TapLab

/// LLSHitTestView's second rule (seed 004), "ignore a view": the walk runs
/// as usual and the answer is filtered — a view on the ignore list gives
/// nil (`if ([view isEqual:XXX]) return nil;`). Unlike
/// `isUserInteractionEnabled = false`, which prunes the whole subtree, the
/// ignored view's subviews still take their touches.
public final class IgnoringContainer: UIView {
    public var ignoredViews: [UIView] = []

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        if let view, ignoredViews.contains(where: { $0 === view }) {
            return nil
        }
        return view
    }
}

/// A full-screen toolbar with zoom buttons over a map that pans —
/// Layouts/004-ignore-container.yaml (there: `hitTest: passThrough`).
public enum IgnoredViewExample: SeedExample {
    public static let layout = "Layouts/004-ignore-container.yaml"
    public static let title = "Seed 004: ignore the toolbar, keep its buttons"
    public static let notes = "The toolbar ignores itself: drags on it pan the map below; + and - still work."
    public static let probes = [CGPoint(x: 150, y: 300), CGPoint(x: 345, y: 625), CGPoint(x: 345, y: 685)]
    public static let overrides = ["IgnoringContainer.hitTest(_:with:) is overridden: super returned toolbar, the override returned nil"]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let map = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).named("map", UIColor(hex: 0xa2d9a2))
        let pan = UIPanGestureRecognizer()
        pan.name = "mapPan"
        map.addGestureRecognizer(pan)
        let toolbar = IgnoringContainer(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).named("toolbar")
        for (id, title, y) in [("zoomIn", "+", 600.0), ("zoomOut", "-", 660.0)] {
            let button = UIButton(frame: CGRect(x: 320, y: y, width: 50, height: 50)).named(id, .white)
            button.setTitle(title, for: .normal)
            toolbar.addSubview(button)
        }
        toolbar.ignoredViews = [toolbar]
        root.addSubview(map)
        root.addSubview(toolbar)
        return app
    }
}
