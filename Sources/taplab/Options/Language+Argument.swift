import ArgumentParser
import TapExplain
import TapKit

/// `--lang zh|en` for every command that has it: one parser, and case
/// does not matter (`--lang ZH` is `--lang zh`, as a locale's `zh_CN` is).
extension Language: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    /// The codes of the languages TapLab speaks, for the help and completions.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
