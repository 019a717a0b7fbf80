import Foundation
import TapKit

extension TapLabDumpJSONReader {
    static let viewKeys = ["class", "address", "id", "bounds", "center", "transform", "alpha", "hidden", "interaction",
                           "clips", "multipleTouch", "exclusiveTouch", "enabled", "controller", "scroll", "gestures",
                           "overrides", "subviews",
                           // version 2 (SPEC 12)
                           "uikitClass", "anchorPoint", "actions", "selected", "highlighted", "on", "value", "minimum",
                           "maximum", "current", "pages", "allowsSelection", "allowsMultipleSelection", "cells",
                           "row", "section"]
    static let windowKeys = viewKeys + ["level", "rootViewController"]

    /// A window, its root view controller put on the root view — the window
    /// subview whose controller it is — or on the window when none is.
    /// `viewsLeft` is what remains of `ViewDump.maxViews` for the whole
    /// dump; a view past it is not read, and it is set to -1 for the
    /// caller to report once.
    static func readWindow(_ node: Int, tree: JSONTree, report: DumpReport, viewsLeft: inout Int) -> DumpedView? {
        guard case (var window, let rootController)? = readTree(node, tree: tree, report: report, viewsLeft: &viewsLeft) else { return nil }
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
    private static func readTree(_ node: Int, tree: JSONTree, report: DumpReport,
                                 viewsLeft: inout Int) -> (DumpedView, DumpedController?)? {
        struct Level {
            var view: DumpedView
            var pending: [Int]
            var done: [DumpedView] = []
        }
        guard viewsLeft > 0 else { viewsLeft = -1; return nil }
        viewsLeft -= 1
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
            guard viewsLeft > 0 else { viewsLeft = -1; break }
            viewsLeft -= 1
            guard let (view, grandchildren, _) = readView(child, tree: tree, report: report, isWindow: false) else { continue }
            guard stack.count < ViewDump.maxDepth else {
                report.error(DumpProblem.viewsTooDeep(limit: ViewDump.maxDepth), at: view.position)
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
        guard var r = JSONObjectReader(node, in: tree, what: .view, report: report) else { return nil }
        let className = r.string("class"), address = r.string("address")
        let id = r.string("id", required: false)
        let name = id ?? "\((className ?? "?").split(separator: ".").last ?? "?")-\(address ?? "?")"
        r.what = isWindow ? .window(name) : .namedView(name)
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
        view.baseClassName = impliedBaseClass(of: view, isWindow: isWindow)
        view.baseClassName = r.string("uikitClass", required: false) ?? view.baseClassName
        view.actions = r.object("actions", required: false).flatMap { actions($0, r) }
        view.allowsSelection = r.bool("allowsSelection", required: false)
        view.allowsMultipleSelection = r.bool("allowsMultipleSelection", required: false)
        view.internalGestures = view.gestures.filter(\.isInternal).count
        // A list's visible cells: those not also among its subviews follow them.
        var subviews = r.array("subviews") ?? []
        let cells = r.array("cells", required: false) ?? []
        if !cells.isEmpty {
            let listed = Set(subviews)
            subviews += cells.filter { !listed.contains($0) }
        }
        if let empty = className?.isEmpty, empty { report.error(.emptyClass(in: r.what), at: r.place(of: "class")) }
        return (view, subviews, rootController)
    }

    /// The helper writes `enabled` only for controls and `scroll` only for
    /// scroll views, and lists only windows as windows: so an app's own
    /// class is known for what it is even when its name does not say
    /// (`MyApp.Toggle` is a control, `MyApp.Overlay` a window).
    private static func impliedBaseClass(of view: DumpedView, isWindow: Bool) -> String? {
        let kind = DumpedClass(className: view.className, printsContentOffset: view.scroll != nil)
        if isWindow, kind != .window { return "UIWindow" }
        if view.isEnabled != nil, !kind.isControl { return "UIControl" }
        return nil
    }

    /// `{"touchUpInside": 1, …}`: how many targets or actions each event has.
    private static func actions(_ node: Int, _ view: JSONObjectReader) -> [String: Int]? {
        guard let r = JSONObjectReader(node, in: view.tree, what: .actions(of: view.what), report: view.report) else { return nil }
        let names = UIControl.Event.named.map(\.1)
        r.warnAboutUnknownKeys(known: names)
        var counts: [String: Int] = [:]
        for name in names where r.has(name) {
            if let n = r.integer(name, minimum: 0) { counts[name] = n }
        }
        return counts
    }
}
