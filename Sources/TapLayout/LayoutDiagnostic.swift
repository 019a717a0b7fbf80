import Foundation

/// One problem in a layout file, printed the way compilers print them so
/// editors and terminals can jump to it:
///
///     Layouts/000-overlap.yaml:12:9: error: unknown key 'colour' (did you mean 'color'?)
public struct LayoutDiagnostic: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var severity: Severity

    /// An error stops the file from loading; a warning says what was
    /// dropped or guessed in a file that loads (a dump cut off at its end).
    public enum Severity: String {
        case error, warning
        /// More about the error before it (where an aliased node is used again).
        case note
    }

    public init(file: String, line: Int, column: Int, message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// Every diagnostic found in one file: a loader reports them all at once
/// rather than stopping at the first.
public struct LayoutError: Error, CustomStringConvertible {
    public var diagnostics: [LayoutDiagnostic]
    public init(_ diagnostics: [LayoutDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
