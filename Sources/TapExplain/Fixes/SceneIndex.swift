import Foundation
import TapKit

/// Every view and recognizer of a scene numbered in one fixed order
/// (windows in order, each view before its subviews, a view's recognizers
/// in order), so that an object of one build of a scene is found in
/// another build of it: a fix is tried on a fresh copy, and the copy's
/// objects are not the answer's.
struct SceneIndex {
    /// Where an object is in the order.
    enum Place: Hashable {
        case view(Int)
        case recognizer(view: Int, Int)
    }

    private let views: [UIView]
    private let places: [ObjectIdentifier: Place]

    init(_ application: UIApplication) {
        var views: [UIView] = [], places: [ObjectIdentifier: Place] = [:]
        var pending: [UIView] = application.windows.reversed()
        while let view = pending.popLast() {
            places[ObjectIdentifier(view)] = .view(views.count)
            for (n, recognizer) in (view.gestureRecognizers ?? []).enumerated() {
                places[ObjectIdentifier(recognizer)] = .recognizer(view: views.count, n)
            }
            views.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        self.views = views
        self.places = places
    }

    func place(of target: FixTarget) -> Place? {
        switch target {
        case let .view(view): places[ObjectIdentifier(view)]
        case let .recognizer(recognizer): places[ObjectIdentifier(recognizer)]
        }
    }

    /// The object at `place`, if it is there and named as `name` (a copy
    /// built differently is not trusted).
    func object(at place: Place, named name: String) -> FixTarget? {
        switch place {
        case let .view(n):
            guard views.indices.contains(n), views[n].logName == name else { return nil }
            return .view(views[n])
        case let .recognizer(v, n):
            guard views.indices.contains(v), let recognizers = views[v].gestureRecognizers, recognizers.indices.contains(n),
                  recognizers[n].logName == name else { return nil }
            return .recognizer(recognizers[n])
        }
    }

    /// `change`, its objects taken from the scene `self` indexes, with the
    /// same objects of the scene `copy` indexes; nil where one is missing.
    func relocate(_ change: FixChange, into copy: SceneIndex) -> FixChange? {
        func move(_ target: FixTarget) -> FixTarget? {
            place(of: target).flatMap { copy.object(at: $0, named: target.logName) }
        }
        func view(_ view: UIView) -> UIView? {
            if case let .view(found)? = move(.view(view)) { found } else { nil }
        }
        func recognizer(_ recognizer: UIGestureRecognizer) -> UIGestureRecognizer? {
            if case let .recognizer(found)? = move(.recognizer(recognizer)) { found } else { nil }
        }
        switch change {
        case let .set(target, settings): return move(target).map { .set($0, settings) }
        case let .moveTo(v, superview):
            guard let v = view(v), let s = view(superview) else { return nil }
            return .moveTo(v, superview: s)
        case let .toFront(v): return view(v).map(FixChange.toFront)
        case let .removeRequirement(r, requirement):
            guard let r = recognizer(r), let q = recognizer(requirement) else { return nil }
            return .removeRequirement(r, requirement: q)
        }
    }
}
