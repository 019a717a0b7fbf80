import TapLab

/// Seed 002's carousel container: a full-width view around a narrow paging
/// scroll view whose pages show outside its bounds. Any hit inside the
/// container goes to the scroll view, so a swipe on a neighbouring page
/// scrolls.
///
/// This is the article's code (`if (hitTestView) hitTestView =
/// self.scrollView;`), the layout's `hitTest: {forward: pager}`: a hit on a
/// page goes to the scroll view too, so the pages never get a touch of their
/// own. Cards with buttons on them would forward only `hitTestView === self`
/// (`{forward: pager, only: self}`).
public final class CarouselContainer: UIView {
    public var scrollView: UIScrollView?

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hitTestView = super.hitTest(point, with: event)
        if hitTestView != nil, let scrollView {
            return scrollView
        }
        return hitTestView
    }
}

/// Five pages in a 280-point pager inside a 390-point container —
/// Layouts/002-carousel.yaml.
public enum CarouselExample: SeedExample {
    public static let layout = "Layouts/002-carousel.yaml"
    public static let title = "Seed 002: the carousel's container forwards to its scroll view"
    public static let notes = "Drag from the right neighbour (outside the pager's bounds): the container hands the touch to the pager."
    /// (370, 420) is on the next page, drawn outside the pager's bounds.
    public static let probes = [CGPoint(x: 370, y: 420), CGPoint(x: 195, y: 420), CGPoint(x: 20, y: 310),
                                CGPoint(x: 195, y: 200)]
    public static let overrides = ["CarouselContainer.hitTest(_:with:) is overridden: super returned container, the override returned pager",
                                   "CarouselContainer.hitTest(_:with:) is overridden: super returned page1, the override returned pager"]

    public static func make() -> UIApplication {
        let (app, root) = application()
        let container = CarouselContainer(frame: CGRect(x: 0, y: 300, width: 390, height: 240)).named("container", UIColor(hex: 0xe5e5ea))
        let pager = UIScrollView(frame: CGRect(x: 55, y: 20, width: 280, height: 200)).named("pager")
        pager.contentSize = CGSize(width: 1400, height: 200)
        pager.isPagingEnabled = true
        pager.clipsToBounds = false
        let colors: [UInt32] = [0xff3b30, 0xff9500, 0xffcc00, 0x34c759, 0x007aff]
        for (i, color) in colors.enumerated() {
            pager.addSubview(UIView(frame: CGRect(x: 10 + 280 * CGFloat(i), y: 0, width: 260, height: 200))
                .named("page\(i + 1)", UIColor(hex: color), cornerRadius: 16))
        }
        container.addSubview(pager)
        container.scrollView = pager
        root.addSubview(container)
        return app
    }
}
