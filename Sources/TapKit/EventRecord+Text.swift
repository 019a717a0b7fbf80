import Foundation

extension EventRecord {
    /// The record as one line of the text log (SPEC 5).
    public var text: String {
        switch kind {
        case .hitTest:
            return "hitTest \(touches.first ?? 0) -> \(view ?? "nil")"
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
            return "\(kind.rawValue) \(responder ?? "?")"
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled,
             .motionBegan, .motionEnded, .motionCancelled:
            return "\(kind.rawValue) \(responder ?? "?") \(name ?? "")"
        case .gesture:
            return "gesture \(recognizer ?? "?") \(state ?? "?")"
        case .action:
            return "action \(recognizer ?? "?")"
        case .control:
            return "control \(control ?? "?") \(name ?? "?")"
        case .scroll:
            let o = offset ?? .zero
            return "scroll \(view ?? "?") \(formatNumber(o.x)),\(formatNumber(o.y))"
        }
    }
}

/// Numbers as people write them: `390` rather than `390.0`, at most
/// `decimals` decimals (`12.25`), never `-0`.
public func formatNumber(_ v: CGFloat, decimals: Int = 2) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
    let scale = pow(10, CGFloat(decimals))
    let rounded = (v * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var s = String(format: "%.\(decimals)f", Double(rounded))
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
