import Foundation

/// UIKit's private recognizer behind `delaysContentTouches`
/// (UIScrollViewDelayedTouchesBeganGestureRecognizer): it holds a content
/// view's `touchesBegan` (`delaysTouchesBegan`) and fails after 0.15 s or
/// when the finger lifts, which releases it. If the scroll view's pan
/// begins first, the pan's `cancelsTouchesInView` drops the held began and
/// the content never hears of the touch.
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    weak var scrollView: UIScrollView?

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override var isInternal: Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, scrollView.delaysContentTouches,
              touches.contains(where: { $0.view !== scrollView }) else {
            state = .failed
            return
        }
        scheduleTimer(after: UIScrollView.contentTouchDelay) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// It only ever holds touches back; it never stops another recognizer.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
