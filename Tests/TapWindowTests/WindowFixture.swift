import Foundation
import TapPicture

/// What the window tests share: the repository (for Layouts/) and the
/// fonts the window draws with.
enum RenderFixture {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fonts() throws -> FontSet { try FontSet(environment: [:]) }
}
