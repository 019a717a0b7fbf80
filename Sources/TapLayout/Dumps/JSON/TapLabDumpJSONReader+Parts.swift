import Foundation
import TapKit

/// The parts of a view object that are objects themselves: its controller,
/// its scroll state and its gesture recognizers.
extension TapLabDumpJSONReader {
    static let gestureTypes = GestureKind.names

    static func controller(_ node: Int, _ view: JSONObjectReader) -> DumpedController? {
        guard var r = JSONObjectReader(node, in: view.tree, what: .controller(of: view.what), report: view.report) else { return nil }
        r.warnAboutUnknownKeys(known: ["class", "address", "id"])
        let className = r.string("class"), address = r.string("address"), id = r.string("id", required: false)
        guard let className, let address else { return nil }
        r.what = .namedController("\(className)-\(address)")
        return DumpedController(className: className, address: address, identifier: id)
    }

    static func scroll(_ node: Int, _ view: JSONObjectReader) -> DumpedScrollState? {
        guard let r = JSONObjectReader(node, in: view.tree, what: .scrollState(of: view.what), report: view.report) else { return nil }
        r.warnAboutUnknownKeys(known: ["contentOffset", "contentSize", "contentInset", "paging", "delaysContentTouches",
                                       "canCancelContentTouches", "scrollEnabled"])
        var state = DumpedScrollState()
        if let o = r.numbers("contentOffset", parts: ["x", "y"]) { state.contentOffset = CGPoint(x: o[0], y: o[1]) }
        if let s = r.numbers("contentSize", parts: ["width", "height"], nonNegative: ["width", "height"]) {
            state.contentSize = CGSize(width: s[0], height: s[1])
        }
        if let i = r.numbers("contentInset", parts: ["top", "left", "bottom", "right"]) {
            state.contentInset = UIEdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
        }
        state.isPagingEnabled = r.bool("paging")
        state.delaysContentTouches = r.bool("delaysContentTouches")
        state.canCancelContentTouches = r.bool("canCancelContentTouches")
        state.isScrollEnabled = r.bool("scrollEnabled")
        return state
    }

    /// A recognizer of a kind TapLab does not know keeps its class and no
    /// type; a `type` TapLab does not know is an error, as the helper writes
    /// only the seven.
    static func gesture(_ node: Int, _ view: JSONObjectReader) -> DumpedGesture? {
        guard var r = JSONObjectReader(node, in: view.tree, what: .gesture(of: view.what), report: view.report) else { return nil }
        r.warnAboutUnknownKeys(known: ["class", "type", "enabled", "cancelsTouchesInView", "delaysTouchesBegan",
                                       "delaysTouchesEnded", "taps", "touches", "minimumPressDuration",
                                       "allowableMovement", "direction", "edges", "internal", "hasDelegate"])
        guard let className = r.string("class") else { return nil }
        r.what = .namedGesture(className, of: view.what)
        let type = r.string("type", required: false)
        if let type, !gestureTypes.contains(type) {
            r.report.error(.unknownGestureType(type, in: view.what, NameSuggestion(type, among: gestureTypes), types: gestureTypes),
                           at: r.place(of: "type"))
        }
        var gesture = DumpedGesture(className: className, type: type.flatMap(GestureKind.init(rawValue:)))
        gesture.isEnabled = r.bool("enabled") ?? true
        gesture.cancelsTouchesInView = r.bool("cancelsTouchesInView") ?? true
        gesture.delaysTouchesBegan = r.bool("delaysTouchesBegan") ?? false
        gesture.delaysTouchesEnded = r.bool("delaysTouchesEnded") ?? true
        // The layout loader's ranges, refused here at the dump's line: a dump
        // that traced but whose import did not load pointed into a layout
        // never written. A tap needs a tap; a long press may need none.
        gesture.taps = r.integer("taps", required: false, minimum: type == GestureKind.tap.rawValue ? 1 : 0, maximum: GestureSpec.maxTaps)
        gesture.touches = r.integer("touches", required: false, minimum: 1, maximum: GestureSpec.maxTouches)
        gesture.minimumPressDuration = r.number("minimumPressDuration", required: false, minimum: 0, maximum: GestureSpec.maxPressDuration)
        gesture.allowableMovement = r.number("allowableMovement", required: false, minimum: 0, maximum: Double(YAMLReader.maxMagnitude))
        gesture.direction = r.names("direction", allowed: ["right", "left", "up", "down"])
        gesture.edges = r.names("edges", allowed: ["top", "left", "bottom", "right", "all"])
        gesture.isInternal = r.bool("internal", required: false) ?? false
        gesture.hasDelegate = r.bool("hasDelegate", required: false) ?? false
        return gesture
    }
}
