import Foundation
import TapExplain
import TapPicture

/// `--crop` (`crop:` in Swift) as a value: what the picture shows.
///
///     CropChoice(parsing: "auto")          // .auto
///     CropChoice(parsing: "card, button")  // .views(["card", "button"])
public enum CropChoice: Equatable, Sendable {
    /// What the overlays talk about.
    case auto
    /// The whole screen.
    case screen
    /// These views (ids, dumped addresses or class names), together.
    case views([String])

    /// The choice `text` writes; nil when it names nothing (`","`).
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "auto": self = .auto
        case "screen": self = .screen
        default:
            let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !names.isEmpty else { return nil }
            self = .views(names)
        }
    }

}

/// `--legend` (`legend:` in Swift) as a value: none, a style, or a language.
///
///     LegendChoice(parsing: "zh")    // .language(.zh)
///     LegendChoice(parsing: "line")  // .style(.line)
public enum LegendChoice: Equatable, Sendable {
    case none
    /// The legend in this style (`full`, `line`).
    case style(ScreenshotOptions.LegendStyle)
    /// The legend in this language, in the picture's style.
    case language(Language)

    /// The choice `text` writes; nil for any other word.
    public init?(parsing text: String) {
        let word = text.lowercased()
        if word == "none" { self = .none; return }
        if let language = Language(rawValue: word) { self = .language(language); return }
        guard let style = ScreenshotOptions.LegendStyle(rawValue: word), style != .automatic else { return nil }
        self = .style(style)
    }
}
