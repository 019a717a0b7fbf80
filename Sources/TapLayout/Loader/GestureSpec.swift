import Foundation
import TapKit

/// A gesture recognizer as a layout or a dump describes it: its type and
/// the properties given; everything else keeps UIKit's defaults. The one
/// place recognizers are made from a description (`gestures:` in a layout,
/// `gestures` in a TapLabDump JSON).
struct GestureSpec {
    /// What a layout may say, and so what a dump may (a dump that says more
    /// traced but did not import): taps up to 10, fingers up to 11, a press
    /// of at most an hour.
    static let maxTaps = 10
    static let maxTouches = 11
    static let maxPressDuration = 3600.0

    var type: GestureKind
    var taps: Int?
    var touches: Int?
    /// A pan's `maximumNumberOfTouches` (UIKit's default: no limit).
    var maximumTouches: Int?
    var minimumPressDuration: Double?
    var allowableMovement: Double?
    /// Swipe directions: `right`, `left`, `up`, `down` (UIKit's default: right).
    var directions: [String] = []
    /// Screen-edge pan edges: `top`, `left`, `bottom`, `right`, `all`.
    var edges: [String] = []
    var cancelsTouchesInView: Bool?
    var delaysTouchesBegan: Bool?
    var delaysTouchesEnded: Bool?
    var isEnabled: Bool?

    func makeRecognizer() -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch type {
        case .tap:
            let tap = UITapGestureRecognizer()
            if let taps { tap.numberOfTapsRequired = taps }
            if let touches { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case .longPress:
            let press = UILongPressGestureRecognizer()
            if let taps { press.numberOfTapsRequired = taps }
            if let touches { press.numberOfTouchesRequired = touches }
            if let minimumPressDuration { press.minimumPressDuration = minimumPressDuration }
            if let allowableMovement { press.allowableMovement = allowableMovement }
            recognizer = press
        case .pan:
            let pan = UIPanGestureRecognizer()
            if let touches { pan.minimumNumberOfTouches = touches }
            if let maximumTouches { pan.maximumNumberOfTouches = maximumTouches }
            recognizer = pan
        case .swipe:
            let swipe = UISwipeGestureRecognizer()
            if let touches { swipe.numberOfTouchesRequired = touches }
            if !directions.isEmpty { swipe.direction = GestureSpec.direction(directions) }
            recognizer = swipe
        case .pinch:
            recognizer = UIPinchGestureRecognizer()
        case .rotation:
            recognizer = UIRotationGestureRecognizer()
        case .screenEdgePan:
            let edge = UIScreenEdgePanGestureRecognizer()
            if !edges.isEmpty { edge.edges = GestureSpec.edges(edges) }
            recognizer = edge
        }
        if let cancelsTouchesInView { recognizer.cancelsTouchesInView = cancelsTouchesInView }
        if let delaysTouchesBegan { recognizer.delaysTouchesBegan = delaysTouchesBegan }
        if let delaysTouchesEnded { recognizer.delaysTouchesEnded = delaysTouchesEnded }
        if let isEnabled { recognizer.isEnabled = isEnabled }
        // UIKit calls a recognizer's targets; a described recognizer has one
        // that does nothing, so the log shows when it would run.
        recognizer.addAction { _ in }
        return recognizer
    }

    static func direction(_ names: [String]) -> UISwipeGestureRecognizer.Direction {
        var result: UISwipeGestureRecognizer.Direction = []
        for name in names {
            switch name {
            case "left": result.insert(.left)
            case "up": result.insert(.up)
            case "down": result.insert(.down)
            default: result.insert(.right)
            }
        }
        return result.isEmpty ? .right : result
    }

    static func edges(_ names: [String]) -> UIRectEdge {
        var result: UIRectEdge = []
        for name in names {
            switch name {
            case "top": result.insert(.top)
            case "bottom": result.insert(.bottom)
            case "right": result.insert(.right)
            case "all": result.formUnion(.all)
            default: result.insert(.left)
            }
        }
        return result
    }
}

extension DumpedGesture {
    /// The recognizer the dump helper described, as TapLab makes it; nil for a
    /// class TapLab has no equivalent of.
    var spec: GestureSpec? {
        guard let type else { return nil }
        return GestureSpec(type: type, taps: taps, touches: touches, maximumTouches: nil, minimumPressDuration: minimumPressDuration,
                           allowableMovement: allowableMovement, directions: direction ?? [], edges: edges ?? [],
                           cancelsTouchesInView: cancelsTouchesInView, delaysTouchesBegan: delaysTouchesBegan,
                           delaysTouchesEnded: delaysTouchesEnded, isEnabled: isEnabled)
    }
}
