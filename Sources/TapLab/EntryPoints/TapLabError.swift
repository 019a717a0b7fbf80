import Foundation
import TapLayout

/// Why a TapLab entry point failed, in words a user can act on: for a
/// layout or script, one `FILE:LINE:COLUMN: error: ...` line per problem;
/// for a picture, the file and the operating system's reason.
///
///     do { _ = try TapLab.replay(app, script: "- tap: [195]") } catch { print(error) }
///     // <script>:1:8: error: tap must have 2 numbers [x, y], found 1
///     do { try TapLab.shot(app, to: "/nonexistent/x.png") } catch { print(error) }
///     // cannot write /nonexistent/x.png: the folder /nonexistent does not exist (create it first)
public struct TapLabError: Error, CustomStringConvertible, LocalizedError {
    /// The whole message, one line per problem.
    public let message: String
    /// An error with this message (for a program's own checks beside TapLab's).
    public init(_ message: String) { self.message = message }
    /// The message, as `print(error)` shows it.
    public var description: String { message }
    /// The message, as `error.localizedDescription` shows it.
    public var errorDescription: String? { message }

    init(_ error: LayoutError) {
        message = error.diagnostics.map(\.description).joined(separator: "\n")
    }
}
