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
        self.message = Self.capped(message)
        self.severity = severity
    }

    /// A quoted value longer than this is shown cut, with its length: a
    /// diagnostic never echoes a 10,000-character value whole.
    static let longestQuote = 80

    /// `message` with every '…' quote over `longestQuote` characters cut to
    /// its start and its length ('xxxx…' (10,000 characters)); a message
    /// without long quotes is returned as it is.
    static func capped(_ message: String) -> String {
        guard message.count > longestQuote else { return message }
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return message }
        var out = String(parts[0])
        for i in 1..<parts.count {
            let previous = parts[i - 1], part = parts[i]
            // Odd pieces lie between quotes; the closing quote of a cut one carries its length.
            let closesLongQuote = i % 2 == 0 && previous.count > longestQuote
            out += closesLongQuote ? "' (\(previous.count) characters)" : "'"
            let isLongQuote = i % 2 == 1 && i < parts.count - 1 && part.count > longestQuote
            out += isLongQuote ? part.prefix(longestQuote - 20) + "…" : part
        }
        return out
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
