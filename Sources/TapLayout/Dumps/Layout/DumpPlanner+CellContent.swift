import Foundation

extension DumpPlanner {
    /// A table row's subviews with the dumped `UITableViewCellContentView`
    /// replaced by its own subviews, in its place; nil to keep them as dumped.
    ///
    /// A row becomes a TapKit `UITableViewCell`, whose `contentView`
    /// (`CELL.contentView`) holds what the dump shows under the row — so the
    /// printed content view, kept, would stand inside TapKit's: a second
    /// content view on every row's responder chain and in `--stack`, which
    /// UIKit does not have. Only a content view that changes nothing about
    /// hit testing goes: at the row's origin, untransformed, unscrolled,
    /// shown, not clipping, with no recognizers the dump describes and no
    /// controller — and only where the row has nothing else a touch can
    /// reach (an accessory view beside the content view would otherwise
    /// join the content view's chain, which in UIKit it is not on). Every
    /// touch on the row then passes through the content view, so its
    /// `printsGestureRecognizers` moves to the row.
    static func rowSubviews(of row: DumpedView) -> (subviews: [DumpedView], contentPrintsRecognizers: Bool)? {
        guard let index = row.subviews.firstIndex(where: { $0.className == "UITableViewCellContentView" }) else { return nil }
        let content = row.subviews[index]
        guard isInvisibleToHitTesting(content),
              row.subviews.indices.allSatisfy({ $0 == index || isNeverHit(row.subviews[$0]) }) else { return nil }
        var subviews = row.subviews
        subviews.replaceSubrange(index...index, with: content.subviews)
        return (subviews, content.printsGestureRecognizers)
    }

    /// A view hit testing skips with all it holds, and holding nothing.
    private static func isNeverHit(_ v: DumpedView) -> Bool {
        v.subviews.isEmpty && (v.isHidden || v.alpha < 0.01 || !v.isUserInteractionEnabled)
    }

    private static func isInvisibleToHitTesting(_ v: DumpedView) -> Bool {
        let origin: CGPoint? = if let frame = v.frame { frame.origin }
            else if let bounds = v.bounds, let center = v.center { CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2) }
            else { nil }
        return origin == .zero && (v.boundsOrigin ?? .zero) == .zero && (v.transform ?? .identity).isIdentity
            && !v.isHidden && v.alpha == 1 && v.isUserInteractionEnabled && !v.clipsToBounds
            && v.gestures.isEmpty && v.internalGestures == 0 && v.controller == nil && v.overrides.isEmpty
    }
}
