import Foundation
import TapKit

extension WindowModel {
    // MARK: Two fingers

    /// The two mouse fingers to draw, or nil: shown while Alt is held with
    /// the pointer over the canvas, and while an Alt+drag touches.
    public var pinchFingers: PinchFingers? {
        let touching = pointer.mapper.gesture.map { $0 != .oneFinger } ?? false
        guard touching || (heldModifiers.contains(PointerTouchMapper.pinchModifier) && !pointer.mapper.isMouseDown
                           && layout.canvasRect.contains(pointer.lastMousePixel) && document != nil && !isPicking) else { return nil }
        let at = canvasPoint(pointer.lastMousePixel)
        let movesCenter = touching ? pointer.mapper.gesture == .twoFingerPan
            : PointerTouchMapper.gesture(for: heldModifiers) == .twoFingerPan
        return PinchFingers(center: pointer.mapper.pinchCenter, fingers: pointer.mapper.pinchFingers(for: at),
                            isTouching: touching, movesCenter: movesCenter)
    }

    /// Keeps what the latest event says of the modifier keys; the canvas is
    /// redrawn when the two fingers appear or go.
    func holdModifiers(_ modifiers: InputEvent.Modifiers) {
        guard modifiers != heldModifiers else { return }
        let before = pinchFingers
        heldModifiers = modifiers
        if pinchFingers != before { needsRedraw = true }
    }

    // MARK: Wheel

    /// The wheel scrolls what is under the pointer: the tree, the event
    /// log, or the canvas when the window is too small for the screen.
    func wheel(dx: Double, dy: Double) {
        var x = dx.isFinite ? min(max(dx, -100), 100) : 0, y = dy.isFinite ? min(max(dy, -100), 100) : 0
        // Shift turns a vertical wheel sideways, as in most programs.
        if heldModifiers.contains(.shift), x == 0 { (x, y) = (-y, 0) }
        guard x != 0 || y != 0 else { return }
        let p = pointer.lastMousePixel
        let notches = Int(y.rounded(y > 0 ? .up : .down))
        if layout.treeRowsRect.contains(p) {
            treeScroll -= notches * 3
            clampTreeScroll()
        } else if layout.logRect.contains(p) {
            log.panel.scroll(by: notches * 3, visible: layout.visibleLogLines)
        } else if layout.canvasRect.contains(p) {
            // SDL's wheel: y > 0 away from the user (content moves down), x > 0 to the right.
            let step = 40 * layout.uiScale
            let scroll = CGPoint(x: layout.canvasScroll.x + CGFloat(x) * step, y: layout.canvasScroll.y - CGFloat(y) * step)
            relayout(canvasScroll: scroll)
        } else {
            return
        }
        needsRedraw = true
    }

    /// Scrolls the event log one panel back (`pageUp`) or forward.
    func pageLog(back: Bool) {
        let page = max(1, layout.visibleLogLines - 1)
        log.panel.scroll(by: back ? page : -page, visible: layout.visibleLogLines)
        status = log.panel.scrollBack > 0 ? strings.logScrolledBack(String(log.panel.scrollBack)) : strings.logAtNewest
    }
}
