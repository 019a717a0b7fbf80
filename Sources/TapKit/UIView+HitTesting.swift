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
        guard let trace = event?.hitTestTrace else {
            return usesBuiltInHitTest ? untracedBuiltInHitTest(point, event) : hitTestApplyingRule(point, event, nil)
        }
        let opened = trace.enterIfNeeded(self, point)
        let result = hitTestApplyingRule(point, event, trace)
        if opened { trace.exit(result) }
        return result
    }

    /// UIKit's default: the point is in `bounds`. TapLab's `hitInsets` and
    /// `hitShape` stand in for overrides (seed 000 and 002): the point must be
    /// inside the inset bounds and inside the shape.
    @inline(__always)
    func defaultPointInside(_ point: CGPoint) -> Bool {
        guard hasCustomHitArea else { return UIView.rect(bounds, contains: point) }
        return customPointInside(point)
    }

    /// `defaultPointInside` with `hitInsets` or a `hitShape`.
    func customPointInside(_ point: CGPoint) -> Bool {
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
        trace?.defaultPointInsideRan = nil
        let inside = self.point(inside: point, with: event)
        // A program's subclass may override point(inside:with:): the walk
        // names the override when it answered without calling super, or
        // when its answer differs from UIKit's default.
        let overrideNote = trace == nil || usesBuiltInHitTest ? nil
            : pointInsideOverrideNote(point, returned: inside, calledSuper: trace?.defaultPointInsideRan == ObjectIdentifier(self))
        if !inside && !ignoringBounds {
            trace?.decide(.outside, overrideNote ?? outsideReason(point), result: nil)
            return nil
        }
        let note = overrideNote.map { " (\($0))" } ?? ""
        if let trace {
            // Traced: every subview's `hitTest` is called and recorded, none skipped.
            for subview in subviews.reversed() {
                if let hit = UIView.visit(subview, subview.convertFromSuperview(point), event) {
                    trace.decide(.hitSubview, (hit === subview ? "subview \(subview.logName) took the point"
                                 : "subview \(subview.logName) returned \(hit.logName)") + note, result: hit)
                    return hit
                }
            }
        } else if let hit = UIView.untracedSubviewHit(subviews, point, event) {
            return hit
        }
        if inside {
            trace?.decide(.hitSelf, "point inside and no subview took it: returns itself" + note, result: self)
            return self
        }
        trace?.overrule("custom hit rule 'outOfBounds': point outside its bounds and no subview took it")
        return nil
    }

    // MARK: The untraced fast path
    //
    // TapKit's own classes (`usesBuiltInHitTest`) cannot carry a Swift
    // override of `hitTest(_:with:)` or `point(inside:with:)`, so for them,
    // when no trace is recording, the walk runs the same algorithm without
    // dynamic dispatch and without the trace bookkeeping: a subview that
    // is hidden, transparent, non-interactive or a disabled control, or whose
    // hit area does not contain the point (and whose rule is not
    // `outOfBounds`), would return nil from `hitTest` — so its `hitTest` is
    // not called at all. The point is converted exactly as `hitTest` would
    // see it, transforms, `hitInsets` and `hitShape` included, so the answer
    // is the same; a view of any other class is asked through `hitTest`.

    /// Front to back over `subviews`, as UIKit's walk goes.
    ///
    /// The array's elements are read as `Unmanaged` references: `subviews`
    /// (held for the whole loop) keeps every one of them alive, so the walk
    /// need not retain and release each view it passes — which on a wide
    /// tree costs more than the test itself.
    static func untracedSubviewHit(_ subviews: [UIView], _ point: CGPoint, _ event: UIEvent?) -> UIView? {
        // `subviews` is the caller's reference to the array, alive for the
        // whole call. One closure, not several: every level of a deep tree
        // costs a frame per closure in a debug build.
        subviews.withUnsafeBufferPointer { buffer -> UIView? in
            guard let base = buffer.baseAddress else { return nil }
            let views = UnsafeRawPointer(base)
            // The point in single precision, for the cull boxes.
            let px = Float(point.x), py = Float(point.y)
            var i = buffer.count
            while i > 0 {
                i -= 1
                let unmanaged = views.load(fromByteOffset: i &* MemoryLayout<Unmanaged<UIView>>.stride, as: Unmanaged<UIView>.self)
                if let hit = untracedVisit(unmanaged, point, px, py, event) { return hit }
            }
            return nil
        }
    }

    /// One subview of the untraced walk: nil when it certainly does not
    /// take the point, else what its `hitTest` returns.
    @inline(__always)
    private static func untracedVisit(_ unmanaged: Unmanaged<UIView>, _ point: CGPoint, _ px: Float, _ py: Float,
                                      _ event: UIEvent?) -> UIView? {
        unmanaged._withUnsafeGuaranteedRef { subview -> UIView? in
            if subview.cullBox.excludes(px, py) { return nil }
            switch subview.walkClass {
            case .skip:
                return nil
            case .plain:
                // `untracedBuiltInHitTest` for this case, inlined, and
                // `convertFromSuperview` without a transform (same arithmetic).
                let b = subview.bounds, c = subview.center
                let p = CGPoint(x: point.x - c.x + b.origin.x + b.size.width / 2,
                                y: point.y - c.y + b.origin.y + b.size.height / 2)
                guard UIView.rect(b, contains: p) else { return nil }
                if subview.subviews.isEmpty { return subview }
                return untracedSubviewHit(subview.subviews, p, event) ?? subview
            case .general:
                let p = subview.convertFromSuperview(point)
                guard subview.usesBuiltInHitTest else { return subview.hitTest(p, with: event) }
                return subview.untracedBuiltInHitTest(p, event)
            }
        }
    }

    /// `hitTest(_:with:)` of a TapKit class, untraced: `hitTestApplyingRule`
    /// and `builtInHitTest` folded into one, with `defaultPointInside` for
    /// `point(inside:with:)` (which these classes do not override).
    final func untracedBuiltInHitTest(_ point: CGPoint, _ event: UIEvent?) -> UIView? {
        let kind = hitRuleKind
        if kind == .never || !isHitEligible { return nil }
        let inside = defaultPointInside(point)
        if !inside && kind != .outOfBounds { return nil }
        let result = UIView.untracedSubviewHit(subviews, point, event) ?? (inside ? self : nil)
        switch kind {
        case .passThrough: return result === self ? nil : result
        case .forward:
            guard result === self, let target = hitForwardTarget else { return result }
            return target
        case .default, .outOfBounds, .never: return result
        }
    }

    /// A sentence naming this view's `point(inside:with:)` override, when it
    /// answered without calling super or its answer differs from UIKit's
    /// default (the point in `bounds`, or TapLab's `hitInsets` / `hitShape`).
    /// Nil for an override that called super and agreed: the walk cannot
    /// tell it from no override, and it changed nothing.
    func pointInsideOverrideNote(_ p: CGPoint, returned inside: Bool, calledSuper: Bool) -> String? {
        let byDefault = defaultPointInside(p)
        guard inside != byDefault || !calledSuper else { return nil }
        let at = "(\(formatNumber(p.x)), \(formatNumber(p.y)))"
        let area = hasCustomHitArea ? "its default hit area" : "its bounds \(describe(bounds))"
        return "\(className).point(inside:with:) is overridden and returned \(inside) for \(at), "
            + (byDefault ? "inside" : "outside") + " \(area)" + (inside == byDefault ? " (as UIKit's default would)" : "")
    }

    /// A sentence on why `point(inside:with:)` said no.
    func outsideReason(_ p: CGPoint) -> String {
        let at = "(\(formatNumber(p.x)), \(formatNumber(p.y)))"
        // UIView.rect(_:contains:), not CGRect.contains: Foundation's traps on
        // a NaN edge, and a program may give a view NaN bounds.
        let inBounds = UIView.rect(bounds, contains: p)
        let area = bounds.inset(by: hitInsets)
        if inBounds, hitInsets == .zero, let hitShape {
            return "point \(at) is inside bounds but outside its \(hitShape.kindName) hit shape"
        }
        if hitInsets != .zero {
            if UIView.rect(area, contains: p), let hitShape {
                return "point \(at) is inside the inset bounds but outside its \(hitShape.kindName) hit shape"
            }
            if !UIView.rect(area, contains: p) {
                return "point \(at) is outside its hit area \(describe(area)) (bounds inset by hitInsets)"
            }
        }
        if inBounds { return "\(className).point(inside:with:) is overridden and returned false for \(at)" }
        return "point \(at) is outside its bounds \(describe(bounds))"
    }
}

func describe(_ r: CGRect) -> String {
    "[\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height))]"
}
