import Foundation
import TapExplain

/// What is wrong with a pasted `recursiveDescription` (or `_printHierarchy`),
/// as a typed value (`Worded`): a view line without a usable frame or
/// value, a line cut off where the paste stops, indentation that jumps,
/// or a paste of something else (Chisel's `presponder`, the command alone).
/// A view is named by its class and address as printed.
public enum DescriptionProblem: Worded, Equatable {
    /// A warning: read as another top-level view.
    case lessIndented
    /// A warning: `level` deep under a view `above` deep; read as its subview.
    case jumpsLevels(Int, above: Int)
    case cutBeforeFrame(className: String, address: String)
    /// Printed without any item: a view controller's description, say.
    case notAView(className: String, address: String)
    /// Items but no `frame`: `description`'s output rather than `recursiveDescription`'s.
    case noFrame(className: String, address: String)
    /// A warning: `frame` is CGRectNull or has NaN or infinity, as printed.
    case frameNotFinite(className: String, address: String, frame: String)
    case cutInsideFrame(className: String, address: String)
    case badFrame(String)
    /// A warning: the line stops after its frame; what follows it is not known.
    case cutAfterFrame(className: String, address: String)
    case badAlpha(String)
    case badTransform(String)
    case badContentOffset(String)
    /// A flag (`hidden`, `userInteractionEnabled`, `clipsToBounds`) not YES or NO.
    case notYesOrNo(key: String, found: String)
    /// The paste is Chisel's `presponder` output: the responder chain.
    case presponderOutput
    /// A warning: the dump was one quoted string with `\n` escapes.
    case escapedLineBreaks
    /// A warning: the paste stops in a line before its view's address.
    case lastLineCut
    /// A warning: a line that starts like a view and is not one.
    case notAViewLine
    /// No view and no `_printHierarchy` line: perhaps the command alone.
    case noView
    /// Only `_printHierarchy` lines: view controllers, without frames.
    case controllersOnly
    /// A warning: `missing` of the `total` controllers name no view of the dump.
    case controllersWithoutViews(missing: Int, total: Int)

    public func text(in language: Language) -> String { LayoutWords.tables(language).descriptionProblem(self) }

}
