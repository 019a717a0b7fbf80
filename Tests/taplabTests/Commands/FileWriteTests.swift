import Foundation
import TapFiles
import XCTest
import TapPicture
import TapWindow
@testable import taplab

/// Every file TapLab writes goes through `SafeFile`: a write that fails is a
/// failure (exit 1, the OS's reason, no truncated file), and nothing is
/// written through a link or over a file TapLab did not write unless
/// `--force`.
final class FileWriteTests: XCTestCase {
    private var folder: URL!
    private let gallery = "Layouts/000-overlapping-buttons.yaml"
    private let dump = "Tests/TapLayoutTests/DumpFixtures/real/01-ios7-po-pipes-nospace.txt"

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("taplab-writes")
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A tmpfs of 8 KB, unmounted when the test ends; skips when mounting
    /// is not allowed (it needs root).
    private func tinyDisk() throws -> String {
        let mountPoint = path("tiny")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=8k", "tmpfs", mountPoint]
        mount.standardError = FileHandle.nullDevice
        do { try mount.run() } catch { throw XCTSkip("cannot run mount: \(error)") }
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { throw XCTSkip("mounting a tmpfs needs root") }
        addTeardownBlock {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [mountPoint]
            try? umount.run()
            umount.waitUntilExit()
        }
        return mountPoint
    }

