import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: `windows:` builds each window, its controller and level.
final class LayoutLoaderLongFormTests: XCTestCase {
    static let threeWindows = """
        windows:
          - id: home
            rootViewController: {id: homeVC, view: {id: homeRoot}}
          - id: banner
            level: alert
            frame: [0, 0, 390, 100]
            rootViewController: {id: bannerVC, view: {id: bannerRoot}}
          - id: status
            level: statusBar
            frame: [0, 0, 390, 50]
            rootViewController: {id: statusVC, view: {id: statusRoot}}
        """

    func testLongFormWindowsKeepTheirLevels() throws {
        // Given
        let yaml = Self.threeWindows

        // When
        let layout = try loadLayout(yaml)

        // Then
        let levels = try ["home", "banner", "status"].map { try XCTUnwrap(layout.view($0) as? UIWindow).windowLevel }
        XCTAssertEqual(levels, [.normal, .alert, .statusBar])
        XCTAssertEqual(levels.map(\.rawValue), [0, 2000, 1000])
        XCTAssertEqual(layout.application.windows.count, 3)
    }

    func testAnAlertWindowIsHitTestedAboveStatusBarAndNormalWindowsWhateverTheFileOrder() throws {
        // Given
        let layout = try loadLayout(Self.threeWindows)

        // When
        let inAllThree = hitID(10, 10, in: layout)
        let inStatusAndHome = hitID(10, 70, in: layout)
        let inHomeOnly = hitID(10, 300, in: layout)

        // Then
        XCTAssertEqual(inAllThree, "bannerRoot")
        XCTAssertEqual(inStatusAndHome, "bannerRoot", "the alert window's frame is 100 points high")
        XCTAssertEqual(inHomeOnly, "homeRoot")
    }

    func testAStatusBarWindowIsAboveANormalOne() throws {
        // Given
        let yaml = """
            windows:
              - id: status
                level: statusBar
                frame: [0, 0, 390, 50]
                rootViewController: {id: statusVC, view: {id: statusRoot}}
              - id: home
                rootViewController: {id: homeVC, view: {id: homeRoot}}
            """
        let layout = try loadLayout(yaml)

        // When
        let hit = hitID(10, 10, in: layout)

        // Then
        XCTAssertEqual(hit, "statusRoot", "a later window of a lower level stays below")
    }

    func testANumericWindowLevelIsKeptAsIs() throws {
        // Given
        let yaml = """
            windows:
              - id: hud
                level: 1500
                rootViewController: {id: hudVC, view: {id: hudRoot}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual((layout.view("hud") as? UIWindow)?.windowLevel.rawValue, 1500)
    }

    func testARootViewControllerIdNamesTheControllerBetweenTheRootViewAndTheWindow() throws {
        // Given
        let yaml = Self.threeWindows

        // When
        let layout = try loadLayout(yaml)

        // Then
        let banner = try XCTUnwrap(layout.view("banner") as? UIWindow)
        XCTAssertEqual(banner.rootViewController?.identifier, "bannerVC")
        XCTAssertTrue(banner.rootViewController?.view === layout.view("bannerRoot"))
        XCTAssertEqual(try chain(from: "bannerRoot", in: layout), ["bannerRoot", "bannerVC", "banner", "application", "appDelegate"])
    }

    func testAWindowWithoutAFrameFillsTheScreenAndItsRootViewFillsIt() throws {
        // Given
        let yaml = """
            screen: {width: 400, height: 800}
            windows:
              - id: home
                rootViewController: {id: homeVC, view: {id: homeRoot}}
              - id: sheet
                frame: [0, 400, 400, 400]
                rootViewController: {id: sheetVC, view: {id: sheetRoot}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("home", in: layout).frame, CGRect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertEqual(try view("sheet", in: layout).frame, CGRect(x: 0, y: 400, width: 400, height: 400))
        XCTAssertEqual(try view("sheetRoot", in: layout).frame, CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    func testAWindowTakesViewKeysSuchAsColorAndGestures() throws {
        // Given
        let yaml = """
            windows:
              - id: home
                color: "#ff0000"
                gestures: [{id: windowTap, type: tap}]
                rootViewController: {id: homeVC, view: {id: homeRoot}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let window = try view("home", in: layout)
        XCTAssertEqual(rgba(window.backgroundColor), [255, 0, 0, 255])
        XCTAssertEqual(window.gestureRecognizers?.map(\.logName), ["windowTap"])
    }
}
