import Foundation
@testable import taplab
import XCTest

/// A folder's layouts are what can be read without waiting: a FIFO named
/// `x.yaml` is left out, so `check DIR` and `gallery DIR` do not block on
/// it for ever (issue 43); what is broken (a dangling link) stays, to be
/// reported.
final class LayoutsFolderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("taplab-folder")
        _ = try write("a.yaml", "view: {id: root}\n", in: folder)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("b.yaml").path, 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("c.yaml").path, withDestinationPath: "gone.yaml")
    }

    func testAFIFOIsLeftOutAndADanglingLinkStays() {
        // Action
        let names = LayoutsFolder.layoutFiles(in: folder.path).map { ($0 as NSString).lastPathComponent }

        // Assertion
        XCTAssertEqual(names, ["a.yaml", "c.yaml"])
    }

    func testCheckAndGalleryOfAFolderWithAFIFOFinish() throws {
        // Action: each under a time limit (124 when it runs out)
        let check = try TapLabProcess.run(["check", folder.path], setup: "exec timeout 20 \"$0\" \"$@\"", redirections: "")
        let gallery = try TapLabProcess.run(["gallery", folder.path, "--output", folder.appendingPathComponent("out").path, "--check"],
                                            setup: "exec timeout 60 \"$0\" \"$@\"", redirections: "")

        // Assertion: both finish; check fails on the dangling link only
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertFalse(check.stderr.contains("b.yaml"), check.stderr)
        XCTAssertNotEqual(gallery.status, 124, gallery.stderr)
    }
}
