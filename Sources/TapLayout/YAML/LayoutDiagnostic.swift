import Foundation
import TapExplain

/// One problem in a layout file, printed the way compilers print them so
/// editors and terminals can jump to it:
///
///     Layouts/000-overlap.yaml:12:9: error: unknown key 'colour' (did you mean 'color'?)
///
/// The problem is kept as a typed value (`Worded`) and worded when printed,
/// in the reader's language (`description(in:)`: the place and the
/// separators as above, the severity and the message in that language).
public struct LayoutDiagnostic: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var problem: any Worded
    public var severity: Severity

    /// An error stops the file from loading; a warning says what was
    /// dropped or guessed in a file that loads (a dump cut off at its end).
    public enum Severity: String {
        case error, warning
        /// More about the error before it (where an aliased node is used again).
        case note

        var word: SeverityWord {
            switch self {
            case .error: .error
            case .warning: .warning
            case .note: .note
            }
        }
    }

    public init(file: String, line: Int, column: Int, problem: any Worded, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
        self.severity = severity
    }

    /// The message in English, long quotes cut (what `--json` and library callers get).
    public var message: String { message(in: .en) }

    /// The message in `language`, long quotes cut.
    public func message(in language: Language) -> String { Self.capped(problem.text(in: language)) }

    public static func == (a: LayoutDiagnostic, b: LayoutDiagnostic) -> Bool {
        (a.file, a.line, a.column, a.severity) == (b.file, b.line, b.column, b.severity) && a.message == b.message
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

    public var description: String { description(in: .en) }

    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE` in `language`; the place and the
    /// separators stay as compilers print them, for editors that jump to it.
    public func description(in language: Language) -> String {
        "\(file):\(line):\(column): \(severity.word.text(in: language)): \(message(in: language))"
    }
}

/// Every diagnostic found in one file: a loader reports them all at once
/// rather than stopping at the first.
public struct LayoutError: Error, CustomStringConvertible {
    public var diagnostics: [LayoutDiagnostic]
    public init(_ diagnostics: [LayoutDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { description(in: .en) }

    public func description(in language: Language) -> String {
        diagnostics.map { $0.description(in: language) }.joined(separator: "\n")
    }
}
