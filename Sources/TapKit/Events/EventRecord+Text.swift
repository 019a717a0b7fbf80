import Foundation

extension EventRecord {
    /// The record as one line of the text log (SPEC 5).
    public var text: String {
        switch event {
        case let .hitTest(touch, view, _):
            "hitTest \(touch) -> \(view?.name ?? "nil")"
        case let .touches(_, responder, _):
            "\(kind.rawValue) \(responder)"
        case let .presses(_, responder, key):
            "\(kind.rawValue) \(responder) \(key)"
        case let .motion(_, responder, motion):
            "\(kind.rawValue) \(responder) \(motion.logName)"
        case let .gesture(recognizer, state, isDiscrete, values):
            "gesture \(recognizer) \(EventRecord.stateName(state, isDiscrete: isDiscrete))" + (values.map { " " + $0.text } ?? "")
        case let .stopsWaiting(recognizer, other, requirement):
            "gesture \(recognizer) stops waiting for \(other): \(requirement.apiName) cycle"
        case let .action(recognizer):
            "action \(recognizer)"
        case let .control(control, event, value):
            "control \(control) \(event.name)" + (value.map { " " + $0.text } ?? "")
        case let .scroll(view, offset):
            "scroll \(view) \(formatNumber(offset.x)),\(formatNumber(offset.y))"
        case let .list(change, list, row):
            "\(change.rawValue) \(list) \(row)"
        }
    }

    /// The line without its values (a gesture's, a control's, a scroll's
    /// offset): `scroll list` for `scroll list 0,797.57`. A recording's
    /// caption folds lines that differ only in values under it.
    public var textWithoutValues: String {
        switch event {
        case let .gesture(recognizer, state, isDiscrete, _):
            "gesture \(recognizer) \(EventRecord.stateName(state, isDiscrete: isDiscrete))"
        case let .control(control, event, _):
            "control \(control) \(event.name)"
        case let .scroll(view, _):
            "scroll \(view)"
        default:
            text
        }
    }

    /// A state as the log writes it: `recognized` for a discrete
    /// recognizer's `.ended`, UIKit's case name otherwise.
    public static func stateName(_ state: UIGestureRecognizer.State, isDiscrete: Bool) -> String {
        state == .ended && isDiscrete ? "recognized" : state.description
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
    // The digits `String(format: "%.Nf")` prints, without Foundation's
    // formatter (traces format several numbers for every view they visit):
    // `rounded` is the double nearest to k / 10^N, so k is its digits.
    let k = (rounded * scale).rounded()
    if decimals >= 1, decimals <= 9, abs(k) < 1e15 {
        let digits = Int64(abs(k)), unit = Int64(scale)
        var fraction = String(digits % unit)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (k < 0 ? "-" : "") + String(digits / unit) + "." + fraction
    }
    return formatNumberWithFoundation(rounded, decimals: decimals)
}

/// `formatNumber`'s general case, through Foundation's formatter.
func formatNumberWithFoundation(_ rounded: CGFloat, decimals: Int) -> String {
    var s = String(format: "%.\(decimals)f", Double(rounded))
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
