import Foundation

/// Tells a dump from a layout file by its content (SPEC 9) and turns it into
/// an application, or into layout text: every command that reads a layout
/// reads dumps this way.
///
///     let imported = try DumpReader.importLayout(text, file: "dump.txt")
///     print(imported.text)       // what `taplab import dump.txt` writes
public enum DumpReader {
    /// A dump turned into a layout: the layout's text, and what was dropped or guessed.
    public struct ImportedLayout {
        public var text: String
        public var warnings: [LayoutDiagnostic]
        public var format: ViewDump.Format
    }

    /// Whether `text` is a dump rather than a layout file.
    public static func isDump(_ text: String) -> Bool {
        ViewDump.Format.allCases.contains { $0.recognizes(text) }
    }

    public static func read(_ text: String, file: String) throws(LayoutError) -> ViewDump {
        switch ViewDump.Format.of(text) {
        case .tapLabJSON: try TapLabDumpJSONReader.read(text: text, file: file)
        case .recursiveDescription: try RecursiveDescriptionReader.read(text, file: file)
        }
    }

    /// The layout file `taplab import` writes for a dump.
    public static func importLayout(_ text: String, file: String, assuming assumptions: [Assumption] = []) throws(LayoutError) -> ImportedLayout {
        let dump = try read(text, file: file)
        let (plan, warnings) = try DumpPlanner.plan(dump, file: file)
        // `--assume`: the values the user gives are written as known.
        let problems = plan.assume(assumptions)
        guard problems.isEmpty else {
            throw LayoutError(problems.map { LayoutDiagnostic(file: file, line: 1, column: 1, problem: $0) })
        }
        return ImportedLayout(text: DumpLayoutWriter.text(for: plan), warnings: warnings, format: dump.format)
    }

    /// A dump as a running application, the same one its imported layout
    /// file gives, built directly.
    /// `rebuildable`: keep the plan, so that copies (`rebuilt()`, on which
    /// `--why` checks its fixes) are built from it without reading the
    /// text again — at the cost of the plans' memory beside the views.
    static func load(_ text: consuming String, file: String, rebuildable: Bool) throws(LayoutError) -> LoadedLayout {
        let (plan, warnings) = try plan(text, file: file)
        // The text is let go before the views are made: a 9 MB dump's text
        // is 9 MB less at the peak (docs/PERFORMANCE.md).
        _ = consume text
        let layout = DumpApplicationBuilder.build(plan, file: file, consuming: !rebuildable)
        layout.warnings = warnings
        if rebuildable {
            layout.rebuilder = {
                let copy = DumpApplicationBuilder.build(plan, file: file, consuming: false)
                copy.warnings = warnings
                return copy
            }
        }
        return layout
    }

    /// The plan alone: the dump it came from is gone when the views are
    /// built, a fifth less memory at the peak for a 50,000-view dump.
    private static func plan(_ text: String, file: String) throws(LayoutError) -> (DumpPlan, warnings: [LayoutDiagnostic]) {
        let dump = try read(text, file: file)
        return try DumpPlanner.plan(dump, file: file)
    }
}
