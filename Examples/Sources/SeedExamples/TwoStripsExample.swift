import TapLab

/// Seed 000's "irregular" button 1: only two 40-point strips over its left
/// and right edges take a touch — two `UIBezierPath` rectangles, both within
/// the bounds grown by 20 points.
public final class StripButton: UIButton {
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let bounds = self.bounds.insetBy(dx: -20, dy: -20)
        let path1 = UIBezierPath(rect: CGRect(x: -20, y: 0, width: 40, height: 120))
        let path2 = UIBezierPath(rect: CGRect(x: frame.size.width - 20, y: 0, width: 40, height: 120))
        return (path1.contains(point) || path2.contains(point)) && bounds.contains(point)
    }
}

/// The article's two overlapping buttons in a green view —
/// Layouts/000-overlapping-buttons.yaml (there: `hitInsets: -20` and a
/// `hitShape` of two rectangles).
public enum TwoStripsExample: SeedExample {
    public static let layout = "Layouts/000-overlapping-buttons.yaml"
    public static let title = "Seed 000: button 1 answers on two strips only"
    public static let notes = "button2 wins where the two overlap (it is in front); button1 takes touches only on "
        + "40-point strips over its left and right edges, even 20 points outside its frame."
    /// (45, 230) is left of button1's frame, (140, 230) inside it between the strips.
    public static let probes = [CGPoint(x: 200, y: 300), CGPoint(x: 70, y: 230), CGPoint(x: 45, y: 230),
                                CGPoint(x: 140, y: 230), CGPoint(x: 265, y: 190)]
    public static let overrides = [
        "StripButton.point(inside:with:) is overridden and returned true for (-15, 50), outside its bounds",
        "StripButton.point(inside:with:) is overridden and returned false for (80, 50), inside its bounds",
    ]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let green = UIView(frame: CGRect(x: 20, y: 120, width: 350, height: 300)).named("green", UIColor(hex: 0x34c759))
        let button1 = StripButton(frame: CGRect(x: 40, y: 60, width: 200, height: 120)).named("button1", UIColor(hex: 0x007aff))
        button1.setTitle("Button 1", for: .normal)
        let button2 = UIButton(frame: CGRect(x: 150, y: 120, width: 150, height: 100)).named("button2", UIColor(hex: 0xff9500))
        button2.setTitle("Button 2", for: .normal)
        green.addSubview(button1)
        green.addSubview(button2)
        root.addSubview(green)
        return app
    }
}
