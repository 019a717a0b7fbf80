import Foundation
import TapKit

/// The scene's views in drawing order (windows back to front, each tree
/// depth first, subviews in `subviews` order), with a lookup by view.
struct ScenePlacements {
    private(set) var list: [ViewPlacement] = []
    private var index: [ObjectIdentifier: Int] = [:]

    /// Flattens every window of `application`. Iterative, so a tree nested
    /// two thousand levels deep (the loader's limit) cannot overflow the stack.
    init(application: UIApplication, viewport: Viewport, canvasClip: PixelRect) {
        struct Pending {
            var view: UIView, parentToPixels: CGAffineTransform, clip: PixelRect
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
            index[ObjectIdentifier(view)] = list.count
            list.append(placement)
            for subview in view.subviews.reversed() {
                stack.append(Pending(view: subview, parentToPixels: toPixels, clip: contentClip,
                                     opacity: opacity, drawn: drawn, depth: item.depth + 1))
            }
        }
    }

    func placement(of view: UIView) -> ViewPlacement? {
        index[ObjectIdentifier(view)].map { list[$0] }
    }
}
