import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: `view:` builds window main, rootVC and the root view.
final class LayoutLoaderShortFormTests: XCTestCase {
    func testTheShortFormGivesWindowMainControllerRootVCTheApplicationAndItsDelegate() throws {
        // Given
        let yaml = """
            view:
              id: root
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let window = try XCTUnwrap(layout.view("main") as? UIWindow)
        guard case let .controller(controller)? = layout.objects["rootVC"] else { return XCTFail("no controller rootVC") }
        guard case .application? = layout.objects["application"] else { return XCTFail("no application") }
        guard case .delegate? = layout.objects["appDelegate"] else { return XCTFail("no appDelegate") }
        XCTAssertEqual(layout.ids, ["appDelegate", "application", "main", "root", "rootVC"])
        XCTAssertTrue(window.rootViewController === controller)
        XCTAssertTrue(controller.view === layout.view("root"))
        XCTAssertEqual(window.windowLevel, .normal)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(layout.application.windows.count, 1)
        XCTAssertEqual(try chain(from: "root", in: layout), ["root", "rootVC", "main", "application", "appDelegate"])
    }

    func testTheShortFormWindowFillsTheScreenAndTheRootViewFillsTheWindow() throws {
        // Given
        let yaml = """
            screen: {width: 320, height: 568}
            view:
              id: root
              subviews:
                - {id: unframed}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.screenSize, CGSize(width: 320, height: 568))
        XCTAssertEqual(try view("main", in: layout).frame, CGRect(x: 0, y: 0, width: 320, height: 568))
        XCTAssertEqual(try view("root", in: layout).frame, CGRect(x: 0, y: 0, width: 320, height: 568))
        XCTAssertEqual(try view("unframed", in: layout).frame, .zero, "only a root view fills its window")
    }

    func testTheScreenDefaultsToAnIPhoneOf390By844Points() throws {
        // Given
        let yaml = "view: {id: root}"

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.screenSize, CGSize(width: 390, height: 844))
    }

    func testTitleDifficultyAndDescriptionAreReadForTheGallery() throws {
        // Given
        let yaml = """
            title: Overlapping buttons
            difficulty: 3
            description: |
              Two lines
              of notes.
            view: {id: root}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.title, "Overlapping buttons")
        XCTAssertEqual(layout.difficulty, 3)
        XCTAssertEqual(layout.description, "Two lines\nof notes.\n")
        XCTAssertEqual(layout.file, Self.layoutFileName)
    }

    func testWithoutTitleOrDifficultyALayoutIsUntitledAndOfDifficultyOne() throws {
        // Given
        let yaml = "view: {id: root}"

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.title, "")
        XCTAssertEqual(layout.difficulty, 1)
        XCTAssertTrue(layout.script.isEmpty)
        XCTAssertTrue(layout.expectations.isEmpty)
    }
}
