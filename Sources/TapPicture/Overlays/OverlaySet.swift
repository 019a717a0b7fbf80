import Foundation

/// The overlays drawn over the device canvas; each one is an independent
/// toggle with a name for the command line (`--overlay walk,chain`) and a
/// key for the window (listed in its help line).
public struct OverlaySet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The set of one overlay.
    public init(_ overlay: Overlay) { self.init(rawValue: 1 << overlay.bit) }

    /// The set of these overlays.
    public init(_ overlays: some Sequence<Overlay>) {
        self.init(rawValue: overlays.reduce(0) { $0 | 1 << $1.bit })
    }

    // The sets of one overlay each, as `OptionSet` users write them (`[.walk, .chain]`).
    public static let hitRegions = OverlaySet(.hitRegions)
    public static let walk = OverlaySet(.walk)
    public static let chain = OverlaySet(.chain)
    public static let outsideContent = OverlaySet(.outsideContent)
    public static let layers = OverlaySet(.layers)
    public static let touches = OverlaySet(.touches)
    public static let recognizers = OverlaySet(.recognizers)

    public static let all = OverlaySet(Overlay.allCases)

    public static var names: [String] { Overlay.allCases.map(\.name) }

    /// Whether `overlay` is on.
    public func contains(_ overlay: Overlay) -> Bool { contains(OverlaySet(overlay)) }

    /// The overlays that are on, in drawing (and legend) order.
    public var overlays: [Overlay] { Overlay.allCases.filter(contains) }

    /// The names of a comma-separated list (`walk,chain`, `all`, `none`),
    /// or an error naming the unknown ones and listing the valid names.
    public static func parse(_ list: String) -> Result<OverlaySet, OverlayListError> {
        var set: OverlaySet = []
        var unknown: [String] = []
        for raw in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = raw.trimmingCharacters(in: .whitespaces)
            if name == "all" { set.formUnion(.all); continue }
            if name == "none" { continue }
            if let overlay = Overlay(name: name) {
                set.insert(OverlaySet(overlay))
            } else {
                unknown.append(name)
            }
        }
        return unknown.isEmpty ? .success(set) : .failure(OverlayListError(unknown: unknown))
    }

    /// The help line: `[h] hit regions  [w] hit-test walk  ...`, the
    /// enabled ones marked with `*`.
    public func helpLine() -> String {
        Overlay.allCases.map { "[\($0.key)]\(contains($0) ? "*" : "") \($0.title(in: .en))" }.joined(separator: "  ")
    }
}
