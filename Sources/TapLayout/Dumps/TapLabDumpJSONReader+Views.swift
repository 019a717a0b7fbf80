import Foundation
import TapKit

extension TapLabDumpJSONReader {
    static let viewKeys = ["class", "address", "id", "bounds", "center", "transform", "alpha", "hidden", "interaction",
                           "clips", "multipleTouch", "exclusiveTouch", "enabled", "controller", "scroll", "gestures",
                           "overrides", "subviews"]
    static let windowKeys = viewKeys + ["level", "rootViewController"]

    /// A window, its root view controller put on the root view — the window
    /// subview whose controller it is — or on the window when none is.
    static func readWindow(_ node: Int, tree: JSONTree, report: DumpReport) -> DumpedView? {
        guard case var (window, rootController)? = readTree(node, tree: tree, report: report) else { return nil }
        guard let rootController else { return window }
        if let index = window.subviews.firstIndex(where: { $0.controller?.address == rootController.address }) {
            if window.subviews[index].controller?.identifier == nil {
                window.subviews[index].controller?.identifier = rootController.identifier
            }
        } else {
            window.controller = rootController
        }
        return window
    }

    /// A view and its subtree, built bottom-up with a stack of its own so
    /// that depth costs memory, not the call stack.
    private static func readTree(_ node: Int, tree: JSONTree, report: DumpReport) -> (DumpedView, DumpedController?)? {
        struct Level {
            var view: DumpedView
            var pending: [Int]
            var done: [DumpedView] = []
        }
        guard let (top, children, rootController) = readView(node, tree: tree, report: report, isWindow: true) else { return nil }
        var stack = [Level(view: top, pending: children.reversed())]
        while let child = stack[stack.count - 1].pending.popLast() {
            defer {
                while stack.count > 1, stack[stack.count - 1].pending.isEmpty {
                    var finished = stack.removeLast()
                    finished.view.subviews = finished.done
                    stack[stack.count - 1].done.append(finished.view)
                }
            }
            guard let (view, grandchildren, _) = readView(child, tree: tree, report: report, isWindow: false) else { continue }
            guard stack.count < LayoutLoader.maxDepth else {
                report.error("views nested too deeply: the limit is \(LayoutLoader.maxDepth) levels", at: view.position)
                continue
            }
            if grandchildren.isEmpty {
                stack[stack.count - 1].done.append(view)
            } else {
                stack.append(Level(view: view, pending: grandchildren.reversed()))
            }
        }
        var root = stack[0]
        root.view.subviews = root.done
        return (root.view, rootController)
    }

    /// One view's own fields, its subviews' nodes and, for a window, its
    /// root view controller.
    private static func readView(_ node: Int, tree: JSONTree, report: DumpReport,
                                 isWindow: Bool) -> (DumpedView, [Int], DumpedController?)? {
        guard var r = JSONObjectReader(node, in: tree, what: "a view", report: report) else { return nil }
        let className = r.string("class"), address = r.string("address")
        let id = r.string("id", required: false)
        r.what = (isWindow ? "window " : "view ") + (id ?? "\((className ?? "?").split(separator: ".").last ?? "?")-\(address ?? "?")")
        r.warnAboutUnknownKeys(known: isWindow ? windowKeys : viewKeys)
        var view = DumpedView(className: className ?? "UIView", address: address, position: tree[node].position)
        view.accessibilityIdentifier = id
        readGeometry(r, into: &view)
        readFlags(r, into: &view)
        var rootController: DumpedController?
        if isWindow {
            view.windowLevel = r.number("level")
            rootController = r.object("rootViewController", required: false).flatMap { controller($0, r) }
        }
        view.controller = r.object("controller", required: false).flatMap { controller($0, r) }
        view.scroll = r.object("scroll", required: false).flatMap { scroll($0, r) }
        view.gestures = (r.array("gestures") ?? []).compactMap { gesture($0, r) }
        view.overrides = (r.names("overrides", allowed: HitTestOverride.allCases.map(\.rawValue), required: true) ?? [])
            .compactMap(HitTestOverride.init(rawValue:))
        let subviews = r.array("subviews") ?? []
        if let empty = className?.isEmpty, empty { report.error("'class' in \(r.what) is empty", at: r.place(of: "class")) }
        return (view, subviews, rootController)
    }

    private static func readGeometry(_ r: JSONObjectReader, into view: inout DumpedView) {
        let size: Set = ["width", "height"]
        if let b = r.numbers("bounds", parts: ["x", "y", "width", "height"], nonNegative: size) {
            view.bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3])
        }
        if let c = r.numbers("center", parts: ["x", "y"]) { view.center = CGPoint(x: c[0], y: c[1]) }
        if let t = r.numbers("transform", parts: ["a", "b", "c", "d", "tx", "ty"]) {
            view.transform = CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
        }
        view.alpha = r.number("alpha").map { CGFloat($0) } ?? 1
    }

    private static func readFlags(_ r: JSONObjectReader, into view: inout DumpedView) {
        view.isHidden = r.bool("hidden") ?? false
        view.isUserInteractionEnabled = r.bool("interaction") ?? true
        view.clipsToBounds = r.bool("clips") ?? false
        view.isMultipleTouchEnabled = r.bool("multipleTouch") ?? false
        view.isExclusiveTouch = r.bool("exclusiveTouch") ?? false
        view.isEnabled = r.bool("enabled", required: false)
    }
}
