import Foundation
import XCTest
@testable import TapLayout

/// `LayoutLoader.readData`: a FIFO is read as a stream when a command is
/// given one, and refused at once where nothing may wait (`regularOnly`,
/// the window), instead of blocking for a writer that never comes.
final class LayoutLoaderReadingTests: XCTestCase {
    private func fifo() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x.yaml").path
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        return path
    }

    func testAFIFOWithoutAWriterIsRefusedAtOnceWhereOnlyRegularFilesAreRead() throws {
        // Precondition: a FIFO nobody writes to
        let path = try fifo()

        // Action
        let problem: InputFileProblem?
        do {
            _ = try LayoutLoader.readData(path: path, regularOnly: true)
            problem = nil
        } catch {
            problem = error.diagnostics.first?.problem as? InputFileProblem
        }

        // Assertion
        XCTAssertEqual(problem, .notRegularFile)
    }

    func testAFIFOWithAWriterIsStillReadByACommand() throws {
        // Precondition: a FIFO a thread writes a layout into
        let path = try fifo()
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data("view: {id: root}\n".utf8))
            try? handle.close()
        }
        writer.start()

        // Action
        let data = try LayoutLoader.readData(path: path)

        // Assertion
        XCTAssertEqual(data, Data("view: {id: root}\n".utf8))
    }
}
