import Foundation
import TapExplain

/// An `SVGPathError` worded: the problem and the offset it is at, which a
/// layout author counts to (empty data has no place to point at).
extension SVGPathError: Worded {
    public func text(in language: Language) -> String { LayoutWords.tables(language).svgPathError(self) }

    static let english: @Sendable (SVGPathError) -> String = { error in
        error.problem == .emptyData ? error.problem.text(in: .en) : "\(error.problem.text(in: .en)) at offset \(error.offset)"
    }

    static let chinese: @Sendable (SVGPathError) -> String = { error in
        error.problem == .emptyData ? error.problem.text(in: .zh) : "\(error.problem.text(in: .zh))（在偏移量 \(error.offset) 处）"
    }
}
