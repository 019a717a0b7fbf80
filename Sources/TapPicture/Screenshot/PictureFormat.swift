import Foundation

/// The picture formats `taplab shot` writes, chosen by the output's
/// extension: PNG pixels, or SVG and PDF vectors of the same drawing.
public enum PictureFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The format a path's extension names (case-insensitive), or nil.
    public init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }

    public var name: String { rawValue.uppercased() }
}
