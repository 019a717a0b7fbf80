import Foundation

extension UIView {
    /// UIKit's hit-testing algorithm (Event Handling Guide, "Hit-Testing"):
    ///
    /// 1. A hidden view, one with `isUserInteractionEnabled == false`, one with
    ///    alpha below 0.01 (and, in UIKit, a disabled control) returns nil,
    ///    and its subviews are never asked.
    /// 2. If `point(inside:with:)` is false, return nil: subviews drawn outside
    ///    the bounds (`clipsToBounds == false`) cannot be hit there.
    /// 3. Ask subviews from last to first — front to back — converting the
    ///    point into each one's coordinates; the first non-nil answer wins.
    /// 4. Otherwise the view itself is the answer.
    ///
    /// TapLab's `hitTestRule` stands in for the overrides the seed articles write.
    func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let trace = event?.hitTestTrace else { return hitTestApplyingRule(point, event, nil) }
        let opened = trace.enterIfNeeded(self, point)
        let result = hitTestApplyingRule(point, event, trace)
        if opened { trace.exit(result) }
        return result
    }

    /// UIKit's default: the point is in `bounds`. TapLab's `hitInsets` and
    /// `hitShape` stand in for overrides (seed 000 and 002): the point must be
    /// inside the inset bounds and inside the shape.
    func defaultPointInside(_ point: CGPoint) -> Bool {
        guard hasCustomHitArea else { return UIView.rect(bounds, contains: point) }
        let area = hitInsets == .zero ? bounds : bounds.inset(by: hitInsets)
        guard UIView.rect(area, contains: point) else { return false }
        guard let hitShape else { return true }
        return hitShape.contains(point, in: bounds)
    }

    /// CGRectContainsPoint: minimum edges inside, maximum edges outside; NaN
    /// never inside. Written out because it runs once per visited view.
    @inline(__always)
    static func rect(_ r: CGRect, contains p: CGPoint) -> Bool {
        let x0 = r.origin.x, y0 = r.origin.y
        let x1 = x0 + r.size.width, y1 = y0 + r.size.height
        return p.x >= min(x0, x1) && p.x < max(x0, x1) && p.y >= min(y0, y1) && p.y < max(y0, y1)
    }

    /// Calls `view.hitTest` the way UIKit's walk does, recording it when tracing.
    @inline(__always)
    static func visit(_ view: UIView, _ point: CGPoint, _ event: UIEvent?) -> UIView? {
        guard let trace = event?.hitTestTrace else { return view.hitTest(point, with: event) }
        trace.enter(view, point)
        let result = view.hitTest(point, with: event)
        trace.exit(result)
        return result
    }

    private func hitTestApplyingRule(_ point: CGPoint, _ event: UIEvent?, _ trace: HitTestTrace?) -> UIView? {
        switch hitRuleKind {
        case .default:
            return builtInHitTest(point, event, trace, ignoringBounds: false)
        case .never:
            trace?.decide(.custom, "custom hit rule 'never': always returns nil", result: nil)
            return nil
        case .outOfBounds:
            return builtInHitTest(point, event, trace, ignoringBounds: true)
        case .passThrough:
            let result = builtInHitTest(point, event, trace, ignoringBounds: false)
            guard result === self else { return result }
            trace?.overrule("custom hit rule 'passThrough': would have hit itself, returns nil so the view below gets the touch")
            return nil
        case .forward:
            let result = builtInHitTest(point, event, trace, ignoringBounds: false)
            guard result === self, let target = hitForwardTarget else { return result }
            trace?.overrule("custom hit rule 'forward': the hit on itself goes to \(target.logName)")
            return target
        }
    }

    private func builtInHitTest(_ point: CGPoint, _ event: UIEvent?, _ trace: HitTestTrace?,
                                ignoringBounds: Bool) -> UIView? {
        if isHidden {
            trace?.decide(.hidden, "isHidden is true: skipped with all its subviews", result: nil)
            return nil
        }
        if alpha < 0.01 {
            trace?.decide(.alpha, "alpha \(formatNumber(alpha, decimals: 4)) is less than 0.01: skipped with all its subviews", result: nil)
            return nil
        }
        if !isUserInteractionEnabled {
            trace?.decide(.interactionDisabled, "isUserInteractionEnabled is false: skipped with all its subviews", result: nil)
            return nil
        }
        if refusesTouches {
            trace?.decide(.interactionDisabled, hitTestExclusion, result: nil)
            return nil
        }
        let inside = self.point(inside: point, with: event)
        if !inside && !ignoringBounds {
            trace?.decide(.outside, outsideReason(point), result: nil)
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = UIView.visit(subview, subview.convertFromSuperview(point), event) {
                trace?.decide(.hitSubview, hit === subview ? "subview \(subview.logName) took the point"
                              : "subview \(subview.logName) returned \(hit.logName)", result: hit)
                return hit
            }
        }
        if inside {
            trace?.decide(.hitSelf, "point inside and no subview took it: returns itself", result: self)
            return self
        }
        trace?.overrule("custom hit rule 'outOfBounds': point outside its bounds and no subview took it")
        return nil
    }

    /// A sentence on why `point(inside:with:)` said no.
    func outsideReason(_ p: CGPoint) -> String {
        let at = "(\(formatNumber(p.x)), \(formatNumber(p.y)))"
        let inBounds = bounds.contains(p)
        let area = bounds.inset(by: hitInsets)
        if inBounds, hitInsets == .zero, let hitShape {
            return "point \(at) is inside bounds but outside its \(hitShape.kindName) hit shape"
        }
        if hitInsets != .zero {
            if area.contains(p), let hitShape {
                return "point \(at) is inside the inset bounds but outside its \(hitShape.kindName) hit shape"
            }
            if !area.contains(p) {
                return "point \(at) is outside its hit area \(describe(area)) (bounds inset by hitInsets)"
            }
        }
        if inBounds { return "point(inside:with:) is overridden and returned false for \(at)" }
        return "point \(at) is outside its bounds \(describe(bounds))"
    }
}

func describe(_ r: CGRect) -> String {
    "[\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height))]"
}
