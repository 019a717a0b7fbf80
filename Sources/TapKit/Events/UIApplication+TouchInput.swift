import Foundation

/// Input records become the touches of the application's touches event: a
/// new touch is hit-tested once and bound to its view, its window and the
/// recognizers that will see it; a later record moves, ends or cancels it.
extension UIApplication {
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

    func applyRecord(_ input: TouchInput, time: TimeInterval) -> TouchInputProblem? {
        let event = touchEvent
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
        if touch.phase.isFinal { loop.note(.touchLifted(touch.key, at: touch.screenLocation, cancelled: touch.phase == .cancelled)) }
        let moved = hypot(touch.screenLocation.x - touch.beganScreenLocation.x,
                          touch.screenLocation.y - touch.beganScreenLocation.y)
        if moved > UIApplication.multiTapDistance { touch.isTapCandidate = false }
        return finite ? nil : .nonFiniteLocation(input.touchID)
    }

    /// UIKit rule: a touch is hit-tested once, when it begins, and stays bound
    /// to the resulting view (and its window) for its whole life.
    private func begin(_ id: Int, at location: CGPoint, time: TimeInterval) {
        let event = touchEvent
        let touch = UITouch(id: id, location: location, timestamp: time, tapCount: tapCount(at: location, time: time))
        event.touchSerial += 1
        touch.serial = event.touchSerial
        var (window, view, trace) = hitTestWindows(location)
        if let hit = view, hit.window !== window {
            // A custom hitTest returned a view outside the window it tested
            // (a forward rule naming a view elsewhere). TapLab binds the touch
            // to that view's window when it is one of this application's, and
            // to nothing when the view is in none: a touch is only ever
            // delivered in a window that delivers all of it.
            if let other = hit.window, other.owningApplication === self { window = other } else { view = nil }
        }
        touch.window = window
        touch.view = view
        report(EventRecord(t: time, .hitTest(touch: id, view: view?.logged, walk: trace)))
        loop.note(.touchBegan(touch.key, at: location))
        if let view, let window {
            applyExclusivity(touch, view: view, window: window)
            if !touch.isExcluded { touch.gestureRecognizers = gestureArena.recognizers(for: touch, view: view, event: event) }
        }
        event.touchesByID[id] = touch
        event.touchOrder.append(id)
    }

    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap,
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
        let others = touchEvent.touchesByID.values.filter { $0.window === window && !$0.phase.isFinal && !$0.isExcluded }
        if let holder = others.first(where: { $0.view !== view && ($0.view?.isExclusiveTouch == true || view.isExclusiveTouch) }) {
            touch.isExcluded = true
            loop.note(.touchExcluded(touch: touch.key, view: view.logged, holder: holder.view?.logged))
            return
        }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view && !$0.isWithheldFromView }) {
            touch.isWithheldFromView = true
        }
    }
}
