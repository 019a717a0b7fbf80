import Foundation

/// Every key a layout file may use, by where it may appear. The loader
/// rejects anything else (with a "did you mean"), and the layout reference
/// in docs/ is checked against these lists so the two cannot drift apart.
public enum LayoutSchema {
    public static let topLevelKeys = [
        "title", "difficulty", "description", "screen", "view", "windows", "firstResponder", "script", "expect",
    ]
    public static let screenKeys = ["width", "height"]
    public static let viewKeys = [
        "id", "class", "frame", "color", "alpha", "hidden", "interaction", "clips", "multipleTouch",
        "exclusiveTouch", "enabled", "text", "cornerRadius", "border", "transform", "controller", "touches",
        "layers", "gestures", "subviews", "contentSize", "contentOffset", "paging", "delaysContentTouches",
        "canCancelContentTouches", "scrollEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "contentInset", "directionalLock", "touchesShouldCancel", "touchesShouldBegin",
        "hitInsets", "hitShape", "hitTest", "contentView", "recognizers",
        // SPEC 13: a name drawn in pictures, never hit-tested.
        "title",
        // SPEC 11's controls (LayoutLoader+Controls).
        "on", "value", "minimum", "maximum", "step", "autorepeat", "segments", "selected", "pages", "current", "placeholder",
        // Lists (SPEC 11): tableView and collectionView.
        "cells", "rowHeight", "itemSize", "spacing", "allowsSelection", "allowsMultipleSelection",
        // Imported from an app's dump (SPEC 9): UIKit's geometry and the app's class.
        "bounds", "center", "uikitClass", "address", "overrides", "actions",
    ]
    /// A window is a view, so view keys apply too (but not `class` or `controller`).
    public static let windowKeys = viewKeys.filter { $0 != "class" && $0 != "controller" } + ["level", "rootViewController"]
    public static let rootViewControllerKeys = ["id", "view", "present"]
    /// The keys of a view controller's `present:` (SPEC 11); a presented
    /// controller may present another.
    public static let presentKeys = ["id", "style", "view", "present"]
    public static let presentationStyles = ["fullScreen", "pageSheet"]
    public static let viewClasses = ViewClass.names
    /// SPEC 11's controls: UISwitch, UISlider, UIStepper, UISegmentedControl, UIPageControl, UITextField.
    public static let controlClasses = ViewClass.allCases.filter(\.hasControlValue).map(\.rawValue)
    public static let borderKeys = ["width", "color"]
    public static let transformKeys = ["rotate", "scale", "translate", "matrix"]
    /// `overrides:` values: the hit-testing methods an app's class overrides.
    public static let overriddenMethods = ["hitTest", "pointInside"]
    /// `touches:` values: what a view's touches* overrides do.
    public static let touchesModes = ["forward", "consume"]
    public static let layerKeys = ["id", "frame", "color", "opacity", "cornerRadius", "border"]
    public static let hitShapeKinds = ["circle", "ellipse", "rects", "path"]
    public static let circleKeys = ["center", "radius"]
    /// The keys of a path hit shape's mapping (`{path: "...", fillRule: ...}`).
    public static let pathKeys = ["path", "fillRule"]
    public static let fillRules = ["nonZero", "evenOdd"]
    public static let hitTestRules = ["default", "passThrough", "outOfBounds", "never"]
    public static let hitTestRuleKeys = ["forward", "only"]
    /// `only:` values of a forward rule: `self` forwards only a hit on the view itself.
    public static let forwardScopes = ["self"]
    public static let gestureKeys = [
        "id", "type", "taps", "touches", "minimumPressDuration", "allowableMovement", "direction", "edges",
        "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled", "requireToFail",
        "simultaneousWith", "shouldBegin", "maximumTouches", "shouldReceive", "shouldRequireFailureOf",
        "shouldBeRequiredToFailBy",
    ]
    /// The keys of a gesture's `shouldReceive` mapping.
    public static let shouldReceiveKeys = ["except"]
    /// `touchesShouldCancel:` values of a scroll view.
    public static let touchesShouldCancelAnswers = ["default", "always", "never"]
    public static let gestureTypes = GestureKind.names
    public static let swipeDirections = ["right", "left", "up", "down"]
    public static let edgeNames = ["top", "left", "bottom", "right", "all"]
    public static let windowLevels = ["normal", "statusBar", "alert"]
    public static let scriptSteps = [
        "tap", "doubleTap", "longPress", "down", "move", "up", "cancel", "drag", "pinch", "rotate", "wait", "key", "shake",
    ]
    /// The keys of the steps whose value is a mapping; the other steps take a
    /// point (`tap`, `doubleTap`), a number (`wait`) or a name (`key`).
    public static let scriptStepKeys: [String: [String]] = [
        "longPress": ["at", "duration"],
        "down": ["touch", "at"],
        "move": ["touch", "to", "duration"],
        "up": ["touch"],
        "cancel": ["touch"],
        "drag": ["from", "to", "duration"],
        "pinch": ["center", "from", "to", "duration"],
        "rotate": ["center", "radius", "degrees", "duration"],
        "shake": [],
    ]
    /// Keys a script step may have beside its kind: `at: SECONDS` pins its start.
    public static let scriptStepOptions = ["at"]
    public static let expectationKinds = ["hit", "chain", "log", "notInLog", "why"]
    /// The keys of the expectations whose value is a mapping; `log` and
    /// `notInLog` take a list of log lines.
    public static let expectationKeys: [String: [String]] = [
        "hit": ["at", "view"],
        "chain": ["from", "is"],
        "why": ["view", "rule", "culprit", "fixChecked"],
    ]
    /// Ids the loader defines itself; a layout cannot reuse them.
    public static let reservedIDs = ["application", "appDelegate"]
}
