import Foundation

/// Scripts kept in their own file, for `taplab replay --script`.
public enum ScriptFile {
    /// A YAML list of steps, or a mapping with a `script:` list.
    /// `layout` lets steps tap views by name (`tap: {on: ID}`).
    public static func load(path: String, for layout: LoadedLayout? = nil) throws(LayoutError) -> [ScriptStep] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LayoutError([LayoutDiagnostic(file: path, line: 1, column: 1,
                                                message: PathProblem.describe(path) ?? "cannot read file")])
        }
        guard data.count <= LayoutLoader.maxFileBytes, let text = String(data: data, encoding: .utf8) else {
            throw LayoutError([LayoutDiagnostic(file: path, line: 1, column: 1, message: "not a UTF-8 text file of at most 8 MB")])
        }
        return try load(text: text, file: path, for: layout)
    }

    /// The same, from text already read; `file` names it in diagnostics.
    public static func load(text: String, file: String = "<script>", for layout: LoadedLayout? = nil) throws(LayoutError) -> [ScriptStep] {
        try ScriptParser.load(text: text, file: file, locate: layout.map { layout in { layout.tapTarget(on: $0).map(\.point) } })
    }
}
