import Foundation
import TapKit

/// Notes: what the input could not tell, and the fixes of the hit-test rules.
extension DeliveryExplainer {
    /// The views an answer involves — the target's view and its ancestors,
    /// each touch's view and its ancestors, the culprits — each with what
    /// its dump could not say, in words and as the values taken (`assumed`).
    func notes(for causes: [Cause]) -> (notes: [LocalizedText], assumed: [AssumedValue]) {
        var involved: [UIView] = []
        func addPath(_ view: UIView?) {
            var node = view
            while let current = node {
                if !involved.contains(where: { $0 === current }) { involved.append(current) }
                node = current.superview
            }
        }
        addPath(target.view)
        for touch in touches { addPath(touch.hitView.flatMap(view)) }
        for cause in causes { addPath(cause.culprit.flatMap(viewNamedAnywhere)) }
        // A paste cut off inside its last view leaves out whatever came
        // after, which could be in front of anything: that view is noted
        // in every answer.
        if let last = viewWherePasteEnds, !involved.contains(where: { $0 === last }) {
            involved.append(last)
        }
        var notes: [LocalizedText] = [], assumed: [AssumedValue] = []
        // One note for every view whose recognizers the dump left out. A
        // scroll view always has some (its own pan), so printing them says
        // nothing of the app's.
        let undescribed = involved.filter { provenance[$0]?.hasUndescribedRecognizers == true && !($0 is UIScrollView) }.map(\.logName)
        assumed += undescribed.map { AssumedValue(view: $0, property: "recognizers", value: JSONText.string("none")) }
        for view in involved {
            guard let dumped = provenance[view] else { continue }
            let id = view.logName, cls = view.className
            switch dumped.pasteEnds {
            case .insideThisView:
                notes.append(text { $0.noteCutOff(id) })
                // What a cut line lost is UIKit's default for its class (SPEC 14).
                assumed += [AssumedValue(view: id, property: "hidden", value: "\(view.isHidden)"),
                            AssumedValue(view: id, property: "alpha", value: JSONText.number(view.alpha)),
                            AssumedValue(view: id, property: "interaction", value: "\(view.isUserInteractionEnabled)")]
            case .inNextView: notes.append(text { $0.noteCutAfter(id) })
            case nil: break
            }
            if view.logName == undescribed.first {
                notes.append(LocalizedText(byLanguage: { language in
                    let s = WhyStrings.of(language)
                    return s.noteUndescribedRecognizers(undescribed.joined(separator: s.listSeparator))
                }))
            }
            if dumped.omittedInternalRecognizers > 0 {
                let n = "\(dumped.omittedInternalRecognizers)"
                notes.append(text { $0.noteInternalOmitted(id, n) })
            }
            if !dumped.unknownRecognizerClasses.isEmpty {
                let classes = dumped.unknownRecognizerClasses.joined(separator: ", ")
                notes.append(text { $0.noteUnknownRecognizers(id, classes) })
            }
            if let scrollView = view as? UIScrollView, dumped.contentSizeUnknown, dependsOnScrolling(scrollView, causes) {
                let size = "\(formatNumber(scrollView.contentSize.width))×\(formatNumber(scrollView.contentSize.height))"
                let value = JSONText.point(CGPoint(x: scrollView.contentSize.width, y: scrollView.contentSize.height))
                notes.append(text { $0.noteContentSizeUnknown(id, size) })
                assumed.append(AssumedValue(view: id, property: "contentSize", value: value))
            }
            if UIKitOwnership.ownsHitTesting(cls) { notes.append(text { $0.noteOwnHitTesting(id, cls) }) }
            if !dumped.overriddenMethods.isEmpty {
                let methods = dumped.overriddenMethods.joined(separator: ", ")
                notes.append(text { $0.noteOverrides(id, methods) })
            }
            if let family = dumped.guessedFamily, view === target.view { notes.append(text { $0.noteGuessedFamily(id, cls, family) }) }
            // A control that fired, from a dump that does not count its actions
            // (recursiveDescription, the helper's version 1): "my action never
            // fires" may still be an action never attached.
            if let control = view as? UIControl, view === target.view, dumped.actionCounts == nil,
               causes.first?.rule == .worked {
                let event = type(of: control).primaryEvent.name
                notes.append(text { $0.noteActionsUnknown(id, event) })
            }
        }
        notes += topViewNotes(involved)
        if let note = transformNote(for: causes) { notes.append(note) }
        return (notes, assumed)
    }

