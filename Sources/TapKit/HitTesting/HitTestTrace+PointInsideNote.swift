import Foundation

extension HitTestTrace {
    /// A program's `point(inside:with:)` override that decided, as facts:
    /// it answered without calling super, or its answer differs from UIKit's
    /// default (the point in `bounds`, or TapLab's `hitInsets` / `hitShape`).
    /// The walk records one per such call; TapExplain words it when read.
    package final class PointInsideNote {
        package let className: String, returned: Bool, point: CGPoint
        /// What UIKit's default would have said.
        package let byDefault: Bool
        /// The view's bounds, nil when it has a custom hit area (insets or shape).
        package let bounds: CGRect?

        init(className: String, returned: Bool, point: CGPoint, byDefault: Bool, bounds: CGRect?) {
            self.className = className
            self.returned = returned
            self.point = point
            self.byDefault = byDefault
            self.bounds = bounds
        }
    }
}
