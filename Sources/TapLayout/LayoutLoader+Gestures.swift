import Foundation
import TapKit
import Yams

extension LayoutLoader {
    /// `gestures: [{id, type, ...}]`; unset properties keep UIKit's defaults.
    func readGestures(_ node: Node, on view: UIView) {
        guard let list = reader.sequence(node, "gestures") else { return }
        for item in list {
            guard let m = reader.mapping(item, "gesture", allowed: LayoutSchema.gestureKeys) else { continue }
            guard let typeNode = m["type"] else {
                reader.error("every gesture needs a 'type' (\(LayoutSchema.gestureTypes.joined(separator: ", ")))", at: item)
                continue
            }
            guard let type = reader.oneOf(typeNode, "gesture type", LayoutSchema.gestureTypes) else { continue }
            let recognizer = makeRecognizer(type, m)
            if let idNode = m["id"], let id = reader.string(idNode, "gesture id") {
                recognizer.name = id
                register(id, .recognizer(recognizer), at: idNode)
            } else if m["id"] == nil {
                reader.error("every gesture needs an 'id'", at: item)
            }
            // UIKit calls a recognizer's targets; a layout's recognizer has one
            // that does nothing, so the log shows when it would run.
            recognizer.addAction { _ in }
            if let n = m["cancelsTouchesInView"], let b = reader.bool(n, "cancelsTouchesInView") { recognizer.cancelsTouchesInView = b }
            if let n = m["delaysTouchesBegan"], let b = reader.bool(n, "delaysTouchesBegan") { recognizer.delaysTouchesBegan = b }
            if let n = m["delaysTouchesEnded"], let b = reader.bool(n, "delaysTouchesEnded") { recognizer.delaysTouchesEnded = b }
            if let n = m["enabled"], let b = reader.bool(n, "enabled") { recognizer.isEnabled = b }
            if let n = m["shouldBegin"], let b = reader.bool(n, "shouldBegin") {
                let delegate = LayoutGestureDelegate(shouldBegin: b)
                retained.append(delegate)
                recognizer.delegate = delegate
            }
            readRecognizerList(m["requireToFail"], "requireToFail") { recognizer.require(toFail: $0) }
            readRecognizerList(m["simultaneousWith"], "simultaneousWith") {
                recognizer.simultaneousRecognizers.append(WeakRecognizer($0))
            }
            view.addGestureRecognizer(recognizer)
        }
    }

    private func readRecognizerList(_ node: Node?, _ what: String, apply: @escaping (UIGestureRecognizer) -> Void) {
        guard let node, let ids = reader.sequence(node, what) else { return }
        for idNode in ids {
            guard let id = reader.string(idNode, what) else { continue }
            reference(id, at: idNode, what, needs: "a gesture recognizer") { object in
                guard case let .recognizer(other) = object else { return false }
                apply(other)
                return true
            }
        }
    }

    private func makeRecognizer(_ type: String, _ m: MappingView) -> UIGestureRecognizer {
        func touches(max: Int = 11) -> Int? { m["touches"].flatMap { reader.integer($0, "touches", min: 1, max: max) } }
        // A long press may need no earlier taps (its default); a tap needs one at least.
        func taps() -> Int? { m["taps"].flatMap { reader.integer($0, "taps", min: type == "tap" ? 1 : 0, max: 10) } }
        let applicable: [String: [String]] = [
            "tap": ["taps", "touches"], "longPress": ["taps", "touches", "minimumPressDuration", "allowableMovement"],
            "pan": ["touches"], "swipe": ["touches", "direction"], "pinch": [], "rotation": [],
            "screenEdgePan": ["edges"],
        ]
        for key in ["taps", "touches", "minimumPressDuration", "allowableMovement", "direction", "edges"]
        where m[key] != nil && !(applicable[type] ?? []).contains(key) {
            reader.error("\(key) does not apply to a \(type) gesture", at: m.key(key))
        }
        switch type {
        case "tap":
            let tap = UITapGestureRecognizer()
            if let n = taps() { tap.numberOfTapsRequired = n }
            if let n = touches() { tap.numberOfTouchesRequired = n }
            return tap
        case "longPress":
            let press = UILongPressGestureRecognizer()
            if let n = taps() { press.numberOfTapsRequired = n }
            if let n = touches() { press.numberOfTouchesRequired = n }
            if let d = m["minimumPressDuration"].flatMap({ reader.number($0, "minimumPressDuration", min: 0, max: 3600) }) {
                press.minimumPressDuration = d
            }
            if let d = m["allowableMovement"].flatMap({ reader.number($0, "allowableMovement", min: 0) }) {
                press.allowableMovement = d
            }
            return press
        case "pan":
            let pan = UIPanGestureRecognizer()
            if let n = touches() { pan.minimumNumberOfTouches = n }
            return pan
        case "swipe":
            let swipe = UISwipeGestureRecognizer()
            if let n = touches() { swipe.numberOfTouchesRequired = n }
            if let n = m["direction"] { swipe.direction = readDirections(n) }
            return swipe
        case "pinch":
            return UIPinchGestureRecognizer()
        case "rotation":
            return UIRotationGestureRecognizer()
        default:
            let edge = UIScreenEdgePanGestureRecognizer()
            if let n = m["edges"] { edge.edges = readEdges(n) }
            return edge
        }
    }

    private func names(_ node: Node, _ what: String, _ choices: [String]) -> [String] {
        if case .sequence = node { return (reader.sequence(node, what) ?? []).compactMap { reader.oneOf($0, what, choices) } }
        return reader.oneOf(node, what, choices).map { [$0] } ?? []
    }

    private func readDirections(_ node: Node) -> UISwipeGestureRecognizer.Direction {
        var result: UISwipeGestureRecognizer.Direction = []
        for name in names(node, "direction", LayoutSchema.swipeDirections) {
            switch name {
            case "left": result.insert(.left)
            case "up": result.insert(.up)
            case "down": result.insert(.down)
            default: result.insert(.right)
            }
        }
        return result.isEmpty ? .right : result
    }

    private func readEdges(_ node: Node) -> UIRectEdge {
        var result: UIRectEdge = []
        for name in names(node, "edges", LayoutSchema.edgeNames) {
            switch name {
            case "top": result.insert(.top)
            case "bottom": result.insert(.bottom)
            case "right": result.insert(.right)
            case "all": result.formUnion(.all)
            default: result.insert(.left)
            }
        }
        return result
    }
}
