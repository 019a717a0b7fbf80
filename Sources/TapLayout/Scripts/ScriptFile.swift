import Foundation

/// Scripts kept in their own file, for `taplab replay --script`.
public enum ScriptFile {
    /// A YAML list of steps, or a mapping with a `script:` list, from a
    /// file, standard input (`-`) or a pipe.
    /// `layout` lets steps tap views by name (`tap: {on: ID}`).
    public static func load(path: String, for layout: LoadedLayout? = nil) throws(LayoutError) -> [ScriptStep] {
        try load(text: LayoutLoader.readText(path: path), file: path, for: layout)
    }

    /// The same, from text already read; `file` names it in diagnostics.
    public static func load(text: String, file: String = "<script>", for layout: LoadedLayout? = nil) throws(LayoutError) -> [ScriptStep] {
        try ScriptParser.load(text: text, file: file, locate: layout.map { layout in { layout.tapTarget(on: $0).map(\.point) } })
    }
}
