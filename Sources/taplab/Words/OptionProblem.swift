import Foundation
import TapExplain
import TapPicture

/// Why a command's options do not go together or a value is out of range
/// (`validate()`), as a typed value (`Worded`) worded in the command's
/// `--lang`. ArgumentParser prints it after its own `Error: `.
enum OptionProblem: Worded, Equatable {
    /// Two options of which one may be given.
    case notBoth(String, String)
    /// `trace` with neither `--at` nor `--on`.
    case tracePoint
    /// `--size` that is not `WxH` (`example`: a size that is).
    case sizeFormat(example: String, given: String)
    /// `--size` with a side outside 16...`limit`.
    case sizeRange(PixelSize, limit: Int)
    case scale(most: Int, given: Int)
    /// `--fps` outside 1...`most`; `format`: the output's, when it names one.
    case fps(most: Int, format: RecordingFormat?, given: Int)
    case maxBytes(String)
    case speed(Double)
    /// `--overlay` names that are no overlay.
    case overlay(unknown: [String])
    case replay(Int)
    case exitAfter(Double)

    func text(in language: Language) -> String { CommandWords.tables(language).optionProblem(self) }

    /// The overlays `--overlay` takes, as messages list them.
    static var overlayNames: String { OverlaySet.names.joined(separator: ", ") }

    /// Unknown overlay names as messages quote them (an empty one as `''`).
    static func quoted(_ names: [String]) -> String {
        names.map { $0.isEmpty ? "''" : "'\($0)'" }.joined(separator: ", ")
    }
}
