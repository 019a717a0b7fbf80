import Foundation
import XCTest
import TapKit
@testable import TapWindow

/// The window opens an app's dump like a layout, and the inspector shows
/// the class the app printed.
final class WindowModelDumpTests: XCTestCase {
    static let dump = """
    (lldb) po UIApplication.shared.windows.first!.value(forKey: "recursiveDescription")!
    <UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6002>>
       | <UIView: 0x7f02; frame = (0 0; 375 667); layer = <CALayer: 0x6003>>
       |    | <MyApp.LoginButton: 0x7f03; frame = (100 100; 175 30); layer = <CALayer: 0x6004>>
    """

    func testTheInspectorShowsTheAppsClassItsAddressAndWhatTapLabMakesOfIt() throws {
        // Given the window on a pasted dump
        let source = MemoryLayouts([(path: "dump.txt", yaml: Self.dump)])
        let model = WindowModel(source: source, fonts: try RenderFixture.fonts(), now: 0)
        model.resize(pixels: CGSize(width: 1280, height: 900), points: CGSize(width: 1280, height: 900))
        XCTAssertEqual(source.diagnostics, [])
        // When the login button is selected
        let button = try XCTUnwrap(model.treeRows.first { $0.view.logName == "LoginButton-0x7f03" }?.view)
        model.select(button)
        // Then its class is the app's, with the address, as a UIButton
        let properties = Dictionary(model.selectedProperties.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(properties["class"], "MyApp.LoginButton 0x7f03 as UIButton")
    }
}
