import TapLab

/// Seed 002's overlay that lets touches through: it asks `super`, and when
/// the answer is the overlay itself (empty overlay space) returns nil, so
/// hit testing goes on to the views behind; its subviews still win.
public final class PassThroughView: UIView {
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        var hitTestView = super.hitTest(point, with: event)
        if hitTestView === self {
            hitTestView = nil
        }
        return hitTestView
    }
}

/// A full-screen overlay with a close button, over a button below it —
/// Layouts/002-pass-through.yaml (there: `hitTest: passThrough`).
public enum PassThroughExample: SeedExample {
    public static let layout = "Layouts/002-pass-through.yaml"
    public static let title = "Seed 002: an overlay that lets touches through"
    public static let notes = "The overlay covers the screen; Below still gets its taps, close gets its own."
    public static let probes = [CGPoint(x: 195, y: 420), CGPoint(x: 345, y: 85), CGPoint(x: 20, y: 20)]
    public static let overrides = ["PassThroughView.hitTest(_:with:) is overridden: super returned overlay, the override returned nil"]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let below = UIButton(frame: CGRect(x: 95, y: 380, width: 200, height: 80)).named("below", UIColor(hex: 0x007aff))
        below.setTitle("Below", for: .normal)
        let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            .named("overlay", UIColor(hex: 0x000000, alpha: 0x22 / 255))
        overlay.addSubview(UIButton(frame: CGRect(x: 320, y: 60, width: 50, height: 50))
            .named("close", UIColor(hex: 0xff3b30), cornerRadius: 25))
        root.addSubview(below)
        root.addSubview(overlay)
        return app
    }
}
