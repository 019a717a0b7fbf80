import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// Shared helpers for the TapLayout tests: load a layout from a string, or
/// collect the diagnostics it is rejected with.
extension XCTestCase {
    /// The file name layouts loaded from text report in their diagnostics.
    static var layoutFileName: String { "test.yaml" }

    /// Loads `yaml`, failing the test (with every diagnostic) when it is rejected.
    func loadLayout(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> LoadedLayout {
        do {
            return try LayoutLoader.load(text: yaml, file: Self.layoutFileName)
        } catch {
            XCTFail("the layout was rejected:\n\(error.description)", file: file, line: line)
            throw error
        }
    }

    /// The diagnostics `yaml` is rejected with, as printed; empty when it loads.
    func diagnostics(of yaml: String) -> [String] {
        do {
            _ = try LayoutLoader.load(text: yaml, file: Self.layoutFileName)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// The view with `id`, failing the test when there is none.
    func view(_ id: String, in layout: LoadedLayout, file: StaticString = #filePath, line: UInt = #line) throws -> UIView {
        try XCTUnwrap(layout.view(id), "no view '\(id)' in the layout", file: file, line: line)
    }

    /// The gesture recognizer with `id`, failing the test when there is none.
    func recognizer(_ id: String, in layout: LoadedLayout, file: StaticString = #filePath, line: UInt = #line) throws -> UIGestureRecognizer {
        guard case let .recognizer(r)? = layout.objects[id] else {
            XCTFail("no gesture recognizer '\(id)' in the layout", file: file, line: line)
            throw MissingObject(id: id)
        }
        return r
    }

    /// The id of the view a screen point hits ("nil" for none).
    func hitID(_ x: CGFloat, _ y: CGFloat, in layout: LoadedLayout) -> String {
        layout.application.hitTest(CGPoint(x: x, y: y)).view?.logName ?? "nil"
    }

    /// The responder chain from `id`, as log names.
    func chain(from id: String, in layout: LoadedLayout, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let responder = try XCTUnwrap(layout.objects[id]?.responder, "'\(id)' is not a responder", file: file, line: line)
        return responder.responderChain.map(\.logName)
    }
}

struct MissingObject: Error { var id: String }

/// Colour components as 8-bit values, easy to compare with the hex written in a layout.
func rgba(_ color: UIColor?) -> [UInt8]? {
    color.map { [$0.rgba8.r, $0.rgba8.g, $0.rgba8.b, $0.rgba8.a] }
}

/// Weak references to everything a layout made: its application and
/// delegate, every object with an id, every view in every window (with
/// its layer, recognizers and controller).
final class Watch {
    private(set) var refs: [(String, () -> AnyObject?)] = []

    func add(_ name: String, _ object: AnyObject?) {
        weak let weak = object
        refs.append((name, { weak }))
    }

    func add(_ layout: LoadedLayout) {
        add("application", layout.application)
        add("delegate", layout.application.delegate)
        for (id, object) in layout.objects {
            switch object {
            case let .view(v): add(id, v)
            case let .controller(c): add(id, c)
            case let .layer(l): add(id, l)
            case let .recognizer(r): add(id, r)
            case let .application(a): add(id, a)
            case let .delegate(d): add(id, d)
            }
        }
        for window in layout.application.windows {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                add("view \(view.logName)", view)
                add("layer of \(view.logName)", view.layer)
                for r in view.gestureRecognizers ?? [] { add("recognizer \(r.logName)", r) }
                stack.append(contentsOf: view.subviews)
            }
        }
    }

    var alive: [String] { refs.filter { $0.1() != nil }.map(\.0) }
}
