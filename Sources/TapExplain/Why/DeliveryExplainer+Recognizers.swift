import Foundation
import TapKit

/// A recognizer worked when it recognized (discrete) or began (continuous).
extension DeliveryExplainer {
    func recognizerCauses(_ recognizer: UIGestureRecognizer) -> [Cause] {
        let id = recognizer.logName
        var causes: [Cause] = []
        for (_, fact) in facts {
            switch fact {
            case let .gestureWon(r, _, _) where r.id == RecognizerID(recognizer):
                let continuous = recognizer.isContinuous
                return [Cause(rule: .worked, culprit: id, message: text { $0.workedRecognizer(id, continuous ? $0.stateBegan : $0.stateRecognized) },
                              fix: nil)]
            case let .gestureFailed(r, _, cause) where r.id == RecognizerID(recognizer):
                causes.append(failure(recognizer, cause))
            case let .touchRefusedByDelegate(r, _) where r.id == RecognizerID(recognizer):
                causes.append(Cause(rule: .delegateRefused, culprit: id, message: text { $0.delegateRefusedReceive(id) },
                                    fix: text { $0.fixDelegate(id) }))
            default:
                continue
            }
        }
        if !recognizer.isEnabled {
            causes.insert(Cause(rule: .disabled, culprit: id, message: text { $0.disabledRecognizer(id) }, fix: text { $0.fixDisabled(id) },
                                change: .set(.recognizer(recognizer), [.enabled(true)])), at: 0)
        }
        if !causes.isEmpty { return causes }
        guard let view = recognizer.view else { return [] }
        let reached = reached(view)
        if reached.isEmpty { return hitTestCauses() }
        let name = view.logName
        for touch in reached {
            let stops = deliveryStops(touch, for: view).filter { $0.rule == .exclusiveTouch }
            if !stops.isEmpty { return stops }
        }
        return [Cause(rule: .gestureFailed, culprit: id, message: text { $0.neverSawTouch(id, name) }, fix: nil)]
    }

    private func failure(_ recognizer: UIGestureRecognizer, _ cause: GestureFailure) -> Cause {
        let id = recognizer.logName
        switch cause {
        case let .shouldBeginFalse(refuser):
            guard let refuser else {
                return Cause(rule: .delegateRefused, culprit: id, message: text { $0.delegateRefusedBegin(id) }, fix: text { $0.fixDelegate(id) })
            }
            let byView = self.view(refuser), by = refuser.name
            if let scrollView = byView as? UIScrollView, recognizer === scrollView.panGestureRecognizer {
                return scrollPanRefused(scrollView)
            }
            if byView is UIControl {
                return Cause(rule: .delegateRefused, culprit: by, message: text { $0.controlRefusedBegin(id, by) },
                             fix: text { $0.fixControlExemption(id, by) }, change: .set(.recognizer(recognizer), [.cancelsTouchesInView(false)]))
            }
            return Cause(rule: .delegateRefused, culprit: by, message: text { $0.viewRefusedBegin(id, by) }, fix: text { $0.fixDelegate(id) })
        case let .waitedFor(other):
            let required = self.recognizer(other), other = other.name
            return Cause(rule: .waitedAndFailed, culprit: other, message: text { $0.waited(id, other) }, fix: text { $0.fixWaited(id, other) },
                         change: required.map { .removeRequirement(recognizer, requirement: $0) })
        case let .preventedBy(other):
            let other = other.name
            return Cause(rule: .preventedBy, culprit: other, message: text { $0.prevented(id, other) }, fix: text { $0.fixPrevented(id, other) })
        case let .ownLimit(limit):
            let measure = self.measure(limit, exactTouches: !(recognizer is UIPanGestureRecognizer))
            let fix = self.fix(limit, of: recognizer)
            return Cause(rule: .gestureFailed, culprit: id, message: text { $0.failedLimit(id, measure($0)) }, fix: text { fix($0) },
                         change: change(limit, of: recognizer))
        case .touchesCancelled:
            return Cause(rule: .gestureFailed, culprit: id, message: text { $0.failedCancelled(id) }, fix: nil)
        case .withdrawn:
            return Cause(rule: .disabled, culprit: id, message: text { $0.withdrawnRecognizer(id) }, fix: text { $0.fixDisabled(id) },
                         change: .set(.recognizer(recognizer), [.enabled(true)]))
        }
    }

