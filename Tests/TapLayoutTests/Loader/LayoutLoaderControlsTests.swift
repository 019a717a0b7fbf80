import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// SPEC 11's control classes and their keys (LayoutLoader+Controls).
final class LayoutLoaderControlsTests: XCTestCase {
    func testEachControlClassBuildsItsUIKitClassWithTheKeysItIsGiven() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: wifi, class: switch, frame: [0, 0, 51, 31], on: true}
                - {id: volume, class: slider, frame: [0, 40, 300, 40], minimum: 10, maximum: 20, value: 15}
                - {id: count, class: stepper, frame: [0, 90, 94, 32], value: 3, step: 0.5, autorepeat: false}
                - {id: tabs, class: segmentedControl, frame: [0, 130, 300, 32], segments: [Day, Week, Month], selected: 1}
                - {id: dots, class: pageControl, frame: [0, 170, 200, 26], pages: 4, current: 2}
                - {id: name, class: textField, frame: [0, 200, 300, 40], text: Ann, placeholder: Name}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let wifi = try XCTUnwrap(try view("wifi", in: layout) as? UISwitch)
        let volume = try XCTUnwrap(try view("volume", in: layout) as? UISlider)
        let count = try XCTUnwrap(try view("count", in: layout) as? UIStepper)
        let tabs = try XCTUnwrap(try view("tabs", in: layout) as? UISegmentedControl)
        let dots = try XCTUnwrap(try view("dots", in: layout) as? UIPageControl)
        let name = try XCTUnwrap(try view("name", in: layout) as? UITextField)
        XCTAssertTrue(wifi.isOn)
        XCTAssertEqual([volume.minimumValue, volume.maximumValue, volume.value], [10, 20, 15])
        XCTAssertEqual([count.value, count.stepValue, count.maximumValue], [3, 0.5, 100])
        XCTAssertFalse(count.autorepeat)
        XCTAssertEqual(tabs.titles, ["Day", "Week", "Month"])
        XCTAssertEqual(tabs.selectedSegmentIndex, 1)
        XCTAssertEqual([dots.numberOfPages, dots.currentPage], [4, 2])
        XCTAssertEqual(name.text, "Ann")
        XCTAssertEqual(name.placeholder, "Name")
    }

    func testControlsStartWithUIKitsDefaults() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: volume, class: slider, frame: [0, 40, 300, 40]}
                - {id: count, class: stepper, frame: [0, 90, 94, 32]}
                - {id: tabs, class: segmentedControl, frame: [0, 130, 300, 32], segments: [A, B]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let volume = try XCTUnwrap(try view("volume", in: layout) as? UISlider)
        let count = try XCTUnwrap(try view("count", in: layout) as? UIStepper)
        let tabs = try XCTUnwrap(try view("tabs", in: layout) as? UISegmentedControl)
        XCTAssertEqual([volume.minimumValue, volume.maximumValue, volume.value], [0, 1, 0])
        XCTAssertEqual([count.minimumValue, count.maximumValue, count.stepValue], [0, 100, 1])
        XCTAssertTrue(count.autorepeat)
        XCTAssertEqual(tabs.selectedSegmentIndex, -1)
    }

    func testAControlKeyOnAnotherClassSaysWhichClassItAppliesTo() {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: card, frame: [0, 0, 100, 100], pages: 3}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, ["test.yaml:4:43: error: pages applies to pageControl only, not view (add class: pageControl)"])
    }
}
