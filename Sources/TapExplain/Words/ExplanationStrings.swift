import Foundation
import TapKit

/// Every sentence TapKit writes to explain a touch — the reasons of a
/// hit-test walk (`trace`), the answers of `explainHit` (`--why`) and their
/// hints — as one table per language: `ExplanationStrings.en` and `.zh`.
///
/// A sentence with values is a function of them, typed and named, so a
/// table fills its placeholders in its own word order and nothing parses a
/// format string at run time; the memberwise initializer makes the compiler
/// refuse a table that leaves one out. Values arrive already written
/// (numbers by `formatNumber`, points as `(x, y)`, rects as `[x, y, w, h]`),
/// the same in every language. UIKit's names stay untranslated in every
/// table: they are what a developer searches for.
///
/// ```swift
/// ExplanationStrings.en.walkSubviewTookPoint("button2")   // "subview button2 took the point"
/// ExplanationStrings.zh.walkSubviewTookPoint("button2")   // "子视图 button2 接收了触摸点"
/// ```
public struct ExplanationStrings: Sendable {
    // MARK: A step of the walk (`taplab trace`)
    public let walkHidden: String
    public let walkAlpha: @Sendable (_ alpha: String) -> String
    public let walkInteractionDisabled: String
    public let walkRefusesTouches: String
    public let walkDisabledControl: String
    public let walkSubviewReturned: @Sendable (_ subview: String, _ hit: String) -> String
    public let walkSubviewTookPoint: @Sendable (_ subview: String) -> String
    public let walkHitSelf: String
    /// A note after a reason, in parentheses.
    public let walkNote: @Sendable (_ note: String) -> String
    public let walkRuleNever: String
    public let walkRuleOutOfBounds: String
    public let walkRulePassThrough: String
    public let walkRuleForward: @Sendable (_ target: String) -> String
    public let walkRuleForwardSubviewHit: @Sendable (_ hit: String, _ target: String) -> String
    public let walkRuleForwardOnlySelf: @Sendable (_ target: String) -> String
    public let walkHitTestWithoutSuper: @Sendable (_ className: String) -> String
    public let walkHitTestChanged: @Sendable (_ className: String, _ superResult: String, _ overrideResult: String) -> String
    public let walkCallsInsideOverrides: @Sendable (_ reason: String, _ found: String) -> String
    /// When an override's class is not known.
    public let theViewsClass: String
    /// A dumped class overrides hit testing (SPEC 9).
    public let customCode: @Sendable (_ className: String, _ methods: String) -> String
    /// A dumped class UIKit gives its own hit testing (`UINavigationBar`).
    public let ownHitTesting: @Sendable (_ className: String) -> String
    /// Between two method names.
    public let and: String

    // MARK: Why `point(inside:with:)` said no
    public let pointInsideBoundsOutsideShape: @Sendable (_ point: String, _ shape: String) -> String
    public let pointInsideInsetOutsideShape: @Sendable (_ point: String, _ shape: String) -> String
    public let pointOutsideHitArea: @Sendable (_ point: String, _ area: String) -> String
    public let pointInsideReturnedFalse: @Sendable (_ className: String, _ point: String) -> String
    public let pointOutsideBounds: @Sendable (_ point: String, _ bounds: String) -> String
    /// A `point(inside:with:)` override that decided; `placement` is `insideArea` or `outsideArea`.
    public let pointInsideOverridden: @Sendable (_ className: String, _ returned: String, _ point: String,
                                                 _ placement: String, _ agreement: String) -> String
    public let insideArea: @Sendable (_ area: String) -> String
    public let outsideArea: @Sendable (_ area: String) -> String
    public let defaultHitArea: String
    public let boundsArea: @Sendable (_ bounds: String) -> String
    public let agreesWithDefault: String

    // MARK: `--why`: the path alone
    /// How an answer names the view on its path it is about: the view
    /// itself, its window, or an ancestor.
    public let whoseSelf: @Sendable (_ id: String) -> String
    public let whoseWindow: @Sendable (_ window: String) -> String
    public let whoseAncestor: @Sendable (_ ancestor: String) -> String
    public let whyRuleNever: @Sendable (_ id: String, _ whose: String) -> String
    public let whyHiddenWindow: @Sendable (_ id: String, _ window: String) -> String
    public let whyHidden: @Sendable (_ id: String, _ whose: String) -> String
    public let whyAlpha: @Sendable (_ id: String, _ whose: String, _ alpha: String) -> String
    public let whyInteractionDisabled: @Sendable (_ id: String, _ whose: String) -> String
    public let whyDisabledControl: @Sendable (_ id: String, _ whose: String) -> String
    public let whyOutside: @Sendable (_ id: String, _ reason: String) -> String
    public let whyDrawnOutsideUnclipped: @Sendable (_ id: String, _ ancestor: String) -> String
    public let whyOutsideAncestor: @Sendable (_ id: String, _ whose: String, _ reason: String) -> String
    public let whyOutOfBoundsNoneTook: @Sendable (_ id: String, _ reason: String) -> String
    public let whyPassThrough: @Sendable (_ id: String) -> String
    public let whyOverrideReturnsNil: @Sendable (_ id: String) -> String
    public let whyForwardedOutside: @Sendable (_ id: String, _ whose: String, _ how: String, _ hit: String) -> String
    public let forwarderOwn: String
    public let forwarderInside: @Sendable (_ forwarder: String, _ id: String) -> String
    public let forwardsByRule: String
    public let forwardsByOverride: String

