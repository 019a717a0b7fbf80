import Foundation
import TapExplain
import TapKit
@testable import TapLayout

/// A value of every case of the loader's problems, for the tests that word them all.
extension LoaderWordsTests {
    static let reason = NestedProblem(NameSuggestion.name("x"))

    static let files: [InputFileProblem] = [
        .folder, .tooLarge(bytes: 17_825_792, limit: LayoutLoader.maxFileBytes), .unopenable(reason),
        .noPermission, .readFailed("Input/output error"), .inputTooLarge(limit: LayoutLoader.maxFileBytes), .notUTF8, .notRegularFile,
    ]

    static let loader: [LoaderProblem] = [
        .notBuilt, .emptyLayout, .viewAndWindows, .noViewOrWindows, .noWindows,
        .rootViewControllerNeedsID, .rootViewControllerNeedsView, .presentNeedsID, .presentNeedsView,
        .emptyID, .idControlCharacters("tap\tA"), .reservedID("main", owner: .shortFormWindow), .aliasedID("card"),
        .duplicateID("card", line: 3, column: 9), .duplicateIDAgain("card"),
        .unknownID("tapX", in: .key("requireToFail"), suggestion: .name("tapA")),
        .unknownID("x", in: .expectation("hit"), suggestion: .none),
        .wrongKind("card", in: .key("hitTest forward"), is: .layer, needs: .view),
        .ambiguousClass("UIButton", in: .expectation("chain"), count: 7, first: ["b1", "b2", "b3", "b4", "b5", "b6"]),
        .expectationKind(kinds: LayoutSchema.expectationKinds), .hitNeedsAt, .hitNeedsView, .chainNeedsFromAndIs, .whyNeedsViewAndRule,
    ]

    static let names: [NameProblem] = [
        .notAView("rootVC", is: .viewController), .ambiguous("UIButton", count: 9, first: ["b1", "b2"]),
        .noView("buton", suggestion: .name("button")),
    ]

    static let views: [ViewProblem] = [
        .tooManyViews(limit: 200_000), .nestedTooDeeply(limit: 2_000), .aliasedView,
        .uikitClassName("UIButton", choices: ["view", "button"], layoutName: "button"),
        .unknownClass("RoundButton", choices: ["view", "button"], suggestion: .none, mayBeSwiftClass: true),
        .missingID(.cell(.collectionView)), .textNotApplicable(.view("view")), .enabledNotApplicable(controls: LayoutSchema.controlClasses),
        .scrollKeyNotApplicable("paging"), .transformScaleShape, .transformMatrixWithParts, .layerNeedsID,
        .frameWithBoundsOrCenter, .boundsWithoutCenter, .actionsNotOnControl,
    ]

    static let lists: [ListProblem] = [
        .listKeyNotApplicable("cells", lists: ListKind.allCases), .contentSizeOfList, .tooManyCells(views: 200_000, levels: 2_000),
        .someRowsFramed, .rowHeightWithFramedRows, .cellKeyNotApplicable("class", list: .tableView), .cellFrameWithItemSize, .cellNeedsFrame,
    ]

    static let controls: [ControlProblem] = [
        .controlKeyNotApplicable("minimum", classes: ["slider", "stepper"], role: .window), .stepNotPositive,
        .maximumBelowMinimum(2.5), .selectedWithoutSegments(1),
    ]

    static let gestures: [GestureProblem] = [
        .needsType(types: LayoutSchema.gestureTypes), .needsID, .shouldReceiveNeedsExcept,
        .keyNotForType("taps", type: .pan), .maximumBelowTouches(maximum: 1, touches: 2), .cycle, .requiresItself("tap"),
        .cycleOf(steps: (0..<12).map { RequirementStep(waiter: "r\($0)", other: "r\(($0 + 1) % 12)") }),
    ]

    static let hitRules: [HitRuleProblem] = [
        .shapeKind, .fillRuleNotOnPath, .noRects, .malformedPath(reason), .malformedPathAt(reason, character: 4),
        .forwardNeedsTarget, .forwardSpelling,
    ]

    /// Every sample above.
    static let samples: [any Worded] = files as [any Worded] + loader as [any Worded] + names as [any Worded]
        + views as [any Worded] + lists as [any Worded] + controls as [any Worded] + gestures as [any Worded] + hitRules as [any Worded]
}
