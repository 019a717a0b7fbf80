import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// SPEC 11's `present: {id, style, view}` on a view controller.
final class LayoutLoaderPresentationTests: XCTestCase {
    private func layout(style: String) -> String {
        """
        windows:
          - id: main
            rootViewController:
              id: rootVC
              view:
                id: root
                subviews: [{id: buy, class: button, frame: [0, 0, 390, 100]}]
              present:
                id: sheetVC
                style: \(style)
                view:
                  id: sheet
                  subviews: [{id: done, class: button, frame: [300, 0, 90, 44]}]
        """
    }

    func testAPresentedControllersViewChainsToThePresenter() throws {
        // When
        let loaded = try loadLayout(layout(style: "fullScreen"))

        // Then
        XCTAssertEqual(try chain(from: "sheet", in: loaded), ["sheet", "sheetVC", "rootVC", "main", "application", "appDelegate"])
        XCTAssertEqual(try view("sheet", in: loaded).frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(hitID(10, 10, in: loaded), "sheet")
    }

    func testAPageSheetsDimmingViewIsRegisteredAndHitBesideTheSheet() throws {
        // When
        let loaded = try loadLayout(layout(style: "pageSheet"))

        // Then
        XCTAssertEqual(hitID(10, 10, in: loaded), "sheetVC.dimming")
        XCTAssertEqual(hitID(330, 60, in: loaded), "done")
        XCTAssertEqual(try view("sheet", in: loaded).frame.minY, 40)
    }

    func testAnUnknownStyleAndAMissingViewAreErrors() {
        // Given
        let yaml = """
            windows:
              - id: main
                rootViewController:
                  id: rootVC
                  view: {id: root}
                  present: {id: sheetVC, style: formSheet}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:6:16: error: present needs a 'view' (the presented controller's root view)",
            "test.yaml:6:37: error: present style must be one of fullScreen, pageSheet, found 'formSheet'",
        ])
    }
}
