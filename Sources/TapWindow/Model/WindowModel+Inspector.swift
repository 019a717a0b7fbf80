import Foundation
import TapExplain
import TapKit
import TapPicture

extension WindowModel {
    // MARK: Inspector text

    /// The selected view's properties as (label, value) lines, with the key
    /// that toggles each one where there is one.
    public var selectedProperties: [(key: String?, label: String, value: String)] {
        guard let view = selectedView else { return [] }
        let f = view.frame, s = strings, dumped = document?.provenance[view]
        var lines: [(String?, String, String)] = [
            (nil, s.labelClass, classDescription(of: view, dumped: dumped)),
            (nil, s.labelFrame, "\(formatNumber(f.minX)), \(formatNumber(f.minY)), \(formatNumber(f.width)) × \(formatNumber(f.height))"),
            ("1", s.labelHidden, view.isHidden ? s.yes : s.no),
            ("2", s.labelAlpha, formatNumber(view.alpha, decimals: 3) + (view.refuses(.alpha) ? s.alphaSkipped : "")),
            ("3", s.labelInteraction, view.isUserInteractionEnabled ? s.on : s.off),
            ("4", s.labelClips, view.clipsToBounds ? s.yes : s.no),
            ("5", s.labelEnabled, (view as? UIControl).map { $0.isEnabled ? s.yes : s.no } ?? s.notAControlValue),
        ]
        // A control's value as its valueChanged line writes it (`on=true`).
        if let value = (view as? UIControl)?.loggedValue { lines.append((nil, s.labelValue, value.text)) }
        var rule = view.hitTestRule.name
        if view.hitInsets != .zero {
            let i = view.hitInsets
            let all = [i.top, i.left, i.bottom, i.right]
            rule += s.insets(Set(all).count == 1 ? formatNumber(i.top) : all.map { formatNumber($0) }.joined(separator: ","))
        }
        if let shape = view.hitShape { rule += s.shape(shape.kindName) }
        if let overridden = dumped?.overriddenMethods, !overridden.isEmpty {
            rule += s.appOverrides(overridden.joined(separator: ", "))
        }
        lines.append((nil, s.labelHitRule, rule))
        let recognizers = view.gestureRecognizers ?? []
        if dumped?.hasUndescribedRecognizers == true {
            lines.append((nil, s.labelRecognizers, s.recognizersUnknown))
        } else if recognizers.isEmpty {
            lines.append((nil, s.labelRecognizers, s.none))
        }
        for (i, r) in recognizers.enumerated() {
            let kind = String(describing: type(of: r)).replacingOccurrences(of: "GestureRecognizer", with: "")
                .replacingOccurrences(of: "UI", with: "")
            let last = log.recognizerStates[RecognizerID(r)].map { s.lastState("\($0)") } ?? ""
            lines.append((nil, i == 0 ? s.labelRecognizers : "", "\(r.logName) (\(kind)) \(r.state)\(last)\(r.isEnabled ? "" : s.disabled)"))
        }
        // SPEC 12: why the last touch did or did not work for this view,
        // its fix made on a fresh copy and the touches replayed (SPEC 14).
        if let answer = inspectorAnswer(for: view) {
            lines.append((nil, s.labelWhy, "[\(answer.rule.rawValue)] " + answer.cause.message.in(language)))
            if answer.rule != .worked, let fix = answer.fixes.first {
                lines.append((nil, s.labelFix, fix.line(in: language, target: answer.view)))
            } else if answer.rule != .worked, let reason = answer.cause.noFix {
                lines.append((nil, s.labelFix, WhyStrings.of(language).noFixValue(reason.in(language))))
            }
        }
        return lines.map { (key: $0.0, label: $0.1, value: $0.2) }
    }

    /// The answer for `view` from the log, its fix checked by replay where
    /// the document can be built again; worked out once per view and log count.
    func inspectorAnswer(for view: UIView) -> WhyAnswer? {
        if let cached = log.inspectorAnswer, cached.view == ObjectIdentifier(view), cached.count == log.count { return cached.answer }
        guard let document else { return nil }
        let log = self.log
        let replay = document.rebuild.map { rebuild in
            FixReplay(rebuild: rebuild, play: { fresh, observer in log.replay(on: fresh, to: observer) })
        }
        let answer = document.application.explainDelivery(of: .view(view), in: log.delivery, checkingFixesWith: replay)
        log.inspectorAnswer = (ObjectIdentifier(view), log.count, answer)
        return answer
    }

    /// The class a dump printed, with its address and what TapLab makes of it
    /// (`MyApp.LoginButton 0x7fe1… as UIButton`); else the Swift class.
    private func classDescription(of view: UIView, dumped: DumpProvenance?) -> String {
        let kind = String(describing: type(of: view))
        guard let dumped, let printed = view.appClassName?.printed else { return kind }
        let address = dumped.address.map { " " + $0 } ?? ""
        return printed == kind ? printed + address : strings.classAs(printed + address, kind)
    }
}
