import Foundation
import TapKit

/// A `Painter` that draws nothing and keeps what it was asked to draw, in
/// order: tests read an overlay's marks from it ("the walk drew a tag '3
/// hit' whose box is at …") instead of from pixels. Text is measured with
/// Pango as for real, so tags are placed exactly where a picture puts them.
final class RecordingPainter: Painter {
    enum Command: Equatable {
        case clip(PixelRect)
        case pushClip(Shape, CGAffineTransform)
        case popClip
        case fill(Shape, CGAffineTransform, RGBA)
        case stroke(Shape, CGAffineTransform, width: CGFloat, RGBA, Dash?)
        case hatch(Shape, CGAffineTransform, zone: [[CGPoint]], RGBA)
        case text(TextRun, RGBA, CGAffineTransform)

        /// Whether the command puts paint down (not a clip change).
        var isMark: Bool {
            switch self {
            case .fill, .stroke, .hatch, .text: true
            case .clip, .pushClip, .popClip: false
            }
        }
    }

    let text: TextMeasurer
    private(set) var clip: PixelRect
    private(set) var commands: [Command] = []

    init(text: TextMeasurer, output: PixelRect) {
        self.text = text
        clip = output
    }

    func setClip(_ rect: PixelRect) {
        clip = rect
        commands.append(.clip(rect))
    }

    func pushClip(_ shape: Shape, transform: CGAffineTransform) { commands.append(.pushClip(shape, transform)) }
    func popClip() { commands.append(.popClip) }

    func fill(_ shape: Shape, transform: CGAffineTransform, _ color: RGBA) {
        commands.append(.fill(shape, transform, color))
    }

    func stroke(_ shape: Shape, transform: CGAffineTransform, width: CGFloat, _ color: RGBA, dash: Dash?) {
        commands.append(.stroke(shape, transform, width: width, color, dash))
    }

    func hatch(_ shape: Shape, transform: CGAffineTransform, outside zone: [[CGPoint]], period: CGFloat, stripe: CGFloat,
               colors: (under: RGBA, over: RGBA)) {
        commands.append(.hatch(shape, transform, zone: zone, colors.over))
    }

    func drawText(_ run: TextRun, _ color: RGBA, transform: CGAffineTransform) {
        commands.append(.text(run, color, transform))
    }

    /// Every text run drawn, with the pixel rectangle of its line box.
    var texts: [(string: String, box: CGRect, color: RGBA)] {
        commands.compactMap { command in
            guard case let .text(run, color, t) = command else { return nil }
            let size = text.measure(run)
            let box = CGRect(origin: run.origin, size: CGSize(width: run.width ?? size.width, height: size.height)).applying(t)
            return (run.string, box, color)
        }
    }
}
