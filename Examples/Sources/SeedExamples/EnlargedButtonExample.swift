import TapLab

/// Seed 000's enlarged button: `pointInside:withEvent:` tests the bounds
/// grown by 10 points on every side (`CGRectInset(bounds, -10, -10)`).
public final class EnlargedButton: UIButton {
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// A 30-point button on a card, easier to hit by 10 points around it —
/// Layouts/000-enlarged-button.yaml (there: `hitInsets: -10`).
public enum EnlargedButtonExample: SeedExample {
    public static let layout = "Layouts/000-enlarged-button.yaml"
    public static let title = "Seed 000: a button enlarged by point(inside:with:)"
    public static let notes = "small answers 10 points beyond its frame (click just above-left of it); "
        + "plain, the same size, does not."
    /// (177, 282) and (172, 277) are 3 and 8 points above and left of `small`:
    /// only the override takes them. (168, 273), 12 points off, is the card's.
    public static let probes = [CGPoint(x: 195, y: 300), CGPoint(x: 177, y: 282), CGPoint(x: 172, y: 277),
                                CGPoint(x: 77, y: 282), CGPoint(x: 168, y: 273)]
    public static let overrides = ["EnlargedButton.point(inside:with:) is overridden and returned true for (-3, -3), outside its bounds"]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 310, height: 200)).named("card", .white, cornerRadius: 12)
        card.addSubview(EnlargedButton(frame: CGRect(x: 140, y: 85, width: 30, height: 30))
            .named("small", UIColor(hex: 0x007aff), cornerRadius: 15))
        card.addSubview(UIButton(frame: CGRect(x: 40, y: 85, width: 30, height: 30))
            .named("plain", UIColor(hex: 0x8e8e93), cornerRadius: 15))
        root.addSubview(card)
        return app
    }
}
