import Foundation
import TapKit

extension EventRecord {
    /// The record as one JSON object (SPEC 5, the JSON form), keys in a fixed order
    /// so that output is stable and diffable. For a tree no dump made;
    /// `json(provenance:)` for a loaded dump's.
    public var json: String { json(provenance: ProvenanceTable()) }

    /// The same, a hit test's walk noting where a dumped view's class would
    /// have decided with its own code (what `provenance` says of the view).
    public func json(provenance: ProvenanceTable) -> String {
        var fields: [(String, String)] = [("t", formatNumber(CGFloat(t), decimals: 4)), ("event", JSONText.string(kind.rawValue))]
        func touches(_ ids: [Int]) {
            guard let first = ids.first else { return }
            fields.append(("touch", String(first)))
            if ids.count > 1 { fields.append(("touches", "[" + ids.map(String.init).joined(separator: ",") + "]")) }
        }
        switch event {
        case let .hitTest(touch, view, walk):
            touches([touch])
            fields.append(("view", view.map { JSONText.string($0.name) } ?? "null"))
            if let walk { fields.append(("walk", walk.jsonSteps(provenance: provenance))) }
        case let .touches(_, responder, ids):
            touches(ids)
            fields.append(("responder", JSONText.string(responder.name)))
        case let .presses(_, responder, key):
            fields += [("responder", JSONText.string(responder.name)), ("name", JSONText.string(key))]
        case let .motion(_, responder, motion):
            fields += [("responder", JSONText.string(responder.name)), ("name", JSONText.string(motion.logName))]
        case let .gesture(recognizer, state, isDiscrete, values):
            fields += [("recognizer", JSONText.string(recognizer.name)),
                       ("state", JSONText.string(EventRecord.stateName(state, isDiscrete: isDiscrete)))]
            fields += values?.fields.map { ($0.name, $0.value.json) } ?? []
        case let .stopsWaiting(recognizer, other, requirement):
            fields += [("recognizer", JSONText.string(recognizer.name)), ("other", JSONText.string(other.name)),
                       ("requirement", JSONText.string(requirement.rawValue))]
        case let .action(recognizer):
            fields.append(("recognizer", JSONText.string(recognizer.name)))
        case let .control(control, event, value):
            fields += [("view", JSONText.string(control.name)), ("control", JSONText.string(control.name)),
                       ("name", JSONText.string(event.name))]
            if let value { fields.append((value.name, value.json)) }
        case let .scroll(view, offset):
            fields += [("view", JSONText.string(view.name)), ("offset", "[\(JSONText.number(offset.x)),\(JSONText.number(offset.y))]")]
        case let .list(_, list, row):
            fields += [("view", JSONText.string(list.name)), ("row", String(row))]
        }
        return JSONText.object(fields)
    }
}
