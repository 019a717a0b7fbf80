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
        if name == "s", modifiers.contains(.control) || modifiers.contains(.command) {
            perform(.screenshot)
            return
        }
        if modifiers.intersection([.control, .alt, .command]).isEmpty, let action = WindowAction.forKey(name) {
            perform(action)
            return
        }
        guard !Self.modifierKeys.contains(name), let app = document?.application else { return }
        if !pressedKeys.contains(name) { pressedKeys.append(name) }
        app.sendPress(key: name, phase: .began, at: appTime(now))
        needsRedraw = true
    }

    /// Runs one of the window's bindings (a key or a click on its chip).
    public func perform(_ action: WindowAction) {
        needsRedraw = true
        switch action {
        case let .toggleOverlay(overlay):
            overlays.formSymmetricDifference(overlay)
            let name = OverlaySet.items.first { $0.overlay == overlay }?.title ?? "overlay"
            status = "\(name.prefix(1).uppercased() + name.dropFirst()) \(overlays.contains(overlay) ? "on" : "off")."
        case .pick:
            isPicking.toggle()
            status = isPicking ? "Pick mode: click on the canvas selects the view there (p or esc to leave)."
                : "Pick mode off: clicks on the canvas are touches again."
        case .toggleHidden:
            toggle("hidden") { $0.isHidden.toggle(); return "hidden \($0.isHidden ? "yes" : "no")" }
        case .toggleAlpha:
            toggle("alpha") { view in
                let key = ObjectIdentifier(view)
                if view.alpha < 0.01 {
                    view.alpha = alphaBeforeToggle.removeValue(forKey: key) ?? 1
                } else {
                    alphaBeforeToggle[key] = view.alpha
                    view.alpha = 0.005
                }
                return "alpha \(formatNumber(view.alpha, decimals: 3))"
            }
        case .toggleInteraction:
            toggle("interaction") { $0.isUserInteractionEnabled.toggle(); return "interaction \($0.isUserInteractionEnabled ? "on" : "off")" }
        case .toggleClips:
            toggle("clips") { $0.clipsToBounds.toggle(); return "clips \($0.clipsToBounds ? "yes" : "no")" }
        case .toggleEnabled:
            guard let control = selectedView as? UIControl else {
                status = selectedView == nil ? Self.selectFirst : "\(selectedView!.logName) is not a control: only controls have enabled."
                return
            }
            toggle("enabled") { _ in control.isEnabled.toggle(); return "enabled \(control.isEnabled ? "yes" : "no")" }
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
                status = "Showing the whole walk; clicks on the canvas are touches."
            } else if selectedView != nil {
                select(nil)
            }
        case .nextLayout, .previousLayout:
            guard source.count > 1 else { status = "One layout open: open a folder for a gallery (taplab run Layouts)."; return }
            cancelTouches()
            cancelPresses()
            if action == .nextLayout { source.next() } else { source.previous() }
            adopt()
            status = "Layout \(source.position + 1) of \(source.count): \((source.path as NSString).lastPathComponent)"
                + (source.diagnostics.isEmpty ? "" : " does not load")
        case .shake:
            guard let app = document?.application else { return }
            app.sendShake(began: true, at: appTime(now))
            app.sendShake(began: false, at: appTime(now))
            status = "Shake sent to the first responder."
        case .screenshot:
            saveScreenshot()
        case .info:
            break
        }
    }

    static let selectFirst = "Select a view first: click its row in the tree, or press p and click it on the canvas."

    /// Applies a change to the selected view, then re-runs the walk at the
    /// last touch point so the overlays show its effect.
    func toggle(_ what: String, _ change: (UIView) -> String) {
        guard let view = selectedView else { status = Self.selectFirst; return }
        let result = change(view)
        rerunWalk()
        let hit = walk.map { " Walk at the last touch: hit view \($0.hitView?.logName ?? "none")." } ?? ""
        status = "\(view.logName): \(result).\(hit)"
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
            status = "Nothing to step through yet: touch the canvas first, then press s."
            return
        }
        overlays.insert(.walk)
        let next = (stepLimit ?? 0) + 1
        if next > walk.steps.count {
            stepLimit = nil
            status = "Walk complete: hit view \(walk.hitView?.logName ?? "none")."
            return
        }
        stepLimit = next
        let s = walk.steps[next - 1]
        let returned = s.returnedID.map { "returned \($0)" } ?? "returned nil"
        status = "Step \(next) of \(walk.steps.count): \(s.viewID).hitTest — \(s.verdict.rawValue), \(returned)"
            + (s.reason.isEmpty ? "" : " (\(s.reason))")
    }
}
