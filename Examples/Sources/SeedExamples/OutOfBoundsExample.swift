import TapLab

/// LLSHitTestView's third rule (seed 004), "answer outside the parent's
/// bounds": the subviews are asked even where the point is outside this
/// view, so a subview drawn past its edge (clipsToBounds false) is hit there.
///
/// The article's `getTargetView:point:event:` walks the tree with
/// `pointInside:` alone, skipping UIKit's first rule: a hidden, transparent
/// or non-interactive view would take touches. This version keeps that rule
/// and asks each subview's own `hitTest(_:with:)`, so their overrides count.
public final class OutOfBoundsView: UIView {
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self.point(inside: point, with: event) ? self : nil
    }
}

/// Two cards with a badge hanging off a corner; only the second one's badge
/// works outside its card — Layouts/004-no-clip.yaml (there: `hitTest: outOfBounds`).
public enum OutOfBoundsExample: SeedExample {
    public static let layout = "Layouts/004-no-clip.yaml"
    public static let title = "Seed 004: a badge outside its card"
    public static let notes = "Click the part of each badge above its card: the first does nothing, the second (fixedCard's) works."
    /// (260, 140) and (260, 440) are on the badges, above their cards.
    public static let probes = [CGPoint(x: 220, y: 160), CGPoint(x: 260, y: 140), CGPoint(x: 260, y: 440),
                                CGPoint(x: 100, y: 500), CGPoint(x: 100, y: 650)]
    public static let overrides = ["OutOfBoundsView.hitTest(_:with:) is overridden and did not call super"]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let card = UIView(frame: CGRect(x: 40, y: 150, width: 200, height: 150)).named("card", .white)
        card.addSubview(UIButton(frame: CGRect(x: 170, y: -30, width: 60, height: 60)).named("badge", UIColor(hex: 0xff3b30), cornerRadius: 30))
        let fixedCard = OutOfBoundsView(frame: CGRect(x: 40, y: 450, width: 200, height: 150)).named("fixedCard", .white)
        fixedCard.addSubview(UIButton(frame: CGRect(x: 170, y: -30, width: 60, height: 60))
            .named("fixedBadge", UIColor(hex: 0x34c759), cornerRadius: 30))
        root.addSubview(card)
        root.addSubview(fixedCard)
        return app
    }
}
