import Foundation
import TapExplain

/// Where an id is named, for the messages about an id that names nothing
/// or the wrong kind of thing: a key of the layout (`requireToFail`,
/// `hitTest forward`), kept as written, or an expectation (`hit`, `chain`, `why`).
public enum IDReferrer: Worded, Equatable {
    case key(String)
    case expectation(String)

    public func text(in language: Language) -> String { Self.tables(language)(self) }

    public static let tables = WordTables<@Sendable (IDReferrer) -> String>(english: { referrer in
        switch referrer {
        case let .key(key): key
        case let .expectation(kind): "\(kind) expectation"
        }
    }, [.zh: { referrer in
        switch referrer {
        case let .key(key): key
        case let .expectation(kind): "\(kind) 预期"
        }
    }])
}
