import TapLab

/// Seed 002's round button: `pointInside:withEvent:` accepts a point only
/// within half the width of the centre. (The article also rewrites
/// `hitTest:withEvent:` for it, as UIKit's own algorithm — see `BaseView`.)
public final class RoundButton: UIButton {
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let (x1, y1) = (point.x, point.y)
        let (x2, y2) = (frame.size.width / 2, frame.size.height / 2)
        let dis = ((x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2)).squareRoot()
        return dis <= frame.size.width / 2
    }
}

/// A 150-point round button whose square corners fall through —
/// Layouts/002-circle-button.yaml (there: `hitShape: {circle: {}}`).
public enum CircleButtonExample: SeedExample {
    public static let layout = "Layouts/002-circle-button.yaml"
    public static let title = "Seed 002: a round button that ignores its corners"
    public static let notes = "A click in a corner of round's square frame goes to root."
    /// (128, 308) is in the frame's top-left corner, outside the circle.
    public static let probes = [CGPoint(x: 195, y: 375), CGPoint(x: 128, y: 308), CGPoint(x: 195, y: 302)]
    public static let overrides = ["RoundButton.point(inside:with:) is overridden and returned false for (8, 8), inside its bounds"]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let round = RoundButton(frame: CGRect(x: 120, y: 300, width: 150, height: 150))
            .named("round", UIColor(hex: 0xff3b30), cornerRadius: 75)
        round.setTitle("Tap", for: .normal)
        root.addSubview(round)
        return app
    }
}
