import Foundation
import TapExplain

/// What turning a dump into a layout drops, guesses or cannot do, as a
/// typed value (`Worded`): the planner's warnings about the dump's shape and
/// what it cannot tell about touches, and its errors about geometry no
/// layout can hold. Sizes are in points, printed as the layout writes them.
public enum DumpPlanProblem: Worded, Equatable {
    /// A warning: the top view's size was brought within 1 to 20,000 points for the screen.
    case screenClamped(width: CGFloat, height: CGFloat, screenWidth: CGFloat, screenHeight: CGFloat)
    /// A warning: `recursiveDescription` has no window levels.
    case windowsStacked(Int)
    /// A warning: top views that are not windows share window `main`.
    case topViewsInMain(Int)
    /// A warning: one view alone, perhaps `description` rather than `recursiveDescription`.
    case singleView
    /// A warning: recognizers of classes TapLab has no kind for, at most four classes named.
    case unknownRecognizers(Int, classes: [String])
    /// A warning: views printing `gestureRecognizers = <NSArray…>` without describing them.
    case undescribedRecognizers(Int)
    /// A warning: UIKit's private recognizers the helper marked internal.
    case privateRecognizers(Int)
    /// A warning: the id `base` is taken, so the view gets `id`.
    case idTaken(base: String, id: String)
    case noGeometry(className: String)
    /// A warning: the top view is placed at the screen's origin, untransformed.
    case topTransformDropped
    /// A warning: a 45° rotation's bounding box gives only width plus height.
    case squareGuess(width: CGFloat, height: CGFloat)
    /// A warning: a transform that collapses the view.
    case scaledToNothing
    /// Coordinates past `YAMLReader.maxMagnitude`.
    case coordinatesTooLarge(className: String, address: String?)
    case negativeSize(className: String, address: String?, width: CGFloat, height: CGFloat)

    public func text(in language: Language) -> String { LayoutWords.tables(language).dumpPlanProblem(self) }

}
