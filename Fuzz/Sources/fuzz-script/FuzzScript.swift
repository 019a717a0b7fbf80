import Foundation
import FuzzSupport
import TapKit
import TapLayout

/// A small layout with a button, tap, long-press, pan, pinch, rotation and
/// swipe recognizers and a scroll view, for scripts to play on.
let stage = """
    screen: {width: 390, height: 844}
    view:
      id: root
      gestures: [{id: pan, type: pan}, {id: pinch, type: pinch}, {id: rotation, type: rotation}]
      subviews:
        - {id: button, class: button, frame: [20, 20, 200, 100],
           gestures: [{id: double, type: tap, taps: 2}, {id: long, type: longPress}]}
        - id: scroll
          class: scrollView
          frame: [0, 300, 390, 400]
          contentSize: [390, 1600]
          subviews:
            - {id: cell, class: control, frame: [0, 0, 390, 80], gestures: [{id: swipe, type: swipe, direction: left}]}
    """

/// libFuzzer entry point: the input is a script file (`taplab replay --script`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzSupport.text(start, count)
    let file = "fuzz-script.yaml"
    do {
        let steps = try ScriptFile.load(text: text, file: file)
        FuzzSupport.report("read \(steps.count) steps")
        // A script that reads is played, as replay plays it.
        guard let layout = try? LayoutLoader.load(text: stage, file: "stage.yaml") else {
            FuzzSupport.fail("the stage layout does not load")
        }
        FuzzSupport.play(steps, on: layout.application)
    } catch {
        FuzzSupport.check(error, file: file, text: text)
    }
    return 0
}
