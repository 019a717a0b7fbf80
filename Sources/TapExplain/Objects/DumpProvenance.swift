import Foundation
import TapKit

/// What an app's view-hierarchy dump said about one view beyond what TapKit
/// models: its address, the hit-testing methods its class overrides, and
/// what the dump could not tell (SPEC 9, SPEC 12). TapKit hit-tests the view
/// by the default rule of the UIKit class it stands for; the walk, the
/// explainer and the inspector read these facts to say where the app's own
/// code would have decided and what the answer cannot know.
///
/// The class the app printed is not here: it is the view's
/// `UIView.appClassName`, which TapKit's own logs and walks show.
/// A layout loaded from a dump keeps these in its `ProvenanceTable`.
public struct DumpProvenance: Equatable, Sendable {
    /// As printed: `0x7fe1c0d0a2b0`.
    public var address: String?
    /// `hitTest` and/or `pointInside`, as the dump helper saw them.
    public var overriddenMethods: [String]

    /// What the dump could not tell, for the explainer's notes (SPEC 12).
    /// A `recursiveDescription` printed `gestureRecognizers = <NSArray…>`:
    /// the view has recognizers the dump does not describe.
    public var hasUndescribedRecognizers = false
    /// The UIKit family (`button`, `scrollView`) was guessed from the
    /// class's name, the dump printing no `baseClass` / `uikitClass`.
    public var guessedFamily: String?
    /// Where a paste that stops mid-line ends, on the view it ends at.
    public var pasteEnds: PasteEnd?
    /// The dump helper's control `actions`: targets or actions attached per
    /// event (nil: the dump does not say, so `noAction` cannot be known).
    public var actionCounts: [UIControl.Event: Int]?
    /// The dump helper left out UIKit's private recognizers on this view.
    public var omittedInternalRecognizers = 0
    /// Recognizers of classes TapLab has no equivalent of, left out.
    public var unknownRecognizerClasses: [String] = []
    /// A scroll view whose dump printed no `contentSize` (every
    /// `recursiveDescription` before iOS 8): TapLab took its bounds' size,
    /// so it cannot scroll, and an answer that rests on that says so.
    public var contentSizeUnknown = false
    /// A scroll view's contentOffset as the dump printed it (a played drag
    /// moves the view's own), for the note on a scrolled top view.
    public var printedContentOffset: CGPoint?

    public init(address: String?, overriddenMethods: [String] = []) {
        self.address = address
        self.overriddenMethods = overriddenMethods
    }
}
