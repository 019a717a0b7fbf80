import Foundation
import TapExplain

extension DescriptionProblem {
    static let english: @Sendable (DescriptionProblem) -> String = { problem in
        switch problem {
        case .lessIndented: "this view is less indented than the first view of the dump; it is read as another top-level view"
        case .jumpsLevels(let level, let above):
            "this view is \(level) levels deep but the view above it is \(above); it is read as that view's subview"
        case .cutBeforeFrame(let c, let a): "\(c) \(a) is cut off before its frame; it is left out"
        case .notAView(let c, let a): "\(c) \(a) is printed without a frame, so it is not a view (a view controller?); it is left out"
        case .noFrame(let c, let a):
            "\(c) \(a) has no frame = (x y; w h); TapLab needs every view's frame (paste recursiveDescription's output, not description's)"
        case .frameNotFinite(let c, let a, let frame):
            "\(c) \(a) has frame \(frame) (not finite): neither it nor its subviews can be hit; read as a view of no size"
        case .cutInsideFrame(let c, let a): "\(c) \(a) is cut off inside its frame; it is left out"
        case .badFrame(let found): "frame must be (x y; width height) with numbers, found '\(found)'"
        case .cutAfterFrame(let c, let a): "\(c) \(a) is cut off after its frame; read with what is there"
        case .badAlpha(let found): "alpha must be a number from 0 to 1, found '\(found)'"
        case .badTransform(let found): "transform must be [a, b, c, d, tx, ty] with finite numbers, found '\(found)'"
        case .badContentOffset(let found): "contentOffset must be {x, y} with finite numbers, found '\(found)'"
        case .notYesOrNo(let key, let found): "\(key) must be YES or NO, found '\(found)'"
        case .presponderOutput:
            "this is Chisel's presponder output — the responder chain, each line the superview of the one above it — not a view hierarchy; "
                + "paste what po view.recursiveDescription() (or pviews) prints instead"
        case .escapedLineBreaks:
            "the dump was one quoted string with \\n escapes (lldb's p or cycript); it was read with those as line breaks"
        case .lastLineCut: "the last line is cut off before a view's address; it is left out"
        case .notAViewLine: "this line starts like a view but is not `<Class: 0xADDRESS; frame = (x y; w h); …>`; it is left out"
        case .noView:
            "no view found: a dump has one line per view like `<UIView: 0x7f8e1c0; frame = (0 0; 375 667); layer = <CALayer: 0x…>>`; "
                + "paste what `po view.value(forKey: \"recursiveDescription\")!` prints, not only the command"
        case .controllersOnly:
            "this is a view-controller hierarchy (_printHierarchy): it has no frames, so no touch can be hit-tested in it. "
                + "Paste the views instead: `po UIApplication.shared.windows.first!.value(forKey: \"recursiveDescription\")!` in Swift, "
                + "`po [[UIWindow keyWindow] recursiveDescription]` in Objective-C; put _printHierarchy's lines below it to name the view controllers"
        case .controllersWithoutViews(let missing, let total):
            "\(missing) of the \(total) view controllers in the _printHierarchy lines have no view in this dump; they are left out"
        }
    }
}
