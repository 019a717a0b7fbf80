import Foundation

extension PictureStrings {
    /// Full-width marks that close a phrase: a line is never broken just
    /// before one (the CJK rule that keeps `，` off the start of a line).
    static let closingPunctuation: Set<Character> = ["，", "。", "；", "：", "、", "）", "」", "！", "？", "…"]
}
