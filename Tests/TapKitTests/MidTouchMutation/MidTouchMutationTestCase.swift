import XCTest
@testable import TapKit
import TapTestSupport

/// The world changing in the middle of a touch or a gesture: each case has a
/// defined behaviour (docs/RELIABILITY.md, "Mutation in the middle of a
/// touch"). UIKit's where Apple documents it:
/// - `touchesCancelled(_:with:)`: "an interruption is anything that causes
///   the application to be no longer active or the view to be removed from
///   the window" — so a view that leaves its window mid-touch gets
///   `touchesCancelled`;
/// - `isHidden`: "A hidden view disappears from its window and does not
///   receive input events"; `isUserInteractionEnabled`: events "are ignored
///   and removed from the event queue" — TapLab cancels the touch rather
///   than leave the view without its last call;
/// - `UIGestureRecognizer.isEnabled`: "If you change this property to false
///   while a gesture recognizer is currently recognizing a gesture, the
///   gesture recognizer transitions to a cancelled state."
/// TapLab decides the rest (removing a recognizer, disabling a control,
/// alpha, resizing, reload) and says so at each test.
/// The shared fixture; the tests are in the MidTouchMutation*Tests classes beside it.
class MidTouchMutationTestCase: XCTestCase {
    var f: CoreFixture!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
    }

    /// The chain a touch on `view`, a direct subview of `root`, walks.
    func chain(_ view: UIView) -> [UIResponder] {
        [view, f.root, f.rootViewController, f.window, f.app, f.delegate]
    }
}
