import Foundation
import TapExplain

/// An `SVGPathError` worded: the problem and the offset it is at, which a
/// layout author counts to (empty data has no place to point at).
extension SVGPathError: Worded {
    public func text(in language: Language) -> String { Self.tables(language)(self) }

    public static let tables = WordTables<@Sendable (SVGPathError) -> String>(english: { error in
        error.problem == .emptyData ? error.problem.text(in: .en) : "\(error.problem.text(in: .en)) at offset \(error.offset)"
    }, [.zh: { error in
        error.problem == .emptyData ? error.problem.text(in: .zh) : "\(error.problem.text(in: .zh))（在偏移量 \(error.offset) 处）"
    }])
}
