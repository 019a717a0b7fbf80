import Foundation
import TapKit

/// Controls and list cells: "worked" is their event (SPEC 12).
extension DeliveryExplainer {
    func controlOutcome(_ control: UIControl, _ touch: PlayedTouch) -> [Cause] {
        let id = control.logName, primary = type(of: control).primaryEvent, event = primary.name
        let firedEvents = window(of: touch).compactMap { record -> UIControl.Event? in
            if case let .control(c, e, _) = record.event, control.isSubject(of: c) { e } else { nil }
        }
        let fired = firedEvents.contains(primary)
        let counts = provenance[control]?.actionCounts
        // Nothing attached to what fired — or, when the primary event never
        // fired, to what it fires with it (a button's primaryActionTriggered).
        let sentWithPrimary = primary == .touchUpInside ? control.touchUpInsideEvents : primary
        let expected = fired ? firedEvents : UIControl.Event.named.map(\.0).filter { sentWithPrimary.contains($0) }
        let noAction = counts.map { counts in !expected.contains { (counts[$0] ?? 0) > 0 } } ?? false
        // A custom control (a plain UIControl to UIKit) with actions on events
        // no touch sends (valueChanged) runs them only when its own code
        // sends them: say so rather than "nothing".
        let sentOnTouch = UIControl.Event.allTouchEvents.union(.primaryActionTriggered)
        let others = type(of: control) != UIControl.self ? "" : UIControl.Event.named
            .filter { !sentOnTouch.contains($0.0) && (counts?[$0.0] ?? 0) > 0 }.map(\.1).joined(separator: ", ")
        func missing(fired: Bool) -> Cause {
            let message = others.isEmpty ? (fired ? text { $0.noAction(id, event) } : text { $0.noActionAttached(id, event) })
                : text { $0.noActionOtherEvents(id, event, others) }
            return Cause(rule: .noAction, culprit: id, message: message, fix: text { $0.fixNoAction(id, event) })
        }
        if fired {
            if noAction { return [missing(fired: true)] }
            return [Cause(rule: .worked, culprit: id, message: text { $0.workedControl(id, event) }, fix: nil)]
        }
        var stops = deliveryStops(touch, for: control)
        if stops.first?.rule == .cancelledByRecognizer, let name = stops[0].culprit, let recognizer = recognizerNamed(name) {
            let why = exemptionGap(control, recognizer)
            stops[0].message = text { $0.cancelledControl(id, name, why($0)) }
        }
        if stops.first?.rule == .touchNotEnded || stops.first?.rule == .touchCancelled || stops.isEmpty, got(.ended, control, touch) {
            let upOutside = window(of: touch).contains { record in
                if case let .control(c, e, _) = record.event { control.isSubject(of: c) && e == .touchUpOutside } else { false }
            }
            stops = upOutside
                ? [Cause(rule: .touchUpOutside, culprit: id, message: text { $0.upOutside(id) }, fix: text { $0.fixUpOutside(id) })]
                : [Cause(rule: .noEvent, culprit: id, message: text { $0.noEvent(id, event) }, fix: text { $0.fixNoEvent(id) })]
        }
        if noAction { stops.append(missing(fired: false)) }
        return stops
    }

    /// Why UIKit's control exemption (SPEC 7) did not keep `recognizer`
    /// from cancelling the control's touch.
    private func exemptionGap(_ control: UIControl, _ recognizer: UIGestureRecognizer) -> (WhyStrings) -> String {
        let exemption = type(of: control).gestureExemption, cls = control.className, name = recognizer.logName
        if exemption.isEmpty { return { $0.exemptionNone(cls) } }
        if recognizer.view === control { return { $0.exemptionOwnRecognizer(name) } }
        switch recognizer {
        case is UITapGestureRecognizer where exemption.contains(.singleTap):
            return { $0.exemptionNotSingleTap(name) }
        case is UISwipeGestureRecognizer where exemption.contains(.swipeAlongThumb),
             is UIPanGestureRecognizer where exemption.contains(.panAlongThumb):
            return { $0.exemptionNotThumb(name) }
        default:
            let kind = String(describing: type(of: recognizer))
            return { $0.exemptionNotCovered(cls, kind) }
        }
    }

    func cellOutcome(_ cell: SelectableCell, _ touch: PlayedTouch) -> [Cause] {
        let id = cell.logName
        guard let (list, row, allowsSelection) = enclosingList(of: cell) else { return deliveryStops(touch, for: cell) }
        let listID = list.logName
        let selected = window(of: touch).contains { record in
            if case let .list(change, l, r) = record.event { change == .select && list.isSubject(of: l) && r == row } else { false }
        }
        if selected { return [Cause(rule: .worked, culprit: id, message: text { $0.workedCell(id, listID, "\(row)") }, fix: nil)] }
        var stops = deliveryStops(touch, for: cell, receiver: list).filter { $0.rule != .touchNotEnded && $0.rule != .subviewTakesTouch }
        if let hit = touch.hitView, let control = controlOnPath(from: hit, inside: cell) {
            let name = control.logName
            stops.append(Cause(rule: .controlInCell, culprit: name, message: text { $0.controlInCell(id, name) },
                               fix: text { $0.fixControlInCell(name, id) }))
        }
        if !allowsSelection {
            stops.append(Cause(rule: .selectionDisabled, culprit: listID, message: text { $0.selectionDisabled(id, listID) },
                               fix: text { $0.fixSelection(listID) }, change: .set(.view(list), [.allowsSelection(true)])))
        }
        // UIKit selects a row only when the finger lifts inside it: one
        // that lifted elsewhere unhighlighted the row without selecting it.
        if stops.isEmpty, let lift = touch.lift, got(.ended, list, touch), !cell.bounds.contains(cell.convert(lift, from: nil)) {
            stops = [Cause(rule: .touchUpOutside, culprit: id, message: text { $0.rowUpOutside(id, listID) }, fix: nil,
                           noFix: text { $0.noFixRowUpOutside(id) })]
        }
        if stops.isEmpty { stops = deliveryStops(touch, for: cell, receiver: list) }
        return stops
    }

    /// The list a cell is a row of, its row, and whether it selects.
    private func enclosingList(of cell: UIView) -> (UIScrollView, Int, Bool)? {
        var node = cell.superview
        while let current = node {
            if let table = current as? UITableView, let row = table.cells.firstIndex(where: { $0 === cell }) {
                return (table, row, table.allowsSelection)
            }
            if let collection = current as? UICollectionView, let row = collection.cells.firstIndex(where: { $0 === cell }) {
                return (collection, row, collection.allowsSelection)
            }
            node = current.superview
        }
        return nil
    }

    /// The control the touch's view is or is inside, within `cell`.
    private func controlOnPath(from hit: LoggedResponder, inside cell: UIView) -> UIControl? {
        guard let view = view(hit), view.isDescendant(of: cell) else { return nil }
        var node: UIView? = view
        while let current = node, current !== cell {
            if let control = current as? UIControl { return control }
            node = current.superview
        }
        return nil
    }
}
