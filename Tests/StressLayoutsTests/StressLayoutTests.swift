import Foundation
import XCTest
import TapKit
@testable import TapLayout
import StressLayouts

/// The generated stress layouts load, have the views they promise, and hit
/// testing gives the same answer with the untraced fast path as with the
/// traced walk on them (every feature the generator mixes in included).
final class StressLayoutTests: XCTestCase {
    private func load(_ layout: StressLayout) throws -> LoadedLayout {
        try LayoutLoader.load(text: layout.yaml(), file: "stress.yaml")
    }

    private func viewCount(_ app: UIApplication) -> Int {
        var count = 0
        var stack: [UIView] = app.windows
        while let v = stack.popLast() { count += 1; stack.append(contentsOf: v.subviews) }
        return count - app.windows.count
    }

    func testEachKindLoadsWithTheViewsItPromises() throws {
        for kind in StressLayout.Kind.allCases {
            let layout = StressLayout(kind: kind, views: 600)
            let loaded = try load(layout)
            XCTAssertEqual(viewCount(loaded.application), layout.viewCount, "\(kind)")
        }
        XCTAssertEqual(StressLayout(kind: .balanced, views: 10_000).shape.groups, 100)
        XCTAssertEqual(StressLayout(kind: .balanced, views: 10_000).shape.leaves, 100)
    }

    func testTheSameArgumentsGiveTheSameFile() {
        XCTAssertEqual(StressLayout(kind: .balanced, views: 300, taps: 5).yaml(),
                       StressLayout(kind: .balanced, views: 300, taps: 5).yaml())
    }

    func testTheUntracedWalkAgreesWithTheTracedWalkOnEveryKind() throws {
        for (kind, views) in [(StressLayout.Kind.balanced, 2_500), (.flat, 1_500), (.deep, 300)] {
            let layout = StressLayout(kind: kind, views: views)
            let app = try load(layout).application
            for p in layout.randomPoints(1_500, seed: 3) + [layout.worstCasePoint] {
                XCTAssertIdentical(app.hitTest(p).view, app.hitTest(p, traced: true).view, "\(kind) at \(p)")
            }
        }
    }

    func testTheFlatWorstCaseWalksEverySibling() throws {
        // Given
        let layout = StressLayout(kind: .flat, views: 2_000)
        let app = try load(layout).application

        // When
        let result = app.hitTest(layout.worstCasePoint, traced: true)

        // Then: the window, the root and all 2,000 siblings are asked; the first one wins
        XCTAssertEqual(result.view?.accessibilityIdentifier, "v0")
        XCTAssertEqual(result.trace?.steps.count, 2_002)
    }

    func testAThousandDeepChainLoads() throws {
        // The generator writes one nesting level per line; libyaml's own
        // nesting limit (1,000 collections) must not be the one that applies.
        let layout = StressLayout(kind: .deep, views: 1_000)
        let app = try load(layout).application
        XCTAssertEqual(viewCount(app), 1_001)
        let hit = app.hitTest(layout.worstCasePoint, traced: true)
        XCTAssertEqual(hit.trace?.steps.count, 1_002)
    }

    func testATapScriptIsGeneratedWhenAsked() throws {
        let loaded = try load(StressLayout(kind: .balanced, views: 100, taps: 12))
        XCTAssertEqual(loaded.script.count, 12)
    }
}
