import Foundation
import TapKit

/// Works out `UIApplication.explainHit(of:at:)`. Every verdict comes from a
/// check on the real tree at the point — the view's own properties, its
/// real `point(inside:with:)` and `hitTest(_:with:)` — never from "another
/// view won". The checks run in three passes, each in UIKit's order:
///
/// 1. **The path alone** (`ownCheck`, `ownResult`): from the window down to
///    the view, what each one's own `hitTest(_:with:)` checks before asking
///    its subviews — a `never` rule (an override that returns nil before
///    `super`), then Apple's three ("ignores view objects that are hidden,
///    that have disabled user interactions, or have an alpha level less
///    than 0.01"), a disabled control, and `point(inside:with:)` ("points
///    that lie outside the bounds are never reported as hits, even if they
///    actually lie within one of the receiver's subviews"); for the view
///    itself, also what its `hitTest` returns.
/// 2. **What is in front** (`inFront`): windows in front (higher level, or
///    later), then at each level the later siblings of the path's view,
///    which are asked first ("subviews from last to first").
/// 3. **What is inside** (`inside`): a subview returned in its place.
///
/// The path alone comes first so that a view which could never take the
/// point is not blamed on whatever sits in front of it: a switch far from
/// the tap is `outside`, whichever view took the tap.
final class HitExplainer {
    let application: UIApplication
    let view: UIView
    let screenPoint: CGPoint
    /// The window first, the view last.
    let path: [UIView]
    /// The screen point in each path view's own coordinates, converted as
    /// the walk converts it (bounds origin and transforms included).
    let points: [CGPoint]
    /// What the application's hit test returns.
    let hitView: UIView?
    /// What the view's own `hitTest` returns at its point.
    let ownHit: UIView?
    /// The real walk, recorded on first use: only a `hitTest` override on
    /// the path needs it, since which subviews an override asked is a
    /// question the geometry cannot answer.
    private(set) lazy var walk: HitTestTrace? = application.hitTest(screenPoint, traced: true).trace

    init(application: UIApplication, view: UIView, screenPoint: CGPoint) {
        self.application = application
        self.view = view
        self.screenPoint = screenPoint
        var path: [UIView] = []
        var node: UIView? = view
        while let current = node { path.insert(current, at: 0); node = current.superview }
        self.path = path
        var points: [CGPoint] = []
        for node in path { points.append(node.convertFromSuperview(points.last ?? screenPoint)) }
        self.points = points
        hitView = application.hitTest(screenPoint).view
        ownHit = view.hitTest(points[points.count - 1], with: nil)
    }

    var id: String { view.logName }
    var viewPoint: CGPoint { points[points.count - 1] }

    func explain() -> HitTestExplanation {
        if hitView === view { return getsTouch() }
        for level in path.indices {
            if let answer = ownCheck(level) { return answer }
        }
        return ownResult() ?? inFront() ?? inside()
    }

    /// Every rule that keeps the view from the touch, the first being
    /// `explain()`'s: each level's own checks, then what is in front. Only
    /// when the path and the front let the touch through is the answer
    /// inside the view (or an override's).
    func explainAll() -> [HitTestExplanation] {
        if hitView === view { return [getsTouch()] }
        var causes = path.indices.flatMap { ownChecks($0, all: true) }
        if causes.isEmpty, let own = ownResult() { causes.append(own) }
        if let front = inFront() { causes.append(front) }
        if causes.isEmpty { causes.append(inside()) }
        return causes
    }

    /// How a message names a view on the path.
    func whose(_ node: UIView, _ s: ExplanationStrings) -> String {
        if node === view { return s.whoseSelf(id) }
        return node === path[0] ? s.whoseWindow(node.logName) : s.whoseAncestor(node.logName)
    }
}
