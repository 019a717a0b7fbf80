import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: scripts and expectations are read into steps and checks.
final class LayoutLoaderScriptsAndExpectationsTests: XCTestCase {
    func testEveryScriptStepIsReadWithItsDefaults() throws {
        // Given
        let yaml = """
            view: {id: root}
            script:
              - tap: [10, 20]
              - doubleTap: [30, 40]
              - longPress: {at: [1, 2]}
              - longPress: {at: [1, 2], duration: 2}
              - down: {touch: 1, at: [5, 5]}
              - move: {touch: 1, to: [50, 5]}
              - move: {touch: 1, to: [60, 5], duration: 1}
              - up: {touch: 1}
              - down: {touch: 2, at: [5, 5]}
              - cancel: {touch: 2}
              - drag: {from: [0, 0], to: [100, 0]}
              - pinch: {center: [100, 100], from: 50, to: 150}
              - rotate: {center: [100, 100], degrees: 90}
              - rotate: {center: [100, 100], radius: 40, degrees: -45, duration: 1}
              - wait: 1.5
              - key: space
              - shake: {}
              - shake:
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let p = { (x: CGFloat, y: CGFloat) in CGPoint(x: x, y: y) }
        XCTAssertEqual(layout.script.map(\.kind), [
            .tap(p(10, 20)), .doubleTap(p(30, 40)),
            .longPress(at: p(1, 2), duration: 0.8), .longPress(at: p(1, 2), duration: 2),
            .down(touch: 1, at: p(5, 5)), .move(touch: 1, to: p(50, 5), duration: 0.25),
            .move(touch: 1, to: p(60, 5), duration: 1), .up(touch: 1),
            .down(touch: 2, at: p(5, 5)), .cancel(touch: 2),
            .drag(from: p(0, 0), to: p(100, 0), duration: 0.3),
            .pinch(center: p(100, 100), from: 50, to: 150, duration: 0.5),
            .rotate(center: p(100, 100), radius: 60, degrees: 90, duration: 0.5),
            .rotate(center: p(100, 100), radius: 40, degrees: -45, duration: 1),
            .wait(1.5), .key("space"), .shake, .shake,
        ])
        XCTAssertTrue(layout.script.allSatisfy { $0.pinnedTime == nil })
    }

    func testAScriptStepRemembersWhereItIsWrittenAndItsPinnedTime() throws {
        // Given
        let yaml = """
            view: {id: root}
            script:
              - tap: [10, 20]
              - at: 2.5
                tap: [30, 40]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.script.map(\.pinnedTime), [nil, 2.5])
        XCTAssertEqual(layout.script.map(\.line), [3, 5])
        XCTAssertEqual(layout.script.map(\.column), [5, 5])
    }

    func testExpectationsAreReadWithTheLineAndColumnOfTheirKind() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews: [{id: button, class: button, frame: [0, 0, 10, 10]}]
            expect:
              - hit: {at: [5, 5], view: button}
              - hit: {at: [500, 5], view: null}
              - chain: {from: button, is: [button, root]}
              - log: [touchesBegan button]
              -   notInLog: [touchesBegan root]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.expectations.map(\.line), [5, 6, 7, 8, 9])
        XCTAssertEqual(layout.expectations.map(\.column), [5, 5, 5, 5, 7])
        guard case let .hit(at, view) = layout.expectations[0].kind else { return XCTFail("not a hit") }
        XCTAssertEqual(at, CGPoint(x: 5, y: 5))
        XCTAssertEqual(view, "button")
        guard case .hit(_, nil) = layout.expectations[1].kind else { return XCTFail("not a hit on no view") }
        guard case let .chain(from, ids) = layout.expectations[2].kind else { return XCTFail("not a chain") }
        XCTAssertEqual(from, "button")
        XCTAssertEqual(ids, ["button", "root"])
        guard case let .log(lines) = layout.expectations[3].kind,
              case let .notInLog(forbidden) = layout.expectations[4].kind else { return XCTFail("not log lines") }
        XCTAssertEqual(lines, ["touchesBegan button"])
        XCTAssertEqual(forbidden, ["touchesBegan root"])
    }
}