    // MARK: `--why`: in front, inside, and the happy case
    public let whyCoveredByWindow: @Sendable (_ window: String, _ level: String, _ pathWindow: String, _ taker: String) -> String
    public let whyNeverAsked: @Sendable (_ id: String, _ whose: String, _ view: String, _ parent: String) -> String
    public let whyCoveredBySibling: @Sendable (_ id: String, _ sibling: String, _ whose: String, _ returned: String) -> String
    public let returnedNote: @Sendable (_ taker: String) -> String
    public let whyGetsTouch: @Sendable (_ id: String) -> String
    public let whyHandedTouch: @Sendable (_ id: String, _ giver: String) -> String
    public let giverForwardRule: @Sendable (_ view: String) -> String
    public let giverOverride: @Sendable (_ view: String) -> String
    public let giverUnknown: String
    public let whySubviewTakes: @Sendable (_ id: String, _ contains: String, _ relation: String, _ winner: String) -> String
    public let containsPoint: String
    public let containsByOutOfBounds: String
    public let relationSubview: String
    public let relationInside: String
    public let whyOverrideReplaced: @Sendable (_ id: String, _ whose: String, _ asked: String, _ askedReturned: String,
                                               _ returned: String) -> String
    public let whyForwardReplaced: @Sendable (_ id: String, _ whose: String, _ asked: String, _ askedReturned: String,
                                              _ returned: String) -> String
    public let whyUnexplained: @Sendable (_ id: String, _ hitView: String) -> String
    public let noView: String
    public let whyNotInWindow: @Sendable (_ id: String) -> String
    public let whyNotInApplicationWindow: @Sendable (_ id: String, _ window: String) -> String
    public let whyLayer: @Sendable (_ layer: String, _ host: String, _ hitView: String) -> String
    public let whyController: @Sendable (_ id: String, _ view: String) -> String
    public let itsView: String
    public let whyRecognizer: @Sendable (_ id: String, _ view: String) -> String
    public let whyNotAView: @Sendable (_ id: String) -> String

    // MARK: Hints appended to an answer
    public let hintNearlyInvisible: @Sendable (_ view: String, _ alpha: String) -> String
    public let hintTransformCollapsed: @Sendable (_ view: String) -> String
    public let hintEmptyArea: @Sendable (_ view: String, _ size: String, _ after: String) -> String
    public let zeroWidthAndHeight: String
    public let zeroWidth: String
    public let zeroHeight: String
    public let subviewsOutsideCannotBeHit: String

    // MARK: The report (`taplab trace` text)
    public let reportHeader: @Sendable (_ point: String) -> String
    public let reportHitView: @Sendable (_ view: String, _ window: String) -> String
    public let reportNoHitView: String
    public let reportChain: @Sendable (_ chain: String) -> String
    /// The chain's last word where the dump does not say what follows.
    public let chainUnknownNext: String
    /// The note under such a chain: the dump's top view is not a window.
    public let noteChainStops: @Sendable (_ top: String) -> String
    /// The same note where the dump names the top view's view controller,
    /// the last responder it knows.
    public let noteChainStopsAfterController: @Sendable (_ top: String, _ controller: String) -> String
    public let reportWhy: @Sendable (_ view: String, _ rule: String, _ message: String) -> String
    public let reportNamedWithID: @Sendable (_ name: String, _ id: String) -> String
    public let reportSharedName: @Sendable (_ name: String) -> String
    public let reportTapOn: @Sendable (_ view: String, _ point: String) -> String
    /// `--on` a view with nothing to see: where the tap goes instead, and why.
    public let reportTapOnFrame: @Sendable (_ view: String, _ point: String) -> String
    public let tapOnHidden: @Sendable (_ view: String, _ culprit: String) -> String
    public let tapOnTransparent: @Sendable (_ view: String, _ culprit: String) -> String
    public let tapOnNoVisiblePart: @Sendable (_ view: String) -> String

    /// The table for `language`.
    public static func of(_ language: Language) -> ExplanationStrings { tables(language) }

    /// Every language's table: English and Chinese here, others registered.
    public static let tables = WordTables(english: ExplanationStrings.en, [.zh: ExplanationStrings.zh])
}
