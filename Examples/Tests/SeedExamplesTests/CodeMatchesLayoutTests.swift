import Foundation
import SeedExamples
import TapLab
import XCTest

/// Each example's Swift code against the layout it mirrors: at every probe
/// point, the same hit view, the same responder chain, the same verdict for
/// every view both walks visited (except where the code's own override
/// decided, `custom`), and a walk that names the override.
final class CodeMatchesLayoutTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The code version and the layout version of `example`, traced at each probe.
    private func traces(_ example: any SeedExample.Type) throws -> [(CGPoint, code: TraceReport, layout: TraceReport)] {
        let code = example.make()
        let layout = try TapLab.load(Self.repositoryRoot.appendingPathComponent(example.layout).path)
        return example.probes.map { ($0, TapLab.trace(code, at: $0), TapLab.trace(layout, at: $0)) }
    }

    func testEachExampleHitsTheSameViewWithTheSameChainAsItsLayout() throws {
        for example in SeedExamples.all {
            // Given the example's code and its layout
            // When both are traced at every probe point
            for (point, code, layout) in try traces(example) {
                // Then both found the same view, and its chain is the same
                let place = "\(example) at \(point)\ncode:\n\(code.text)\nlayout:\n\(layout.text)"
                XCTAssertNotNil(code.hitView, place)
                XCTAssertEqual(code.hitView?.logName, layout.hitView?.logName, place)
                XCTAssertEqual(code.chain.map(\.logName), layout.chain.map(\.logName), place)
            }
        }
    }

    func testTheLayoutVisitsEveryViewTheCodeVisitsWithTheSameVerdictUnlessAnOverrideDecided() throws {
        for example in SeedExamples.all {
            for (point, code, layout) in try traces(example) {
                // Given both walks at the probe
                let codeSteps = code.walk?.steps ?? [], layoutSteps = layout.walk?.steps ?? []
                XCTAssertFalse(codeSteps.isEmpty, "\(example) at \(point): no walk recorded")
                let place = "\(example) at \(point)\ncode:\n\(code.text)\nlayout:\n\(layout.text)"
                // Then the layout's walk visited every view the code's did (the ids are the same)
                let layoutIDs = Set(layoutSteps.map(\.viewID))
                XCTAssertEqual(codeSteps.map(\.viewID).filter { !layoutIDs.contains($0) }, [], place)
                // And gave each the same verdict, unless an override in the code decided it
                for step in codeSteps where step.verdict != .custom {
                    guard let twin = layoutSteps.first(where: { $0.viewID == step.viewID }) else { continue }
                    XCTAssertEqual(step.verdict, twin.verdict, "\(step.viewID): " + place)
                }
            }
        }
    }

    func testTheWalkNamesEachOverrideThatDecided() throws {
        for example in SeedExamples.all {
            // Given the code's walks at every probe
            let walks = try traces(example).map { $0.code.text }.joined(separator: "\n")
            // Then each override of the example names itself in at least one of them
            XCTAssertFalse(example.overrides.isEmpty, "\(example) names no override")
            for override in example.overrides {
                XCTAssertTrue(walks.contains(override), "\(example): no walk says \"\(override)\"\n\(walks)")
            }
        }
    }

    func testTheExamplesMirrorDifferentLayoutsThatExist() {
        // Given every example's layout path
        let paths = SeedExamples.all.map { $0.layout }
        // Then each is a file of the repository, and no two examples share one
        for path in paths {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.repositoryRoot.appendingPathComponent(path).path), path)
        }
        XCTAssertEqual(Set(paths).count, paths.count, "\(paths)")
    }
}
