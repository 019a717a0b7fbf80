import Foundation

/// Tells a dump from a layout file by its content and turns it into layout
/// text (SPEC 9): every command that reads a layout reads dumps this way.
///
///     let imported = try DumpReader.importLayout(text, file: "dump.txt")
///     print(imported.text)       // what `taplab import dump.txt` writes
public enum DumpReader {
    /// A dump turned into a layout: the layout's text, and what was dropped or guessed.
    public struct ImportedLayout {
        public var text: String
        public var warnings: [LayoutDiagnostic]
        public var format: ViewDump.Format
        /// For each line of `text`, the dump position it came from.
        var origins: [DumpPosition?]
    }

    /// Whether `text` is a dump rather than a layout file.
    public static func isDump(_ text: String) -> Bool {
        TapLabDumpJSONReader.looksLikeTapLabDump(text) || RecursiveDescriptionReader.looksLikeDump(text)
    }

    public static func read(_ text: String, file: String) throws(LayoutError) -> ViewDump {
        if TapLabDumpJSONReader.looksLikeTapLabDump(text) { return try TapLabDumpJSONReader.read(text: text, file: file) }
        return try RecursiveDescriptionReader.read(text, file: file)
    }

    public static func importLayout(_ text: String, file: String) throws(LayoutError) -> ImportedLayout {
        let dump = try read(text, file: file)
        let written = try DumpLayoutWriter.layout(for: dump, file: file)
        return ImportedLayout(text: written.text, warnings: written.warnings, format: dump.format, origins: written.origins)
    }

    /// A diagnostic about the written layout, pointed back at the dump line
    /// the offending view came from (the nearest one above it).
    static func pointIntoDump(_ d: LayoutDiagnostic, _ imported: ImportedLayout) -> LayoutDiagnostic {
        var line = min(d.line, imported.origins.count)
        while line > 0, imported.origins[line - 1] == nil { line -= 1 }
        guard line > 0, let origin = imported.origins[line - 1] else { return d }
        return LayoutDiagnostic(file: d.file, line: origin.line, column: origin.column,
                                message: d.message + " (in the layout TapLab made of this dump; `taplab import` shows it)",
                                severity: d.severity)
    }
}
