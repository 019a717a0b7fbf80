import Foundation

/// Line breaking for the legend, in English and in Chinese.
extension InfoStrip {
    /// Greedy wrap to `width` pixels: at spaces, and between any two
    /// Chinese characters (Chinese has no spaces to break at).
    func wrap(_ sentence: String, width: CGFloat) -> [String] {
        text.wrapped(sentence, width: width, size: pixelSize) { wrapAfresh(sentence, width: width) }
    }

    private func wrapAfresh(_ sentence: String, width: CGFloat) -> [String] {
        var lines: [String] = []
        var line = ""
        for (token, spaced) in Self.tokens(sentence) {
            let candidate = line.isEmpty ? token : line + (spaced ? " " : "") + token
            if !line.isEmpty, text.measure(candidate, size: pixelSize).width > width {
                lines.append(line)
                line = token
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The pieces a line may break between, each with whether a space came
    /// before it: words, and single CJK characters with what sticks to them
    /// (punctuation after one is never put at the start of a line).
    static func tokens(_ sentence: String) -> [(String, Bool)] {
        var out: [(String, Bool)] = []
        for word in sentence.split(separator: " ") {
            var spaced = true
            var run = ""
            for ch in word {
                if isCJK(ch), !run.isEmpty, !isClosing(ch) {
                    out.append((run, spaced))
                    spaced = false
                    run = ""
                }
                run.append(ch)
            }
            if !run.isEmpty { out.append((run, spaced)) }
        }
        return out
    }

    private static func isCJK(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(v) || (0xFF00...0xFFEF).contains(v) || (0x3000...0x303F).contains(v)
    }

    private static func isClosing(_ ch: Character) -> Bool { PictureStrings.closingPunctuation.contains(ch) }
}
