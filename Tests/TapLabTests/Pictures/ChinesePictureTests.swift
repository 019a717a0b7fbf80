import Foundation
import PictureText
import TapKit
@testable import TapLab
import TapLayout
import TapPicture
import XCTest

/// SPEC 13: `--lang zh` gives Chinese for every word TapLab draws — a
/// shot, a recording's frame, a timeline — except names: ids, classes,
/// UIKit's method, property and event names, and the event log's kinds.
final class ChinesePictureTests: XCTestCase {
    /// The layouts read: a gesture conflict, a scroll delay, controls, lists, a recognizer's values.
    private let files = ["001-gesture-puzzle.yaml", "105-scroll-delays-content-touches.yaml", "115-switch-toggles.yaml",
                         "122-table-selection.yaml", "111-gesture-values.yaml", "000-overlapping-buttons.yaml"]

    /// UIKit's names and the log's words, which stay as written in every language.
    private static let uikitNames = Set<String>([
        "hitTest", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "pressesBegan", "pressesEnded",
        "motionBegan", "motionEnded", "next", "alpha", "nil", "hitInsets", "hitShape", "cancelsTouchesInView",
        "delaysTouchesBegan", "delaysTouchesEnded", "delaysContentTouches", "require", "toFail", "action", "gesture", "control",
        "scroll", "highlight", "unhighlight", "select", "deselect", "value", "on", "true", "false", "clips", "point", "inside",
        "with", "UIView", "UIWindow", "UIApplication", "AppDelegate", "UIViewController", "shake",
    ]).union(UIControl.Event.allEvents.name.split(separator: "|").map(String.init))

    /// Every English word of a picture's text that is no name of `loaded`.
    private func englishWords(_ texts: [SVGText.Text], names: Set<String>) -> Set<String> {
        var found: Set<String> = []
        for text in texts {
            for word in text.string.split(whereSeparator: { !($0.isLetter && $0.isASCII) }) where word.count > 1 {
                let w = String(word)
                if !names.contains(w), !Self.uikitNames.contains(w) { found.insert(w) }
            }
        }
        return found
    }

    /// The layout's own names: view, recognizer and responder ids, classes, titles and texts, its title.
    private func names(of file: String) throws -> Set<String> {
        let loaded = try load(file)
        var words: [String] = [loaded.title]
        var pending: [UIView] = loaded.application.windows
        while let view = pending.popLast() {
            words += [view.logName, view.className, view.caption ?? "", (view as? UIButton)?.title ?? "", (view as? UILabel)?.text ?? ""]
            words += (view.gestureRecognizers ?? []).map(\.logName)
            var responder: UIResponder? = view.next
            while let r = responder { words.append(r.logName); responder = r.next }
            pending += view.subviews
        }
        return Set(words.flatMap { $0.split(whereSeparator: { !($0.isLetter && $0.isASCII) }).map(String.init) })
    }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A shot of `scene` in Chinese as SVG: every overlay, the legend's prose too.
    private func chineseSVG(_ scene: Scene) throws -> Data {
        try Screenshot.encode(scene, overlays: .all, options: ScreenshotOptions(language: .zh, legendStyle: .full),
                              fonts: try FontSet(), format: .svg).data
    }

    private func assertNoEnglishButNames(_ svg: Data, of file: String, line: UInt = #line) throws {
        let english = englishWords(try SVGText.read(svg).texts, names: try names(of: file))
        XCTAssertTrue(english.isEmpty, "\(file): \(english.sorted())", line: line)
    }

    private func load(_ file: String) throws -> LoadedLayout {
        try LayoutLoader.load(path: Self.root.appendingPathComponent("Layouts/\(file)").path)
    }

    func testAChineseShotHasNoEnglishButNames() throws {
        for file in files {
            // Precondition
            let scene = try ScenePlayer.play(try load(file), script: true, taps: [], reload: { try self.load(file) })

            // Action: every overlay, the legend's prose too
            let svg = try chineseSVG(scene)

            // Assertion
            try assertNoEnglishButNames(svg, of: file)
        }
    }

    func testAChineseRecordingFrameHasNoEnglishButNames() throws {
        for file in files {
            // Precondition: the frame in the middle of the script's tap or drag, fingers and every overlay on
            let loaded = try load(file)
            var scenes: [Scene] = []
            try ScriptRecorder.play(loaded.script, on: loaded.application, screenSize: loaded.screenSize, fps: 10, language: .zh) { scene, _ in
                if scene.fingers?.isEmpty == false { scenes.append(scene) }
            }
            let scene = try XCTUnwrap(scenes.first, file)

            // Action
            let svg = try chineseSVG(scene)

            // Assertion
            try assertNoEnglishButNames(svg, of: file)
        }
    }

    func testAChineseTimelineHasNoEnglishButNames() throws {
        for file in files {
            // Precondition
            let loaded = try load(file)
            let facts = try TimelineRecorder.play(loaded.script, on: loaded.application)

            // Action
            let (data, _) = try TimelinePicture.encode(facts, title: "", language: .zh, fonts: try FontSet(), format: .svg)

            // Assertion
            try assertNoEnglishButNames(data, of: file)
        }
    }
}
