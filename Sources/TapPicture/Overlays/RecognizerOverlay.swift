import Foundation
import TapKit

/// Each gesture recognizer's state, as a badge at its view's upper-right
/// corner: the state now, and — since a recognizer goes back to
/// `.possible` once its gesture is over — the last state it reported.
struct RecognizerOverlay {
    let context: OverlayContext

    func draw() {
        for p in context.placements.list where p.isDrawn {
            let recognizers = (p.view.gestureRecognizers ?? []).filter { !$0.isInternal }
            guard !recognizers.isEmpty else { continue }
            // A view outside the picture (scrolled away, cropped off) has
            // nothing to point at: its recognizers would be tagged on
            // whatever happens to be at the picture's edge.
            guard PixelGeometry.intersects(p.view.bounds.applying(p.toPixels), context.canvas.cgRect) else { continue }
            let corner = p.pixel(CGPoint(x: p.view.bounds.maxX, y: p.view.bounds.minY))
            var y = corner.y + 2 * context.px
            for recognizer in recognizers {
                let text = label(recognizer)
                let size = context.tagSize(text)
                let rect = context.tag(text, at: CGPoint(x: corner.x - size.width - 2 * context.px, y: y), color(recognizer))
                y = rect.maxY + context.px
            }
        }
    }

    /// The colour of the state now, or of the last reported one when the
    /// recognizer has gone back to `.possible`.
    private func color(_ recognizer: UIGestureRecognizer) -> RGBA {
        guard recognizer.isEnabled else { return Palette.recognizer(nil) }
        if recognizer.state == .possible, let last = context.scene.lastRecognizerStates[RecognizerID(recognizer)] {
            return Palette.recognizer(last)
        }
        return Palette.recognizer(recognizer.state)
    }

    private func label(_ recognizer: UIGestureRecognizer) -> String {
        let name = recognizer.logName.replacingOccurrences(of: "GestureRecognizer", with: "")
        let language = context.scene.language
        let discrete = !recognizer.isContinuous
        var state = PictureStrings.state(recognizer.state, isDiscrete: discrete, language)
        if !recognizer.isEnabled { state = context.word(.recognizerDisabled, state) }
        if let last = context.scene.lastRecognizerStates[RecognizerID(recognizer)], last != recognizer.state {
            state = context.word(.recognizerLast, state, PictureStrings.state(last, isDiscrete: discrete, language))
        }
        return context.word(.recognizerBadge, name, state)
    }
}
