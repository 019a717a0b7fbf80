import Foundation
import XCTest
import TapKit
@testable import taplab

/// TapLab and files: a screenshot that cannot be written is a clear error;
/// no command ever writes to a layout file; a layout caught halfway through
/// being saved leaves the last good version on screen.
final class FileSafetyTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("taplab-files")
    }

    private let gallery = "Layouts/000-overlapping-buttons.yaml"

    // MARK: Screenshots

    func testAShotIntoAMissingFolderIsAClearError() throws {
        let output = folder.appendingPathComponent("no/such/folder/shot.png").path
        let result = try TapLabProcess.run(["shot", gallery, "-o", output])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: cannot write \(output): the folder \(folder.path)/no/such/folder does not exist (create it first)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testAShotIntoAFolderItMayNotWriteIsAClearError() throws {
        // A read-only folder stops everyone but root; /proc stops root too.
        var outputs = ["/proc/taplab-shot.png"]
        if getuid() != 0 {
            let locked = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
            outputs.append(locked.appendingPathComponent("shot.png").path)
        }
        for output in outputs {
            let result = try TapLabProcess.run(["shot", gallery, "-o", output])
            XCTAssertEqual(result.status, 1, output)
            XCTAssertTrue(result.stderr.hasPrefix("error: cannot write "), result.stderr)
            XCTAssertTrue(result.stderr.contains(output), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        }
    }

    func testAShotIntoAFolderNameIsAClearError() throws {
        let result = try TapLabProcess.run(["shot", gallery, "-o", folder.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("it is a folder"), result.stderr)
    }

    func testAShotNamedForAFormatTapLabDoesNotWriteIsRefusedNotWrittenAsPNG() throws {
        let output = folder.appendingPathComponent("slide.jpg").path
        let result = try TapLabProcess.run(["shot", gallery, "-o", output])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: cannot write \(output): shots are .png, .svg or .pdf pictures, chosen by the extension, "
            + "and a .jpg name is none of them; give a .png, .svg or .pdf path\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testAShotNeverOverwritesALayoutFile() throws {
        // Given a layout, reached by two spellings of its path, and another layout
        let layout = try copyOfGalleryLayout("mine.yaml")
        let other = try copyOfGalleryLayout("other.yml")
        let before = try snapshot([layout, other])
        for output in [layout, folder.path + "/./mine.yaml", other] {
            // When a shot is asked to write over it
            let result = try TapLabProcess.run(["shot", layout, "-o", output])
            // Then it refuses, and the file is as it was
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.contains("TapLab never writes to layout files"), result.stderr)
        }
        XCTAssertEqual(try snapshot([layout, other]), before)
    }

    // MARK: Layout files are only ever read

    private func copyOfGalleryLayout(_ name: String, from source: String = "Layouts/001-gesture-puzzle.yaml") throws -> String {
        let target = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: TapLabProcess.repositoryRoot.appendingPathComponent(source), to: target)
        return target.path
    }

    private struct FileState: Equatable {
        let bytes: Data
        let modified: Date?
        let size: Int?
    }

    private func snapshot(_ paths: [String]) throws -> [FileState] {
        try paths.map { path in
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return FileState(bytes: try Data(contentsOf: URL(fileURLWithPath: path)),
                             modified: attributes[.modificationDate] as? Date, size: attributes[.size] as? Int)
        }
    }

    func testNoCommandWritesToTheLayoutFileItReads() throws {
        // Given a layout with a script and expectations, read-only, in a folder of its own
        let layout = try copyOfGalleryLayout("puzzle.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: layout)
        let before = try snapshot([layout])
        let shot = folder.appendingPathComponent("shot.png").path
        let galleryOut = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: galleryOut) }

        // When every command reads it
        let runs: [[String]] = [
            ["check", layout], ["check", folder.path],
            ["replay", layout], ["replay", layout, "--json"],
            ["trace", layout, "--at", "195,400"], ["trace", layout, "--at", "195,400", "--why", "A", "--json"],
            ["shot", layout, "-o", shot, "--script", "--overlay", "all"],
            ["gallery", folder.path, "--output", galleryOut.path],
        ]
        for arguments in runs {
            let result = try TapLabProcess.run(arguments)
            XCTAssertTrue(result.status == 0 || result.status == 1, "\(arguments): \(result.stderr)")
        }

        // Then its bytes and its modification time are as they were, and
        // nothing new appeared beside it but the screenshot asked for
        XCTAssertEqual(try snapshot([layout]), before)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["puzzle.yaml", "shot.png"])
    }

    // MARK: Reloading a file caught halfway through a save

    private let good = """
        title: first
        view:
          id: root
          subviews:
            - {id: button, class: button, frame: [20, 20, 100, 50]}
        """

    private let better = """
        title: second
        view:
          id: root
          subviews:
            - {id: button, class: button, frame: [20, 20, 100, 50]}
            - {id: label, class: label, frame: [20, 100, 200, 40], text: "Héllo, 世界"}
        """

    /// Writes `text` in place (as an editor that truncates and writes does)
    /// and moves the modification time on, so a reload sees a change.
    private func save(_ data: Data, to path: String, at time: TimeInterval) throws {
        try data.write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: time)], ofItemAtPath: path)
    }

    func testAFileCaughtHalfwriteKeepsTheLastGoodVersion() throws {
        // Given a layout open in the window's library
        let path = folder.appendingPathComponent("live.yaml").path
        try save(Data(good.utf8), to: path, at: 1_000)
        let library = try LayoutLibrary(path: path)
        let first = try XCTUnwrap(library.current)
        XCTAssertEqual(first.title, "first")

        // When the next save is seen at every stage of being written:
        let full = Data(better.utf8)
        let cutInsideCharacter = full.range(of: Data("世".utf8))!.lowerBound + 1
        let halfway: [(String, Data)] = [
            ("empty", Data()),
            ("cut inside a flow mapping", full.prefix(full.count - 20)),
            ("cut inside a UTF-8 character", full.prefix(cutInsideCharacter)),
        ]
        for (n, (stage, data)) in halfway.enumerated() {
            try save(data, to: path, at: 1_001 + Double(n))
            // Then each reload keeps the last good version on screen, with the problem beside it
            XCTAssertTrue(library.reloadIfChanged(), stage)
            XCTAssertTrue(library.current === first, "\(stage): the last good version stays")
            XCTAssertFalse(library.diagnostics.isEmpty, stage)
        }
        // A file missing for a moment (a save by rename) changes nothing
        try FileManager.default.removeItem(atPath: path)
        XCTAssertFalse(library.reloadIfChanged())
        XCTAssertTrue(library.current === first)

        // And once the save is complete, the new version replaces it
        try save(full, to: path, at: 1_010)
        XCTAssertTrue(library.reloadIfChanged())
        XCTAssertEqual(library.current?.title, "second")
        XCTAssertEqual(library.diagnostics, [])
        XCTAssertFalse(library.reloadIfChanged(), "nothing changed since")
    }

    func testAReloadFreesTheOldLayoutAndCancelsItsTouches() throws {
        // Given a layout with a finger down on its button
        let path = folder.appendingPathComponent("live.yaml").path
        try save(Data(good.utf8), to: path, at: 1_000)
        let library = try LayoutLibrary(path: path)
        weak let oldApplication = library.current?.application
        weak let oldButton = library.current?.view("button")
        let log = EventLog()
        library.current?.application.observer = log
        library.current?.application.send(TouchInput(touchID: 1, phase: .began, location: CGPoint(x: 50, y: 40), timestamp: 0))

        // When the file changes and reloads
        try save(Data(better.utf8), to: path, at: 1_001)
        XCTAssertTrue(library.reloadIfChanged())

        // Then the old button got its cancel, and the old layout is gone
        XCTAssertTrue(log.lines.contains("control button touchCancel"), log.lines.joined(separator: "\n"))
        XCTAssertNil(oldApplication)
        XCTAssertNil(oldButton)
        XCTAssertEqual(library.current?.title, "second")
    }

    func testTheLibraryOnlyEverReadsTheFile() throws {
        let layout = try copyOfGalleryLayout("puzzle.yaml")
        let before = try snapshot([layout])
        let library = try LayoutLibrary(path: folder.path)
        library.next()
        library.previous()
        _ = library.reloadIfChanged()
        library.load()
        XCTAssertEqual(try snapshot([layout]), before)
    }
}
