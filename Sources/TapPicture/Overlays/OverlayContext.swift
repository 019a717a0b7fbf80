import Foundation
import TapKit

/// What every overlay needs: the painter, the scene and where its views
/// landed, the canvas scale, and one shared `LabelPlacer` so that tags of
/// different overlays do not cover each other.
final class OverlayContext {
    let painter: Painter
    let scene: Scene
    let placements: ScenePlacements
    let viewport: Viewport
    let canvas: PixelRect
    /// What the overlays drawn so far placed and decided, in one value: the
    /// still layer (`StillLayer`) keeps it with its pixels, so the overlays
    /// drawn over it in a later frame place their tags around the same ones.
    private(set) var placed: Placed

    struct Placed {
        fileprivate var placer: LabelPlacer
        fileprivate var tags: [Tag] = []
        fileprivate var droppedTags = 0
        fileprivate var arrows: [[CGPoint]] = []
        /// Lines from marks to tags that could not sit beside them.
        fileprivate var leaders: [(CGPoint, CGRect)] = []
        fileprivate var markedInvisible: Set<ObjectIdentifier> = []
        fileprivate var titleRects: [CGRect]
    }

    var tags: [Tag] { placed.tags }
    /// Where the views' own text (labels, button titles) lands, in pixels:
    /// no tag is put over it.
    var titleRects: [CGRect] { placed.titleRects }
    /// Tags left out because the picture had no room left for them.
    var droppedTags: Int { placed.droppedTags }
    /// The chain's arrows as drawn (polylines in pixels), for the tests.
    var arrows: [[CGPoint]] {
        get { placed.arrows }
        set { placed.arrows = newValue }
    }

    convenience init(painter: Painter, scene: Scene, placements: ScenePlacements, viewport: Viewport, canvas: PixelRect) {
        let titleRects = Self.titleRects(placements, text: painter.text, names: scene.names)
        var placer = LabelPlacer(bounds: canvas.cgRect)
        for rect in titleRects { placer.reserve(rect) }
        self.init(painter: painter, scene: scene, placements: placements, viewport: viewport, canvas: canvas,
                  placed: Placed(placer: placer, titleRects: titleRects))
    }

    /// A context that goes on from `placed`, for the same scene's views.
    init(painter: Painter, scene: Scene, placements: ScenePlacements, viewport: Viewport, canvas: PixelRect, placed: Placed) {
        self.painter = painter
        self.scene = scene
        self.placements = placements
        self.viewport = viewport
        self.canvas = canvas
        self.placed = placed
    }

    /// The pixel boxes of the text the tree draws (see `TreeDrawer`):
    /// captions (titles, `--names`), labels' and text fields' leading text
    /// and buttons' centred titles.
    static func titleRects(_ placements: ScenePlacements, text: TextMeasurer, names: PictureNames = .walked) -> [CGRect] {
        placements.list.flatMap { p -> [CGRect] in
            guard p.isDrawn, p.opacity > 0.01 else { return [] }
            let caption = names.caption(of: p.view).flatMap { captionRect($0, p, text: text) }
            return [caption, ownTextRect(p, text: text)].compactMap { $0 }
        }
    }

    private static func captionRect(_ caption: String, _ p: ViewPlacement, text: TextMeasurer) -> CGRect? {
        guard p.pixelScale > 0.01, p.pixelScale < 1e6, PixelGeometry.isFinite(p.view.bounds) else { return nil }
        let line = TreeDrawer.captionLine(p.view.bounds)
        let measured = text.measure(caption, size: TreeDrawer.captionSize)
        return p.visiblePixels(of: CGRect(x: line.minX, y: line.minY, width: min(line.width, measured.width), height: line.height))
    }

    private static func ownTextRect(_ p: ViewPlacement, text: TextMeasurer) -> CGRect? {
        let view = p.view
        let string: String, size: CGFloat, centered: Bool
        if let label = view as? UILabel, let s = label.text, !s.isEmpty {
            (string, size, centered) = (s, label.fontSize, false)
        } else if let button = view as? UIButton, let s = button.title, !s.isEmpty {
            (string, size, centered) = (s, 17, true)
        } else if let field = view as? UITextField, let s = field.text.isEmpty ? field.placeholder : field.text, !s.isEmpty {
            (string, size, centered) = (s, 17, false)
        } else {
            return nil
        }
        guard size.isFinite, size > 0, size < 10_000, p.pixelScale > 0.01, p.pixelScale < 1e6,
              PixelGeometry.isFinite(view.bounds) else { return nil }
        let measured = text.measure(string, size: size)
        let width = min(measured.width, max(0, view.bounds.width))
        let x = centered ? view.bounds.midX - width / 2 : view.bounds.minX
        let box = CGRect(x: x, y: view.bounds.midY - measured.height / 2, width: width, height: measured.height)
        return p.visiblePixels(of: box)
    }

