import Foundation
import TapExplain

/// Where an id is named, for the messages about an id that names nothing
/// or the wrong kind of thing: a key of the layout (`requireToFail`,
/// `hitTest forward`), kept as written, or an expectation (`hit`, `chain`, `why`).
public enum IDReferrer: Worded, Equatable {
    case key(String)
    case expectation(String)

    public func text(in language: Language) -> String { LayoutWords.tables(language).idReferrer(self) }

    static let english: @Sendable (IDReferrer) -> String = { referrer in
        switch referrer {
        case let .key(key): key
        case let .expectation(kind): "\(kind) expectation"
        }
    }

    static let chinese: @Sendable (IDReferrer) -> String = { referrer in
        switch referrer {
        case let .key(key): key
        case let .expectation(kind): "\(kind) 预期"
        }
    }
}
