import Foundation

/// The errors and warnings found while reading one dump, in the order found.
final class DumpReport {
    let file: String
    private(set) var errors: [LayoutDiagnostic] = []
    private(set) var warnings: [LayoutDiagnostic] = []

    init(file: String) { self.file = file }

    func error(_ message: String, at position: DumpPosition) {
        errors.append(LayoutDiagnostic(file: file, line: position.line, column: position.column, message: message))
    }

    func warning(_ message: String, at position: DumpPosition) {
        warnings.append(LayoutDiagnostic(file: file, line: position.line, column: position.column, message: message,
                                         severity: .warning))
    }
}
