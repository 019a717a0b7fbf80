import Foundation

extension UIView {
    /// UIKit skips a view whose alpha is below this ("less than 0.01", the
    /// Event Handling Guide's hit-testing rules): the one place the number lives.
    public static let minimumHitTestAlpha: CGFloat = 0.01

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
        guard let trace = event?.hitTestTrace else { return walk(point, event, UntracedWalk()) }
        let opened = trace.enterIfNeeded(self, point)
        let result = walk(point, event, trace)
        if opened { trace.exit(result) }
        return result
    }

    /// The walk, written once for both recorders (see `HitTestRecorder`):
    /// this view's part of `hitTest(_:with:)`, its rule applied. Inlined
    /// into `subviewHit`, so that a level of the walk is one call.
    @inline(__always)
    final func walk<R: HitTestRecorder>(_ point: CGPoint, _ event: UIEvent?, _ recorder: R) -> UIView? {
        let kind = hitRuleKind
        if kind == .never || !isHitEligible { return refuse(recorder) }
        // TapKit's own classes do not override point(inside:with:) (see `usesBuiltInHitTest`).
        let (inside, note) = usesBuiltInHitTest ? (defaultPointInside(point), nil) : recorder.pointInside(self, point, event)
        if !inside && kind != .outOfBounds { return missed(note, recorder) }
        // What is recorded is written in the helpers below, which a debug
        // build keeps out of this frame: it is on the stack once per level.
        let result = UIView.subviewHit(subviews, point, event, recorder, note: note) ?? noSubviewTook(inside, note, recorder)
        return kind == .default ? result : apply(kind, to: result, recorder)
    }

    /// Rule `never`, or a view that is not `isHitEligible`: nil.
    @inline(__always)
    private func refuse<R: HitTestRecorder>(_ recorder: R) -> UIView? {
        // Why, in the rule's order (`HitRefusal`); one literal case per call (see `missed`).
        switch hitRefusal {
        case .never: recorder.decide(.decided(.ruleNever), result: nil)
        case .hidden: recorder.decide(.hidden, result: nil)
        case .alpha: recorder.decide(.alpha(alpha), result: nil)
        case .interactionDisabled: recorder.decide(.interactionDisabled, result: nil)
        case .disabledControl, nil: recorder.decide(.refused(hitTestExclusion), result: nil)
        }
        return nil
    }

    /// `point(inside:with:)` said no: nil.
    @inline(__always)
    private func missed<R: HitTestRecorder>(_ note: HitTestTrace.PointInsideNote?, _ recorder: R) -> UIView? {
        // One literal case per call, so that a recording walk stores it
        // without handling the cases that hold references.
        if let note {
            recorder.decide(.refusedByPointInside(note), result: nil)
        } else if hasCustomHitArea {
            recorder.decideOutsideHitArea(of: self)
        } else {
            recorder.decide(.outside(bounds: bounds), result: nil)
        }
        return nil
    }

    /// No subview took the point: the view itself when it is inside, else
    /// (rule `outOfBounds`) nil.
    @inline(__always)
    private func noSubviewTook<R: HitTestRecorder>(_ inside: Bool, _ note: HitTestTrace.PointInsideNote?, _ recorder: R) -> UIView? {
        if inside {
            if let note { recorder.decide(.hitSelf(note: note), result: self) } else { recorder.decide(.hitSelf(note: nil), result: self) }
            return self
        }
        recorder.overrule(.decided(.ruleOutOfBounds))
        return nil
    }

    /// Rule `passThrough` changes a hit on the view itself; `forward` any
    /// hit (seed 002: `v == nil ? nil : scrollView`), `forward … only: self`
    /// a hit on the view itself.
    @inline(__always)
    private func apply<R: HitTestRecorder>(_ kind: HitRuleKind, to result: UIView?, _ recorder: R) -> UIView? {
        switch kind {
        case .passThrough:
            guard result === self else { return result }
            recorder.overrule(.decided(.rulePassThrough))
            return nil
        case .forward:
            guard let result, let target = hitForwardTarget, result !== target else { return result }
            let name = target.logName
            if result === self {
                recorder.overrule(.decided(.ruleForward(hit: nil, target: name)))
            } else {
                let hit = result.logName
                recorder.overrule(.decided(.ruleForward(hit: hit, target: name)))
            }
            return target
        case .forwardOnlySelf:
            guard result === self, let target = hitForwardTarget else { return result }
            let name = target.logName
            recorder.overrule(.decided(.ruleForwardOnlySelf(target: name)))
            return target
        case .default, .outOfBounds, .never:
            return result
        }
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
    package static func rect(_ r: CGRect, contains p: CGPoint) -> Bool {
        let x0 = r.origin.x, y0 = r.origin.y
        let x1 = x0 + r.size.width, y1 = y0 + r.size.height
        return p.x >= min(x0, x1) && p.x < max(x0, x1) && p.y >= min(y0, y1) && p.y < max(y0, y1)
    }

    /// Calls `view.hitTest` the way UIKit's walk does, recording it when tracing.
    @inline(__always)
    package static func visit(_ view: UIView, _ point: CGPoint, _ event: UIEvent?) -> UIView? {
        guard let trace = event?.hitTestTrace else { return view.hitTest(point, with: event) }
        trace.enter(view, point)
        let result = view.hitTest(point, with: event)
        trace.exit(result)
        return result
    }

    /// Front to back over `subviews`, as UIKit's walk goes; the first that
    /// returns a view wins, and the recorder hears which.
    ///
    /// The array's elements are read as `Unmanaged` references: `subviews`
    /// (held for the whole loop) keeps every one of them alive, so the walk
    /// need not retain and release each view it passes — which on a wide
    /// tree costs more than the test itself.
    static func subviewHit<R: HitTestRecorder>(_ subviews: [UIView], _ point: CGPoint, _ event: UIEvent?,
                                               _ recorder: R, note: HitTestTrace.PointInsideNote?) -> UIView? {
        // One closure, not several: every level of a deep tree costs a frame
        // per closure in a debug build.
        subviews.withUnsafeBufferPointer { buffer -> UIView? in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return nil }
            let array = recorder.willAsk(subviews)
            let views = UnsafeRawPointer(base)
            // The point in single precision, for the cull boxes.
            let px = Float(point.x), py = Float(point.y)
            var i = buffer.count
            while i > 0 {
                i -= 1
                let unmanaged = views.load(fromByteOffset: i &* MemoryLayout<Unmanaged<UIView>>.stride, as: Unmanaged<UIView>.self)
                let hit = unmanaged._withUnsafeGuaranteedRef { subview -> UIView? in
                    // The walk passes, without calling it, a subview whose
                    // `hitTest` certainly returns nil: a TapKit class that is
                    // hidden, transparent, non-interactive, a disabled control
                    // or rule `never` (`walkClass`), or whose hit area cannot
                    // hold the point (`cullBox`) — so on a wide tree it reads
                    // 16 bytes of most views. A recording walk notes the pass
                    // and works the step out later (HitTestTrace+DeferredSteps);
                    // a program's subclass is always asked.
                    if subview.hitCache.cullBox.excludes(px, py) || subview.hitCache.walkClass == .skip {
                        recorder.pass(subview: i, of: array, point)
                        return nil
                    }
                    let p = subview.convertFromSuperview(point)
                    recorder.enter(subview: i, of: array, p)
                    // A TapKit class's `hitTest` is this walk: run it without the call.
                    let hit = subview.usesBuiltInHitTest ? subview.walk(p, event, recorder) : subview.hitTest(p, with: event)
                    recorder.exit(hit)
                    guard let hit else { return nil }
                    recorder.decide(.tookPoint(.init(subview, hit, note)), result: hit)
                    return hit
                }
                if let hit { return hit }
            }
            return nil
        }
    }

    /// The note naming this view's `point(inside:with:)` override, when it
    /// answered without calling super or its answer differs from UIKit's
    /// default (the point in `bounds`, or TapLab's `hitInsets` / `hitShape`).
    /// Nil for an override that called super and agreed: the walk cannot
    /// tell it from no override, and it changed nothing.
    func pointInsideOverrideNote(_ p: CGPoint, returned inside: Bool, calledSuper: Bool) -> HitTestTrace.PointInsideNote? {
        let byDefault = defaultPointInside(p)
        guard inside != byDefault || !calledSuper else { return nil }
        return .init(className: className, returned: inside, point: p, byDefault: byDefault,
                     bounds: hasCustomHitArea ? nil : bounds)
    }
}

package func describe(_ r: CGRect) -> String {
    "[\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height))]"
}
