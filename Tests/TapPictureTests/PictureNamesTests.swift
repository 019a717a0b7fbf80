import Foundation
import PictureText
import TapKit
import TapPicture
import XCTest

/// SPEC 13's `--names`: which views a picture names, and by what.
final class PictureNamesTests: XCTestCase {
    /// Apple's A–E figure with B and D named only by their titles, and no title on E.
    private let yaml = """
        view:
          id: A
          color: "#f2f2f7"
          subviews:
            - {id: B, title: B, frame: [20, 120, 350, 200], color: "#ffcc00"}
            - id: C
              frame: [20, 360, 350, 420]
              color: "#5ac8fa"
              subviews:
                - {id: D, title: D, frame: [20, 40, 310, 150], color: "#34c759"}
                - {id: E, frame: [20, 220, 310, 150], color: "#ff9500"}
        """

    /// The texts of an SVG shot after a tap on E, the walk and chain on, at scale 1 over the whole screen.
    private func words(_ names: PictureNames) throws -> [SVGText.Text] {
        let scene = RenderFixture.scene(try RenderFixture.layout(yaml), taps: [CGPoint(x: 200, y: 650)])
        let options = ScreenshotOptions(scale: 1, showsLegend: false, crop: .screen, names: names)
        let svg = try Screenshot.encode(scene, overlays: [.walk, .chain], options: options, fonts: RenderFixture.fonts(), format: .svg)
        return try SVGText.read(svg.data).texts
    }

    private func box(_ id: String) -> CGRect {
        ["A": CGRect(x: 0, y: 0, width: 390, height: 844), "B": CGRect(x: 20, y: 120, width: 350, height: 200),
         "C": CGRect(x: 20, y: 360, width: 350, height: 420), "D": CGRect(x: 40, y: 400, width: 310, height: 150),
         "E": CGRect(x: 40, y: 580, width: 310, height: 150)][id] ?? .null
    }

    func testEveryTitledViewIsNamedInsideItsBoxWhateverTheNames() throws {
        for names in PictureNames.allCases {
            // Action
            let texts = try words(names)

            // Assertion: B and D, never walked, are named by their titles inside their boxes
            for title in ["B", "D"] {
                XCTAssertTrue(texts.contains { $0.string == title && box(title).contains($0.baseline) }, "\(names): no \(title) in its box")
            }
        }
    }

    func testAllNamesEveryViewInsideItsBox() throws {
        // Action
        let texts = try words(.all)

        // Assertion: C and E, which have no title, carry their ids inside their boxes
        for id in ["C", "E"] {
            XCTAssertTrue(texts.contains { $0.string == id && box(id).contains($0.baseline) }, "no \(id) in its box: \(texts.map(\.string))")
        }
    }

    func testWalkedNamesOnlyTheViewsTheOverlaysTalkAbout() throws {
        // Action
        let texts = try words(.walked).map(\.string)

        // Assertion: the walk's and chain's tags name E and the window; E, untitled, has no caption beside its chain tag
        XCTAssertTrue(texts.contains("E · hit"), "\(texts)")
        XCTAssertTrue(texts.contains("main (window)"), "\(texts)")
        XCTAssertEqual(texts.filter { $0 == "E" }.count, 1, "an untitled view got a caption: \(texts)")
        XCTAssertEqual(try words(.all).map(\.string).filter { $0 == "E" }.count, 2)
    }

    func testNoneLeavesTheIdsOutOfTheTags() throws {
        // Action
        let texts = try words(.none).map(\.string)

        // Assertion: the verdicts stay, no tag names a view
        XCTAssertTrue(texts.contains("hit"), "\(texts)")
        for id in ["main", "main (window)", "E · hit", "rootVC", "appDelegate", "application"] {
            XCTAssertFalse(texts.contains(id), "\(id) in \(texts)")
        }
    }

    func testClassWritesUIKitsClassNamesForTheChain() throws {
        // Action
        let texts = try words(.class).map(\.string)

        // Assertion: the chain as a teacher writes it
        for name in ["UIView · hit", "UIViewController", "UIWindow", "UIApplication", "AppDelegate"] {
            XCTAssertTrue(texts.contains(name), "no \(name) in \(texts)")
        }
        XCTAssertFalse(texts.contains("rootVC"), "\(texts)")
    }
}
