import Foundation
import TapKit
import TapLayout
import TapPicture
import XCTest

/// Renders layouts offscreen for the tests: inline YAML or a file from
/// Layouts/, optional taps in virtual time, one pixel per point unless
/// asked otherwise.
enum RenderFixture {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The default fonts, whatever TAPLAB_FONT says, so pictures compare.
    static func fonts() throws -> FontSet { try FontSet(environment: [:]) }

    static func layout(_ yaml: String) throws -> LoadedLayout {
        try LayoutLoader.load(text: yaml, file: "test.yaml")
    }

    static func layout(file name: String) throws -> LoadedLayout {
        try LayoutLoader.load(path: repositoryRoot.appendingPathComponent("Layouts/\(name)").path)
    }

    /// Plays taps (down, up 0.05 s later, 0.5 s apart) with hit-test tracing
    /// on and returns the scene with every tap's walk, the last one drawn in full.
    static func scene(_ loaded: LoadedLayout, taps: [CGPoint] = []) -> Scene {
        let app = loaded.application
        app.tracesHitTests = true
        let log = EventLog()
        app.observer = log
        for (i, p) in taps.enumerated() {
            let t = Double(i) * 0.5
            app.send(TouchInput(touchID: 1, phase: .began, location: p, timestamp: t))
            app.send(TouchInput(touchID: 1, phase: .ended, location: p, timestamp: t + 0.05))
        }
        app.advance(to: Double(taps.count) * 0.5 + 2)
        app.observer = nil
        let walks = log.records.filter { $0.kind == .hitTest }.compactMap(\.walk)
        var scene = Scene(application: app, screenSize: loaded.screenSize, walk: walks.last,
                          lastRecognizerStates: Scene.lastRecognizerStates(in: log.records))
        scene.taps = walks
        return scene
    }

    static func picture(_ scene: Scene, overlays: OverlaySet = [], scale: Int = 1, legend: Bool = false) throws -> OffscreenCanvas {
        try Screenshot.render(scene, overlays: overlays, options: ScreenshotOptions(scale: scale, showsLegend: legend), fonts: fonts())
    }

    static func picture(_ yaml: String, overlays: OverlaySet = [], taps: [CGPoint] = []) throws -> OffscreenCanvas {
        try picture(scene(layout(yaml), taps: taps), overlays: overlays)
    }
}

/// Colour assertions with a small tolerance per channel.
func XCTAssertColor(_ actual: RGBA?, _ expected: RGBA, tolerance: Int = 1, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("no pixel there \(message)", file: file, line: line) }
    let close = [(actual.r, expected.r), (actual.g, expected.g), (actual.b, expected.b)]
        .allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance }
    XCTAssertTrue(close, "pixel \(actual) is not \(expected) ±\(tolerance) \(message)", file: file, line: line)
}

extension OffscreenCanvas {
    /// How many pixels of `rect` differ from `color` by more than `tolerance` in any channel.
    func count(in rect: CGRect, differingFrom color: RGBA, tolerance: Int = 8) -> Int {
        let pixels = argbPixels()
        var n = 0
        for y in max(0, Int(rect.minY))..<min(height, Int(rect.maxY)) {
            for x in max(0, Int(rect.minX))..<min(width, Int(rect.maxX)) {
                let p = RGBA(argb: pixels[y * width + x])
                if abs(Int(p.r) - Int(color.r)) > tolerance || abs(Int(p.g) - Int(color.g)) > tolerance
                    || abs(Int(p.b) - Int(color.b)) > tolerance { n += 1 }
            }
        }
        return n
    }
}
