import Foundation

/// The pan recognizer every scroll view owns (`panGestureRecognizer`); its
/// action scrolls the scroll view. It only begins along an axis the content
/// can scroll on, so a vertical drag inside a horizontal scroll view goes to
/// an enclosing vertical one (nested scrolling).
public final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// The translation when the pan began: scrolling counts from there.
    var translationAtBegan = CGPoint.zero

    public override init() {
        super.init()
        addAction { recognizer in
            guard let pan = recognizer as? ScrollViewPanGestureRecognizer, let scrollView = pan.scrollView else { return }
            let space = scrollView.superview
            switch pan.state {
            case .began:
                // Scroll from where the drag was recognized, not from touch-down:
                // the 10 pt the pan needed to begin do not make the content jump.
                // The translation itself is left alone (UIKit's scroll view does
                // not reset it), so it still counts from touch-down in the log.
                pan.translationAtBegan = pan.translation(in: space)
                scrollView.beginDragging(translation: pan.translationAtBegan)
            case .changed:
                let t = pan.translation(in: space)
                scrollView.drag(by: CGPoint(x: t.x - pan.translationAtBegan.x, y: t.y - pan.translationAtBegan.y))
            case .ended:
                scrollView.endDragging(velocity: pan.velocity(in: space))
            case .cancelled:
                scrollView.endDragging(velocity: .zero)
            default:
                break
            }
        }
    }

    public override var logName: String { name ?? "\(scrollView?.logName ?? "scrollView").pan" }
}
