import Foundation
import TapKit

/// The language TapLab's own words are written in: explanations of a walk
/// (`trace`, `--why`), legends, badges and the window's help line. UIKit's
/// names (`hitTest(_:with:)`, `touchesBegan`, verdicts such as `hitSelf`) and
/// the event log (SPEC 5) stay as they are in every language: they are what
/// a developer searches for.
///
/// TapLab speaks `en` and `zh`. A language is a value, not a closed list:
/// another is added with `Language.register(code:autonym:)` and one word
/// table per module (`ExplanationStrings.tables.register(_:for:)`, and the
/// same for `WhyStrings`, `PictureStrings`, `TimelineWord`, `FigureWord`,
/// `WindowStrings`), each of which the compiler checks is complete.
///
/// ```swift
/// Language(environment: ["LANG": "zh_CN.UTF-8"])   // .zh
/// Language(environment: [:])                       // .en
/// ```
public struct Language: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The code a locale and `--lang` use: `en`, `zh`.
    public let rawValue: String
    /// The language's name in itself, as a page offering several names it
    /// (the gallery's column heads).
    public let autonym: String

    public static let en = Language(code: "en", autonym: "English")
    public static let zh = Language(code: "zh", autonym: "中文")

    private init(code: String, autonym: String) {
        rawValue = code
        self.autonym = autonym
    }

    /// A language TapLab speaks, by its code; nil for any other.
    public init?(rawValue: String) {
        guard let known = Language.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }

    /// The languages TapLab speaks, English first, in the order they were added.
    public static var allCases: [Language] {
        lock.lock()
        defer { lock.unlock() }
        return registered
    }

    /// Adds a language (its code lowercased, as `--lang` reads it). Its
    /// words come from the tables registered for it; until one is, a
    /// table answers in English.
    @discardableResult
    public static func register(code: String, autonym: String) -> Language {
        let language = Language(code: code.lowercased(), autonym: autonym)
        lock.lock()
        defer { lock.unlock() }
        registered.removeAll { $0 == language }
        registered.append(language)
        return language
    }

    /// Forgets a language added by `register` (tests, which share one process).
    package static func unregister(_ language: Language) {
        guard language != .en, language != .zh else { return }
        lock.lock()
        defer { lock.unlock() }
        registered.removeAll { $0 == language }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [Language] = [.en, .zh]

    public var description: String { rawValue }

    public static func == (a: Language, b: Language) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The language a locale environment asks for, as POSIX orders them:
    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG` (the first one set and not
    /// empty decides). A locale whose language is one TapLab speaks
    /// (`zh`, `zh_CN`, `zh_TW.UTF-8`, ...) is that language; anything
    /// else, and no locale at all, is `en`.
    public init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let code = locale.lowercased().prefix { $0.isLetter }
        self = Language.allCases.first { $0 != .en && code.hasPrefix($0.rawValue) } ?? .en
    }
}

/// Each language's word table of one kind: English always, every other
/// language TapLab speaks registered beside it. A table's type lists every
/// word (a struct's memberwise initializer, or a function with an
/// exhaustive `switch`), so a language's table cannot leave one out; a
/// language with no table of this kind yet reads English
/// (`LanguageTablesTests` checks every language has every table).
public final class WordTables<Table>: @unchecked Sendable {
    private let lock = NSLock()
    private let english: Table
    private var tables: [Language: Table]

    public init(english: Table, _ others: [Language: Table]) {
        self.english = english
        tables = others
        tables[.en] = english
    }

    /// Adds (or replaces) `language`'s table.
    public func register(_ table: Table, for language: Language) {
        lock.lock()
        defer { lock.unlock() }
        tables[language] = table
    }

    package func remove(_ language: Language) {
        guard language != .en else { return }
        lock.lock()
        defer { lock.unlock() }
        tables[language] = nil
    }

    /// Whether `language` has a table of this kind.
    public func has(_ language: Language) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return tables[language] != nil
    }

    /// `language`'s table (English's when it has none).
    public func callAsFunction(_ language: Language) -> Table {
        lock.lock()
        defer { lock.unlock() }
        return tables[language] ?? english
    }
}
