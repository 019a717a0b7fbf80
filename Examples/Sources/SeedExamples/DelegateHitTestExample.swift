import TapLab

/// Who a `HeaderView` hands the touches its buttons do not take.
public protocol HeaderViewDelegate: AnyObject {
    func hitTestView() -> UIView?
}

/// Seed 003's delegate-driven `hitTest(_:with:)`: inside the view, a button
/// under the point is the answer; otherwise the view asks its delegate which
/// view should take the touch ("look for the first responder elsewhere").
/// Outside it, the system's answer stands.
///
/// The article walks `subviews` from index 0, the back; UIKit walks from the
/// last, the front (Layouts/003-back-to-front.yaml), and so does this code.
public final class HeaderView: UIView {
    public weak var delegate: HeaderViewDelegate?

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        if self.point(inside: point, with: event) {
            for subView in subviews.reversed() {
                let btnPoint = subView.convert(point, from: self)
                if let btn = subView as? UIButton, btn.point(inside: btnPoint, with: event) { return btn }
            }
            return delegate?.hitTestView()
        }
        return view
    }
}

/// The list under the header: it takes what the header does not want.
public final class FeedView: UIScrollView, HeaderViewDelegate {
    public func hitTestView() -> UIView? { self }
}

/// A header with two buttons over a scrolling list; a drag on the header's
/// empty space scrolls the list — Layouts/003-delegate-hit-test.yaml (there:
/// `hitTest: {forward: list, only: self}`).
public enum DelegateHitTestExample: SeedExample {
    public static let layout = "Layouts/003-delegate-hit-test.yaml"
    public static let title = "Seed 003: a header asks its delegate"
    public static let notes = "like and share take their taps; anywhere else on the header, the delegate (the list) gets the touch."
    public static let probes = [CGPoint(x: 70, y: 262), CGPoint(x: 195, y: 180), CGPoint(x: 320, y: 262),
                                CGPoint(x: 195, y: 500)]
    public static let overrides = ["HeaderView.hitTest(_:with:) is overridden: super returned header, the override returned list"]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let list = FeedView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).named("list", UIColor(hex: 0xd1d1d6))
        list.contentSize = CGSize(width: 390, height: 2000)
        let header = HeaderView(frame: CGRect(x: 0, y: 100, width: 390, height: 200)).named("header", UIColor(hex: 0xffffff, alpha: 0xcc / 255))
        let like = UIButton(frame: CGRect(x: 20, y: 140, width: 100, height: 44)).named("like", UIColor(hex: 0x007aff))
        like.setTitle("Like", for: .normal)
        let share = UIButton(frame: CGRect(x: 270, y: 140, width: 100, height: 44)).named("share", UIColor(hex: 0x34c759))
        share.setTitle("Share", for: .normal)
        header.addSubview(like)
        header.addSubview(share)
        header.delegate = list
        root.addSubview(list)
        root.addSubview(header)
        return app
    }
}
