import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// Layouts in memory for the window model: a gallery of named YAML texts
/// that a test can edit (the next poll then reloads them), loaded the way
/// the command line's library loads files.
final class MemoryLayouts: WindowDocumentSource {
    var files: [(path: String, yaml: String)]
    private(set) var position = 0
    private(set) var document: WindowDocument?
    /// The script every loaded document carries (the `r` key replays it).
    var script: ScriptPlayback? {
        didSet { document?.script = script }
    }
    private(set) var diagnostics: [String] = []
    private var edited = false

    init(_ files: [(path: String, yaml: String)]) {
        self.files = files
        load()
    }

    convenience init(layoutFiles names: [String]) throws {
        try self.init(names.map { name in
            let url = RenderFixture.repositoryRoot.appendingPathComponent("Layouts/\(name)")
            return (path: "Layouts/\(name)", yaml: try String(contentsOf: url, encoding: .utf8))
        })
    }

    var path: String { files[position].path }
    var count: Int { files.count }

    func next() { position = (position + 1) % files.count; document = nil; load() }
    func previous() { position = (position + files.count - 1) % files.count; document = nil; load() }

    /// Replaces the current file's text, as an editor saving it would.
    func edit(_ yaml: String) { files[position].yaml = yaml; edited = true }

    func reloadIfChanged() -> Bool {
        guard edited else { return false }
        edited = false
        load()
        return true
    }

    private func load() {
        do {
            let loaded = try LayoutLoader.load(text: files[position].yaml, file: path)
            document = WindowDocument(application: loaded.application, screenSize: loaded.screenSize, title: loaded.title,
                                      description: loaded.description, path: path, owner: loaded, script: script,
                                      provenance: loaded.provenance,
                                      rebuild: loaded.copyMaker())
            diagnostics = []
        } catch {
            diagnostics = error.diagnostics.map(\.description)
        }
    }
}

/// The window's state machine, driven headlessly with `InputEvent`s: what
/// each key and click does, and that odd input never breaks it.
/// The shared fixture; the tests are in the WindowModel*Tests classes beside it.
class WindowModelTestCase: XCTestCase {
    /// button2's middle in 000-overlapping-buttons, in screen points (where
    /// button1's enlarged right edge lies under it).
    let onButton2 = CGPoint(x: 245, y: 290)
    let window = CGSize(width: 1280, height: 900)

    func model(_ names: [String] = ["000-overlapping-buttons.yaml"]) throws -> (WindowModel, MemoryLayouts) {
        let source = try MemoryLayouts(layoutFiles: names)
        let model = WindowModel(source: source, fonts: try RenderFixture.fonts(), now: 0)
        model.resize(pixels: window, points: window)
        return (model, source)
    }

    /// Where screen point `p` is in window points.
    func windowPoint(_ model: WindowModel, _ p: CGPoint) -> (x: Double, y: Double) {
        let pixel = model.layout.viewport.pixel(for: p)
        return (Double(pixel.x / model.pixelRatio), Double(pixel.y / model.pixelRatio))
    }

    func click(_ model: WindowModel, at p: CGPoint, now: TimeInterval, modifiers: InputEvent.Modifiers = []) {
        let w = windowPoint(model, p)
        model.handle(.mouseDown(x: w.x, y: w.y, button: .left, modifiers: modifiers, clicks: 1), now: now)
        model.handle(.mouseUp(x: w.x, y: w.y, button: .left, modifiers: modifiers), now: now + 0.05)
    }

    func key(_ model: WindowModel, _ name: String, modifiers: InputEvent.Modifiers = [], now: TimeInterval) {
        model.handle(.keyDown(name: name, modifiers: modifiers, isRepeat: false), now: now)
        model.handle(.keyUp(name: name, modifiers: modifiers), now: now + 0.01)
    }

    func view(_ model: WindowModel, _ id: String) -> UIView? {
        model.treeRows.first { $0.view.logName == id }?.view
    }
}
