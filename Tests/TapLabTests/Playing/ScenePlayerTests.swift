import Foundation
import PictureText
import TapKit
import TapLab
import TapLayout
import TapPicture
import XCTest

/// SPEC 13, the truth of the moment: a picture about a touch shows the
/// scene as it was when that touch was hit-tested.
final class ScenePlayerTests: XCTestCase {
    /// A list whose rows are 100 points high; the script taps row 1, then
    /// drags row 0 up so the list scrolls 100 points or more.
    static let scrolledList = """
        screen: {width: 300, height: 500}
        view:
          id: root
          subviews:
            - id: list
              class: scrollView
              frame: [0, 100, 300, 300]
              contentSize: [300, 1000]
              delaysContentTouches: false
              subviews:
                - {id: r0, frame: [0, 0, 300, 100], color: "#ffcc00"}
                - {id: r1, frame: [0, 100, 300, 100], color: "#34c759"}
                - {id: r2, frame: [0, 200, 300, 100], color: "#007aff"}
                - {id: r3, frame: [0, 300, 300, 100], color: "#5856d6"}
        script:
          - tap: [150, 250]
          - wait: 0.5
          - drag: {from: [150, 150], to: [150, 20], duration: 0.2}
        """

    private func load() throws -> LoadedLayout { try LayoutLoader.load(text: Self.scrolledList, file: "list.yaml") }

    private func words(_ scene: Scene) throws -> SVGText {
        let options = ScreenshotOptions(scale: 2, showsLegend: false, crop: .screen)
        let svg = try Screenshot.encode(scene, overlays: [.walk], options: options, fonts: try FontSet(), format: .svg)
        return try SVGText.read(svg.data)
    }

    func testAfterADragThatScrolledTheWalkIsDrawnWhereTheFingerCameDown() throws {
        // Precondition: the whole script scrolls the list
        let ended = try ScenePlayer.play(try load(), script: true, taps: [], moment: .end)
        XCTAssertGreaterThan(try XCTUnwrap(ended.application.windows.first?.subviews.first?.subviews.first as? UIScrollView).contentOffset.y, 99)

        // Action: the picture of the last touch
        let scene = try ScenePlayer.play(try load(), script: true, taps: [], moment: .lastTouch, reload: load)
        let document = try words(scene)

        // Assertion: the list is back at its touch-down offset, and the hit view's verdict lies inside r0 as it was then
        let list = try XCTUnwrap(scene.application.windows.first?.subviews.first?.subviews.first as? UIScrollView)
        XCTAssertEqual(list.contentOffset.y, 0)
        let verdict = try XCTUnwrap(document.texts.first { $0.string.hasPrefix("r0 ·") }, "\(document.texts.map(\.string))")
        let r0AtTouchDown = CGRect(x: 0, y: 100, width: 300, height: 100).applying(CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertTrue(r0AtTouchDown.contains(verdict.baseline), "\(verdict.baseline) outside \(r0AtTouchDown)")
    }

    func testAfterADragThatScrolledAndNoWayToReloadNoWalkIsDrawn() throws {
        // Precondition
        let loaded = try load()

        // Action: the final state cannot be rewound
        let scene = try ScenePlayer.play(loaded, script: true, taps: [], moment: .lastTouch, reload: nil)

        // Assertion: no walk and no ring for the drag: the rows moved since its hit test
        XCTAssertNil(scene.walk)
        XCTAssertFalse(try words(scene).texts.contains { $0.string.hasPrefix("r0") })
    }

    func testAnEarlierTapStaysWhileTheSceneStillMatchesItsWalk() throws {
        // Precondition: the tap on r1 came before the drag, at offset 0
        let loaded = try load()

        // Action: the picture of the drag's moment
        let scene = try ScenePlayer.play(loaded, script: true, taps: [], moment: .lastTouch, reload: load)

        // Assertion: both touches are drawn, the tap on r1 first
        XCTAssertEqual(scene.taps.map { $0.hitView?.logName }, ["r1", "r0"])
    }

    func testAtTheEndTheFinalStateIsDrawnWithNoWalk() throws {
        // Precondition
        let loaded = try load()

        // Action
        let scene = try ScenePlayer.play(loaded, script: true, taps: [], moment: .end)

        // Assertion
        XCTAssertNil(scene.walk)
        XCTAssertTrue(scene.taps.isEmpty)
    }

    func testATapThatChangesNothingIsDrawnAfterItSettled() throws {
        // Precondition: nothing moves after the tap on r2
        let loaded = try load()

        // Action
        let scene = try ScenePlayer.play(loaded, script: false, taps: [CGPoint(x: 150, y: 350)], reload: load)

        // Assertion: the play went on to its end (the finger lifted), and the walk is the tap's
        XCTAssertTrue(scene.application.activeTouches.isEmpty)
        XCTAssertEqual(scene.walk?.hitView?.logName, "r2")
    }
}
