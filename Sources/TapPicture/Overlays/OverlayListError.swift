import Foundation

/// An `--overlay` list with names that are not overlays.
public struct OverlayListError: Error, Equatable, CustomStringConvertible {
    public var unknown: [String]

    public var description: String {
        let names = unknown.map { $0.isEmpty ? "''" : "'\($0)'" }.joined(separator: ", ")
        return "unknown overlay \(names); valid overlays: \(OverlaySet.names.joined(separator: ", ")), or all, none"
    }
}
