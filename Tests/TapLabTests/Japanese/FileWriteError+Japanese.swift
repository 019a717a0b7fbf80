import Foundation
@testable import TapFiles

/// The stub language's file-writing messages (the English marked `ja·`).
let japaneseFileWrite: @Sendable (FileWriteError, _ force: String) -> String = { error, force in
    "ja·" + FileWriteError.english(error, force)
}
