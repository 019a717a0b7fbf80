import Foundation
@testable import taplab
import TapPicture
import TapWindow
import XCTest

/// The window's layouts come from the command line's library: real files,
/// edited on disk while the window watches them.
final class LayoutLibraryWindowTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("taplab-library")
    }

    private func write(_ name: String, _ yaml: String) throws -> String {
        try write(name, yaml, in: folder)
    }

    private static func layout(_ id: String, width: Int = 100) -> String {
        "title: Layout \(id)\nview:\n  id: root\n  subviews:\n    - {id: \(id), frame: [0, 0, \(width), 100]}\n"
    }

    func testAFolderIsAGalleryThatWrapsAroundBothWays() throws {
        // Given a folder of three layouts (and a file that is not one)
        _ = try write("b.yaml", Self.layout("second"))
        _ = try write("a.yaml", Self.layout("first"))
        _ = try write("c.yml", Self.layout("third"))
        _ = try write("notes.txt", "not a layout")
        let library = try LayoutLibrary(path: folder.path)
        let model = WindowModel(source: library, fonts: nil)
        // Then they are in name order, and n / b move through them, wrapping around
        XCTAssertEqual(library.count, 3)
        XCTAssertEqual(model.document?.title, "Layout first")
        model.perform(.nextLayout)
        XCTAssertEqual(model.document?.title, "Layout second")
        model.perform(.previousLayout)
        model.perform(.previousLayout)
        XCTAssertEqual(model.document?.title, "Layout third")
        XCTAssertEqual(model.treeRows.map(\.view.logName), ["main", "root", "third"])
    }

    func testAnEditThatDoesNotParseKeepsTheLastGoodVersionOnScreen() throws {
        // Given the window on a layout file
        let path = try write("edited.yaml", Self.layout("box"))
        let library = try LayoutLibrary(path: path)
        let model = WindowModel(source: library, fonts: nil, now: 0)
        let good = try XCTUnwrap(model.document?.application)
        // When the file is saved half-written, and the window polls it
        _ = try write("edited.yaml", "title: Layout box\nview:\n  id: root\n  subviews: [{id: box, frame: [0, 0")
        model.tick(now: 1)
        // Then the last good version stays, with the diagnostic naming the file
        XCTAssertTrue(model.document?.application === good)
        XCTAssertEqual(model.diagnostics.count, 1, "\(model.diagnostics)")
        XCTAssertTrue(model.diagnostics.first?.hasPrefix(path + ":") ?? false, "\(model.diagnostics)")
        XCTAssertTrue(model.diagnostics.first?.contains("error:") ?? false)
        // When the edit is finished
        _ = try write("edited.yaml", Self.layout("box", width: 250))
        model.tick(now: 2)
        // Then the new version is on screen and the diagnostic is gone
        XCTAssertFalse(model.document?.application === good)
        XCTAssertEqual(model.diagnostics, [])
        XCTAssertEqual(model.treeRows.last?.view.frame.width, 250)
    }

    func testAFileThatBecomesAnAliasedTextBombKeepsTheLastGoodVersion() throws {
        // Precondition: the window on a layout file
        let path = try write("edited.yaml", Self.layout("box"))
        let library = try LayoutLibrary(path: path)
        let model = WindowModel(source: library, fonts: nil, now: 0)
        let good = try XCTUnwrap(model.document?.application)

        // Action: the file is saved as a 1 MB title aliased as 6,000 labels' text, and polled
        let bomb = "title: &big \"" + String(repeating: "x", count: 1 << 20) + "\"\nview:\n  id: root\n  subviews:\n"
            + (0..<6_000).map { "    - {id: l\($0), class: label, text: *big}\n" }.joined()
        _ = try write("edited.yaml", bomb)
        model.tick(now: 1)

        // Assertion: the last good version stays, with one diagnostic at the alias
        XCTAssertTrue(model.document?.application === good)
        XCTAssertEqual(model.diagnostics.map { String($0.prefix(path.count + 7)) }, [path + ":21:37:"])
    }

    func testAFIFOInAFolderIsLeftOutAndAFileThatBecomesOneIsNotWaitedFor() throws {
        // Precondition: a folder with a layout and a FIFO named like one
        let path = try write("a.yaml", Self.layout("box"))
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("b.yaml").path, 0o644), 0)
        let library = try LayoutLibrary(path: folder.path)
        let model = WindowModel(source: library, fonts: nil, now: 0)
        let good = try XCTUnwrap(model.document?.application)

        // Action: the layout is replaced by a FIFO, and the window polls it
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        model.tick(now: 1)

        // Assertion: the FIFO was never listed; the one the file became is
        // refused at once, the last good version kept
        XCTAssertEqual(library.count, 1)
        XCTAssertTrue(model.document?.application === good)
        XCTAssertEqual(library.diagnostics.count, 1)
    }

    func testAFIFOGivenAsTheWindowsFileIsRefusedAtOnce() throws {
        // Precondition
        let fifo = folder.appendingPathComponent("pipe.yaml").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)

        // Action
        let library = try LayoutLibrary(path: fifo)

        // Assertion: nothing on screen, one diagnostic, and no wait for a writer
        XCTAssertNil(library.current)
        XCTAssertEqual(library.diagnostics.count, 1)
    }

    func testAFileThatNeverLoadedShowsItsDiagnosticsAndNoCanvas() throws {
        // Given a gallery whose first layout is broken
        _ = try write("a.yaml", "view: {id: root, frame: [0, 0, -5, 10]}\n")
        _ = try write("b.yaml", Self.layout("fine"))
        let library = try LayoutLibrary(path: folder.path)
        let model = WindowModel(source: library, fonts: nil)
        // Then there is nothing to show but the problem, and keys still work
        XCTAssertNil(model.document)
        XCTAssertFalse(model.diagnostics.isEmpty)
        model.perform(.shake)
        model.perform(.toggleHidden)
        model.handle(.mouseDown(x: 50, y: 50, button: .left, modifiers: [], clicks: 1), now: 1)
        model.perform(.nextLayout)
        XCTAssertEqual(model.document?.title, "Layout fine")
    }

    func testBareTaplabFindsLayoutsInTheCurrentDirectoryOrAboveTheProgram() throws {
        // Given a folder with Layouts/ in it
        let layouts = folder.appendingPathComponent("Layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        // Then it is found from that folder, and from a program built below it
        XCTAssertEqual(LayoutsFolder.locate(currentDirectory: folder.path, executable: "/nonexistent/taplab"), "Layouts")
        let program = folder.appendingPathComponent(".build/debug/taplab").path
        XCTAssertEqual(LayoutsFolder.locate(currentDirectory: "/", executable: program).map { URL(fileURLWithPath: $0).standardized.path },
                       layouts.standardized.path)
        XCTAssertNil(LayoutsFolder.locate(currentDirectory: "/", executable: "/taplab"))
    }
}
