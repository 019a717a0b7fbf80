import Foundation
@testable import TapKit
import TapTestSupport

/// Recognizers that compete for the same touches and wait on each other
/// (issue 12): a 2- or 3-cycle of failure requirements among taps on a view
/// and its ancestors (and, with several windows, on a view in another
/// window), single and double taps mixed (a single/double pair), declared by
/// `require(toFail:)` or by delegates (`shouldRequireFailureOf`,
/// `shouldBeRequiredToFailBy`), sometimes a button under them; plus, now and
/// then, a requirement pointing back among the world's other recognizers, so
/// that pans, long presses and swipes close cycles too.
///
/// Drawn from a generator of its own, so that a seed's world and steps are
/// otherwise the ones it had before competitors existed.
struct StormCompetitors {
    /// Where to tap to reach them: the target view's centre, on screen.
    let probe: CGPoint?

    /// How a cycle's requirement is declared.
    enum Declaration: CaseIterable { case requireToFail, shouldRequireFailureOf, shouldBeRequiredToFailBy }

    init(seed: UInt64, views: [UIView],
         recognizers: [UIGestureRecognizer], add: (UIGestureRecognizer, UIView) -> Void,
         keep: (StormGestureDelegate) -> Void, addButton: (UIView) -> Void, name: () -> String) {
        var random = StormRandom(seed: seed ^ 0x5EED_C1C1_E5C0_FFEE)
        // Back edges among the world's own recognizers: any types, any views.
        if recognizers.count >= 2, random.chance(0.3) {
            for _ in 0..<random.int(1...3) {
                let a = random.pick(recognizers), b = random.pick(recognizers)
                a.require(toFail: b)
                if random.chance(0.5) { b.require(toFail: a) }
            }
        }
        let attached = views.filter { $0.window != nil }
        guard random.chance(0.6), let target = attached.isEmpty ? nil : random.pick(attached) else {
            probe = nil
            return
        }
        // The target, its ancestors, the window; sometimes a view of another window.
        let line = Array(sequence(first: target, next: { $0.superview }))
        let elsewhere = views.filter { $0.window != nil && $0.window !== target.window }
        var members: [UITapGestureRecognizer] = []
        for _ in 0..<random.pick([2, 2, 3]) {
            let tap = UITapGestureRecognizer()
            tap.name = name()
            tap.numberOfTapsRequired = random.pick([1, 1, 2])
            if random.chance(0.1) { tap.numberOfTouchesRequired = 2 }
            if random.chance(0.1) { tap.cancelsTouchesInView = false }
            if random.chance(0.1) { tap.delaysTouchesBegan = true }
            let host = !elsewhere.isEmpty && random.chance(0.2) ? random.pick(elsewhere) : random.pick(line)
            add(tap, host)
            members.append(tap)
        }
        // Each waits for the next; the last for the first.
        for (i, waiter) in members.enumerated() {
            let other = members[(i + 1) % members.count]
            switch random.pick(Declaration.allCases + [.requireToFail, .requireToFail]) {
            case .requireToFail: waiter.require(toFail: other)
            case .shouldRequireFailureOf:
                let delegate = (waiter.delegate as? StormGestureDelegate) ?? StormGestureDelegate()
                delegate.requiresFailureOf.append(WeakRecognizer(other))
                keep(delegate)
                waiter.delegate = delegate
            case .shouldBeRequiredToFailBy:
                let delegate = (other.delegate as? StormGestureDelegate) ?? StormGestureDelegate()
                delegate.requiredToFailBy.append(WeakRecognizer(waiter))
                keep(delegate)
                other.delegate = delegate
            }
        }
        if random.chance(0.3) { addButton(target) }
        let b = target.bounds
        let centre = target.convertToScreen(CGPoint(x: b.midX, y: b.midY))
        probe = centre.x.isFinite && centre.y.isFinite && abs(centre.x) < 5000 && abs(centre.y) < 5000 ? centre : nil
    }
}