    /// What a tag calls `responder` under `--names` (nil: no name).
    func name(of responder: UIResponder?, id: String) -> String? { scene.names.name(of: responder, id: id) }

    /// Pixels per point on the canvas: overlay lines and text are sized in
    /// points so they look the same at every `--scale`.
    var px: CGFloat { min(viewport.scale, 256) }
    var tagPixelSize: CGFloat { max(6, 11 * px, scene.minimumLabelPixels) }
    var tagPadding: CGFloat { (3 * px).rounded() }

    func tagSize(_ text: String, kind: Tag.Kind = .plain) -> CGSize {
        let m = painter.text.measure(text.isEmpty ? " " : text, size: tagPixelSize)
        let height = (m.height + tagPadding).rounded(.up)
        let lead = Tag.leadWidth(kind, text: painter.text, pixelSize: tagPixelSize, height: height)
        let body = text.isEmpty ? (lead > 0 ? 0 : 2 * tagPadding) : m.width + 2 * tagPadding - (lead > 0 ? tagPadding * 0.4 : 0)
        return CGSize(width: (lead + body).rounded(.up), height: height)
    }

    /// Places a tag with its top-left near `origin` (pixels) and queues it;
    /// row tags (badges of views as large as the picture) line up sideways.
    @discardableResult
    func tag(_ text: String, at origin: CGPoint, _ color: RGBA, kind: Tag.Kind = .plain, search: LabelPlacer.Search = .around) -> CGRect {
        // Past `LabelPlacer.maxCrowded` tags with no room, a tag would land
        // on a heap no one reads: it is neither measured nor drawn (shaping
        // and drawing 10,000 such tags was most of a crowded walk's time).
        guard placed.placer.crowded < LabelPlacer.maxCrowded else {
            placed.droppedTags += 1
            return CGRect(origin: origin, size: .zero)
        }
        let size = tagSize(text, kind: kind)
        let rect = placed.placer.place(size, at: origin, search: search)
        placed.tags.append(Tag(text: text, color: color, rect: rect, pixelSize: tagPixelSize, padding: tagPadding, kind: kind,
                        rim: scene.theme.tagRim))
        return rect
    }

    /// Places a tag right beside a mark of `radius` pixels at `center` —
    /// right, left, below, above, then the corners — so it reads as that
    /// mark's; only when all are taken does it go further away, with a
    /// thin leader line back to the mark.
    func tag(_ text: String, beside center: CGPoint, radius: CGFloat, _ color: RGBA) {
        let size = tagSize(text)
        let r = radius + 2 * px, w = size.width, h = size.height
        let spots = [CGPoint(x: center.x + r, y: center.y - h / 2), CGPoint(x: center.x - r - w, y: center.y - h / 2),
                     CGPoint(x: center.x - w / 2, y: center.y + r), CGPoint(x: center.x - w / 2, y: center.y - r - h),
                     CGPoint(x: center.x + r * 0.7, y: center.y + r * 0.7), CGPoint(x: center.x + r * 0.7, y: center.y - r * 0.7 - h),
                     CGPoint(x: center.x - r * 0.7 - w, y: center.y + r * 0.7), CGPoint(x: center.x - r * 0.7 - w, y: center.y - r * 0.7 - h)]
        let rect: CGRect
        if let free = placed.placer.placeAtFirstFree(size, among: spots) {
            rect = free
        } else {
            rect = placed.placer.place(size, at: spots[0])
            placed.leaders.append((center, rect))
        }
        placed.tags.append(Tag(text: text, color: color, rect: rect, pixelSize: tagPixelSize, padding: tagPadding, rim: scene.theme.tagRim))
    }

