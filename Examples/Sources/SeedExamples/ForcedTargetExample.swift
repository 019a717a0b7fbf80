import TapLab

/// LLSHitTestView's first rule (seed 004), "force a view to take the touch":
/// the scroll view swaps the view hit testing found — itself — for a view it
/// holds, here the play button behind it, "to tap through a scroll view on
/// the button behind it". Its own subviews keep their touches.
public final class ForcedTargetScrollView: UIScrollView {
    public weak var forcedTarget: UIView?

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        if view === self, let forcedTarget {
            return forcedTarget
        }
        return view
    }
}

/// A horizontal gallery over a play button — Layouts/004-forced-target.yaml
/// (there: `hitTest: {forward: play, only: self}`).
public enum ForcedTargetExample: SeedExample {
    public static let layout = "Layouts/004-forced-target.yaml"
    public static let title = "Seed 004: a scroll view forces the button behind it"
    public static let notes = "A click on the gallery's empty space goes to play, behind it (touchUpInside over play, "
        + "touchUpOutside far from it); the card keeps its own touches."
    public static let probes = [CGPoint(x: 195, y: 420), CGPoint(x: 70, y: 420), CGPoint(x: 350, y: 320),
                                CGPoint(x: 195, y: 600)]
    public static let overrides = ["ForcedTargetScrollView.hitTest(_:with:) is overridden: super returned gallery, the override returned play"]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let play = UIButton(frame: CGRect(x: 145, y: 372, width: 100, height: 100)).named("play", UIColor(hex: 0x34c759), cornerRadius: 50)
        play.setTitle("Play", for: .normal)
        let gallery = ForcedTargetScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 244)).named("gallery")
        gallery.contentSize = CGSize(width: 1170, height: 244)
        gallery.addSubview(UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 204)).named("card", UIColor(hex: 0x5856d6), cornerRadius: 12))
        gallery.forcedTarget = play
        root.addSubview(play)
        root.addSubview(gallery)
        return app
    }
}
