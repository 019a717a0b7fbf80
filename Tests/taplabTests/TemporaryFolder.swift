import Foundation
import XCTest

extension XCTestCase {
    /// A new, empty folder under the temporary directory, removed when the
    /// test ends (write permission given back first, so a folder a test made
    /// read-only goes too).
    func makeTemporaryFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        return folder
    }

    /// Writes `text` to `name` in `folder` (not atomically, as an editor
    /// saving in place would); the file's path.
    func write(_ name: String, _ text: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