    /// A word from the picture's table, in the scene's language.
    func word(_ key: PictureStrings.Key, _ arguments: String...) -> String {
        PictureStrings.text(key, scene.language, arguments: arguments)
    }

    /// The part of a view's bounds the picture shows, in pixels (nil when none).
    func visibleRect(_ p: ViewPlacement) -> CGRect? {
        guard let r = p.visiblePixels(of: p.view.bounds)?.intersection(canvas.cgRect) else { return nil }
        return r.isNull || r.isEmpty || !PixelGeometry.isFinite(r) ? nil : r
    }

    /// Below this alpha a view is as good as invisible to the eye, while
    /// hit testing skips only below 0.01.
    static let nearlyInvisible: CGFloat = 0.05

    /// Outlines and tags a view drawn at an alpha below `nearlyInvisible`
    /// (its own times its ancestors'), once whichever overlay asks: the
    /// invisible overlay that steals taps. The caller knows hit testing reaches it.
    func markIfNearlyInvisible(_ p: ViewPlacement) {
        guard p.opacity < Self.nearlyInvisible, placed.markedInvisible.insert(ObjectIdentifier(p.view)).inserted,
              let visible = visibleRect(p) else { return }
        outline(p, width: max(1, px * 1.5), Palette.hitArea, dash: dash(2, 2))
        tag(word(.nearlyInvisible, p.view.logName), at: CGPoint(x: visible.minX + 3 * px, y: visible.midY),
            Palette.hitArea, search: isLarge(visible) ? .rowDown : .around)
    }

    /// Whether a view is too small to carry its badge inside: the badge
    /// goes beside it, and no other tag covers it.
    func isSmall(_ rect: CGRect) -> Bool {
        rect.width < 90 * px || rect.height < 2.2 * tagSize("8").height
    }

    /// Whether a view covers most of the picture (a window, a root view):
    /// its badge goes in the row along the top, not into its corner.
    func isLarge(_ rect: CGRect) -> Bool {
        rect.width * rect.height >= 0.5 * CGFloat(canvas.width) * CGFloat(canvas.height)
    }

    func reserve(_ rect: CGRect) { placed.placer.reserve(rect) }

    /// How many tags had to go over others for want of room.
    var crowdedTags: Int { placed.placer.crowded }

    /// Whether a tag could go at `rect` without covering anything placed.
    func isFree(_ rect: CGRect) -> Bool { placed.placer.isFree(rect) }

    func drawTags() {
        painter.setClip(canvas)
        for (mark, rect) in placed.leaders {
            let end = CGPoint(x: min(max(mark.x, rect.minX), rect.maxX), y: min(max(mark.y, rect.minY), rect.maxY))
            haloStroke(.line(mark, end), width: max(1, px * 0.75), Palette.ink, dash: dash(2, 2))
        }
        for tag in tags { tag.draw(with: painter) }
    }

    /// A line with a white halo under it, so it reads on any background.
    /// Outlines `shape` in `p`'s bounds coordinates, clipped as `p`'s
    /// content is: a row scrolled under its scroll view's edge shows only
    /// the part that is drawn, never a box floating over the header (SPEC 13).
    func outline(_ p: ViewPlacement, _ shape: Shape? = nil, width: CGFloat, _ color: RGBA, dash: Dash? = nil) {
        let clip = canvas.intersection(p.clip)
        // A walk through a long list outlines hundreds of cells scrolled
        // out of sight: skip those whose stroke (halo included) cannot reach
        // the clip, before cairo is asked to clip and stroke them.
        if shape == nil, !p.mayReach(clip, painting: p.view.bounds, margin: width / 2 + 2 * max(1, px * 0.75) + 1) { return }
        painter.setClip(clip)
        defer { painter.setClip(canvas) }
        haloStroke(shape ?? p.bounds, transform: p.toPixels, width: width, color, dash: dash)
    }

    func haloStroke(_ shape: Shape, transform: CGAffineTransform = .identity, width: CGFloat, _ color: RGBA, dash: Dash? = nil) {
        painter.stroke(shape, transform: transform, width: width, color,
                       halo: (width + 2 * max(1, px * 0.75), RGBA(255, 255, 255, 170)), dash: dash)
    }

    /// Dash lengths in pixels for a pattern given in points.
    func dash(_ on: CGFloat, _ off: CGFloat) -> Dash { Dash(on: on * px, off: off * px) }
}
