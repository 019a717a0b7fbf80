import Foundation
import TapKit
import TapPicture

extension WindowModel {
    // MARK: Keys

    private static let modifierKeys: Set<String> = [
        "left shift", "right shift", "left ctrl", "right ctrl", "left alt", "right alt",
        "left gui", "right gui", "capslock", "numlock", "scrolllock", "mode", "application", "unknown",
    ]

    func keyDown(_ name: String, modifiers: InputEvent.Modifiers, isRepeat: Bool) {
        guard !isRepeat, !name.isEmpty else { return }
        // F12 saves with any modifier: a screenshot of Alt held shows the two fingers.
        if name == "f12" || name == "s" && (modifiers.contains(.control) || modifiers.contains(.command)) {
            perform(.screenshot)
            return
        }
        if modifiers.intersection([.control, .alt, .command]).isEmpty, let action = WindowAction.forKey(name) {
            perform(action)
            return
        }
        guard !Self.modifierKeys.contains(name), let app = document?.application else { return }
        if !pointer.pressedKeys.contains(name) { pointer.pressedKeys.append(name) }
        app.sendPress(key: name, phase: .began, at: appTime(now))
        needsRedraw = true
    }

    /// Runs one of the window's bindings (a key or a click on its chip).
    public func perform(_ action: WindowAction) {
        needsRedraw = true
        let s = strings
        switch action {
        case let .toggleOverlay(overlay):
            overlays.formSymmetricDifference(OverlaySet(overlay))
            let title = strings.title(of: overlay)
            status = overlays.contains(overlay) ? strings.overlayOn(title) : strings.overlayOff(title)
        case .pick:
            isPicking.toggle()
            status = isPicking ? strings.pickOn : strings.pickOff
        case .toggleHidden:
            toggle { $0.isHidden.toggle(); return s.setting(s.labelHidden, $0.isHidden ? s.yes : s.no) }
        case .toggleAlpha:
            toggle { view in
                let key = ObjectIdentifier(view)
                if view.refuses(.alpha) {
                    view.alpha = alphaBeforeToggle.removeValue(forKey: key) ?? 1
                } else {
                    alphaBeforeToggle[key] = view.alpha
                    view.alpha = 0.005
                }
                return s.setting(s.labelAlpha, formatNumber(view.alpha, decimals: 3))
            }
        case .toggleInteraction:
            toggle { $0.isUserInteractionEnabled.toggle(); return s.setting(s.labelInteraction, $0.isUserInteractionEnabled ? s.on : s.off) }
        case .toggleClips:
            toggle { $0.clipsToBounds.toggle(); return s.setting(s.labelClips, $0.clipsToBounds ? s.yes : s.no) }
        case .toggleEnabled:
            guard let control = selectedView as? UIControl else {
                status = selectedView.map { s.notAControl($0.logName) } ?? s.selectFirst
                return
            }
            toggle { _ in control.isEnabled.toggle(); return s.setting(s.labelEnabled, control.isEnabled ? s.yes : s.no) }
        case .step:
            step()
        case .replay:
            startReplay(times: 1)
        case .escape:
            if replay != nil {
                stopReplay()
            } else if stepLimit != nil || isPicking {
                stepLimit = nil
                isPicking = false
                status = s.showingWholeWalk
            } else if selectedView != nil {
                select(nil)
            }
        case .nextLayout, .previousLayout:
            guard source.count > 1 else { status = s.oneLayoutOpen; return }
            cancelTouches()
            cancelPresses()
            if action == .nextLayout { source.next() } else { source.previous() }
            adopt()
            let position = String(source.position + 1), count = String(source.count), file = (source.path as NSString).lastPathComponent
            status = source.diagnostics.isEmpty ? s.layoutPosition(position, count, file) : s.layoutPositionDoesNotLoad(position, count, file)
        case .shake:
            guard let app = document?.application else { return }
            app.sendShake(began: true, at: appTime(now))
            app.sendShake(began: false, at: appTime(now))
            status = s.shakeSent
        case .screenshot:
            saveScreenshot()
        case let .toggleLogFilter(filter):
            log.panel.toggle(filter)
            status = log.panel.hidden.contains(filter) ? s.logHidden(s.title(of: filter)) : s.logShown(s.title(of: filter))
        case let .pageLog(back):
            pageLog(back: back)
        case .record:
            toggleRecording()
        case let .zoom(zoomIn):
            zoom(in: zoomIn)
        case .zoomToFit:
            canvasZoom = .fit
            relayout(canvasScroll: .zero)
            status = s.zoomed(formatNumber(layout.viewport.scale / layout.uiScale * 100, decimals: 0))
        case .present:
            isPresenting.toggle()
            canvasZoom = isPresenting ? .fit : .automatic
            relayout(canvasScroll: .zero)
            status = isPresenting ? s.presentOn : s.presentOff
        case .info:
            break
        }
    }

    /// Applies a change to the selected view, then re-runs the walk at the
    /// last touch point so the overlays show its effect.
    func toggle(_ change: (UIView) -> String) {
        guard let view = selectedView else { status = strings.selectFirst; return }
        let result = change(view)
        rerunWalk()
        let hit = walk.map { strings.walkAtLastTouch($0.hitView?.logName ?? strings.none) } ?? ""
        status = strings.toggled(view.logName, result, hit)
    }

    /// Hit-tests the last touch point again (after a toggle), without a touch.
    public func rerunWalk() {
        guard let point = lastTouchPoint, let app = document?.application else { return }
        walk = app.hitTest(point, traced: true).trace
        if let limit = stepLimit, let count = walk?.steps.count { stepLimit = min(limit, max(count, 1)) }
        needsRedraw = true
    }

    func step() {
        guard let walk, !walk.steps.isEmpty else {
            status = strings.nothingToStep
            return
        }
        overlays.insert(.walk)
        let next = (stepLimit ?? 0) + 1
        if next > walk.steps.count {
            stepLimit = nil
            status = strings.walkComplete(walk.hitView?.logName ?? strings.none)
            return
        }
        stepLimit = next
        let step = walk.steps[next - 1], reason = step.reason(in: language)
        status = strings.stepStatus(String(next), String(walk.steps.count), step.viewID, step.verdict.rawValue, step.returnedID ?? "nil")
            + (reason.isEmpty ? "" : strings.stepReason(reason))
    }
}
