import Foundation

/// The overlays drawn over the device canvas; each one is an independent
/// toggle with a name for the command line (`--overlay walk,chain`) and a
/// key for the window (listed in its help line).
public struct OverlaySet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Frames, enlarged `hitInsets` areas and hit shapes: where a view takes touches.
    public static let hitRegions = OverlaySet(rawValue: 1 << 0)
    /// The last hit-test walk: visit order, pruned views and why, the hit view.
    public static let walk = OverlaySet(rawValue: 1 << 1)
    /// The responder chain from the hit view up to the application's delegate.
    public static let chain = OverlaySet(rawValue: 1 << 2)
    /// Paint outside a `clips: false` parent: visible, but hit testing never reaches it.
    public static let outsideContent = OverlaySet(rawValue: 1 << 3)
    /// Display-only CALayer sublayers, outlined with their ids.
    public static let layers = OverlaySet(rawValue: 1 << 4)
    /// Fingers on the screen with their id and phase.
    public static let touches = OverlaySet(rawValue: 1 << 5)
    /// Each gesture recognizer's state, on its view.
    public static let recognizers = OverlaySet(rawValue: 1 << 6)

    public static let all: OverlaySet = [.hitRegions, .walk, .chain, .outsideContent, .layers, .touches, .recognizers]

    /// One overlay's names.
    public struct Item: Sendable {
        public let overlay: OverlaySet
        /// The command-line name.
        public let name: String
        /// The window key that toggles it.
        public let key: Character
        /// What the legend calls it.
        public let title: String
    }

    /// Every overlay, in drawing order (later ones on top) and legend order.
    public static let items: [Item] = [
        Item(overlay: .hitRegions, name: "hitRegions", key: "h", title: "hit regions"),
        Item(overlay: .outsideContent, name: "outsideContent", key: "o", title: "outside parent, not hittable"),
        Item(overlay: .layers, name: "layers", key: "l", title: "layers"),
        Item(overlay: .walk, name: "walk", key: "w", title: "hit-test walk"),
        Item(overlay: .chain, name: "chain", key: "c", title: "responder chain"),
        Item(overlay: .recognizers, name: "recognizers", key: "g", title: "recognizers"),
        Item(overlay: .touches, name: "touches", key: "t", title: "touches"),
    ]

    public static var names: [String] { items.map(\.name) }

    /// The overlay a window key toggles, if any.
    public static func overlay(forKey key: Character) -> OverlaySet? {
        items.first { $0.key == key }?.overlay
    }

    /// The enabled items, in legend order.
    public var enabledItems: [Item] { Self.items.filter { contains($0.overlay) } }

    /// The names of a comma-separated list (`walk,chain`, `all`, `none`),
    /// or an error naming the unknown ones and listing the valid names.
    public static func parse(_ list: String) -> Result<OverlaySet, OverlayListError> {
        var set: OverlaySet = []
        var unknown: [String] = []
        for raw in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = raw.trimmingCharacters(in: .whitespaces)
            if name == "all" { set.formUnion(.all); continue }
            if name == "none" { continue }
            if let item = items.first(where: { $0.name.lowercased() == name.lowercased() }) {
                set.insert(item.overlay)
            } else {
                unknown.append(name)
            }
        }
        return unknown.isEmpty ? .success(set) : .failure(OverlayListError(unknown: unknown))
    }

    /// The help line: `[h] hit regions  [w] hit-test walk  ...`, the
    /// enabled ones marked with `*`.
    public func helpLine() -> String {
        Self.items.map { "[\($0.key)]\(contains($0.overlay) ? "*" : "") \($0.title)" }.joined(separator: "  ")
    }
}
