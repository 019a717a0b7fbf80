import Foundation

/// The private half of UIApplication and UIWindow: turns input records into
/// touch changes, hit-tests new touches, and delivers each change first to
/// the touch's gesture recognizers, then to its view — holding, releasing or
/// cancelling view deliveries as the recognizers' `delaysTouchesBegan`,
/// `delaysTouchesEnded` and `cancelsTouchesInView` require.
final class TouchDelivery {
    /// The application owns its delivery and never hands it out, so it
    /// outlives it: `unowned(unsafe)` spares every access the reference
    /// counting a checked `unowned` does (the application, which windows and
    /// events reference weakly, takes Swift's slow path for it).
    unowned(unsafe) let application: UIApplication
    private(set) lazy var arena = GestureArena(delivery: self)
    /// Touches that have ended but whose view delivery a recognizer still holds.
    private var lingering: [UITouch] = []

    init(application: UIApplication) {
        self.application = application
    }

    var event: UIEvent { application.touchEvent }

    // MARK: Input

    func apply(_ inputs: [TouchInput], at time: TimeInterval) -> [TouchInputProblem] {
        var problems: [TouchInputProblem] = []
        var batch: [TouchInput] = []
        for input in inputs {
            if batch.contains(where: { $0.touchID == input.touchID }) {
                dispatch(batch, at: time, problems: &problems)
                batch.removeAll()
            }
            batch.append(input)
        }
        dispatch(batch, at: time, problems: &problems)
        return problems
    }

    private func dispatch(_ batch: [TouchInput], at time: TimeInterval, problems: inout [TouchInputProblem]) {
        let event = self.event
        event.timestamp = time
        for touch in event.touchesByID.values { touch.phase = .stationary }
        var changed = false
        for input in batch {
            if let problem = applyRecord(input, time: time) { problems.append(problem) }
            if event.touchesByID[input.touchID]?.phase != .stationary { changed = true }
        }
        guard changed else { return }
        application.sendEvent(event)
        finishEvent()
    }