    /// Whether an answer rests on whether `scrollView` can scroll: it or
    /// its pan is asked about or named, or a finger moved in it.
    private func dependsOnScrolling(_ scrollView: UIScrollView, _ causes: [Cause]) -> Bool {
        if target.view === scrollView { return true }
        if case let .recognizer(recognizer) = target, recognizer === scrollView.panGestureRecognizer { return true }
        if causes.contains(where: { $0.culprit == scrollView.logName }) { return true }
        return touches.contains { touch in
            guard let from = touch.point, let to = touch.lift, from != to, let hit = touch.hitView.flatMap(view) else { return false }
            return hit === scrollView || hit.isDescendant(of: scrollView)
        }
    }

    /// The view a paste cut off mid-line stops at, if any. Looked for in
    /// every view: the last one printed is not always the tree's last (a
    /// list's rows are ordered by frame, a cell's subviews are in its
    /// content view).
    private var viewWherePasteEnds: UIView? {
        var pending: [UIView] = application.windows
        while let view = pending.popLast() {
            if provenance[view]?.pasteEnds != nil { return view }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// A dump's top view (the window's first view) that is scrolled or has no area.
    private func topViewNotes(_ involved: [UIView]) -> [LocalizedText] {
        var notes: [LocalizedText] = []
        for view in involved where provenance.isFromDump(view) && view.superview is UIWindow
            && !(view.superview.map(provenance.isFromDump) ?? false) {
            let id = view.logName
            // The offset the dump printed, not where a played drag left it.
            if view is UIScrollView, let printed = provenance[view]?.printedContentOffset, printed != .zero {
                let offset = "(\(formatNumber(printed.x)), \(formatNumber(printed.y)))"
                notes.append(text { $0.noteScrolledTop(id, offset) })
            }
            if view.bounds.width <= 0 || view.bounds.height <= 0 {
                let size = "\(formatNumber(view.bounds.width))×\(formatNumber(view.bounds.height))"
                notes.append(text { $0.noteDegenerateTop(id, size) })
            }
        }
        return notes
    }

    /// A point outside because a transform moved the view away from it: the
    /// target would be under the finger if no view on its path were
    /// transformed, so the transformed ancestor (or the view itself) is
    /// named, with its transform.
    private func transformNote(for causes: [Cause]) -> LocalizedText? {
        guard let first = causes.first, [.outside, .outsideAncestor].contains(first.rule), let view = target.view,
              let point = touches.lazy.compactMap(\.point).first else { return nil }
        let path = Array(sequence(first: view) { $0.superview })
        guard let moved = path.last(where: { !$0.transform.isIdentity }) else { return nil }
        // Where the view would be with no transform on its path: each frame
        // is center and size, each parent's bounds origin shifting its subviews.
        var origin = CGPoint.zero
        for (node, parent) in zip(path, path.dropFirst()) {
            origin.x += node.center.x - node.bounds.width / 2 - parent.bounds.minX
            origin.y += node.center.y - node.bounds.height / 2 - parent.bounds.minY
        }
        if let window = path.last { origin.x += window.center.x - window.bounds.width / 2; origin.y += window.center.y - window.bounds.height / 2 }
        guard CGRect(origin: origin, size: view.bounds.size).contains(point) else { return nil }
        let id = view.logName, name = moved.logName, t = moved.transform
        let angle = formatNumber(atan2(t.b, t.a) * 180 / .pi, decimals: 1)
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { formatNumber($0) }.joined(separator: ", ")
        return text { $0.noteTransformMoved(id, name, "rotate \(angle)°, matrix [\(matrix)]") }
    }

    /// A recognizer's hit-test fix is about its view. Two fixes depend on
    /// what the views are: a control that takes the touch keeps it (UIKit's
    /// controls do not pass touches on through `next`), and a view that is
    /// part of a control (a button's label) is left out on purpose, the
    /// control taking its touches.
    func hitFix(_ rule: HitTestExplanation.Rule, culprit c: String) -> LocalizedText? {
        let id = target.view?.logName ?? self.id
        if rule == .subviewTakesTouch, viewNamedAnywhere(c) is UIControl {
            return LocalizedText { $0.fixSubviewControl(c, id) }
        }
        if rule == .interactionDisabled, c == id, let view = target.view, !(view is UIControl) {
            var node = view.superview
            while let current = node, !(current is UIControl) { node = current.superview }
            if let control = node {
                let name = control.logName
                return LocalizedText { $0.fixPartOfControl(c, name) }
            }
        }
        return Self.hitFix(rule, culprit: c, id: id)
    }

    /// The change `hitFix` names, where a property, a move or the order of
    /// views makes it; nil for code (an override) and advice.
    func hitChange(_ rule: HitTestExplanation.Rule, culprit c: String, at point: CGPoint?) -> FixChange? {
        guard let culprit = viewNamedAnywhere(c) else { return nil }
        switch rule {
        case .hidden: return .set(.view(culprit), [.hidden(false)])
        case .alpha: return .set(.view(culprit), [.alpha(1)])
        case .interactionDisabled:
            if let view = target.view, culprit === view, !(view is UIControl), partOfControl(view) != nil { return nil }
            return .set(.view(culprit), [.interaction(true)])
        case .disabledControl: return .set(.view(culprit), [.enabled(true)])
        case .outsideAncestor, .drawnOutsideUnclippedAncestor:
            // Grown in its superview's coordinates; where it grows up or
            // left its bounds origin moves too, so its subviews stay put.
            guard let view = target.view, let superview = culprit.superview, culprit !== view,
                  culprit.transform == .identity else { return nil }
            // It must hold the target and the point, which may be in the
            // target's enlarged hit area only.
            var held = superview.convert(view.bounds, from: view)
            if let point { held = held.union(CGRect(origin: superview.convert(point, from: nil), size: .zero).insetBy(dx: -1, dy: -1)) }
            let frame = culprit.frame, grown = frame.union(held)
            var bounds = culprit.bounds
            bounds.origin.x -= frame.minX - grown.minX
            bounds.origin.y -= frame.minY - grown.minY
            bounds.size = grown.size
            return .set(.view(culprit), [.bounds(bounds), .center(CGPoint(x: grown.midX, y: grown.midY))])
        case .coveredBySibling:
            return target.view.flatMap { frontmostCovered(of: $0, by: culprit) }.map(FixChange.toFront)
        case .coveredByWindow: return .set(.view(culprit), [.hidden(true)])
        case .subviewTakesTouch: return .set(.view(culprit), [.interaction(false)])
        case .getsTouch, .outside, .customHitRule, .layerNotResponder, .notAView, .notInWindow: return nil
        }
    }

    /// The control `view` is part of (a button's label), if any.
    private func partOfControl(_ view: UIView) -> UIControl? {
        var node = view.superview
        while let current = node, !(current is UIControl) { node = current.superview }
        return node as? UIControl
    }

    /// The view to bring to the front so that `view` is no longer covered
    /// by `cover`: `view` or its ancestor that is a sibling of `cover` or
    /// of one of its ancestors.
    private func frontmostCovered(of view: UIView, by cover: UIView) -> UIView? {
        var covers: Set<ObjectIdentifier> = []
        var node: UIView? = cover
        while let current = node { covers.insert(ObjectIdentifier(current)); node = current.superview }
        node = view
        while let current = node, let superview = current.superview {
            if superview.subviews.contains(where: { $0 !== current && covers.contains(ObjectIdentifier($0)) }) { return current }
            node = superview
        }
        return nil
    }

    static func hitFix(_ rule: HitTestExplanation.Rule, culprit c: String, id: String) -> LocalizedText? {
        func text(_ sentence: (WhyStrings) -> String) -> LocalizedText { LocalizedText(sentence) }
        switch rule {
        case .getsTouch: return nil
        case .hidden: return text { $0.fixHidden(c) }
        case .alpha: return text { $0.fixAlpha(c) }
        case .interactionDisabled: return text { $0.fixInteraction(c) }
        case .disabledControl: return text { $0.fixEnabled(c) }
        case .outside: return text { $0.fixOutside(c) }
        case .outsideAncestor, .drawnOutsideUnclippedAncestor: return text { $0.fixOutsideAncestor(c, id) }
        case .coveredBySibling: return text { $0.fixCovered(id, c) }
        case .coveredByWindow: return text { $0.fixCoveredByWindow(c) }
        case .customHitRule: return text { $0.fixCustom(c) }
        case .subviewTakesTouch: return text { $0.fixSubview(c) }
        case .layerNotResponder: return text { $0.fixLayer }
        case .notAView: return text { $0.fixNotAView }
        case .notInWindow: return text { $0.fixNotInWindow(id) }
        }
    }

    /// A cause whose fix would change a view UIKit manages keeps its
    /// culprit (what causes it) but no fix on that view (SPEC 14): a row of
    /// zero height is the row height's doing, a control added beside a
    /// cell's content view belongs in it, anything else is the app's code
    /// that makes UIKit show it so.
    func keepingFixOffUIKit(_ cause: Cause) -> Cause {
        guard cause.fix != nil, let name = cause.culprit, let view = viewNamedAnywhere(name) else { return cause }
        var kept = cause
        // A row of zero height is the row height's doing, whoever's the view.
        if let cell = view as? UITableViewCell ?? view.superview as? UITableViewCell, cell.bounds.height <= 0 {
            let cellName = cell.logName
            kept.fix = text { $0.fixRowHeight(cellName) }
            kept.change = nil
        }
        guard UIKitOwnership.isManagedByUIKit(view) else { return kept }
        kept.message = LocalizedText(byLanguage: { language in WhyStrings.of(language).managedByUIKit(cause.message.in(language), name) })
        if kept.fix != cause.fix { return kept }
        kept.fix = nil
        kept.change = nil
        // A control added beside a cell's content view belongs in it.
        if let cell = view.superview as? SelectableCell, view === cell.contentView, let target = target.view, target.superview === cell {
            let targetName = target.logName, cellName = cell.logName
            kept.fix = text { $0.fixIntoContentView(targetName, cellName) }
            kept.change = .moveTo(target, superview: view)
            return kept
        }
        kept.noFix = text { $0.noFixUIKitManages(name) }
        return kept
    }

    // MARK: Finding what the log names

    /// The first of `application`'s views, depth first in subview order, for which `found` gives a value.
    private func first<T>(_ found: (UIView) -> T?) -> T? {
        var pending: [UIView] = application.windows.reversed()
        while let view = pending.popLast() {
            if let value = found(view) { return value }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// The view a record or fact is about, by identity.
    func view(_ subject: LoggedResponder) -> UIView? {
        first { $0.isSubject(of: subject) ? $0 : nil }
    }

    /// The view an answer's culprit names (a hit-test explanation's culprit is a name).
    func viewNamedAnywhere(_ name: String) -> UIView? {
        first { $0.logName == name ? $0 : nil }
    }

    /// The recognizer a record or fact is about, by identity.
    func recognizer(_ subject: LoggedRecognizer) -> UIGestureRecognizer? {
        first { $0.gestureRecognizers?.first { RecognizerID($0) == subject.id } }
    }

    func recognizerNamed(_ name: String) -> UIGestureRecognizer? {
        first { $0.gestureRecognizers?.first { $0.logName == name } }
    }
}
