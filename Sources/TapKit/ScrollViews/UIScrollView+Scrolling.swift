import Foundation

extension UIScrollView {
    /// The largest offset the content allows on each axis.
    var maximumOffset: CGPoint {
        CGPoint(x: max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
                y: max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
    }

    var minimumOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top) }

    package var canScrollHorizontally: Bool { maximumOffset.x > minimumOffset.x || alwaysBounceHorizontal }
    package var canScrollVertically: Bool { maximumOffset.y > minimumOffset.y || alwaysBounceVertical }

    func clamped(_ p: CGPoint) -> CGPoint {
        CGPoint(x: min(max(p.x, minimumOffset.x), maximumOffset.x), y: min(max(p.y, minimumOffset.y), maximumOffset.y))
    }

    /// Offset for a finger translation: past the edges it moves at half speed
    /// when `bounces` (UIKit's rubber band), and not at all otherwise.
    func offset(forTranslation t: CGPoint) -> CGPoint {
        let t = locked(t)
        var target = CGPoint(x: canScrollHorizontally ? dragStartOffset.x - t.x : contentOffset.x,
                             y: canScrollVertically ? dragStartOffset.y - t.y : contentOffset.y)
        let limit = clamped(target)
        if bounces {
            target.x = limit.x + (target.x - limit.x) / 2
            target.y = limit.y + (target.y - limit.y) / 2
        } else {
            target = limit
        }
        return target
    }

    /// `translation`: the pan's when it began, which decides a directional lock.
    func beginDragging(translation: CGPoint) {
        stopDeceleration()
        dragStartOffset = contentOffset
        lockedAxis = isDirectionalLockEnabled ? UIScrollView.lockedAxis(for: translation) : nil
        setDragging(true)
    }

    /// A movement with the part across a locked axis removed.
    func locked(_ v: CGPoint) -> CGPoint {
        switch lockedAxis {
        case .horizontal: CGPoint(x: v.x, y: 0)
        case .vertical: CGPoint(x: 0, y: v.y)
        case nil: v
        }
    }

    func drag(by translation: CGPoint) {
        contentOffset = offset(forTranslation: translation)
    }

    /// The finger lifted with `velocity` (points per second): decelerate,
    /// snap to a page when paging, spring back inside the content when past an edge.
    func endDragging(velocity: CGPoint) {
        let velocity = locked(velocity)
        lockedAxis = nil
        setDragging(false)
        var target: CGPoint
        if isPagingEnabled {
            target = pageTarget(velocity: velocity)
        } else {
            // Distance travelled by exponential deceleration: v * r / (1 - r) per ms step.
            // The content moves against the finger, so a flick up scrolls down.
            let k = decelerationRate / (1 - decelerationRate) / 1000
            target = clamped(CGPoint(x: contentOffset.x - velocity.x * k, y: contentOffset.y - velocity.y * k))
            if !canScrollHorizontally { target.x = contentOffset.x }
            if !canScrollVertically { target.y = contentOffset.y }
        }
        animate(to: target)
    }

    /// The page the scroll settles on: the nearest, or the next one in the
    /// direction of a flick.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ size: CGFloat, _ v: CGFloat, _ startOffset: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let start = (startOffset / size).rounded()
            var index = (offset / size).rounded()
            if abs(v) > 300 { index = v < 0 ? start - 1 : start + 1 }
            index = min(max(index, start - 1), start + 1)
            return index * size
        }
        let x = page(contentOffset.x, bounds.width, -velocity.x, dragStartOffset.x)
        let y = page(contentOffset.y, bounds.height, -velocity.y, dragStartOffset.y)
        return clamped(CGPoint(x: canScrollHorizontally ? x : contentOffset.x, y: canScrollVertically ? y : contentOffset.y))
    }

    /// Moves toward `target` in the application's clock, 60 steps a second,
    /// each closing a fixed fraction of the remaining distance.
    func animate(to target: CGPoint) {
        guard let app = application else { contentOffset = target; return }
        decelerationTarget = target
        setDecelerating(true)
        // Weak: the timer queue belongs to the application, and a strong
        // capture would keep the application (and this tree) alive from its
        // own timer if the layout were dropped mid-fling.
        decelerationToken = app.schedule(after: 1.0 / 60) { [weak self] in self?.decelerationStep() }
    }

    private func decelerationStep() {
        guard let goal = decelerationTarget else { return }
        let dx = goal.x - contentOffset.x, dy = goal.y - contentOffset.y
        // Out of its window (removed mid-fling): land on the target at once.
        guard let app = application, abs(dx) >= 0.5 || abs(dy) >= 0.5 else {
            contentOffset = goal
            stopDeceleration()
            return
        }
        func stride(_ d: CGFloat) -> CGFloat { abs(d * 0.2) >= 1 ? d * 0.2 : (d < 0 ? max(d, -1) : min(d, 1)) }
        contentOffset = CGPoint(x: contentOffset.x + stride(dx), y: contentOffset.y + stride(dy))
        decelerationToken = app.schedule(after: 1.0 / 60) { [weak self] in self?.decelerationStep() }
    }

    func stopDeceleration() {
        if let token = decelerationToken { application?.cancelTimer(token) }
        decelerationToken = nil
        decelerationTarget = nil
        setDecelerating(false)
    }
}
