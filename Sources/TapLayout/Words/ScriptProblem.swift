import Foundation
import TapExplain

/// Why a script's steps (SPEC 3, "Scripts") cannot be read, in a layout's
/// `script:` or a separate script file, as a typed value (`Worded`). Steps
/// and keys (`longPress`, `drag from`, `touch`) are named as written.
public enum ScriptProblem: Worded, Equatable {
    /// A separate script file with no document.
    case empty
    /// `count` steps, past `limit`.
    case tooManySteps(Int, limit: Int)
    /// The steps so far move fingers for longer than `limit` seconds in all.
    case movesTooLong(limit: Int)
    /// A step with no step key or several; `steps` are the step keys.
    case notOneStep(steps: [String])
    /// A finger step without `touch:`.
    case needsTouch
    case longPressAtAndOn
    /// A `key:` name with a line break or control character.
    case controlCharactersInKey
    /// `step` needs the point `key` (`drag` needs `from`).
    case needsPoint(step: String, key: String)
    /// `step` needs the number `key` (`pinch` needs `from`).
    case needsNumber(step: String, key: String)
    /// A mapping where a point goes has no `on:`.
    case needsPointOrView(String)
    /// `{on: view}` in a script file read without its layout.
    case viewNeedsLayout(String, view: String)
    /// `{on: …}` names no view, or several: the loader's reason (English
    /// until the loader's name errors are typed).
    case noSuchView(String, reason: NameProblem)

    public func text(in language: Language) -> String { LayoutWords.tables(language).scriptProblem(self) }

}
