import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// The promise of a dump: TapLab answers a tap on the dumped app as the app
/// would. Trees built in TapKit are dumped with the helper apps use, loaded
/// back as a layout the way `taplab trace dump.json` loads it, and hit-tested
/// at every point of a grid beside the original.
final class TapLabDumpHitTestingTests: XCTestCase {
    func testTheLoadedGalleryHitsTheSameViewWithTheSameChainAtEveryPointOfAGrid() throws {
        // Given the gallery application, dumped and loaded back as a layout
        let original = DumpFixture.gallery()
        let loaded = try LayoutLoader.load(text: DumpFixture.json(original.windows), file: "gallery.json")

        // When both are hit-tested every 5 points across the screen
        let points = Self.grid(DumpFixture.screen.size, step: 5)
        let differences = points.compactMap { point -> String? in
            let before = Self.outcome(original, at: point), after = Self.outcome(loaded.application, at: point, provenance: loaded.provenance)
            return before == after ? nil : "at (\(point.x), \(point.y)): \(before) in the app, \(after) loaded"
        }

        // Then they agree everywhere, and the grid did reach views of every kind
        XCTAssertEqual(differences.prefix(10), [], "\(differences.count) of \(points.count) points differ")
        let hit = Set(points.compactMap { original.hitTest($0).view?.identifier })
        XCTAssertTrue(hit.isSuperset(of: ["homeRoot", "login", "slider", "toggle", "card", "cardButton", "halfAlpha", "overhang",
                                          "clippedOverhang", "row2", "rowButton2", "pageButton", "toolbarButton",
                                          "close", "alertRoot", "ok"]),
                      "hit only \(hit.sorted())")
    }

    func testALoadedDumpKeepsTheAppsClassesAndAddresses() throws {
        // Given the gallery, dumped and loaded back
        let original = DumpFixture.gallery()
        let loaded = try LayoutLoader.load(text: DumpFixture.json(original.windows), file: "gallery.json")

        // When the custom-free button `login` is looked up in both
        let app = try XCTUnwrap(original.windows.first?.rootViewController?.view.subviews.first)
        let view = try XCTUnwrap(loaded.view("login"))

        // Then the loaded view shows the app's class and address
        XCTAssertEqual(view.className, "UIButton")
        XCTAssertEqual(loaded.provenance[view]?.address, "0x" + String(UInt(bitPattern: ObjectIdentifier(app)), radix: 16))
    }

    // MARK: Helpers

    static func grid(_ size: CGSize, step: CGFloat) -> [CGPoint] {
        stride(from: step / 2, to: size.height, by: step).flatMap { y in
            stride(from: step / 2, to: size.width, by: step).map { CGPoint(x: $0, y: y) }
        }
    }

    /// The hit view and its responder chain up to the application, by name:
    /// the id, else the class and address as the dump names a view
    /// (`provenance`: what a loaded dump said of its views).
    static func outcome(_ app: UIApplication, at point: CGPoint, provenance: ProvenanceTable = ProvenanceTable()) -> String {
        guard let view = app.hitTest(point).view else { return "nothing" }
        let chain = view.responderChain.prefix { !($0 is UIApplication) }
        return chain.map { name($0, provenance) }.joined(separator: " > ")
    }

    static func name(_ responder: UIResponder, _ provenance: ProvenanceTable) -> String {
        if let id = responder.identifier { return id }
        let address = (responder as? UIView).flatMap { provenance[$0]?.address }
            ?? "0x" + String(UInt(bitPattern: ObjectIdentifier(responder)), radix: 16)
        return "\(type(of: responder))-\(address)"
    }
}
