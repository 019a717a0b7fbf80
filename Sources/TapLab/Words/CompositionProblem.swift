import Foundation
import TapExplain
import TapLayout

/// Why a shot's composition (`--crop`, `--legend`; `crop:`, `legend:` in
/// Swift) does not fit, as a typed value (`Worded`) worded when printed.
/// `option` is the option as the caller wrote it: `--crop` on the command
/// line, `crop` in Swift.
public enum CompositionProblem: Worded, Equatable {
    /// A legend that is not none, full, line or a language's code.
    case legend(option: String, value: String)
    /// A crop with no view id in it (`--crop ,`).
    case crop(option: String, value: String)
    /// The crop names an object that is not a view (a layer, a recognizer).
    case cropNotAView(option: String, id: String)
    /// The crop names no one view; `reason` is the name look-up's own words.
    case cropName(option: String, reason: NameProblem)
    /// The crop names nothing in the layout.
    case cropUnknown(option: String, name: String)
    /// The views named are hidden or off every window.
    case cropOffScreen(option: String, crop: String)

    public func text(in language: Language) -> String { EntryPointWords.tables(language).compositionProblem(self) }
}
