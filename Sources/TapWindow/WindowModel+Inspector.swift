import Foundation
import TapKit
import TapPicture

extension WindowModel {
    // MARK: Inspector text

    /// The selected view's properties as (label, value) lines, with the key
    /// that toggles each one where there is one.
    public var selectedProperties: [(key: String?, label: String, value: String)] {
        guard let view = selectedView else { return [] }
        let f = view.frame
        var lines: [(String?, String, String)] = [
            (nil, "class", classDescription(of: view)),
            (nil, "frame", "\(formatNumber(f.minX)), \(formatNumber(f.minY)), \(formatNumber(f.width)) × \(formatNumber(f.height))"),
            ("1", "hidden", view.isHidden ? "yes" : "no"),
            ("2", "alpha", formatNumber(view.alpha, decimals: 3) + (view.alpha < 0.01 ? " (< 0.01: skipped)" : "")),
            ("3", "interaction", view.isUserInteractionEnabled ? "on" : "off"),
            ("4", "clips", view.clipsToBounds ? "yes" : "no"),
            ("5", "enabled", (view as? UIControl).map { $0.isEnabled ? "yes" : "no" } ?? "— (not a control)"),
        ]
        var rule = view.hitTestRule.name
        if view.hitInsets != .zero {
            let i = view.hitInsets
            let all = [i.top, i.left, i.bottom, i.right]
            rule += "; insets " + (Set(all).count == 1 ? formatNumber(i.top) : all.map { formatNumber($0) }.joined(separator: ","))
        }
        if let shape = view.hitShape { rule += "; shape \(shape.kindName)" }
        if let overridden = view.appIdentity?.overriddenMethods, !overridden.isEmpty {
            rule += "; the app's class overrides \(overridden.joined(separator: ", ")) (not run here)"
        }
        lines.append((nil, "hit rule", rule))
        let recognizers = view.gestureRecognizers ?? []
        if recognizers.isEmpty { lines.append((nil, "recognizers", "none")) }
        for (i, r) in recognizers.enumerated() {
            let kind = String(describing: type(of: r)).replacingOccurrences(of: "GestureRecognizer", with: "")
                .replacingOccurrences(of: "UI", with: "")
            let last = recognizerStates[r.logName].map { ", last \($0)" } ?? ""
            lines.append((nil, i == 0 ? "recognizers" : "", "\(r.logName) (\(kind)) \(r.state)\(last)\(r.isEnabled ? "" : ", disabled")"))
        }
        return lines.map { (key: $0.0, label: $0.1, value: $0.2) }
    }

    /// The class a dump printed, with its address and what TapLab makes of it
    /// (`MyApp.LoginButton 0x7fe1… as UIButton`); else the Swift class.
    private func classDescription(of view: UIView) -> String {
        let kind = String(describing: type(of: view))
        guard let identity = view.appIdentity else { return kind }
        let address = identity.address.map { " " + $0 } ?? ""
        return identity.className == kind ? identity.className + address : "\(identity.className)\(address) as \(kind)"
    }
}
