import Foundation

/// What a table or collection view did to one of its cells, as the event
/// log names it (SPEC 11): the delegate calls UIKit makes
/// (`didHighlightRowAt`, `didUnhighlightRowAt`, `didSelectRowAt`,
/// `didDeselectRowAt`) become `highlight list 2`, `unhighlight list 2`,
/// `select list 2`, `deselect list 0`.
public enum ListChange: String, Sendable, CaseIterable {
    case highlight, unhighlight, select, deselect
}
