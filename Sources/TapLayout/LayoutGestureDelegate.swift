import Foundation
import TapKit

/// The delegate a layout's `shouldBegin: false` gives a recognizer: it
/// answers `gestureRecognizerShouldBegin` as the file says.
final class LayoutGestureDelegate: UIGestureRecognizerDelegate {
    let shouldBegin: Bool
    init(shouldBegin: Bool) { self.shouldBegin = shouldBegin }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
}