    private func applyRecord(_ input: TouchInput, time: TimeInterval) -> TouchInputProblem? {
        let event = self.event
        let finite = input.location.x.isFinite && input.location.y.isFinite
        if input.phase == .began {
            guard event.touchesByID[input.touchID] == nil else { return .duplicateBegan(input.touchID) }
            guard finite else { return .nonFiniteLocation(input.touchID) }
            begin(input.touchID, at: input.location, time: time)
            return nil
        }
        guard let touch = event.touchesByID[input.touchID], !touch.phase.isFinal else {
            return .unknownTouch(input.touchID, input.phase)
        }
        touch.previousScreenLocation = touch.screenLocation
        if finite { touch.screenLocation = input.location }
        touch.timestamp = time
        touch.phase = switch input.phase {
        case .began, .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
        let moved = hypot(touch.screenLocation.x - touch.beganScreenLocation.x,
                          touch.screenLocation.y - touch.beganScreenLocation.y)
        if moved > UIApplication.multiTapDistance { touch.isTapCandidate = false }
        return finite ? nil : .nonFiniteLocation(input.touchID)
    }

    /// UIKit rule: a touch is hit-tested once, when it begins, and stays bound
    /// to the resulting view (and its window) for its whole life.
    private func begin(_ id: Int, at location: CGPoint, time: TimeInterval) {
        let touch = UITouch(id: id, location: location, timestamp: time, tapCount: tapCount(at: location, time: time))
        var (window, view, trace) = hitTest(location)
        if let hit = view, hit.window !== window {
            // A custom hitTest returned a view outside the window it tested
            // (a forward rule naming a view elsewhere). TapLab binds the touch
            // to that view's window when it is one of this application's, and
            // to nothing when the view is in none: a touch is only ever
            // delivered in a window that delivers all of it.
            if let other = hit.window, other.owningApplication === application { window = other } else { view = nil }
        }
        touch.window = window
        touch.view = view
        application.report(EventRecord(t: time, .hitTest(touch: id, view: view?.logName, walk: trace)))
        if let view, let window {
            applyExclusivity(touch, view: view, window: window)
            if !touch.isExcluded { touch.gestureRecognizers = arena.recognizers(for: touch, view: view) }
        }
        event.touchesByID[id] = touch
        event.touchOrder.append(id)
    }

    /// Hit-tests the windows front to back; the first that returns a view wins.
    func hitTest(_ screenPoint: CGPoint) -> (UIWindow?, UIView?, HitTestTrace?) {
        let trace = application.tracesHitTests ? HitTestTrace() : nil
        trace?.screenPoint = screenPoint
        event.hitTestTrace = trace
        defer { event.hitTestTrace = nil }
        application.layOutWindowsIfNeeded()
        for window in application.windows.reversed() {
            if let view = UIView.visit(window, window.convertFromSuperview(screenPoint), event) {
                trace?.hitWindow = window
                trace?.hitView = view
                return (window, view, trace)
            }
        }
        return (nil, nil, trace)
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let last = application.lastTap,
              time - last.time <= UIApplication.multiTapInterval,
              hypot(location.x - last.location.x, location.y - last.location.y) <= UIApplication.multiTapDistance
        else { return 1 }
        return last.count + 1
    }

    /// `isExclusiveTouch`: while an exclusive view tracks a touch no other view
    /// in its window gets one, and an exclusive view gets none while another
    /// view tracks one. `isMultipleTouchEnabled == false`: the view gets only
    /// its first touch (its recognizers still see the others).
    private func applyExclusivity(_ touch: UITouch, view: UIView, window: UIWindow) {
        let others = event.touchesByID.values.filter { $0.window === window && !$0.phase.isFinal && !$0.isExcluded }
        if others.contains(where: { $0.view !== view && ($0.view?.isExclusiveTouch == true || view.isExclusiveTouch) }) {
            touch.isExcluded = true
            return
        }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view && !$0.isWithheldFromView }) {
            touch.isWithheldFromView = true
        }
    }

    private func finishEvent() {
        for touch in event.orderedTouches where touch.phase.isFinal {
            if touch.phase == .ended {
                application.lastTap = touch.isTapCandidate
                    ? (touch.screenLocation, touch.timestamp, touch.tapCount) : nil
            }
            event.touchesByID[touch.touchIdentifier] = nil
            if touch.isViewDeliveryHeld { lingering.append(touch) }
        }
        event.touchOrder.removeAll { event.touchesByID[$0] == nil }
        arena.resetFinishedRecognizers()
        lingering.removeAll { !$0.isViewDeliveryHeld }
    }

    // MARK: Window delivery

    /// UIKit's `UIWindow.sendEvent(_:)` for touches: recognizers first, then views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let changed = event.orderedTouches.filter { $0.window === window && $0.phase != .stationary && !$0.isExcluded }
        arena.beginEvent()
        arena.deliver(changed, event: event)
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for (view, touches) in groupedByView(changed.filter { $0.phase == phase }) {
                deliverToView(view, phase: phase, touches, event: event)
            }
        }
        arena.endEvent()
    }

    private func groupedByView(_ touches: [UITouch]) -> [(UIView, [UITouch])] {
        var groups: [(UIView, [UITouch])] = []
        for touch in touches {
            guard let view = touch.view, !touch.isWithheldFromView else { continue }
            if let i = groups.firstIndex(where: { $0.0 === view }) { groups[i].1.append(touch) }
            else { groups.append((view, [touch])) }
        }
        return groups
    }

    private func deliverToView(_ view: UIView, phase: UITouch.Phase, _ touches: [UITouch], event: UIEvent) {
        var now: [UITouch] = []
        for touch in touches where !touch.viewDeliveryDone {
            switch phase {
            case .began:
                if arena.delaysBegan(touch) { touch.viewBeganHeld = true }
                else if application.touchDeliveryShouldBegin(touch, view: view) { now.append(touch) }
                else { touch.viewDeliveryDone = true }
            case .moved, .stationary:
                if touch.viewBeganHeld { touch.viewMovedWhileHeld = true } else { now.append(touch) }
            case .ended:
                if touch.viewBeganHeld || arena.delaysEnded(touch) { touch.viewEndHeld = true } else { now.append(touch) }
            case .cancelled:
                if touch.viewBeganHeld { touch.viewDeliveryDone = true; touch.viewBeganHeld = false }
                else { now.append(touch) }
            }
        }
        send(phase, now, to: view, event: event)
    }

    /// Calls the view's `touches*` method with the touches, noting the view
    /// as the first responder the call reaches.
    func send(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView, event: UIEvent) {
        guard !touches.isEmpty else { return }
        let set = Set(touches)
        for touch in touches {
            if phase == .began { touch.viewBeganDelivered = true }
            if phase.isFinal { touch.viewDeliveryDone = true }
        }
        // A late delivery (a held end released by a timer) happens now.
        event.timestamp = application.currentTime
        event.beginDelivery()
        defer { event.endDelivery() }
        switch phase {
        case .began:
            event.noteReached(view, .touches(.began), set, name: nil)
            view.touchesBegan(set, with: event)
        case .moved, .stationary:
            event.noteReached(view, .touches(.moved), set, name: nil)
            view.touchesMoved(set, with: event)
        case .ended:
            event.noteReached(view, .touches(.ended), set, name: nil)
            view.touchesEnded(set, with: event)
        case .cancelled:
            event.noteReached(view, .touches(.cancelled), set, name: nil)
            view.touchesCancelled(set, with: event)
        }
    }

    // MARK: Recognizer outcomes

    /// A recognizer began or recognized with `cancelsTouchesInView`: its
    /// touches' views get `touchesCancelled` (if they got `touchesBegan`) and
    /// nothing more; a held `touchesBegan` is dropped, a held end cancelled.
    func cancelViewDelivery(of touches: [UITouch]) {
        // UIKit: one touchesCancelled per view, with all of that view's touches.
        var byView: [(UIView, [UITouch])] = []
        for touch in touches where !touch.viewDeliveryDone && !touch.isWithheldFromView {
            touch.viewBeganHeld = false
            touch.viewEndHeld = false
            if touch.viewBeganDelivered, let view = touch.view {
                if let i = byView.firstIndex(where: { $0.0 === view }) { byView[i].1.append(touch) }
                else { byView.append((view, [touch])) }
            } else {
                touch.viewDeliveryDone = true
            }
        }
        for (view, list) in byView { send(.cancelled, list, to: view, event: event) }
    }

    /// Delivers held `touchesBegan` / `touchesEnded` whose delaying recognizers
    /// have all left `.possible` (UIKit: a held end is delivered late when the
    /// recognizer fails).
    func releaseHeldDeliveries() {
        let candidates = event.orderedTouches + lingering
        for touch in candidates where touch.isViewDeliveryHeld {
            guard let view = touch.view else { touch.viewDeliveryDone = true; continue }
            if touch.viewBeganHeld, !arena.delaysBegan(touch) {
                touch.viewBeganHeld = false
                if application.touchDeliveryShouldBegin(touch, view: view) {
                    // UIKit replays what it held: the began, then the moves since.
                    send(.began, [touch], to: view, event: event)
                    if touch.viewMovedWhileHeld && !touch.phase.isFinal { send(.moved, [touch], to: view, event: event) }
                } else {
                    touch.viewDeliveryDone = true
                }
            }
            if touch.viewEndHeld, !touch.viewBeganHeld, !touch.viewDeliveryDone, !arena.delaysEnded(touch) {
                touch.viewEndHeld = false
                send(touch.phase == .cancelled ? .cancelled : .ended, [touch], to: view, event: event)
            }
        }
        lingering.removeAll { !$0.isViewDeliveryHeld }
    }

    /// A window went away (`window`), or the application stops taking input
    /// altogether (`nil`: a layout is replaced, the window loses focus): the
    /// touches are cancelled for recognizers and views, as UIKit cancels them
    /// when "the application [is] no longer active or the view [is] removed
    /// from the window" (Apple, `touchesCancelled(_:with:)`). Afterwards the
    /// touches are gone: later input for their ids is an unknown touch.
    func cancelTouches(in window: UIWindow?) {
        let matches: (UITouch) -> Bool = { window == nil || $0.window === window }
        let touches = event.orderedTouches.filter(matches)
        let held = lingering.filter(matches)
        if !touches.isEmpty {
            for touch in touches { touch.phase = .cancelled; touch.timestamp = application.currentTime }
            event.timestamp = application.currentTime
            for w in application.windows where touches.contains(where: { $0.window === w }) { deliver(event, in: w) }
            for touch in touches { event.touchesByID[touch.touchIdentifier] = nil }
            event.touchOrder.removeAll { event.touchesByID[$0] == nil }
        }
        // A touch that ended while a recognizer held its touchesEnded: the view
        // still gets its one last call, a cancel.
        if !held.isEmpty { cancelViewDelivery(of: held) }
        lingering.removeAll(where: matches)
        // Recognizers still waiting (a double tap for its next tap) give up now.
        arena.withdraw { recognizer in window == nil || recognizer.view.map { $0.window === window } ?? true }
        arena.resetFinishedRecognizers()
    }

    // MARK: Mutation in the middle of a touch

    /// Whether any touch, held delivery or recognizer is in progress.
    var isIdle: Bool { event.touchesByID.isEmpty && lingering.isEmpty && arena.isIdle }

    /// `subtree` stops taking input while touches may be bound to it: it is
    /// leaving its window, or it was hidden, had user interaction turned off,
    /// or (a control) was disabled. Called before the change takes the view
    /// out of the window, so the responder chain is still whole:
    /// - every touch bound to a view in the subtree that got `touchesBegan`
    ///   gets `touchesCancelled` now (up the chain), and nothing after it; a
    ///   held `touchesBegan` is dropped;
    /// - recognizers attached in the subtree are cancelled (active) or fail
    ///   (possible, with touches), are reset and hear no more of those touches;
    /// - the touches themselves stay down: recognizers on ancestors outside
    ///   the subtree keep tracking them, and their ids stay known.
    func stopDelivering(to subtree: UIView) {
        let inSubtree: (UIView?) -> Bool = { view in view.map { $0 === subtree || $0.isDescendant(of: subtree) } ?? false }
        let bound = (event.orderedTouches + lingering).filter { inSubtree($0.view) }
        if !bound.isEmpty { cancelViewDelivery(of: bound) }
        arena.withdraw { inSubtree($0.view) }
        lingering.removeAll { !$0.isViewDeliveryHeld }
    }
}

extension UIApplication {
    /// Asked before a held `touchesBegan` is finally delivered; a scroll view
    /// ancestor answers through `touchesShouldBegin(_:with:in:)`.
    func touchDeliveryShouldBegin(_ touch: UITouch, view: UIView) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                return scrollView.touchesShouldBegin([touch], with: touchEvent, in: view)
            }
            ancestor = current.superview
        }
        return true
    }
}
