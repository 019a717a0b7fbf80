import Foundation
import FuzzSupport
import TapKit
import TapLayout

/// libFuzzer entry point: the input is a layout file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzSupport.text(start, count)
    let file = "fuzz.yaml"
    do {
        let layout = try LayoutLoader.load(text: text, file: file)
        FuzzSupport.report("loaded \(layout.objects.count) objects")
        // A layout that loads is used: hit tests over the screen and its script.
        let size = layout.screenSize
        for (fx, fy) in [(0.5, 0.5), (0.1, 0.1), (0.9, 0.8)] {
            _ = layout.application.hitTest(CGPoint(x: size.width * fx, y: size.height * fy))
        }
        FuzzSupport.play(layout.script, on: layout.application)
    } catch {
        FuzzSupport.check(error, file: file, text: text)
    }
    return 0
}
