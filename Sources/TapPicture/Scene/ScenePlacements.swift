import Foundation
import TapKit

/// The scene's views in drawing order (windows back to front, each tree
/// depth first, subviews in `subviews` order), with a lookup by view.
struct ScenePlacements {
    private(set) var list: [ViewPlacement] = []
    /// Built on the first lookup: a frame without overlays never needs it.
    private let index = LazyIndex()

    private final class LazyIndex {
        var byView: [ObjectIdentifier: Int]?
    }

    /// Flattens every window of `application`. Iterative, so a tree nested
    /// two thousand levels deep (the loader's limit) cannot overflow the stack.
    /// With `clippedAway`, the subviews of a view whose content is clipped
    /// away entirely (a cell scrolled out of its list) are left out: a frame
    /// draws nothing of them, no overlay marks them, and a long list holds
    /// most of a big app's views there.
    init(application: UIApplication, viewport: Viewport, canvasClip: PixelRect, clippedAway: Bool = true) {
        var list: [ViewPlacement] = []
        Self.walk(application: application, viewport: viewport, canvasClip: canvasClip) { placement in
            list.append(placement)
            return clippedAway || !placement.contentClip.isEmpty
        }
        self.list = list
    }

    /// Visits every view in drawing order with its placement; `body` returns
    /// whether to visit the view's subviews too. The renderer's frame
    /// without overlays draws from here directly, skipping what cannot be
    /// drawn, without keeping a list.
    static func walk(application: UIApplication, viewport: Viewport, canvasClip: PixelRect,
                     _ body: (ViewPlacement) -> Bool) {
        struct Pending {
            let view: UIView
            var parentToPixels: CGAffineTransform, clip: PixelRect
            var opacity: CGFloat, drawn: Bool, depth: Int
        }
        var stack: [Pending] = application.windows.reversed().map {
            Pending(view: $0, parentToPixels: viewport.transform, clip: canvasClip, opacity: 1, drawn: true, depth: 0)
        }
        while let item = stack.popLast() {
            let view = item.view
            let toPixels = view.transformToSuperview.concatenating(item.parentToPixels)
            let opacity = item.opacity * min(max(view.alpha.isFinite ? view.alpha : 0, 0), 1)
            var contentClip = item.clip
            if view.clipsToBounds {
                contentClip = contentClip.intersection(PixelRect(covering: view.bounds.applying(toPixels)))
            }
            let drawn = item.drawn && !view.isHidden && !item.clip.isEmpty
            let placement = ViewPlacement(view: view, toPixels: toPixels, clip: item.clip, contentClip: contentClip,
                                          opacity: opacity, isDrawn: drawn, depth: item.depth)
            guard body(placement) else { continue }
            for subview in view.subviews.reversed() {
                stack.append(Pending(view: subview, parentToPixels: toPixels, clip: contentClip,
                                     opacity: opacity, drawn: drawn, depth: item.depth + 1))
            }
        }
    }

    /// `view`'s placement, walking only down to it (its ancestors, not
    /// their other subtrees): for a view a frame left out.
    static func placement(of view: UIView, application: UIApplication, viewport: Viewport, canvasClip: PixelRect) -> ViewPlacement? {
        var found: ViewPlacement?
        walk(application: application, viewport: viewport, canvasClip: canvasClip) { placement in
            if placement.view === view { found = placement }
            return found == nil && view.isDescendant(of: placement.view)
        }
        return found
    }

    func placement(of view: UIView) -> ViewPlacement? {
        if index.byView == nil {
            var byView: [ObjectIdentifier: Int] = [:]
            byView.reserveCapacity(list.count)
            for (i, p) in list.enumerated() { byView[ObjectIdentifier(p.view)] = i }
            index.byView = byView
        }
        return index.byView?[ObjectIdentifier(view)].map { list[$0] }
    }
}
