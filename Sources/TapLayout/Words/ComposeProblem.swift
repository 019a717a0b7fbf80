import Foundation
import TapExplain

/// What stops YAML text from being composed into a tree (`YAMLComposer`),
/// before any layout key is read: libyaml's syntax errors (in its own
/// words, which come from C), keys written twice, and the size and depth
/// limits. A typed value (`Worded`) carried by `YAMLProblem` at its place.
public enum ComposeProblem: Worded, Equatable {
    /// libyaml could not allocate.
    case outOfMemory
    /// libyaml failed without a syntax error (its memory error).
    case libyamlOutOfMemory
    /// A tab where YAML wants spaces.
    case tab
    /// libyaml's `problem`, and the `context` it was in, which started at
    /// `contextStart` when that is elsewhere.
    case syntax(String, context: String?, contextStart: Mark?)
    /// An `*alias` with no `&anchor` before it.
    case undefinedAlias
    /// A second `---` document; the stream started at `streamStart` when that is elsewhere.
    case anotherDocument(streamStart: Mark?)
    /// Text libyaml cannot read (libyaml's words), at a character offset.
    case unreadable(String, offset: Int)
    /// One key written twice in a mapping: said at the repeat.
    case duplicateKey(String, first: Mark)
    /// Several keys written twice in one mapping, sorted.
    case duplicateKeys([String])
    /// Text of `bytes`, past `limit` bytes.
    case tooLarge(bytes: Int, limit: Int)
    /// Collections nested past `limit` levels.
    case tooDeep(limit: Int)
    /// Keys that are aliases or collections expand past `limit` nodes.
    case keyOverLimit(limit: Int)
    /// A file with aliases expands past `limit` nodes.
    case nodesOverLimit(limit: Int)
    /// Aliases bring back more than `limit` bytes of text in all (said at
    /// the alias that passes it).
    case aliasedTextOverLimit(limit: Int)

    public func text(in language: Language) -> String { LayoutWords.tables(language).composeProblem(self) }

}
