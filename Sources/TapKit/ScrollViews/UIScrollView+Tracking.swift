import Foundation

extension UIScrollView {
    /// UIKit's `isTracking`: a finger is down on the scroll view or its
    /// content, whether or not it has started dragging yet (Apple: "true if
    /// the user has touched the content view but might not have yet have
    /// started dragging it",
    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking).
    /// TapLab reads it from the scroll view's own pan recognizer, which sees
    /// every touch that lands in it.
    public var isTracking: Bool { !panGestureRecognizer.trackedTouches.isEmpty }

    /// UIKit's `adjustedContentInset`: `contentInset` plus the safe-area
    /// insets the system adds. TapLab's screens have no safe areas, so it is
    /// `contentInset`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
    public var adjustedContentInset: UIEdgeInsets { contentInset }
}
