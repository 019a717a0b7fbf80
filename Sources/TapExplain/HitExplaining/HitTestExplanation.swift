import Foundation
import TapKit

/// The answer to "why doesn't this view get a touch at this point?": the
/// first rule that keeps it away, each one checked on the real geometry (see
/// `HitExplainer` for the order).
public struct HitTestExplanation: Equatable {
    /// The raw values are what `taplab trace --why` prints and the docs quote.
    public enum Rule: String, CaseIterable {
        /// It does get the touch.
        case getsTouch
        /// The view, an ancestor or its window is hidden (Apple: hidden views are ignored by `hitTest`).
        case hidden
        /// The view or an ancestor has alpha below 0.01 (Apple: "less than 0.01").
        case alpha
        /// The view or an ancestor has `isUserInteractionEnabled == false`.
        case interactionDisabled
        /// The view or an ancestor is a control with `isEnabled == false`.
        case disabledControl
        /// The point is outside the view's own bounds, insets or hit shape.
        case outside
        /// The point is outside an ancestor's hit area (bounds, insets or
        /// shape), and the view is not drawn there outside that ancestor.
        case outsideAncestor
        /// The point is outside an ancestor's bounds, but the view is drawn
        /// there because that ancestor does not clip (Apple: points outside
        /// the bounds are not hit even when a subview extends outside).
        case drawnOutsideUnclippedAncestor
        /// A later sibling (in front) of the view or of an ancestor returns a
        /// view at the point, and is asked first.
        case coveredBySibling
        /// A window in front returns a view at the point, and is asked first.
        case coveredByWindow
        /// A `hitTestRule` or a `hitTest(_:with:)` override decided.
        case customHitRule
        /// The view takes part, but a view inside it is returned.
        case subviewTakesTouch
        case layerNotResponder
        /// A view controller, recognizer or other non-view: touches find views only.
        case notAView
        case notInWindow
    }

    public var rule: Rule
    /// The view (or layer, window) the rule is about: the view itself, an
    /// ancestor, or the view in front that took the point.
    public var culprit: String?
    /// The answer in every language.
    public var text: LocalizedText
    /// The answer in English (what `--json` and library callers get).
    public var message: String { text.en }

    /// An answer written from `ExplanationStrings`, in every language at once:
    ///
    ///     HitTestExplanation(rule: .notAView, culprit: "rootVC") { $0.whyController("rootVC", "root") }
    public init(rule: Rule, culprit: String?, sentence: (ExplanationStrings) -> String) {
        self.rule = rule
        self.culprit = culprit
        text = LocalizedText(explaining: sentence)
    }

    /// The answer in `language`.
    public func message(in language: Language) -> String {
        text.in(language)
    }
}
