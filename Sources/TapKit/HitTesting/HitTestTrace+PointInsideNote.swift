import Foundation

extension HitTestTrace {
    /// A program's `point(inside:with:)` override that decided, as facts:
    /// it answered without calling super, or its answer differs from UIKit's
    /// default (the point in `bounds`, or TapLab's `hitInsets` / `hitShape`).
    /// The walk records one per such call and writes the note only when read:
    ///
    ///     RoundButton.point(inside:with:) is overridden and returned false for (8, 8), inside its bounds [0, 0, 150, 150]
    final class PointInsideNote {
        let className: String, returned: Bool, point: CGPoint
        /// What UIKit's default would have said.
        let byDefault: Bool
        /// The view's bounds, nil when it has a custom hit area (insets or shape).
        let bounds: CGRect?

        init(className: String, returned: Bool, point: CGPoint, byDefault: Bool, bounds: CGRect?) {
            self.className = className
            self.returned = returned
            self.point = point
            self.byDefault = byDefault
            self.bounds = bounds
        }

        func text(_ s: ExplanationStrings) -> String {
            let area = bounds.map { s.boundsArea(describe($0)) } ?? s.defaultHitArea
            let at = "(\(formatNumber(point.x)), \(formatNumber(point.y)))"
            return s.pointInsideOverridden(className, "\(returned)", at, byDefault ? s.insideArea(area) : s.outsideArea(area),
                                           returned == byDefault ? s.agreesWithDefault : "")
        }
    }
}
