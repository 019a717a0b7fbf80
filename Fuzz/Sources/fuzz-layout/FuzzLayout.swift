import Foundation
import FuzzSupport
import TapExplain
import TapKit
import TapLayout

/// libFuzzer entry point: the input is a layout file, or a view-hierarchy
/// dump (recursiveDescription, TapLabDump JSON), which `load(text:)` tells apart.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzSupport.text(start, count)
    let file = "fuzz.yaml"
    do {
        let layout = try LayoutLoader.load(text: text, file: file)
        FuzzSupport.report("loaded \(layout.objects.count) objects")
        // A dump that loads (as `trace` reads it) also imports, and what
        // import writes loads again (issue 26: dumps trace read but import refused).
        if DumpReader.isDump(text) {
            do {
                let imported = try DumpReader.importLayout(text, file: file)
                _ = try LayoutLoader.load(text: imported.text, file: "imported.yaml")
            } catch {
                FuzzSupport.fail("a dump that loads did not import and load again: \(error)")
            }
        }
        // A layout that loads is used: hit tests over the screen and its script.
        let size = layout.screenSize
        let views = layout.ids.compactMap { layout.view($0) }.prefix(20)
        for (fx, fy) in [(0.5, 0.5), (0.1, 0.1), (0.9, 0.8)] {
            let point = CGPoint(x: size.width * fx, y: size.height * fy)
            _ = layout.application.hitTest(point)
            // `--why` for a few views, as `taplab trace --why` asks it.
            for view in views.prefix(5) { _ = layout.application.explainHit(of: view, at: point) }
        }
        // `--on` and `{on: ID}`: every view's visible centre.
        for id in layout.ids.prefix(20) { _ = layout.tapTarget(on: id) }
        FuzzSupport.play(layout.script, on: layout.application)
        FuzzPicture.draw(layout, seed: text)
    } catch {
        FuzzSupport.check(error, file: file, text: text)
    }
    return 0
}
