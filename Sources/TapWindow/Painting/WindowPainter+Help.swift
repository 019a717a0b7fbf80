import Foundation
import TapKit
import TapPicture

extension WindowPainter {
    /// The help bar: the status line and one chip per key.
    func drawHelp(_ model: WindowModel, _ layout: WindowLayout) {
        let bar = layout.helpRect
        guard bar.height > 0 else { return }
        renderer.fillRect(bar, Colors.bar)
        line(model.status, layout.statusRect.minX, layout.statusRect.minY, Colors.text, layout, width: layout.statusRect.width)
        let px = layout.fontPixelSize
        for chip in layout.chips {
            let state = chipState(chip.action, model)
            renderer.fillRect(chip.rect, state == .on ? Colors.chipOn : Colors.chip)
            let inner = (6 * layout.uiScale).rounded()
            let y = chip.rect.minY + ((chip.rect.height - layout.lineHeight) / 2).rounded() + 1
            let keyColor = state == .unavailable ? Colors.dim : (state == .on ? RGBA(255, 255, 255) : Colors.key)
            let keySize = renderer.drawText(chip.key, at: CGPoint(x: chip.rect.minX + inner, y: y), pixelSize: CGFloat(px), keyColor,
                                            monospaced: true, clip: chip.rect)
            let space = renderer.measureText(" ", pixelSize: CGFloat(px), monospaced: true).width
            renderer.drawText(chip.label, at: CGPoint(x: chip.rect.minX + inner + keySize.width + space, y: y), pixelSize: CGFloat(px),
                              state == .unavailable ? Colors.dim : Colors.text, monospaced: true, clip: chip.rect)
        }
    }

    enum ChipState { case off, on, unavailable }

    /// Dear ImGui style: a toggle that is on is filled; a key that cannot do
    /// anything now is dimmed.
    func chipState(_ action: WindowAction, _ model: WindowModel) -> ChipState {
        switch action {
        case let .toggleOverlay(o): return model.overlays.contains(o) ? .on : .off
        case .pick: return model.isPicking ? .on : .off
        case .step: return model.stepLimit != nil ? .on : (model.walk == nil ? .unavailable : .off)
        case .toggleHidden: return toggleState(model) { $0.isHidden }
        case .toggleAlpha: return toggleState(model) { $0.refuses(.alpha) }
        case .toggleInteraction: return toggleState(model) { !$0.isUserInteractionEnabled }
        case .toggleClips: return toggleState(model) { $0.clipsToBounds }
        case .toggleEnabled:
            guard let control = model.selectedView as? UIControl else { return .unavailable }
            return control.isEnabled ? .off : .on
        case .nextLayout, .previousLayout: return model.source.count > 1 ? .off : .unavailable
        case .escape: return model.stepLimit != nil || model.isPicking || model.selectedView != nil ? .off : .unavailable
        case .shake, .screenshot: return model.document == nil ? .unavailable : .off
        case .replay: return model.isReplaying ? .on : (model.document?.script == nil ? .unavailable : .off)
        // A hidden kind of log line is dimmed, as a key that does nothing now.
        case let .toggleLogFilter(filter): return model.log.panel.hidden.contains(filter) ? .unavailable : .off
        case .pageLog: return model.log.panel.shownLines.count > model.layout.visibleLogLines ? .off : .unavailable
        case .record: return model.isRecording ? .on : (model.document == nil ? .unavailable : .off)
        case .zoom: return model.document == nil ? .unavailable : .off
        case .zoomToFit: return model.canvasZoom == .fit ? .on : .off
        case .present: return model.isPresenting ? .on : .off
        case .info: return .off
        }
    }

    /// The view toggles light up when they make the selected view skip hit
    /// testing (hidden, transparent, interaction off) or clip it.
    func toggleState(_ model: WindowModel, _ isOn: (UIView) -> Bool) -> ChipState {
        guard let view = model.selectedView else { return .unavailable }
        return isOn(view) ? .on : .off
    }
}
