import Foundation
import TapKit

/// The legend under the canvas: one swatch per overlay that is on (with
/// its window key), then a sentence per overlay saying how to read it, with
/// the facts the canvas has no room for — the whole responder chain, the
/// touch point and the hit view. Text wraps to the strip's width.
struct InfoStrip {
    let text: TextMeasurer
    /// Pixels per point.
    let scale: CGFloat

    private var pixelSize: CGFloat { max(6, 12 * min(scale, 256)) }
    private var padding: CGFloat { (8 * scale).rounded() }

    /// A positioned piece: a swatch or a run of text, relative to the strip's top-left.
    private enum Piece {
        case swatch(CGRect, RGBA)
        case text(String, CGPoint, RGBA)
    }

    func height(_ scene: Scene, overlays: OverlaySet, width: CGFloat) -> CGFloat {
        overlays.isEmpty ? 0 : layout(scene, overlays: overlays, width: width).height
    }

    func draw(_ scene: Scene, overlays: OverlaySet, in rect: CGRect, with painter: Painter) {
        guard !overlays.isEmpty else { return }
        painter.fill(.rect(rect), Palette.backdrop)
        for piece in layout(scene, overlays: overlays, width: rect.width).pieces {
            switch piece {
            case let .swatch(r, color):
                let r = r.offsetBy(dx: rect.minX, dy: rect.minY)
                painter.fill(.rounded(r, radius: r.height / 4), color)
            case let .text(s, p, color):
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
        for item in overlays.enabledItems {
            let label = "\(item.key)  \(item.title)"
            let w = swatch + scale * 4 + text.measure(label, size: pixelSize).width
            if x > padding, x + w > right { x = padding; y += lineHeight }
            pieces.append(.swatch(CGRect(x: x, y: y + (lineHeight - swatch) / 2, width: swatch, height: swatch), Palette.swatch(item.overlay)))
            pieces.append(.text(label, CGPoint(x: x + swatch + scale * 4, y: y), RGBA(255, 255, 255)))
            x += w + padding * 1.5
        }
        y += lineHeight + padding / 2
        for sentence in sentences(scene, overlays: overlays) {
            for line in wrap(sentence, width: right - padding) {
                pieces.append(.text(line, CGPoint(x: padding, y: y), RGBA(hex: 0xd1d1d6)))
                y += lineHeight
            }
        }
        return (pieces, (y + padding / 2).rounded())
    }

    /// How to read each overlay that is on, with this scene's facts.
    private func sentences(_ scene: Scene, overlays: OverlaySet) -> [String] {
        var out: [String] = []
        let walk = scene.walk
        for item in overlays.enabledItems {
            switch item.overlay {
            case .hitRegions:
                out.append("Hit regions: cyan frames can be hit, grey ones cannot (hidden, alpha < 0.01, interaction off, disabled); purple is the tappable area of hitInsets (dashed) and hitShape.")
            case .outsideContent:
                out.append("Hatched red: drawn outside an ancestor's bounds (clips: false) — visible, but hit testing never reaches it there.")
            case .layers:
                out.append("Dashed brown: display-only CALayer sublayers — hit testing never visits layers.")
            case .walk:
                if let walk, let point = walk.screenPoint {
                    let shown = scene.visibleWalkSteps.count
                    let hit = walk.hitView?.logName ?? "none"
                    out.append("Hit test at (\(formatNumber(point.x)), \(formatNumber(point.y))): \(shown) of \(walk.steps.count) hitTest calls, numbered in call order (subviews last to first); red dashed returned nil and why; hit view: \(scene.isWalkComplete ? hit : "…").")
                    out += prunedReasons(scene)
                } else {
                    out.append("Hit-test walk: no touch yet.")
                }
            case .chain:
                if scene.isWalkComplete, let hit = walk?.hitView {
                    out.append("Responder chain: " + hit.responderChain.map(\.logName).joined(separator: " → "))
                } else {
                    out.append("Responder chain: no hit view yet.")
                }
            case .recognizers:
                out.append("Recognizers: state now, and the last state each reported (after a gesture a recognizer is possible again).")
            case .touches:
                let count = scene.application.activeTouches.count
                out.append("Touches: \(count == 0 ? "no finger down" : "\(count) finger\(count == 1 ? "" : "s") down").")
            default:
                break
            }
        }
        return out
    }

    /// Why each pruned view returned nil, in the trace's words (the tags on
    /// the canvas only have room for the verdict).
    private func prunedReasons(_ scene: Scene) -> [String] {
        let pruned = scene.visibleWalkSteps.enumerated().filter { $0.element.returnedID == nil }
        var lines = pruned.prefix(Self.maxReasons).map { "\($0.offset + 1) \($0.element.viewID): \($0.element.reason)" }
        if pruned.count > Self.maxReasons { lines.append("… and \(pruned.count - Self.maxReasons) more (taplab trace lists them all)") }
        return lines
    }

    static let maxReasons = 6

    /// Greedy word wrap to `width` pixels.
    private func wrap(_ sentence: String, width: CGFloat) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in sentence.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty, text.measure(candidate, size: pixelSize).width > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
