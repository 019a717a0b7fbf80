import Foundation
import TapExplain

/// Why a layout file does not load, at its top level, its windows and view
/// controllers, its ids and the references between them, and its
/// expectations — as a typed value (`Worded`), worded when printed in the
/// reader's language. The problems of views, lists, controls, gestures and
/// hit rules have enums of their own (`ViewProblem`, `ListProblem`,
/// `ControlProblem`, `GestureProblem`, `HitRuleProblem`).
public enum LoaderProblem: Worded, Equatable {
    // MARK: The file

    /// Nothing went wrong that was reported, yet no layout came of it.
    case notBuilt
    /// The file holds no YAML document.
    case emptyLayout
    /// Another platform's view tree, or a web page, pasted by mistake.
    case foreignPaste(ForeignPaste)

    // MARK: Windows and controllers

    case viewAndWindows
    case noViewOrWindows
    case noWindows
    case rootViewControllerNeedsID
    case rootViewControllerNeedsView
    case presentNeedsID
    case presentNeedsView

    // MARK: Ids

    case emptyID
    /// The id as written, control characters and all (worded JSON-escaped).
    case idControlCharacters(String)
    /// An id TapLab gives to one of its own objects.
    case reservedID(String, owner: BuiltInObject)
    /// A YAML alias brings an object, id and all, back a second time.
    case aliasedID(String)
    /// An id used before, at `line` and `column`.
    case duplicateID(String, line: Int, column: Int)
    /// An id used before, at no place known.
    case duplicateIDAgain(String)

    // MARK: References

    case unknownID(String, in: IDReferrer, suggestion: NameSuggestion)
    /// The id names an object of another kind than the reference needs.
    case wrongKind(String, in: IDReferrer, is: LayoutObjectKind, needs: ReferenceNeed)
    /// A class name `count` views have; `first` are the ids of the first few.
    case ambiguousClass(String, in: IDReferrer, count: Int, first: [String])

    // MARK: Expectations

    /// An expectation with no kind or several; `kinds` are the schema's.
    case expectationKind(kinds: [String])
    case hitNeedsAt
    case hitNeedsView
    case chainNeedsFromAndIs
    case whyNeedsViewAndRule

    public func text(in language: Language) -> String { LayoutWords.tables(language).loaderProblem(self) }

}
