import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// `rebuilt()` (what `--why` checks its fixes on) is the same scene again:
/// every real dump built a second time from its kept plan, and a layout
/// from its text, has the same views with the same facts.
final class LoadedLayoutRebuiltTests: XCTestCase {
    func testEveryRealDumpBuiltAgainFromItsPlanIsTheSameTree() throws {
        let folder = try XCTUnwrap(RealDumpTests.folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        var compared = 0
        for file in files {
            // Precondition
            let text = try LayoutLoader.readText(path: folder.appendingPathComponent(file).path)
            guard let loaded = try? LayoutLoader.load(text: text, file: file) else { continue }

            // Action
            let copy = try loaded.rebuilt()

            // Assertion
            XCTAssertEqual(copy.ids, loaded.ids, file)
            for id in loaded.ids {
                guard let view = loaded.view(id) else { continue }
                XCTAssertEqual(copy.view(id).map { DumpPlanEmitterTests.facts(of: $0, in: copy.provenance) },
                               DumpPlanEmitterTests.facts(of: view, in: loaded.provenance), "\(file) \(id)")
                XCTAssertFalse(copy.view(id) === view, "\(file) \(id) is a new view")
            }
            compared += 1
        }
        XCTAssertGreaterThan(compared, 20)
    }

    func testALayoutLoadedNotRebuildableSaysSoInsteadOfGuessing() throws {
        // Precondition
        let loaded = try LayoutLoader.load(text: "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>\n", file: "dump.txt",
                                           rebuildable: false)

        // Action and assertion
        XCTAssertThrowsError(try loaded.rebuilt())
    }
}
