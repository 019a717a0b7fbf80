import Foundation
import TapKit

/// Finds the part of the screen worth a slide (`--crop auto`, `--crop ID,…`):
/// the views the overlays talk about and the tapped points, with a margin
/// for their badges. Views as large as most of the screen (a window, its
/// root view) are left out: they are in every chain, and taking them would
/// crop nothing.
public enum AutoCrop {
    /// Room around the views for their badges and outlines, in points.
    static let margin: CGFloat = 28
    /// A crop is never smaller than this many points a side.
    static let minimumSide: CGFloat = 160

    /// The crop for `crop` in screen points (within the screen).
    static func rect(_ crop: PictureCrop, scene: Scene, overlays: OverlaySet) -> CGRect {
        let screen = CGRect(origin: .zero, size: scene.screenSize)
        switch crop {
        case .screen: return screen
        case let .area(area): return fitted(area, in: screen)
        case .auto:
            let placements = ScenePlacements(application: scene.application, viewport: Viewport(scale: 1),
                                             canvasClip: PixelRect(covering: screen))
            let area = interest(scene, overlays: overlays, placements: placements, screen: screen)
            return area.map { wholeViews(fitted($0, in: screen), placements: placements, screen: screen) } ?? screen
        }
    }

    /// The union of `views`' visible frames on screen, with the margin (nil
    /// when none of them is on screen): `--crop ID,…`.
    public static func area(of views: [UIView], in scene: Scene) -> CGRect? {
        let screen = CGRect(origin: .zero, size: scene.screenSize)
        let placements = ScenePlacements(application: scene.application, viewport: Viewport(scale: 1),
                                         canvasClip: PixelRect(covering: screen))
        return views.compactMap { placements.placement(of: $0).flatMap { visible($0, screen: screen) } }
            .reduce(nil) { (sum: CGRect?, r: CGRect) in sum.map { $0.union(r) } ?? r }
    }

    private static func interest(_ scene: Scene, overlays: OverlaySet, placements: ScenePlacements, screen: CGRect) -> CGRect? {
        var views: [UIView] = []
        var points: [CGPoint] = []
        if let walk = scene.walk, !overlays.isDisjoint(with: [.walk, .chain, .hitRegions, .touches]) {
            points = scene.tapWalks.compactMap(\.screenPoint)
            if let hit = walk.hitView { views.append(hit) }
            if overlays.contains(.chain), let hit = walk.hitView { views += hit.responderChain.compactMap { $0 as? UIView } }
            if overlays.contains(.walk) {
                views += walk.steps.filter { $0.verdict != .hitSubview }.compactMap(\.view)
            }
            for tap in scene.tapWalks { if let hit = tap.hitView { views.append(hit) } }
        }
        if views.isEmpty, points.isEmpty { views = placements.list.filter { $0.depth > 0 && $0.isDrawn }.map(\.view) }
        let large = screen.width * screen.height * 0.6
        var rects = views.compactMap { placements.placement(of: $0).flatMap { visible($0, screen: screen) } }
            .filter { $0.width * $0.height < large }
        rects += points.map { CGRect(x: $0.x - 12, y: $0.y - 12, width: 24, height: 24) }
        return rects.reduce(nil) { (sum: CGRect?, r: CGRect) in sum.map { $0.union(r) } ?? r }
    }

    /// A view's bounds on screen, cut to what its ancestors' clips show.
    private static func visible(_ p: ViewPlacement, screen: CGRect) -> CGRect? {
        guard let r = p.visiblePixels(of: p.view.bounds)?.intersection(screen) else { return nil }
        return r.isNull || r.isEmpty || !PixelGeometry.isFinite(r) ? nil : r
    }

    /// `crop` grown until it cuts no view it shows in half (SPEC 13): each
    /// view partly inside is taken whole, with the margin for its tags.
    /// Views as large as most of the screen stay cut: taking them would
    /// crop nothing.
    static func wholeViews(_ crop: CGRect, placements: ScenePlacements, screen: CGRect) -> CGRect {
        let large = screen.width * screen.height * 0.6
        let views = placements.list.filter { $0.depth > 0 && $0.isDrawn && $0.opacity > 0.01 }
            .compactMap { visible($0, screen: screen) }.filter { $0.width * $0.height < large }
        var crop = crop
        for _ in 0..<8 {
            let cut = views.filter { $0.intersects(crop) && !crop.contains($0) && $0.intersection(crop).width * $0.intersection(crop).height > 1 }
            guard !cut.isEmpty else { break }
            crop = cut.reduce(crop) { $0.union($1.insetBy(dx: -margin / 2, dy: -margin / 2)) }.intersection(screen).integral
        }
        return crop
    }

    /// `crop` larger by a quarter of its size (and at least two margins)
    /// on each side, inside the screen: room for tags that found none.
    static func grown(_ crop: CGRect, in screen: CGRect) -> CGRect {
        let r = crop.insetBy(dx: -max(2 * margin, crop.width / 4), dy: -max(2 * margin, crop.height / 4)).intersection(screen)
        return r.isNull || r.isEmpty ? screen : r.integral
    }

    /// `area` with the margin, at least `minimumSide` a side, inside the screen.
    private static func fitted(_ area: CGRect, in screen: CGRect) -> CGRect {
        var r = PixelGeometry.clamp(area).insetBy(dx: -margin, dy: -margin)
        if r.width < minimumSide { r = r.insetBy(dx: -(minimumSide - r.width) / 2, dy: 0) }
        if r.height < minimumSide { r = r.insetBy(dx: 0, dy: -(minimumSide - r.height) / 2) }
        r = r.intersection(screen)
        return r.isNull || r.isEmpty ? screen : r.integral
    }
}