    private func contents(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    // MARK: A failed write is a failure

    func testOneCharacterOutputsAreMessagesNotCrashesAndADashIsStandardOutput() throws {
        // Precondition: a folder to write in, by absolute path (the name's folder is its parent)
        let folder = try makeTemporaryFolder("one-char")
        let layout = "Layouts/000-overlapping-buttons.yaml"

        // Action
        let shots = try ["a", "-x", "b/"].map { try TapLabProcess.run(["shot", layout, "-o", folder.appendingPathComponent($0).path]) }
            + [try TapLabProcess.run(["shot", layout, "-o", "a"]), try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "-o", "a"])]
        let svg = try TapLabProcess.run(["shot", layout, "-o", "-"])
        let timeline = try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "-o", "-"])
        let yaml = try TapLabProcess.run(["import", "docs/examples/like-dump.json", "-o", "-"])

        // Assertion: a message and exit 1 (no signal) for names that are no picture; SVG and YAML on standard output
        for shot in shots {
            XCTAssertEqual(shot.status, 1, shot.stderr)
            XCTAssertTrue(shot.stderr.hasPrefix("error: cannot write"), shot.stderr)
        }
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertTrue(svg.stdout.hasPrefix("<?xml") && svg.stdout.contains("<svg"), String(svg.stdout.prefix(80)))
        XCTAssertTrue(timeline.stdout.contains("</svg>"))
        XCTAssertEqual(yaml.status, 0, yaml.stderr)
        XCTAssertTrue(yaml.stdout.contains("# Imported by taplab"), String(yaml.stdout.prefix(80)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: TapLabProcess.repositoryRoot.appendingPathComponent("-").path))
    }

    func testEveryCommandRefusesDevFullAsItsOutput() throws {
        // Given /dev/full, a device that fails every write, as the output
        let commands: [[String]] = [
            ["shot", gallery, "-o", "/dev/full"], ["import", dump, "-o", "/dev/full"],
        ]
        for command in commands {
            // When a command is asked to write there
            let result = try TapLabProcess.run(command)
            // Then it fails, saying it is not a file, and claims no success
            XCTAssertEqual(result.status, 1, "\(command)")
            XCTAssertTrue(result.stderr.contains("error: cannot write /dev/full: it is not a regular file"), "\(command): \(result.stderr)")
            XCTAssertFalse(result.stdout.contains("wrote"), "\(command): \(result.stdout)")
        }
    }

    func testAShotOntoAFullDiskFailsAndKeepsTheEarlierPicture() throws {
        // Given a disk of 8 KB holding a small earlier shot
        let disk = try tinyDisk()
        let output = disk + "/shot.png"
        XCTAssertEqual(try TapLabProcess.run(["shot", gallery, "-o", output, "--size", "16x16"]).status, 0)
        let earlier = try Data(contentsOf: URL(fileURLWithPath: output))
        // When a full-size shot (about 14 KB) is written over it
        let result = try TapLabProcess.run(["shot", gallery, "-o", output])
        // Then it fails with the OS's reason, the earlier picture is whole, and no temporary file is left
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "error: cannot write \(output): No space left on device (writing); nothing was changed\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: output)), earlier)
        XCTAssertEqual(contents(of: disk), ["shot.png"])
    }

    func testAnImportToStandardOutputOnAFullDiskFailsAndLeavesNoLayout() throws {
        // Precondition: a disk of 8 KB, and a dump whose layout is larger
        let disk = try tinyDisk()
        let dump = "Tests/TapLayoutTests/DumpFixtures/real/10-ios7-cycript-wechat-tablewrapper-offset.txt"

        // Action: `taplab import DUMP > out.yaml`, the shell making the file
        let result = try TapLabProcess.run(["import", dump], redirections: "> \(disk)/out.yaml")

        // Assertion: exit 1 with the reason, and no prefix of the layout left to load
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("error: " + CommandProblem.cannotWrite(.output, errno: ENOSPC).english + "\n"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: disk + "/out.yaml")), Data())
    }

    func testEveryWriterOntoAFullDiskFailsAndLeavesNothing() throws {
        // Given a disk of 8 KB, and a folder holding one layout for the gallery
        let disk = try tinyDisk()
        let layouts = path("layouts")
        try FileManager.default.createDirectory(atPath: layouts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: gallery, toPath: layouts + "/one.yaml")
        let commands: [[String]] = [
            ["import", "Tests/TapLayoutTests/DumpFixtures/real/10-ios7-cycript-wechat-tablewrapper-offset.txt", "-o", disk + "/big.yaml"],
            ["gallery", layouts, "--output", disk + "/gallery"],
            ["new", "Full", "--path", disk],
        ]
        for command in commands {
            // When each writes more than fits
            let result = try TapLabProcess.run(command)
            // Then it fails with the OS's reason and leaves no file but the gallery's folders (new leaves no folder)
            XCTAssertEqual(result.status, 1, "\(command): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("No space left on device"), "\(command): \(result.stderr)")
            XCTAssertFalse(result.stdout.contains("wrote"), "\(command): \(result.stdout)")
        }
        XCTAssertEqual(contents(of: disk), ["gallery"])
        XCTAssertEqual(contents(of: disk + "/gallery/images"), [])
    }

    // MARK: Never through a link, never over a foreign file

    func testAShotRefusesALinkOrAForeignFileAndLeavesItsTargetAlone() throws {
        // Given a layout, a symbolic link and a hard link to it, and a note named like a picture
        let layout = path("layout.yaml")
        try FileManager.default.copyItem(atPath: gallery, toPath: layout)
        try FileManager.default.createSymbolicLink(atPath: path("soft.png"), withDestinationPath: layout)
        try FileManager.default.linkItem(atPath: layout, toPath: path("hard.png"))
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: path("notes.png")))
        let before = try Data(contentsOf: URL(fileURLWithPath: layout))
        let expected = [
            "soft.png": "it is a symbolic link to \(layout)",
            "hard.png": "the file has 2 names (hard links)",
            "notes.png": "it exists and is not a picture or document TapLab wrote",
        ]
        for (name, reason) in expected {
            // When a shot is asked to write over it
            let result = try TapLabProcess.run(["shot", gallery, "-o", path(name)])
            // Then it refuses, saying why and that --force would replace it
            XCTAssertEqual(result.status, 1, name)
            XCTAssertTrue(result.stderr.hasPrefix("error: cannot write \(path(name)): \(reason)"), result.stderr)
            XCTAssertTrue(result.stderr.contains("--force"), result.stderr)
        }
        // And the layout and the note are as they were
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: layout)), before)
        XCTAssertEqual(try String(contentsOfFile: path("notes.png"), encoding: .utf8), "my notes")
    }

    func testForceNeverReplacesALinkToADeviceOrIntoTheSystemsNames() throws {
        // Given links to /dev/null and to a pipe, as /dev/stdout is a link to the terminal
        try FileManager.default.createSymbolicLink(atPath: path("null.png"), withDestinationPath: "/dev/null")
        XCTAssertEqual(mkfifo(path("pipe"), 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: path("pipe.png"), withDestinationPath: path("pipe"))
        for name in ["null.png", "pipe.png"] {
            // When a shot is written there with --force
            let result = try TapLabProcess.run(["shot", gallery, "-o", path(name), "--force"])
            // Then it refuses, does not suggest --force, and the link is still a link
            XCTAssertEqual(result.status, 1, name)
            XCTAssertFalse(result.stderr.contains("--force"), result.stderr)
            let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
            XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink, name)
        }
    }

    func testForceReplacesTheNameAndNeverWritesThroughIt() throws {
        // Given a layout with a symbolic link and a hard link to it
        let layout = path("layout.yaml")
        try FileManager.default.copyItem(atPath: gallery, toPath: layout)
        try FileManager.default.createSymbolicLink(atPath: path("soft.png"), withDestinationPath: layout)
        try FileManager.default.linkItem(atPath: layout, toPath: path("hard.png"))
        let before = try Data(contentsOf: URL(fileURLWithPath: layout))
        for name in ["soft.png", "hard.png"] {
            // When a shot is written there with --force
            let result = try TapLabProcess.run(["shot", gallery, "-o", path(name), "--force"])
            // Then the name holds a PNG of its own, and the layout is untouched
            XCTAssertEqual(result.status, 0, result.stderr)
            let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
            XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeRegular, name)
            XCTAssertEqual(attributes[.referenceCount] as? Int, 1, name)
            XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: path(name))).starts(with: [0x89, 0x50, 0x4E, 0x47]), name)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: layout)), before)
    }

    func testTapLabReplacesItsOwnFilesWithoutForce() throws {
        // Given a shot and an imported layout TapLab wrote
        let shot = path("shot.png"), imported = path("imported.yaml")
        let commands: [[String]] = [["shot", gallery, "-o", shot], ["import", dump, "-o", imported]]
        for command in commands { XCTAssertEqual(try TapLabProcess.run(command).status, 0, "\(command)") }
        for command in commands {
            // When each is written again
            let result = try TapLabProcess.run(command)
            // Then it is replaced without --force
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
        }
        XCTAssertEqual(contents(of: folder.path), ["imported.yaml", "shot.png"])
    }

    func testImportRefusesAHandWrittenLayout() throws {
        // Given a layout someone wrote by hand
        let layout = path("mine.yaml")
        try FileManager.default.copyItem(atPath: gallery, toPath: layout)
        let before = try Data(contentsOf: URL(fileURLWithPath: layout))
        // When import is asked to write over it
        let result = try TapLabProcess.run(["import", dump, "-o", layout])
        // Then it refuses, and the layout is as it was
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("is not a picture or document TapLab wrote"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: layout)), before)
        // And with --force it is replaced by the import
        XCTAssertEqual(try TapLabProcess.run(["import", dump, "-o", layout, "--force"]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: layout, encoding: .utf8).hasPrefix(TapLabSignature.importedLayout))
    }

    func testImportAgainKeepsALayoutEditedSinceItWasImported() throws {
        // Given a layout import wrote, then edited by hand, and one from before checksums
        let edited = path("edited.yaml"), old = path("old.yaml")
        XCTAssertEqual(try TapLabProcess.run(["import", dump, "-o", edited]).status, 0)
        let text = try String(contentsOfFile: edited, encoding: .utf8)
        try (text + "# my note\n").write(toFile: edited, atomically: true, encoding: .utf8)
        let withoutChecksum = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset != 1 }.map(\.element).joined(separator: "\n")
        try withoutChecksum.write(toFile: old, atomically: true, encoding: .utf8)
        for file in [edited, old] {
            let before = try Data(contentsOf: URL(fileURLWithPath: file))
            // When the dump is imported over it again
            let result = try TapLabProcess.run(["import", dump, "-o", file])
            // Then it refuses, naming --force, and the file is as it was
            XCTAssertEqual(result.status, 1, file)
            XCTAssertTrue(result.stderr.contains("--force"), result.stderr)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), before, file)
            // And --force replaces it with the import
            XCTAssertEqual(try TapLabProcess.run(["import", dump, "-o", file, "--force"]).status, 0)
            XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), text)
        }
    }

    func testTheWindowsScreenshotsTakeFreshNamesAndOverwriteNothing() throws {
        // Given a first screenshot's name taken by a file and the second's by a link to a layout
        let layout = path("layout.yaml")
        try FileManager.default.copyItem(atPath: gallery, toPath: layout)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path("taplab-demo-1.png")))
        try FileManager.default.createSymbolicLink(atPath: path("taplab-demo-2.png"), withDestinationPath: layout)
        let before = try Data(contentsOf: URL(fileURLWithPath: layout))
        // When the window claims a name for its next screenshot and writes it
        let claimed = try ScreenshotNamer.claim(folder: folder.path, layoutName: "demo").get()
        try PictureWriter.write(try OffscreenCanvas(width: 4, height: 4), to: claimed)
        // Then it is a new file, and the others are as they were
        XCTAssertEqual(claimed, path("taplab-demo-3.png"))
        XCTAssertEqual(try String(contentsOfFile: path("taplab-demo-1.png"), encoding: .utf8), "mine")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: layout)), before)
    }
}
