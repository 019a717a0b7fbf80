import Foundation
import TapKit

extension ExplanationStrings {
    /// English: what `taplab trace` has always printed, byte for byte (the
    /// golden files in Tests/taplabTests/Golden hold it).
    public static let en = ExplanationStrings(
        walkHidden: "isHidden is true: skipped with all its subviews",
        walkAlpha: { alpha in "alpha \(alpha) is less than 0.01: skipped with all its subviews" },
        walkInteractionDisabled: "isUserInteractionEnabled is false: skipped with all its subviews",
        walkRefusesTouches: "it refuses touches",
        walkDisabledControl: "isEnabled is false: a disabled control is skipped by hit testing",
        walkSubviewReturned: { subview, hit in "subview \(subview) returned \(hit)" },
        walkSubviewTookPoint: { subview in "subview \(subview) took the point" },
        walkHitSelf: "point inside and no subview took it: returns itself",
        walkNote: { note in " (\(note))" },
        walkRuleNever: "custom hit rule 'never': always returns nil",
        walkRuleOutOfBounds: "custom hit rule 'outOfBounds': point outside its bounds and no subview took it",
        walkRulePassThrough: "custom hit rule 'passThrough': would have hit itself, returns nil so the view below gets the touch",
        walkRuleForward: { target in "custom hit rule 'forward': the hit on itself goes to \(target)" },
        walkRuleForwardSubviewHit: { hit, target in "custom hit rule 'forward': the hit on \(hit) goes to \(target)" },
        walkRuleForwardOnlySelf: { target in "custom hit rule 'forward, only self': the hit on itself goes to \(target)" },
        walkHitTestWithoutSuper: { className in "\(className).hitTest(_:with:) is overridden and did not call super" },
        walkHitTestChanged: { className, superResult, overrideResult in
            "\(className).hitTest(_:with:) is overridden: super returned \(superResult), the override returned \(overrideResult)"
        },
        walkCallsInsideOverrides: { reason, found in "\(reason); the calls that found \(found) ran inside overrides and are not shown" },
        theViewsClass: "the view's class",
        customCode: { className, methods in " [custom code here: \(className) overrides \(methods); TapLab uses the default rule]" },
        ownHitTesting: { className in " [\(className) does its own hit testing in UIKit; TapLab uses the default rule]" },
        and: " and ",

        pointInsideBoundsOutsideShape: { point, shape in "point \(point) is inside bounds but outside its \(shape) hit shape" },
        pointInsideInsetOutsideShape: { point, shape in "point \(point) is inside the inset bounds but outside its \(shape) hit shape" },
        pointOutsideHitArea: { point, area in "point \(point) is outside its hit area \(area) (bounds inset by hitInsets)" },
        pointInsideReturnedFalse: { className, point in "\(className).point(inside:with:) is overridden and returned false for \(point)" },
        pointOutsideBounds: { point, bounds in "point \(point) is outside its bounds \(bounds)" },
        pointInsideOverridden: { className, returned, point, placement, agreement in
            "\(className).point(inside:with:) is overridden and returned \(returned) for \(point), \(placement)\(agreement)"
        },
        insideArea: { area in "inside \(area)" },
        outsideArea: { area in "outside \(area)" },
        defaultHitArea: "its default hit area",
        boundsArea: { bounds in "its bounds \(bounds)" },
        agreesWithDefault: " (as UIKit's default would)",

        whoseSelf: { id in id },
        whoseWindow: { window in "its window \(window)" },
        whoseAncestor: { ancestor in "its ancestor \(ancestor)" },
        whyRuleNever: { id, whose in
            "\(id) is not hit because \(whose)'s custom hit rule 'never' returns nil for every point: it and its subviews never get a touch"
        },
        whyHiddenWindow: { id, window in
            "\(id) is not hit because its window \(window) is hidden: a hidden window is skipped by hit testing with every view in it"
        },
        whyHidden: { id, whose in "\(id) is not hit because \(whose) is hidden: hidden views are skipped with their subviews" },
        whyAlpha: { id, whose, alpha in
            "\(id) is not hit because \(whose) has alpha \(alpha): views with alpha below 0.01 are skipped with their subviews (Apple: less than 0.01, not <= 0.01)"
        },
        whyInteractionDisabled: { id, whose in
            "\(id) is not hit because \(whose) has isUserInteractionEnabled = false: it and all its subviews are skipped"
        },
        whyDisabledControl: { id, whose in
            "\(id) is not hit because \(whose) is a disabled control (isEnabled = false): hit testing skips it and the touch goes to the view behind"
        },
        whyOutside: { id, reason in "\(id) is not hit: \(reason)" },
        whyDrawnOutsideUnclipped: { id, ancestor in
            "\(id) is drawn at this point, but the point is outside its ancestor \(ancestor)'s bounds: \(ancestor).clipsToBounds is false, so \(id) shows outside it, yet hit testing never looks into \(ancestor) there (point(inside:) is false)"
        },
        whyOutsideAncestor: { id, whose, reason in "\(id) is not hit: the point is outside \(whose) (\(reason))" },
        whyOutOfBoundsNoneTook: { id, reason in
            "\(id) is not hit: \(reason); its custom hit rule 'outOfBounds' asks its subviews there, and none took the point"
        },
        whyPassThrough: { id in
            "\(id) is not hit because of its custom hit rule 'passThrough': it contains the point and no subview took it, so it would return itself, and the rule returns nil instead so the view below gets the touch"
        },
        whyOverrideReturnsNil: { id in
            "\(id) is not hit because its hitTest(_:with:) is overridden and returns nil here, although the point passes its own checks"
        },
        whyForwardedOutside: { id, whose, how, hit in "\(id) is not hit because \(whose) \(how) \(hit), a view outside \(id)" },
        forwarderOwn: "its",
        forwarderInside: { forwarder, id in "\(forwarder)'s (inside \(id))" },
        forwardsByRule: "custom hit rule 'forward' hands the hit to",
        forwardsByOverride: "hitTest(_:with:) is overridden and returns",

        whyCoveredByWindow: { window, level, pathWindow, taker in
            "window \(window) (level \(level)) is in front of \(pathWindow) and took the point (returned \(taker)); windows are hit-tested from the highest windowLevel down"
        },
        whyNeverAsked: { id, whose, view, parent in
            "\(id) is not hit because \(whose)'s hitTest(_:with:) is overridden and never asked \(view), although the point passes \(parent)'s own checks"
        },
        whyCoveredBySibling: { id, sibling, whose, returned in
            "\(id) is not hit because \(sibling), a later sibling of \(whose) (added after it, so in front), is asked first and took the point\(returned): subviews are hit-tested from last to first"
        },
        returnedNote: { taker in " (returned \(taker))" },
        whyGetsTouch: { id in "\(id) gets the touch: it is the deepest view that contains the point" },
        whyHandedTouch: { id, giver in
            "\(id) gets the touch: \(giver) hands it the point, although \(id)'s own hitTest would not return itself here"
        },
        giverForwardRule: { view in "\(view)'s custom hit rule 'forward'" },
        giverOverride: { view in "\(view)'s hitTest(_:with:) override" },
        giverUnknown: "a custom hit rule",
        whySubviewTakes: { id, contains, relation, winner in
            "\(id) \(contains), but \(relation) \(winner) takes the touch: the deepest view that contains the point wins"
        },
        containsPoint: "contains the point",
        containsByOutOfBounds: "does not contain the point, but its custom hit rule 'outOfBounds' asks its subviews there",
        relationSubview: "its subview",
        relationInside: "a view inside it,",
        whyOverrideReplaced: { id, whose, asked, askedReturned, returned in
            "\(id) is not hit because \(whose)'s hitTest(_:with:) is overridden: it asked \(asked), which returned \(askedReturned), and returned \(returned) instead"
        },
        whyForwardReplaced: { id, whose, asked, askedReturned, returned in
            "\(id) is not hit because \(whose)'s custom hit rule 'forward' hands on the hit inside it: it asked \(asked), which returned \(askedReturned), and returned \(returned) instead"
        },
        whyUnexplained: { id, hitView in
            "\(id) is not hit at this point (\(hitView) is), and no rule TapLab knows explains it: some hitTest(_:with:) or point(inside:with:) override decides"
        },
        noView: "no view",
        whyNotInWindow: { id in "\(id) is not in a window (it has no window among its ancestors), so no touch can reach it" },
        whyNotInApplicationWindow: { id, window in
            "\(id) is not in a window of the application (its window \(window) is not one of the application's windows), so no touch can reach it"
        },
        whyLayer: { layer, host, hitView in
            "\(layer) is a CALayer: layers are drawn but are not responders, so hit testing never visits them; the layer belongs to \(host), and at this point the touch goes to \(hitView)"
        },
        whyController: { id, view in
            "\(id) is a view controller, not a view: hit testing finds views only; \(id) hears of touches on \(view) through the responder chain"
        },
        itsView: "its view",
        whyRecognizer: { id, view in "\(id) is a gesture recognizer: it sees touches whose hit-test view is \(view) or one of its subviews" },
        whyNotAView: { id in "\(id) is not a view: touches go to views, then up the chain to the application and its delegate" },

        hintNearlyInvisible: { view, alpha in
            ". Note: \(view) is nearly invisible but still hit-tested (alpha \(alpha); UIKit skips only alpha below 0.01)"
        },
        hintTransformCollapsed: { view in ". Note: \(view)'s transform scales it to zero, so no point is inside it" },
        hintEmptyArea: { view, size, after in ". Note: \(view) has \(size), so no point is inside its bounds\(after)" },
        zeroWidthAndHeight: "zero width and height",
        zeroWidth: "zero width",
        zeroHeight: "zero height",
        subviewsOutsideCannotBeHit: "; its subviews drawn outside it cannot be hit",

        reportHeader: { point in "hitTest at \(point)" },
        reportHitView: { view, window in "hit view: \(view) (window \(window))" },
        reportNoHitView: "hit view: none (no window returned a view)",
        reportChain: { chain in "chain: \(chain)" },
        chainUnknownNext: "(next responder not in the dump)",
        noteChainStops: { top in "note: the dump starts at \(top), not at a window: what follows it on the responder chain (a view controller, its window) is not in the dump" },
        noteChainStopsAfterController: { top, controller in
            "note: the dump starts at \(top), not at a window: what follows its view controller \(controller) on the responder chain (a parent or presenting view controller, a window) is not in the dump"
        },
        reportWhy: { view, rule, message in "why \(view): [\(rule)] \(message)" },
        reportNamedWithID: { name, id in "\(name) (\(id))" },
        reportSharedName: { name in "\(name) [not the hit view: more than one view is named \(name)]" },
        reportTapOn: { view, point in "tap on \(view): the centre of its visible part is \(point)" },
        reportTapOnFrame: { view, point in "tap on \(view): nothing of it can be seen, so the tap is at the centre of its frame, \(point)" },
        tapOnHidden: { view, culprit in "\(view) cannot be seen: \(culprit) is hidden" },
        tapOnTransparent: { view, culprit in "\(view) cannot be seen: \(culprit) has alpha below 0.01" },
        tapOnNoVisiblePart: { view in "\(view) has no visible part on screen (off the screen, or clipped away by an ancestor); tapping the centre of its frame" }
    )
}
