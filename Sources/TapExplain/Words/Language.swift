import Foundation
import TapKit

/// The language TapLab's own words are written in: explanations of a walk
/// (`trace`, `--why`), legends, badges and the window's help line. UIKit's
/// names (`hitTest(_:with:)`, `touchesBegan`, verdicts such as `hitSelf`) and
/// the event log (SPEC 5) stay as they are in every language: they are what
/// a developer searches for.
///
/// ```swift
/// Language(environment: ["LANG": "zh_CN.UTF-8"])   // .zh
/// Language(environment: [:])                       // .en
/// ```
public enum Language: String, CaseIterable, Sendable {
    case en, zh

    /// The language a locale environment asks for, as POSIX orders them:
    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG` (the first one set and not
    /// empty decides). Chinese (`zh`, `zh_CN`, `zh_TW.UTF-8`, ...) is `zh`;
    /// anything else, and no locale at all, is `en`.
    public init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        self = locale.lowercased().hasPrefix("zh") ? .zh : .en
    }
}

extension Language {
    /// The language's name in itself, as a page offering both names it
    /// (the gallery's column heads).
    public var autonym: String {
        switch self {
        case .en: "English"
        case .zh: "中文"
        }
    }
}
