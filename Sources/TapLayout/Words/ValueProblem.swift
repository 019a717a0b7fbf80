import Foundation
import TapKit
import TapExplain

/// Why a value in a YAML file is not what the layout or script needs
/// there — a list where a mapping goes, a word where a number goes, a key
/// the schema does not know — as a typed value (`Worded`), reported by
/// `YAMLReader`'s accessors at the value and worded when printed.
///
///     ValueProblem.notNumber(.key("alpha"), found: .text("half")).english
///     // "alpha must be a number, found 'half'"
public enum ValueProblem: Worded, Equatable {
    // MARK: Shapes
    case notMapping(ValueSubject, found: FoundValue)
    /// A mapping's key is a list or a mapping, not a name.
    case keyNotName(in: ValueSubject)
    case unknownKey(String, in: ValueSubject, suggestion: NameSuggestion?)
    case notList(ValueSubject, found: FoundValue)
    case notText(ValueSubject, found: FoundValue)

    // MARK: Numbers
    case notNumber(ValueSubject, found: FoundValue)
    /// `.nan` or `.inf`, as written.
    case notFinite(ValueSubject, written: String)
    /// Beyond `YAMLReader.maxMagnitude`.
    case tooLarge(ValueSubject, written: String)
    case belowMinimum(ValueSubject, minimum: CGFloat, written: String)
    case aboveMaximum(ValueSubject, maximum: CGFloat, written: String)
    case notWhole(ValueSubject, value: CGFloat)
    case notBool(ValueSubject, found: FoundValue)

    // MARK: Lists of numbers
    /// Not a list where `count` numbers go, laid out as `shape` (`[x, y]`).
    case notNumberList(ValueSubject, count: Int, shape: String, found: FoundValue)
    /// A list of `items` items where `count` go; a full-width mark in one may be why.
    case wrongCount(ValueSubject, count: Int, shape: String, items: Int, typo: FullWidthTypo?)
    /// A frame (`[x, y, width, height]`) with a negative width or height.
    case negativeFrameSize(ValueSubject, width: CGFloat, height: CGFloat)
    /// A size (`[width, height]`) with a negative width or height.
    case negativeSize(ValueSubject)

    // MARK: Colours and choices
    /// Empty: an unquoted `#fff` is a YAML comment.
    case emptyColor(ValueSubject)
    case badColor(ValueSubject, ColorProblem)
    /// `found` is a UIKit class name (`UIButton`) for the choice `name` (`button`).
    case uikitChoice(ValueSubject, choices: [String], found: String, name: String)
    case notChoice(ValueSubject, choices: [String], found: String, suggestion: NameSuggestion?)

    public func text(in language: Language) -> String { LayoutWords.tables(language).valueProblem(self) }

}
