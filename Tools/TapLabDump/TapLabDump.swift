#if canImport(UIKit)
import UIKit
#else
import TapKit
#endif
import Foundation

/// Writes an app's view hierarchy as a TapLab dump (SPEC 9), so that TapLab
/// can answer "why does my tap not reach this button?" about the real screen.
/// Add this one file to the app target (debug builds only), then, on the
/// main thread (a debug menu, a shake handler, or lldb's `expr`):
///
///     TapLabDump.dumpAllWindows()     // every window of every connected scene
///     TapLabDump.dump(view.window!)   // one window
///
/// Both print the JSON and return it; `taplab trace dump.json --at 120,340`
/// reads it. README.md beside this file has the lldb steps and the commands.
/// The file uses UIKit's names only, so the same file compiles against
/// TapLab's TapKit, where TapLab's tests dump trees built in TapKit and read
/// them back. Output is deterministic: keys in a fixed order, one view per
/// line, numbers in Swift's shortest round-trip form (integers without ".0").
@MainActor
public enum TapLabDump {
    /// Prints and returns the dump of every window, back to front.
    @discardableResult
    public static func dumpAllWindows() -> String {
        emit(json(windows: applicationWindows))
    }

    /// Prints and returns the dump of one window.
    @discardableResult
    public static func dump(_ window: UIWindow) -> String {
        emit(json(windows: [window]))
    }

    /// The dump of `windows` (back to front), without printing it.
    public static func json(windows: [UIWindow]) -> String {
        let size = windows.first?.screen.bounds.size ?? .zero
        var out = "{\n  \"format\": \"taplab-dump\",\n  \"version\": 2,\n"
        out += "  \"screen\": {\"width\": \(number(size.width)), \"height\": \(number(size.height))},\n"
        out += "  \"windows\": ["
        for (i, window) in windows.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            write(window, indent: "    ", to: &out)
        }
        out += windows.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func emit(_ text: String) -> String { print(text, terminator: ""); return text }

