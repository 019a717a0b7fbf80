import Foundation
import TapKit

extension LayoutLoader {
    /// `gestures: [{id, type, ...}]`; unset properties keep UIKit's defaults.
    func readGestures(_ node: Node, on view: UIView) {
        guard let list = reader.sequence(node, "gestures") else { return }
        for item in list {
            guard let m = reader.mapping(item, .gesture, allowed: LayoutSchema.gestureKeys) else { continue }
            guard let typeNode = m["type"] else {
                reader.error(.needsType(types: LayoutSchema.gestureTypes), at: item)
                continue
            }
            guard let name = reader.oneOf(typeNode, "gesture type", GestureKind.names), let type = GestureKind(rawValue: name) else { continue }
            let recognizer = makeRecognizer(type, m)
            if let idNode = m["id"], let id = reader.string(idNode, "gesture id") {
                recognizer.name = id
                register(id, .recognizer(recognizer), at: idNode)
            } else if m["id"] == nil {
                reader.error(.needsID, at: item)
            }
            readDelegateKeys(m, for: recognizer)
            readRecognizerList(m["requireToFail"], "requireToFail") { [unowned self] other, node in
                recognizer.require(toFail: other)
                failureRequirements.append(RequireToFailEntry(waiter: recognizer, other: other, node: node))
            }
            readRecognizerList(m["simultaneousWith"], "simultaneousWith") { other, _ in
                recognizer.simultaneousRecognizers.append(WeakRecognizer(other))
            }
            view.addGestureRecognizer(recognizer)
        }
    }

    /// `shouldBegin`, `shouldReceive`, `shouldRequireFailureOf` and
    /// `shouldBeRequiredToFailBy`: one `LayoutGestureDelegate` answers them all.
    private func readDelegateKeys(_ m: MappingView, for recognizer: UIGestureRecognizer) {
        let keys = ["shouldBegin", "shouldReceive", "shouldRequireFailureOf", "shouldBeRequiredToFailBy"]
        guard keys.contains(where: { m[$0] != nil }) else { return }
        let delegate = LayoutGestureDelegate()
        retained.append(delegate)
        recognizer.delegate = delegate
        if let n = m["shouldBegin"], let b = reader.bool(n, "shouldBegin") { delegate.shouldBegin = b }
        if let n = m["shouldReceive"] { readShouldReceive(n, into: delegate) }
        readRecognizerList(m["shouldRequireFailureOf"], "shouldRequireFailureOf") { other, _ in
            delegate.requiresFailureOf.append(WeakRecognizer(other))
        }
        readRecognizerList(m["shouldBeRequiredToFailBy"], "shouldBeRequiredToFailBy") { other, _ in
            delegate.requiredToFailBy.append(WeakRecognizer(other))
        }
    }

    /// `shouldReceive: {except: [ID | control, ...]}`.
    private func readShouldReceive(_ node: Node, into delegate: LayoutGestureDelegate) {
        guard let m = reader.mapping(node, "shouldReceive", allowed: LayoutSchema.shouldReceiveKeys) else { return }
        guard let list = m["except"] else {
            if m.rejectedKeys == 0 { reader.error(.shouldReceiveNeedsExcept, at: node) }
            return
        }
        for item in reader.sequence(list, "shouldReceive except") ?? [] {
            guard let id = reader.string(item, "shouldReceive except") else { continue }
            if id == "control" {
                delegate.refusesControls = true
                continue
            }
            reference(id, at: item, "shouldReceive except", needs: .viewOrControl) { object in
                guard let view = object.view else { return false }
                delegate.refusedViews.append(ViewReference(view))
                return true
            }
        }
    }

    /// A list of recognizer ids; `apply` gets each recognizer with the node that named it.
    private func readRecognizerList(_ node: Node?, _ what: String, apply: @escaping (UIGestureRecognizer, Node) -> Void) {
        guard let node, let ids = reader.sequence(node, what) else { return }
        for idNode in ids {
            guard let id = reader.string(idNode, what) else { continue }
            reference(id, at: idNode, what, needs: .gestureRecognizer) { object in
                guard case let .recognizer(other) = object else { return false }
                apply(other, idNode)
                return true
            }
        }
    }

    private func makeRecognizer(_ type: GestureKind, _ m: MappingView) -> UIGestureRecognizer {
        func touches(max: Int = GestureSpec.maxTouches) -> Int? { m["touches"].flatMap { reader.integer($0, "touches", min: 1, max: max) } }
        // A long press may need no earlier taps (its default); a tap needs one at least.
        func taps() -> Int? { m["taps"].flatMap { reader.integer($0, "taps", min: type == .tap ? 1 : 0, max: GestureSpec.maxTaps) } }
        for key in GestureKind.allKeys where m[key] != nil && !type.keys.contains(key) {
            reader.error(.keyNotForType(key, type: type), at: m.key(key))
        }
        var spec = GestureSpec(type: type, taps: taps(), touches: touches())
        if type == .pan, let n = m["maximumTouches"], let most = reader.integer(n, "maximumTouches", min: 1, max: GestureSpec.maxTouches) {
            if let least = spec.touches, most < least {
                reader.error(.maximumBelowTouches(maximum: most, touches: least), at: n)
            }
            spec.maximumTouches = most
        }
        if type == .longPress {
            spec.minimumPressDuration = m["minimumPressDuration"].flatMap { reader.number($0, "minimumPressDuration", min: 0, max: CGFloat(GestureSpec.maxPressDuration)) }.map(Double.init)
            spec.allowableMovement = m["allowableMovement"].flatMap { reader.number($0, "allowableMovement", min: 0) }.map(Double.init)
        }
        if let n = m["direction"] { spec.directions = names(n, "direction", LayoutSchema.swipeDirections) }
        if let n = m["edges"] { spec.edges = names(n, "edges", LayoutSchema.edgeNames) }
        spec.cancelsTouchesInView = m["cancelsTouchesInView"].flatMap { reader.bool($0, "cancelsTouchesInView") }
        spec.delaysTouchesBegan = m["delaysTouchesBegan"].flatMap { reader.bool($0, "delaysTouchesBegan") }
        spec.delaysTouchesEnded = m["delaysTouchesEnded"].flatMap { reader.bool($0, "delaysTouchesEnded") }
        spec.isEnabled = m["enabled"].flatMap { reader.bool($0, "enabled") }
        return spec.makeRecognizer()
    }

    private func names(_ node: Node, _ what: String, _ choices: [String]) -> [String] {
        if case .sequence = node { return (reader.sequence(node, what) ?? []).compactMap { reader.oneOf($0, what, choices) } }
        return reader.oneOf(node, what, choices).map { [$0] } ?? []
    }
}
