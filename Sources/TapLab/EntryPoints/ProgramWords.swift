import TapExplain

/// A program's own message in a `TapLabError` (`TapLabError("…")`): its
/// words are the program's, the same in every language.
struct ProgramWords: Worded {
    let message: String
    init(_ message: String) { self.message = message }
    func text(in language: Language) -> String { message }
}
