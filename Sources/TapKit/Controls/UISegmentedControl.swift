import Foundation

/// A row of titled segments, one of them selected (UIKit's
/// `UISegmentedControl`).
///
/// A tap selects the segment under the finger when it lifts inside the
/// control: `touchDown`, then `valueChanged` (only when the selection
/// changed), then `touchUpInside`. Segments share the width equally.
///
///     let tabs = UISegmentedControl(items: ["Day", "Week", "Month"])
///     tabs.addAction(UIAction { _ in print(tabs.selectedSegmentIndex) }, for: .valueChanged)
///     // a tap on "Month" prints "2"; the log says control tabs valueChanged selected=2
open class UISegmentedControl: UIControl {
    /// SPEC 12: it worked when its valueChanged fired.
    open override class var primaryEvent: Event { .valueChanged }

    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UISegmentedControl.self }

    /// UIKit's `noSegment`: no segment is selected.
    public static let noSegment = -1

    /// The segments' titles (UIKit: `titleForSegment(at:)`).
    public var titles: [String] = [] {
        didSet { if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment } }
    }
    /// UIKit's `selectedSegmentIndex`; setting it sends no event.
    public var selectedSegmentIndex = UISegmentedControl.noSegment

    public var numberOfSegments: Int { titles.count }

    public convenience init(items: [String]) {
        self.init()
        titles = items
    }

    /// Apple lists UISegmentedControl among the controls whose single tap
    /// beats an ancestor's tap recognizer.
    open override class var gestureExemption: GestureExemption { .singleTap }

    open override var loggedValue: ControlValue? { .selected(selectedSegmentIndex) }

    /// The segment's frame in the control's bounds.
    public func segmentFrame(at index: Int) -> CGRect {
        guard numberOfSegments > 0 else { return .zero }
        let width = bounds.width / CGFloat(numberOfSegments)
        return CGRect(x: bounds.minX + width * CGFloat(index), y: bounds.minY, width: width, height: bounds.height)
    }

    /// The segment under `point` (in the control's bounds), or nil outside them.
    public func segmentIndex(at point: CGPoint) -> Int? {
        guard numberOfSegments > 0, bounds.contains(point), bounds.width > 0 else { return nil }
        let index = Int((point.x - bounds.minX) / bounds.width * CGFloat(numberOfSegments))
        return min(max(index, 0), numberOfSegments - 1)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, let index = segmentIndex(at: touch.location(in: self)), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}
