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

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Every diagnostic found in one file: a loader reports them all at once
/// rather than stopping at the first.
public struct LayoutError: Error, CustomStringConvertible {
    public var diagnostics: [LayoutDiagnostic]
    public init(_ diagnostics: [LayoutDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
