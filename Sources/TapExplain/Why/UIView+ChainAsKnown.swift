import Foundation
import TapKit

extension UIView {
    /// The responder chain from this view as far as what the app printed
    /// tells it (SPEC 14): a dump whose top view is not a window (a cell, a
    /// transition view) says nothing of what follows it, so the chain stops
    /// there, `isComplete` false, rather than go on into the window and
    /// `rootVC` TapLab put around it. Any other chain is whole, as is every
    /// chain of a tree a program built (an empty `provenance`).
    ///
    ///     cellButton.chainAsKnown(in: loaded.provenance).responders.map(\.logName)   // ["button", "contentView", "cell"]
    ///     cellButton.chainAsKnown(in: loaded.provenance).isComplete                   // false
    public func chainAsKnown(in provenance: ProvenanceTable = ProvenanceTable()) -> (responders: [UIResponder], isComplete: Bool) {
        let chain = responderChain
        guard let cut = chain.firstIndex(where: { UIView.isAddedAroundDump($0, in: provenance) }) else { return (chain, true) }
        return (Array(chain[..<cut]), false)
    }

    /// A window TapLab added around a dump's top views (it printed none),
    /// or the view controller it made to hold a lone top view (the added
    /// window's root view controller; a controller the dump names is not).
    static func isAddedAroundDump(_ responder: UIResponder, in provenance: ProvenanceTable) -> Bool {
        if let window = responder as? UIWindow {
            return !provenance.isFromDump(window) && window.subviews.contains(where: provenance.isFromDump)
        }
        if let controller = responder as? UIViewController, let view = controller.view, provenance.isFromDump(view),
           let window = view.superview as? UIWindow, window.rootViewController === controller {
            return isAddedAroundDump(window, in: provenance)
        }
        return false
    }
}
