import Foundation
import TapLayout

/// Why a TapLab entry point failed, in words a user can act on: for a
/// layout or script, one `FILE:LINE:COLUMN: error: ...` line per problem;
/// for a picture, the file and the operating system's reason.
public struct TapLabError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    init(_ error: LayoutError) {
        message = error.diagnostics.map(\.description).joined(separator: "\n")
    }
}
