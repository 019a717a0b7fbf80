import Foundation

/// A view's gesture recognizers from the dump helper's JSON as the layout's
/// `gestures:` list, in one flow line.
enum DumpGestureKeys {
    static func lines(_ gestures: [DumpedGesture], viewID: Substring, writer: inout DumpLayoutWriter) -> [String] {
        var items: [String] = []
        var counts: [String: Int] = [:]
        for g in gestures {
            guard let type = g.type else { continue }
            counts[type, default: 0] += 1
            let n = counts[type] ?? 1
            let id = writer.uniqueID("\(viewID).\(type)\(n == 1 ? "" : String(n))", g.className, nil)
            var keys = ["id: \(writer.quote(id))", "type: \(type)"]
            if type == "tap" || type == "longPress", let taps = g.taps { keys.append("taps: \(taps)") }
            if ["tap", "longPress", "pan", "swipe"].contains(type), let touches = g.touches { keys.append("touches: \(touches)") }
            if type == "longPress" {
                if let d = g.minimumPressDuration { keys.append("minimumPressDuration: \(num(CGFloat(d)))") }
                if let m = g.allowableMovement { keys.append("allowableMovement: \(num(CGFloat(m)))") }
            }
            if type == "swipe", let d = g.direction, !d.isEmpty { keys.append("direction: [\(d.joined(separator: ", "))]") }
            if type == "screenEdgePan", let e = g.edges, !e.isEmpty { keys.append("edges: [\(e.joined(separator: ", "))]") }
            if !g.cancelsTouchesInView { keys.append("cancelsTouchesInView: false") }
            if g.delaysTouchesBegan { keys.append("delaysTouchesBegan: true") }
            if !g.delaysTouchesEnded { keys.append("delaysTouchesEnded: false") }
            if !g.isEnabled { keys.append("enabled: false") }
            items.append("{" + keys.joined(separator: ", ") + "}")
        }
        return items.isEmpty ? [] : ["gestures: [" + items.joined(separator: ", ") + "]"]
    }
}
