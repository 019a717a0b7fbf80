import Foundation
import TapKit
import TapLabDump
import XCTest
@testable import TapLayout

/// One vocabulary for recognizers: what a layout's `type:` makes, the dump
/// helper (`Tools/TapLabDump`, which apps compile without TapLab) writes as
/// `"type"`, and the dump reader reads back are the same `GestureKind`.
final class GestureKindTests: XCTestCase {
    func testEveryKindALayoutMakesIsDumpedAndReadBackAsItself() throws {
        for kind in GestureKind.allCases {
            // Given a layout with one recognizer of the kind on a view
            let text = """
            view:
              id: root
              subviews:
                - {id: box, frame: [10, 10, 100, 100], gestures: [{id: g, type: \(kind.rawValue)}]}
            """
            let layout = try LayoutLoader.load(text: text, file: "\(kind).yaml")
            let window = try XCTUnwrap(layout.application.windows.first)

            // When the helper dumps the window and the reader reads it
            let json = MainActor.assumeIsolated { TapLabDump.json(windows: [window]) }
            let dump = try TapLabDumpJSONReader.read(text: json, file: "dump.json")

            // Then the box's one recognizer comes back as the same kind
            let box = try XCTUnwrap(Self.view("box", in: dump.roots), "\(kind)")
            XCTAssertEqual(box.gestures.map(\.type), [kind], "\(kind)")
        }
    }

    func testEveryKindsKeysAreTheKeysTheLoaderChecks() {
        XCTAssertEqual(Set(GestureKind.allKeys), Set(GestureKind.allCases.flatMap(\.keys)))
        XCTAssertEqual(GestureKind.allKeys.count, Set(GestureKind.allKeys).count)
    }

    func testTheSchemaListsTheKindsInTheirOrder() {
        XCTAssertEqual(LayoutSchema.gestureTypes, ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan"])
    }

    private static func view(_ id: String, in views: [DumpedView]) -> DumpedView? {
        for view in views {
            if view.accessibilityIdentifier == id { return view }
            if let found = self.view(id, in: view.subviews) { return found }
        }
        return nil
    }
}
