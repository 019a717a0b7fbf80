import Foundation
import TapKit
@testable import TapExplain
@testable import TapPicture
@testable import TapWindow

/// The stub language's ExplanationStrings: every word of the English table marked `ja·`;
/// the memberwise initializer is what lists, at compile time, every word
/// a new language must give.
let japaneseExplanations = ExplanationStrings(
    walkHidden: "ja·isHidden is true: skipped with all its subviews",
    walkAlpha: { alpha in "ja·alpha \(alpha) is less than 0.01: skipped with all its subviews" },
    walkInteractionDisabled: "ja·isUserInteractionEnabled is false: skipped with all its subviews",
    walkRefusesTouches: "ja·it refuses touches",
    walkDisabledControl: "ja·isEnabled is false: a disabled control is skipped by hit testing",
    walkSubviewReturned: { subview, hit in "ja·subview \(subview) returned \(hit)" },
    walkSubviewTookPoint: { subview in "ja·subview \(subview) took the point" },
    walkHitSelf: "ja·point inside and no subview took it: returns itself",
    walkNote: { note in "ja· (\(note))" },
    walkRuleNever: "ja·custom hit rule 'never': always returns nil",
    walkRuleOutOfBounds: "ja·custom hit rule 'outOfBounds': point outside its bounds and no subview took it",
    walkRulePassThrough: "ja·custom hit rule 'passThrough': would have hit itself, returns nil so the view below gets the touch",
    walkRuleForward: { target in "ja·custom hit rule 'forward': the hit on itself goes to \(target)" },
    walkRuleForwardSubviewHit: { hit, target in "ja·custom hit rule 'forward': the hit on \(hit) goes to \(target)" },
    walkRuleForwardOnlySelf: { target in "ja·custom hit rule 'forward, only self': the hit on itself goes to \(target)" },
    walkHitTestWithoutSuper: { className in "ja·\(className).hitTest(_:with:) is overridden and did not call super" },
    walkHitTestChanged: { className, superResult, overrideResult in
        "ja·\(className).hitTest(_:with:) is overridden: super returned \(superResult), the override returned \(overrideResult)"
    },
    walkCallsInsideOverrides: { reason, found in "ja·\(reason); the calls that found \(found) ran inside overrides and are not shown" },
    theViewsClass: "ja·the view's class",
    customCode: { className, methods in "ja· [custom code here: \(className) overrides \(methods); TapLab uses the default rule]" },
    ownHitTesting: { className in "ja· [\(className) does its own hit testing in UIKit; TapLab uses the default rule]" },
    and: "ja· and ",

    pointInsideBoundsOutsideShape: { point, shape in "ja·point \(point) is inside bounds but outside its \(shape) hit shape" },
    pointInsideInsetOutsideShape: { point, shape in "ja·point \(point) is inside the inset bounds but outside its \(shape) hit shape" },
    pointOutsideHitArea: { point, area in "ja·point \(point) is outside its hit area \(area) (bounds inset by hitInsets)" },
    pointInsideReturnedFalse: { className, point in "ja·\(className).point(inside:with:) is overridden and returned false for \(point)" },
    pointOutsideBounds: { point, bounds in "ja·point \(point) is outside its bounds \(bounds)" },
    pointInsideOverridden: { className, returned, point, placement, agreement in
        "ja·\(className).point(inside:with:) is overridden and returned \(returned) for \(point), \(placement)\(agreement)"
    },
    insideArea: { area in "ja·inside \(area)" },
    outsideArea: { area in "ja·outside \(area)" },
    defaultHitArea: "ja·its default hit area",
    boundsArea: { bounds in "ja·its bounds \(bounds)" },
    agreesWithDefault: "ja· (as UIKit's default would)",

    whoseSelf: { id in id },
    whoseWindow: { window in "ja·its window \(window)" },
    whoseAncestor: { ancestor in "ja·its ancestor \(ancestor)" },
    whyRuleNever: { id, whose in
        "ja·\(id) is not hit because \(whose)'s custom hit rule 'never' returns nil for every point: it and its subviews never get a touch"
    },
    whyHiddenWindow: { id, window in
        "ja·\(id) is not hit because its window \(window) is hidden: a hidden window is skipped by hit testing with every view in it"
    },
    whyHidden: { id, whose in "ja·\(id) is not hit because \(whose) is hidden: hidden views are skipped with their subviews" },
    whyAlpha: { id, whose, alpha in
        "ja·\(id) is not hit because \(whose) has alpha \(alpha): views with alpha below 0.01 are skipped with their subviews (Apple: less than 0.01, not <= 0.01)"
    },
    whyInteractionDisabled: { id, whose in
        "ja·\(id) is not hit because \(whose) has isUserInteractionEnabled = false: it and all its subviews are skipped"
    },
    whyDisabledControl: { id, whose in
        "ja·\(id) is not hit because \(whose) is a disabled control (isEnabled = false): hit testing skips it and the touch goes to the view behind"
    },
    whyOutside: { id, reason in "ja·\(id) is not hit: \(reason)" },
    whyDrawnOutsideUnclipped: { id, ancestor in
        "ja·\(id) is drawn at this point, but the point is outside its ancestor \(ancestor)'s bounds: \(ancestor).clipsToBounds is false, so \(id) shows outside it, yet hit testing never looks into \(ancestor) there (point(inside:) is false)"
    },
    whyOutsideAncestor: { id, whose, reason in "ja·\(id) is not hit: the point is outside \(whose) (\(reason))" },
    whyOutOfBoundsNoneTook: { id, reason in
        "ja·\(id) is not hit: \(reason); its custom hit rule 'outOfBounds' asks its subviews there, and none took the point"
    },
    whyPassThrough: { id in
        "ja·\(id) is not hit because of its custom hit rule 'passThrough': it contains the point and no subview took it, so it would return itself, and the rule returns nil instead so the view below gets the touch"
    },
    whyOverrideReturnsNil: { id in
        "ja·\(id) is not hit because its hitTest(_:with:) is overridden and returns nil here, although the point passes its own checks"
    },
    whyForwardedOutside: { id, whose, how, hit in "ja·\(id) is not hit because \(whose) \(how) \(hit), a view outside \(id)" },
    forwarderOwn: "ja·its",
    forwarderInside: { forwarder, id in "ja·\(forwarder)'s (inside \(id))" },
    forwardsByRule: "ja·custom hit rule 'forward' hands the hit to",
    forwardsByOverride: "ja·hitTest(_:with:) is overridden and returns",

    whyCoveredByWindow: { window, level, pathWindow, taker in
        "ja·window \(window) (level \(level)) is in front of \(pathWindow) and took the point (returned \(taker)); windows are hit-tested from the highest windowLevel down"
    },
    whyNeverAsked: { id, whose, view, parent in
        "ja·\(id) is not hit because \(whose)'s hitTest(_:with:) is overridden and never asked \(view), although the point passes \(parent)'s own checks"
    },
    whyCoveredBySibling: { id, sibling, whose, returned in
        "ja·\(id) is not hit because \(sibling), a later sibling of \(whose) (added after it, so in front), is asked first and took the point\(returned): subviews are hit-tested from last to first"
    },
    returnedNote: { taker in "ja· (returned \(taker))" },
    whyGetsTouch: { id in "ja·\(id) gets the touch: it is the deepest view that contains the point" },
    whyHandedTouch: { id, giver in
        "ja·\(id) gets the touch: \(giver) hands it the point, although \(id)'s own hitTest would not return itself here"
    },
    giverForwardRule: { view in "ja·\(view)'s custom hit rule 'forward'" },
    giverOverride: { view in "ja·\(view)'s hitTest(_:with:) override" },
    giverUnknown: "ja·a custom hit rule",
    whySubviewTakes: { id, contains, relation, winner in
        "ja·\(id) \(contains), but \(relation) \(winner) takes the touch: the deepest view that contains the point wins"
    },
    containsPoint: "ja·contains the point",
    containsByOutOfBounds: "ja·does not contain the point, but its custom hit rule 'outOfBounds' asks its subviews there",
    relationSubview: "ja·its subview",
    relationInside: "ja·a view inside it,",
    whyOverrideReplaced: { id, whose, asked, askedReturned, returned in
        "ja·\(id) is not hit because \(whose)'s hitTest(_:with:) is overridden: it asked \(asked), which returned \(askedReturned), and returned \(returned) instead"
    },
    whyForwardReplaced: { id, whose, asked, askedReturned, returned in
        "ja·\(id) is not hit because \(whose)'s custom hit rule 'forward' hands on the hit inside it: it asked \(asked), which returned \(askedReturned), and returned \(returned) instead"
    },
    whyUnexplained: { id, hitView in
        "ja·\(id) is not hit at this point (\(hitView) is), and no rule TapLab knows explains it: some hitTest(_:with:) or point(inside:with:) override decides"
    },
    noView: "ja·no view",
    whyNotInWindow: { id in "ja·\(id) is not in a window (it has no window among its ancestors), so no touch can reach it" },
    whyNotInApplicationWindow: { id, window in
        "ja·\(id) is not in a window of the application (its window \(window) is not one of the application's windows), so no touch can reach it"
    },
    whyLayer: { layer, host, hitView in
        "ja·\(layer) is a CALayer: layers are drawn but are not responders, so hit testing never visits them; the layer belongs to \(host), and at this point the touch goes to \(hitView)"
    },
    whyController: { id, view in
        "ja·\(id) is a view controller, not a view: hit testing finds views only; \(id) hears of touches on \(view) through the responder chain"
    },
    itsView: "ja·its view",
    whyRecognizer: { id, view in "ja·\(id) is a gesture recognizer: it sees touches whose hit-test view is \(view) or one of its subviews" },
    whyNotAView: { id in "ja·\(id) is not a view: touches go to views, then up the chain to the application and its delegate" },

    hintNearlyInvisible: { view, alpha in
        "ja·. Note: \(view) is nearly invisible but still hit-tested (alpha \(alpha); UIKit skips only alpha below 0.01)"
    },
    hintTransformCollapsed: { view in "ja·. Note: \(view)'s transform scales it to zero, so no point is inside it" },
    hintEmptyArea: { view, size, after in "ja·. Note: \(view) has \(size), so no point is inside its bounds\(after)" },
    zeroWidthAndHeight: "ja·zero width and height",
    zeroWidth: "ja·zero width",
    zeroHeight: "ja·zero height",
    subviewsOutsideCannotBeHit: "ja·; its subviews drawn outside it cannot be hit",

    reportHeader: { point in "ja·hitTest at \(point)" },
    reportHitView: { view, window in "ja·hit view: \(view) (window \(window))" },
    reportNoHitView: "ja·hit view: none (no window returned a view)",
    reportChain: { chain in "ja·chain: \(chain)" },
    chainUnknownNext: "ja·(next responder not in the dump)",
    noteChainStops: { top in "ja·note: the dump starts at \(top), not at a window" },
    noteChainStopsAfterController: { top, controller in "ja·note: the dump starts at \(top), not at a window, after \(controller)" },
    reportWhy: { view, rule, message in "ja·why \(view): [\(rule)] \(message)" },
    reportNamedWithID: { name, id in "ja·\(name) (\(id))" },
    reportSharedName: { name in "ja·\(name) [not the hit view: more than one view is named \(name)]" },
    reportTapOn: { view, point in "ja·tap on \(view): the centre of its visible part is \(point)" },
    reportTapOnFrame: { view, point in "ja·tap on \(view): nothing of it can be seen, so the tap is at the centre of its frame, \(point)" },
    tapOnHidden: { view, culprit in "ja·\(view) cannot be seen: \(culprit) is hidden" },
    tapOnTransparent: { view, culprit in "ja·\(view) cannot be seen: \(culprit) has alpha below 0.01" },
    tapOnNoVisiblePart: { view in "ja·\(view) has no visible part on screen (off the screen, or clipped away by an ancestor); tapping the centre of its frame" }
)