    /// UIKit lists windows per scene (`UIApplication.windows` is deprecated);
    /// TapKit's application has them directly. Either way, back to front:
    /// by level, then in the order given.
    private static var applicationWindows: [UIWindow] {
        #if canImport(UIKit)
        let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        #else
        let windows = UIApplication.shared.windows
        #endif
        return windows.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    // MARK: Views

    /// One view per line; a view's subviews follow on their own lines, one
    /// level deeper, so the dump reads like `recursiveDescription`. Iterative,
    /// so that a very deep hierarchy cannot overflow the stack.
    private static func write(_ top: UIView, indent: String, to out: inout String) {
        var pending: [(view: UIView, indent: String)] = [(top, indent)]
        var closers: [(indent: String, remaining: Int)] = []
        while let (view, indent) = pending.popLast() {
            out += indent + "{" + fields(of: view) + ", \"subviews\": ["
            // A list's cells are written in its `cells` (with their rows), not twice.
            let cells = listCells(of: view).map(\.cell)
            let subviews = view.subviews.filter { subview in !cells.contains { $0 === subview } }
            if subviews.isEmpty {
                out += "]}"
                closeFinished(&closers, to: &out)
            } else {
                out += "\n"
                closers.append((indent, subviews.count))
                pending += subviews.reversed().map { ($0, indent + "  ") }
            }
        }
    }

    /// After a view without subviews: a comma before its next sibling, or
    /// the closing brackets of every parent whose last subview it was.
    private static func closeFinished(_ closers: inout [(indent: String, remaining: Int)], to out: inout String) {
        while let last = closers.last {
            closers[closers.count - 1].remaining -= 1
            if last.remaining > 1 {
                out += ",\n"
                return
            }
            closers.removeLast()
            out += "\n" + last.indent + "]}"
        }
    }

    private static func fields(of view: UIView) -> String {
        var f = ["\"class\": \(string(className(type(of: view))))", "\"address\": \(string(address(view)))"]
        f.append("\"uikitClass\": \(string(uikitClass(of: view)))")
        if let id = view.accessibilityIdentifier { f.append("\"id\": \(string(id))") }
        if let window = view as? UIWindow {
            f.append("\"level\": \(number(window.windowLevel.rawValue))")
            if let root = window.rootViewController { f.append("\"rootViewController\": \(controller(root))") }
        }
        let b = view.bounds, c = view.center, t = view.transform
        f.append("\"bounds\": \(numbers([b.origin.x, b.origin.y, b.size.width, b.size.height]))")
        f.append("\"center\": \(numbers([c.x, c.y]))")
        f.append("\"transform\": \(numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]))")
        f += ["\"alpha\": \(number(view.alpha))", "\"hidden\": \(view.isHidden)", "\"interaction\": \(view.isUserInteractionEnabled)",
              "\"clips\": \(view.clipsToBounds)", "\"multipleTouch\": \(view.isMultipleTouchEnabled)",
              "\"exclusiveTouch\": \(view.isExclusiveTouch)"]
        if let control = view as? UIControl { f += controlFields(control) }
        f.append("\"anchorPoint\": \(numbers(anchorPoint(of: view)))")
        f += listFields(of: view)
        if let owner = view.next as? UIViewController, owner.viewIfLoaded === view {
            f.append("\"controller\": \(controller(owner))")
        }
        if let scrollView = view as? UIScrollView { f.append("\"scroll\": \(scroll(scrollView))") }
        f.append("\"gestures\": [\(addedRecognizers(of: view).map(gesture).joined(separator: ", "))]")
        f.append("\"overrides\": [\(overrides(of: type(of: view)).map(string).joined(separator: ", "))]")
        return f.joined(separator: ", ")
    }

    /// A controller is named by its restoration identifier (a storyboard's
    /// "Restoration ID"), the identifier UIKit gives controllers.
    private static func controller(_ controller: UIViewController) -> String {
        var f = ["\"class\": \(string(className(type(of: controller))))", "\"address\": \(string(address(controller)))"]
        if let id = controller.restorationIdentifier { f.append("\"id\": \(string(id))") }
        return "{" + f.joined(separator: ", ") + "}"
    }

    private static func scroll(_ s: UIScrollView) -> String {
        let i = s.contentInset
        return "{\"contentOffset\": \(numbers([s.contentOffset.x, s.contentOffset.y])), "
            + "\"contentSize\": \(numbers([s.contentSize.width, s.contentSize.height])), "
            + "\"contentInset\": \(numbers([i.top, i.left, i.bottom, i.right])), "
            + "\"paging\": \(s.isPagingEnabled), \"delaysContentTouches\": \(s.delaysContentTouches), "
            + "\"canCancelContentTouches\": \(s.canCancelContentTouches), \"scrollEnabled\": \(s.isScrollEnabled)}"
    }

    // MARK: Gesture recognizers

    /// A scroll view's own drag recognizer is left out: every scroll view
    /// has one, TapLab's too, and `scrollEnabled` says whether it is on.
    private static func addedRecognizers(of view: UIView) -> [UIGestureRecognizer] {
        let own = (view as? UIScrollView)?.panGestureRecognizer
        return (view.gestureRecognizers ?? []).filter { $0 !== own }
    }

    private static func gesture(_ g: UIGestureRecognizer) -> String {
        var f = ["\"class\": \(string(className(type(of: g))))"]
        if let type = gestureType(g) { f.append("\"type\": \(string(type))") }
        if isInternal(g) { f.append("\"internal\": true") }
        f += ["\"hasDelegate\": \(g.delegate != nil)", "\"enabled\": \(g.isEnabled)",
              "\"cancelsTouchesInView\": \(g.cancelsTouchesInView)",
              "\"delaysTouchesBegan\": \(g.delaysTouchesBegan)", "\"delaysTouchesEnded\": \(g.delaysTouchesEnded)"]
        if let tap = g as? UITapGestureRecognizer {
            f += ["\"taps\": \(tap.numberOfTapsRequired)", "\"touches\": \(tap.numberOfTouchesRequired)"]
        } else if let press = g as? UILongPressGestureRecognizer {
            f += ["\"taps\": \(press.numberOfTapsRequired)", "\"touches\": \(press.numberOfTouchesRequired)",
                  "\"minimumPressDuration\": \(number(press.minimumPressDuration))",
                  "\"allowableMovement\": \(number(press.allowableMovement))"]
        } else if let swipe = g as? UISwipeGestureRecognizer {
            f += ["\"touches\": \(swipe.numberOfTouchesRequired)", "\"direction\": \(directions(swipe.direction))"]
        } else if let edgePan = g as? UIScreenEdgePanGestureRecognizer {
            f.append("\"edges\": \(edges(edgePan.edges))")
        }
        return "{" + f.joined(separator: ", ") + "}"
    }

    /// The most specific kind first: a screen-edge pan is also a pan.
    private static func gestureType(_ g: UIGestureRecognizer) -> String? {
        switch g {
        case is UIScreenEdgePanGestureRecognizer: "screenEdgePan"
        case is UIPanGestureRecognizer: "pan"
        case is UITapGestureRecognizer: "tap"
        case is UILongPressGestureRecognizer: "longPress"
        case is UISwipeGestureRecognizer: "swipe"
        case is UIPinchGestureRecognizer: "pinch"
        case is UIRotationGestureRecognizer: "rotation"
        default: nil
        }
    }

    private static func directions(_ d: UISwipeGestureRecognizer.Direction) -> String {
        let names: [(UISwipeGestureRecognizer.Direction, String)] = [(.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
        return "[" + names.filter { d.contains($0.0) }.map { string($0.1) }.joined(separator: ", ") + "]"
    }

    private static func edges(_ e: UIRectEdge) -> String {
        if e.contains(.all) { return "[\"all\"]" }
        let names: [(UIRectEdge, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
        return "[" + names.filter { e.contains($0.0) }.map { string($0.1) }.joined(separator: ", ") + "]"
    }

    // MARK: Classes and overrides

    /// The class as UIKit names it (`UIButton`, `MyApp.LoginButton`,
    /// `_UIButtonBarButton`); TapKit's classes without their module name.
    private static func className(_ type: AnyClass) -> String {
        #if canImport(UIKit)
        return NSStringFromClass(type)
        #else
        let name = String(reflecting: type)
        return name.hasPrefix("TapKit.") ? String(name.dropFirst("TapKit.".count)) : name
        #endif
    }

    /// Which hit-testing methods the class implements differently from its
    /// nearest UIKit superclass: TapLab cannot run that code and says so.
    /// Only the Objective-C runtime can tell; elsewhere nothing is flagged.
    private static func overrides(of type: AnyClass) -> [String] {
        #if canImport(UIKit) && canImport(ObjectiveC)
        var base: AnyClass? = type
        while let candidate = base, !isUIKitClass(candidate) { base = class_getSuperclass(candidate) }
        guard let uikit = base, uikit !== type else { return [] }
        let methods = [("hitTest", "hitTest:withEvent:"), ("pointInside", "pointInside:withEvent:")]
        return methods.filter { _, selector in
            let sel = NSSelectorFromString(selector)
            return class_getMethodImplementation(type, sel) != class_getMethodImplementation(uikit, sel)
        }.map(\.0)
        #else
        return []
        #endif
    }

    /// UIKit's classes are Objective-C classes without a module prefix, so
    /// an app module named `UIComponents` does not pass for UIKit.
    private static func isUIKitClass(_ type: AnyClass) -> Bool {
        let name = className(type)
        return !name.contains(".") && (name.hasPrefix("UI") || name.hasPrefix("_UI"))
    }

    // MARK: JSON

    /// `%p`'s form: `0x` and lowercase hex without padding.
    private static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// Integers without ".0", other values in Swift's shortest round-trip
    /// form; JSON has no NaN or infinity, so those are written as `null`.
    private static func number(_ value: CGFloat) -> String { number(Double(value)) }

    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func numbers(_ values: [CGFloat]) -> String {
        "[" + values.map { number($0) }.joined(separator: ", ") + "]"
    }

    private static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    // MARK: Version 2 (SPEC 12)

    /// The nearest UIKit class the view's class inherits from (its own when
    /// it is UIKit's), read through `Mirror`, which both UIKit and TapKit have.
    private static func uikitClass(of view: UIView) -> String {
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            if let type = current.subjectType as? AnyClass, isUIKitClass(type) { return className(type) }
            mirror = current.superclassMirror
        }
        return "UIView"
    }

    private static func anchorPoint(of view: UIView) -> [CGFloat] {
        #if canImport(UIKit)
        return [view.layer.anchorPoint.x, view.layer.anchorPoint.y]
        #else
        return [0.5, 0.5]
        #endif
    }

    /// `enabled`, `selected`, `highlighted`, the value keys of SPEC 11 and
    /// `actions`: how many targets or actions each event has.
    private static func controlFields(_ control: UIControl) -> [String] {
        // A segmented control's `selected` is its selected index (SPEC 11's value key).
        var f = ["\"enabled\": \(control.isEnabled)", "\"highlighted\": \(control.isHighlighted)"]
        if !(control is UISegmentedControl) { f.append("\"selected\": \(control.isSelected)") }
        switch control {
        case let toggle as UISwitch: f.append("\"on\": \(toggle.isOn)")
        case let slider as UISlider:
            f += ["\"value\": \(number(Double(slider.value)))", "\"minimum\": \(number(Double(slider.minimumValue)))",
                  "\"maximum\": \(number(Double(slider.maximumValue)))"]
        case let stepper as UIStepper:
            f += ["\"value\": \(number(Double(stepper.value)))", "\"minimum\": \(number(Double(stepper.minimumValue)))",
                  "\"maximum\": \(number(Double(stepper.maximumValue)))"]
        case let segmented as UISegmentedControl: f.append("\"selected\": \(segmented.selectedSegmentIndex)")
        case let pages as UIPageControl: f += ["\"current\": \(pages.currentPage)", "\"pages\": \(pages.numberOfPages)"]
        default: break
        }
        let counts = actionCounts(of: control).map { "\(string($0.0)): \($0.1)" }
        f.append("\"actions\": {" + counts.joined(separator: ", ") + "}")
        return f
    }

    private static let controlEvents: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// Per event, the target-action pairs and `UIAction`s attached to it.
    private static func actionCounts(of control: UIControl) -> [(String, Int)] {
        controlEvents.map { event, name in
            var n = 0
            #if canImport(UIKit)
            for target in control.allTargets {
                n += control.actions(forTarget: target, forControlEvent: event)?.count ?? 0
            }
            if #available(iOS 14.0, *) {
                control.enumerateEventHandlers { action, _, events, _ in
                    if action != nil, events.contains(event) { n += 1 }
                }
            }
            #else
            control.enumerateEventHandlers { _, events in if events.contains(event) { n += 1 } }
            #endif
            return (name, n)
        }
    }

    /// A table's or collection view's selection flags and visible cells,
    /// each with its row and section.
    private static func listFields(of view: UIView) -> [String] {
        let cells = listCells(of: view)
        var f: [String] = []
        if let table = view as? UITableView {
            f += ["\"allowsSelection\": \(table.allowsSelection)", "\"allowsMultipleSelection\": \(table.allowsMultipleSelection)"]
        } else if let grid = view as? UICollectionView {
            f += ["\"allowsSelection\": \(grid.allowsSelection)", "\"allowsMultipleSelection\": \(grid.allowsMultipleSelection)"]
        } else {
            return []
        }
        let written = cells.map { cell, row, section in
            var cellOut = ""
            write(cell, indent: "", to: &cellOut)
            return "{\"row\": \(row), \"section\": \(section), " + cellOut.dropFirst()
        }
        f.append("\"cells\": [" + written.joined(separator: ", ") + "]")
        return f
    }

    private static func listCells(of view: UIView) -> [(cell: UIView, row: Int, section: Int)] {
        #if canImport(UIKit)
        if let table = view as? UITableView {
            return table.visibleCells.compactMap { cell in table.indexPath(for: cell).map { (cell, $0.row, $0.section) } }
        }
        if let grid = view as? UICollectionView {
            return grid.visibleCells.compactMap { cell in grid.indexPath(for: cell).map { (cell, $0.item, $0.section) } }
        }
        #else
        if let table = view as? UITableView { return table.cells.enumerated().map { ($1, $0, 0) } }
        if let grid = view as? UICollectionView { return grid.cells.enumerated().map { ($1, $0, 0) } }
        #endif
        return []
    }

    /// UIKit's private recognizers: a UIKit class that is not one of the
    /// public recognizers (`_UISwipeActionPanGestureRecognizer`, the scroll
    /// indicator's long press), which an app cannot configure.
    private static func isInternal(_ g: UIGestureRecognizer) -> Bool {
        let publicNames = ["UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
                           "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
                           "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer", "UIGestureRecognizer"]
        let type: AnyClass = type(of: g)
        return isUIKitClass(type) && !publicNames.contains(className(type))
    }
}
