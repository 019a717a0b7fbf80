import Foundation

/// The four drawings teachers otherwise make by hand (SPEC 13, "Figures"),
/// each drawn from the reader's own layout or app.
public enum FigureKind: String, CaseIterable, Sendable {
    /// The nested boxes beside the view tree, the walk numbered on both.
    case tree
    /// The hitTest decision flowchart, each visited view's exit marked.
    case flow
    /// The hit view's responder chain, the touch's path drawn over it.
    case chain
    /// Each recognizer's state machine, the states it went through lit.
    case states

    /// Whether the figure is about one touch's hit test (and needs one).
    public var needsTouch: Bool { self != .states }
}
