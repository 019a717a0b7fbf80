import Foundation
import TapExplain
import TapKit

extension DumpPlanProblem {
    static let english: @Sendable (DumpPlanProblem) -> String = { problem in
        switch problem {
        case .screenClamped(let w, let h, let sw, let sh):
            "the top view is \(num(w)) x \(num(h)); the screen is \(num(sw)) x \(num(sh)) (screens are 1 to 20,000 points)"
        case .windowsStacked(let n):
            "\(n) windows: recursiveDescription does not print windowLevel, so they are stacked in the order pasted, the last in front (TapLabDump's JSON has the levels)"
        case .topViewsInMain(let n):
            "\(n) top-level views that are not windows: read as siblings in window main, the later in front, each placed as the first is "
                + "(paste their superview's recursiveDescription to see them in place)"
        case .singleView:
            "one view and no subviews: recursiveDescription prints a view and every view inside it — was this `description` (po view) instead?"
        case .unknownRecognizers(let n, let classes):
            "\(n) recognizer\(n == 1 ? "" : "s") of classes TapLab has no equivalent of (\(classes.joined(separator: ", "))) left out: "
                + "--why says so on the views that have them"
        case .undescribedRecognizers(let n):
            "\(n) view\(n == 1 ? " prints" : "s print") gestureRecognizers = <NSArray…>, which recursiveDescription does not describe: "
                + "TapLab assumes none, and --why says so where they could change the answer; paste the TapLabDump helper's JSON to have them"
        case .privateRecognizers(let n):
            "\(n) private UIKit recognizer\(n == 1 ? "" : "s") (marked internal by the helper: scroll indicators, swipe actions, …) left out, "
                + "as TapLab has no equivalent"
        case .idTaken(let base, let id): "id '\(base)' is taken (by TapLab or an earlier view); this view is '\(id)'"
        case .noGeometry(let c): "\(c) has neither a frame nor bounds and center"
        case .topTransformDropped: "the top view's transform is left out: the top view is placed at the screen's origin, untransformed"
        case .squareGuess(let w, let h):
            "with this transform the printed frame does not tell width from height; the view is read as a \(formatNumber(w)) x \(formatNumber(h)) square"
        case .scaledToNothing: "this transform scales the view to nothing; it cannot be hit"
        case .coordinatesTooLarge(let c, let a):
            "\(c) \(a ?? ""): coordinates beyond \(YAMLReader.maxMagnitudeText) points; TapLab's layouts stop there"
        case .negativeSize(let c, let a, let w, let h):
            "\(c) \(a ?? ""): a negative size (\(num(w)) x \(num(h))): width and height must be 0 or more"
        }
    }
}
