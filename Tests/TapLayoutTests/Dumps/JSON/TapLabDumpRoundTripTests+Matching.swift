import Foundation
import XCTest
import TapKit
@testable import TapLayout

extension TapLabDumpRoundTripTests {
    /// Fails for every field in which `dumped` (and its subtree) differs from
    /// `view` (and its subtree).
    func assertDumped(_ dumped: DumpedView, matches view: UIView, file: StaticString = #filePath, line: UInt = #line) {
        let name = view.accessibilityIdentifier ?? "\(type(of: view))"
        func check<T: Equatable>(_ a: T, _ b: T, _ what: String) {
            XCTAssertEqual(a, b, "\(name): \(what)", file: file, line: line)
        }
        check(dumped.className, Self.uikitName(type(of: view)), "class")
        check(dumped.address, "0x" + String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16), "address")
        check(dumped.accessibilityIdentifier, view.accessibilityIdentifier, "id")
        check(dumped.bounds, view.bounds, "bounds")
        check(dumped.center, view.center, "center")
        check(dumped.transform, view.transform, "transform")
        check(dumped.alpha, view.alpha, "alpha")
        check(dumped.isHidden, view.isHidden, "hidden")
        check(dumped.isUserInteractionEnabled, view.isUserInteractionEnabled, "interaction")
        check(dumped.clipsToBounds, view.clipsToBounds, "clips")
        check(dumped.isMultipleTouchEnabled, view.isMultipleTouchEnabled, "multipleTouch")
        check(dumped.isExclusiveTouch, view.isExclusiveTouch, "exclusiveTouch")
        check(dumped.isEnabled, (view as? UIControl)?.isEnabled, "enabled")
        check(dumped.windowLevel, (view as? UIWindow).map { Double($0.windowLevel.rawValue) }, "level")
        check(dumped.overrides, [], "overrides")
        let owner = (view.next as? UIViewController).flatMap { $0.viewIfLoaded === view ? $0 : nil }
        check(dumped.controller?.identifier, owner?.restorationIdentifier, "controller")
        check(dumped.scroll?.contentOffset, (view as? UIScrollView)?.contentOffset, "contentOffset")
        check(dumped.scroll?.contentSize, (view as? UIScrollView)?.contentSize, "contentSize")
        check(dumped.scroll?.contentInset, (view as? UIScrollView)?.contentInset, "contentInset")
        check(dumped.scroll?.isPagingEnabled, (view as? UIScrollView)?.isPagingEnabled, "paging")
        check(dumped.scroll?.isScrollEnabled, (view as? UIScrollView)?.isScrollEnabled, "scrollEnabled")
        check(dumped.scroll?.delaysContentTouches, (view as? UIScrollView)?.delaysContentTouches, "delaysContentTouches")
        check(dumped.scroll?.canCancelContentTouches, (view as? UIScrollView)?.canCancelContentTouches, "canCancelContentTouches")
        // The helper leaves out a scroll view's own drag recognizer.
        let recognizers = (view.gestureRecognizers ?? []).filter { $0 !== (view as? UIScrollView)?.panGestureRecognizer }
        check(dumped.gestures.count, recognizers.count, "gesture count")
        for (gesture, recognizer) in zip(dumped.gestures, recognizers) {
            assertGesture(gesture, matches: recognizer, of: name, file: file, line: line)
        }
        check(dumped.subviews.count, view.subviews.count, "subview count")
        for (child, subview) in zip(dumped.subviews, view.subviews) { assertDumped(child, matches: subview, file: file, line: line) }
    }

    func assertGesture(_ gesture: DumpedGesture, matches recognizer: UIGestureRecognizer, of name: String,
                       file: StaticString, line: UInt) {
        func check<T: Equatable>(_ a: T, _ b: T, _ what: String) {
            XCTAssertEqual(a, b, "\(name)'s \(type(of: recognizer)): \(what)", file: file, line: line)
        }
        check(gesture.className, "\(type(of: recognizer))", "class")
        check(gesture.isEnabled, recognizer.isEnabled, "enabled")
        check(gesture.cancelsTouchesInView, recognizer.cancelsTouchesInView, "cancelsTouchesInView")
        check(gesture.delaysTouchesBegan, recognizer.delaysTouchesBegan, "delaysTouchesBegan")
        check(gesture.delaysTouchesEnded, recognizer.delaysTouchesEnded, "delaysTouchesEnded")
        switch recognizer {
        case let edge as UIScreenEdgePanGestureRecognizer:
            check(gesture.type?.rawValue, "screenEdgePan", "type")
            check(gesture.edges, edge.edges == .all ? ["all"] : [(UIRectEdge.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
                .filter { edge.edges.contains($0.0) }.map(\.1), "edges")
        case is UIPanGestureRecognizer: check(gesture.type?.rawValue, "pan", "type")
        case let tap as UITapGestureRecognizer:
            check(gesture.type?.rawValue, "tap", "type")
            check(gesture.taps, tap.numberOfTapsRequired, "taps")
            check(gesture.touches, tap.numberOfTouchesRequired, "touches")
        case let press as UILongPressGestureRecognizer:
            check(gesture.type?.rawValue, "longPress", "type")
            check(gesture.minimumPressDuration, press.minimumPressDuration, "minimumPressDuration")
            check(gesture.allowableMovement, Double(press.allowableMovement), "allowableMovement")
            check(gesture.taps, press.numberOfTapsRequired, "taps")
        case let swipe as UISwipeGestureRecognizer:
            check(gesture.type?.rawValue, "swipe", "type")
            check(gesture.direction, [(UISwipeGestureRecognizer.Direction.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
                .filter { swipe.direction.contains($0.0) }.map(\.1), "direction")
        case is UIPinchGestureRecognizer: check(gesture.type?.rawValue, "pinch", "type")
        case is UIRotationGestureRecognizer: check(gesture.type?.rawValue, "rotation", "type")
        default: check(gesture.type?.rawValue, nil, "type")
        }
    }

    /// The class name the helper writes: TapKit's classes as UIKit's,
    /// the tests' own with their module (`TapLayoutTests.Toggle`).
    static func uikitName(_ type: AnyClass) -> String {
        let name = String(reflecting: type)
        return name.hasPrefix("TapKit.") ? String(name.dropFirst("TapKit.".count)) : name
    }

    func find(_ id: String, in views: [DumpedView]) -> DumpedView? {
        for view in views {
            if view.accessibilityIdentifier == id { return view }
            if let found = find(id, in: view.subviews) { return found }
        }
        return nil
    }
}