    /// A scroll view's own pan that did not begin: UIKit's scroll view says
    /// no where it cannot scroll the way the finger went (its content fits)
    /// or where content tracking the touch may not be cancelled.
    private func scrollPanRefused(_ scrollView: UIScrollView) -> Cause {
        let id = scrollView.panGestureRecognizer.logName, list = scrollView.logName
        let moved = touches.first { $0.lift != nil && $0.point != nil }.flatMap { touch -> CGPoint? in
            guard let from = touch.point, let to = touch.lift else { return nil }
            return CGPoint(x: to.x - from.x, y: to.y - from.y)
        } ?? .zero
        let horizontal = abs(moved.x) >= abs(moved.y)
        let fits = horizontal ? !scrollView.canScrollHorizontally : !scrollView.canScrollVertically
        guard fits else {
            return Cause(rule: .delegateRefused, culprit: list, message: text { $0.scrollPanKeptByContent(id, list) },
                         fix: scrollView.canCancelContentTouches ? nil : text { $0.fixScrollCancelsOn(list) },
                         change: scrollView.canCancelContentTouches ? nil : .set(.view(scrollView), [.canCancelContentTouches(true)]))
        }
        let size = scrollView.contentSize, bounds = scrollView.bounds.size
        let sizes = (formatSize(size), formatSize(bounds)), axis = horizontal ? "width" : "height"
        var cause = Cause(rule: .delegateRefused, culprit: list, message: text { $0.scrollContentFits(id, list, sizes.0, sizes.1) }, fix: nil)
        if scrollView is UITableView || scrollView is UICollectionView {
            // A list's content is its rows: there is no property to set.
            cause.noFix = text { $0.noFixRowsFit(list) }
        } else {
            var grown = CGSize(width: max(size.width, bounds.width), height: max(size.height, bounds.height))
            if horizontal { grown.width = bounds.width * 2 } else { grown.height = bounds.height * 2 }
            let value = formatSize(grown)
            cause.fix = text { $0.fixScrollContent(list, axis, value) }
            cause.change = .set(.view(scrollView), [.contentSize(grown)])
        }
        return cause
    }

    private func formatSize(_ size: CGSize) -> String { "\(formatNumber(size.width))×\(formatNumber(size.height))" }

    /// The property that would let this gesture through, where one does
    /// (UIKit's tap movement limit is its own, a pan's start distance too).
    private func fix(_ limit: GestureLimit, of recognizer: UIGestureRecognizer) -> (WhyStrings) -> String {
        let id = recognizer.logName, n = { (x: CGFloat) in formatNumber(x, decimals: 2) }
        switch limit {
        case let .moved(moved, _) where recognizer is UILongPressGestureRecognizer:
            return { $0.fixProperty(id, "allowableMovement", n(moved.rounded(.up))) }
        case .moved: return { $0.fixTapMoved(id) }
        case let .releasedEarly(held, _): return { $0.fixProperty(id, "minimumPressDuration", n(Self.heldDown(held))) }
        case let .tooManyTouches(count, _) where recognizer is UIPanGestureRecognizer:
            return { $0.fixProperty(id, "maximumNumberOfTouches", "\(count)") }
        case let .tooManyTouches(count, _), let .tooFewTouches(count, _):
            return count > 0 ? { $0.fixProperty(id, "numberOfTouchesRequired", "\(count)") } : { $0.fixLimit(id) }
        case let .tooFewTaps(taps, _, _) where taps > 0: return { $0.fixProperty(id, "numberOfTapsRequired", "\(taps)") }
        case let .wrongDirection(went, _): return { $0.fixProperty(id, "direction", ".\(went)") }
        default: return { $0.fixLimit(id) }
        }
    }

    /// A press's duration to two decimals, rounded down, so that a press
    /// as long as this one reaches it.
    private static func heldDown(_ held: TimeInterval) -> CGFloat { (CGFloat(held) * 100).rounded(.down) / 100 }

    /// The change `fix(_:of:)` names, where its property is a layout key.
    private func change(_ limit: GestureLimit, of recognizer: UIGestureRecognizer) -> FixChange? {
        let setting: FixSetting? = switch limit {
        case let .moved(moved, _) where recognizer is UILongPressGestureRecognizer: .allowableMovement(moved.rounded(.up))
        case let .releasedEarly(held, _): .minimumPressDuration(Double(Self.heldDown(held)))
        case let .tooManyTouches(count, _) where recognizer is UIPanGestureRecognizer: .maximumTouches(count)
        case let .tooManyTouches(count, _) where count > 0, let .tooFewTouches(count, _) where count > 0: .touches(count)
        case let .tooFewTaps(taps, _, _) where taps > 0: .taps(taps)
        default: nil
        }
        return setting.map { .set(.recognizer(recognizer), [$0]) }
    }

    /// The measure and the limit, in numbers as the log writes them; a
    /// tap's, long press's or swipe's touch count is exact, a pan's a maximum.
    private func measure(_ limit: GestureLimit, exactTouches: Bool) -> (WhyStrings) -> String {
        let n = { (x: CGFloat) in formatNumber(x, decimals: 2) }
        switch limit {
        case let .moved(moved, max): return { $0.limitMoved(n(moved), n(max)) }
        case let .releasedEarly(held, needed): return { $0.limitReleased(n(held), n(needed)) }
        case let .tooManyTouches(count, max) where exactTouches: return { $0.limitTooFew("\(count)", "\(max)") }
        case let .tooManyTouches(count, max): return { $0.limitTooMany("\(count)", "\(max)") }
        case let .tooFewTouches(count, needed): return { $0.limitTooFew("\(count)", "\(needed)") }
        case let .tooFewTaps(taps, needed, interval): return { $0.limitTaps("\(taps)", "\(needed)", n(interval)) }
        case let .notMovedEnough(moved, needed): return { $0.limitNotMoved(n(moved), n(needed)) }
        case let .notTurnedEnough(turned, needed): return { $0.limitNotTurned(n(turned), n(needed)) }
        case let .wrongDirection(went, allowed): return { $0.limitDirection(went, allowed) }
        case let .tooSlow(distance, seconds): return { $0.limitSlow(n(distance), n(seconds)) }
        case .notFromEdge: return { $0.limitNotFromEdge }
        }
    }
}
