import Foundation
import TapExplain
import TapKit

/// The legend under the canvas: one swatch per overlay that is on (with
/// its window key), then a sentence per overlay saying how to read it, with
/// the facts the canvas has no room for — the whole responder chain, the
/// touch point and the hit view. Text wraps to the strip's width.
struct InfoStrip {
    let text: TextMeasurer
    /// Pixels per point.
    let scale: CGFloat
    var language: Language = .en
    var theme: PictureTheme = .dark
    /// Only the line of swatches, for a slide (SPEC 13): the prose is for pages.
    var swatchesOnly = false

    var pixelSize: CGFloat { max(6, Self.textPoints * min(scale, 256)) }
    /// The legend's text size in points.
    static let textPoints: CGFloat = 12
    var padding: CGFloat { (8 * scale).rounded() }

    /// A positioned piece: a swatch or a run of text, relative to the strip's top-left.
    private enum Piece {
        case swatch(CGRect, RGBA)
        case text(String, CGPoint, RGBA)
    }

    func height(_ scene: Scene, overlays: OverlaySet, width: CGFloat) -> CGFloat {
        overlays.isEmpty ? 0 : layout(scene, overlays: overlays, width: width).height
    }

    /// Draws the strip in `rect`; a `rect` shorter than `height` (the
    /// window's notes above the event log) shows the lines that fit whole,
    /// not half of the next one.
    func draw(_ scene: Scene, overlays: OverlaySet, in rect: CGRect, with painter: Painter) {
        guard !overlays.isEmpty else { return }
        painter.fill(.rect(rect), theme.backdrop)
        let lineHeight = text.lineHeight(size: pixelSize).rounded(.up)
        for piece in layout(scene, overlays: overlays, width: rect.width).pieces {
            switch piece {
            case let .swatch(r, color):
                let r = r.offsetBy(dx: rect.minX, dy: rect.minY)
                painter.fill(.rounded(r, radius: r.height / 4), color)
            case let .text(s, p, color):
                guard p.y + lineHeight <= rect.height else { continue }
                painter.drawText(s, at: CGPoint(x: p.x + rect.minX, y: p.y + rect.minY), size: pixelSize, color)
            }
        }
    }

    private func layout(_ scene: Scene, overlays: OverlaySet, width: CGFloat) -> (pieces: [Piece], height: CGFloat) {
        var pieces: [Piece] = []
        let lineHeight = text.lineHeight(size: pixelSize).rounded(.up)
        let swatch = (lineHeight * 0.7).rounded()
        var x = padding, y = padding
        let right = max(width - padding, padding + 1)
        for overlay in overlays.overlays {
            let label = overlay.title(in: language)
            let w = swatch + scale * 4 + text.measure(label, size: pixelSize).width
            if x > padding, x + w > right { x = padding; y += lineHeight }
            pieces.append(.swatch(CGRect(x: x, y: y + (lineHeight - swatch) / 2, width: swatch, height: swatch), Palette.swatch(overlay)))
            pieces.append(.text(label, CGPoint(x: x + swatch + scale * 4, y: y), theme.legendTitle))
            x += w + padding * 1.5
        }
        if swatchesOnly { return (pieces, (y + lineHeight + padding).rounded()) }
        y += lineHeight + padding / 2
        for sentence in sentences(scene, overlays: overlays) {
            for line in wrap(sentence, width: right - padding) {
                pieces.append(.text(line, CGPoint(x: padding, y: y), theme.legendText))
                y += lineHeight
            }
        }
        return (pieces, (y + padding / 2).rounded())
    }

    /// How to read each overlay that is on, with this scene's facts.
    private func sentences(_ scene: Scene, overlays: OverlaySet) -> [String] {
        var out: [String] = []
        let walk = scene.walk
        let say = { (key: PictureStrings.Key, args: [String]) in PictureStrings.text(key, language, arguments: args) }
        for overlay in overlays.overlays {
            switch overlay {
            case .hitRegions: out.append(say(.explainHitRegions, []))
            case .outsideContent: out.append(say(.explainOutsideContent, []))
            case .layers: out.append(say(.explainLayers, []))
            case .walk:
                if let walk, let point = walk.screenPoint {
                    let hit = walk.hitView?.logName ?? say(.noHitView, [])
                    out.append(say(.explainWalk, [formatNumber(point.x), formatNumber(point.y), "\(scene.visibleWalkSteps.count)",
                                                  "\(walk.steps.count)", scene.isWalkComplete ? hit : "…"]))
                    if scene.tapWalks.count > 1 { out.append(say(.explainTaps, [tapList(scene)])) }
                    out += prunedReasons(scene)
                } else {
                    out.append(say(.explainWalkNoTouch, []))
                }
            case .chain:
                if scene.isWalkComplete, let hit = walk?.hitView {
                    let chain = hit.responderChain.enumerated().map { "\(ChainOverlay.letter($0.offset)) \($0.element.logName)" }
                    out.append(say(.explainChain, [chain.joined(separator: " → ")]))
                } else {
                    out.append(say(.explainChainNone, []))
                }
            case .recognizers: out.append(say(.explainRecognizers, []))
            case .touches:
                let count = scene.application.activeTouches.count
                out.append(count == 0 ? say(.explainTouchesNone, []) : say(.explainTouchesSome, ["\(count)"]))
            }
        }
        return out
    }

    /// "1 (120, 40) → B; 2 (300, 80) → no view".
    private func tapList(_ scene: Scene) -> String {
        scene.tapWalks.enumerated().map { i, walk in
            let point = walk.screenPoint.map { "(\(formatNumber($0.x)), \(formatNumber($0.y)))" } ?? ""
            return "\(i + 1) \(point) → \(walk.hitView?.logName ?? PictureStrings.text(.noHitView, language))"
        }.joined(separator: PictureStrings.text(.listSeparator, language))
    }

    /// Why each pruned view returned nil, in the trace's words (the tags on
    /// the canvas only have room for the verdict); in Chinese, the verdict
    /// in the table's words.
    private func prunedReasons(_ scene: Scene) -> [String] {
        let pruned = scene.visibleWalkSteps.enumerated().filter { $0.element.returnedID == nil }
        var lines = pruned.prefix(Self.maxReasons).map { step in
            let why = language == .en ? step.element.reason : WalkOverlay.verdict(step.element, isHitView: false, language)
            return "\(step.offset + 1) \(step.element.viewID)\(PictureStrings.text(.itemSeparator, language))\(why)"
        }
        if pruned.count > Self.maxReasons { lines.append(PictureStrings.text(.prunedMore, language, "\(pruned.count - Self.maxReasons)")) }
        return lines
    }

    static let maxReasons = 6
}
