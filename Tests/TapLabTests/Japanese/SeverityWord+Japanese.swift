import Foundation
import TapExplain

/// The stub language's severity words, an exhaustive `switch`.
let japaneseSeverity: @Sendable (SeverityWord) -> String = { word in
    switch word {
    case .error: "ja·error"
    case .warning: "ja·warning"
    case .note: "ja·note"
    }
}
