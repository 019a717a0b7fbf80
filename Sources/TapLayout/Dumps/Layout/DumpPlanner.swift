import Foundation
import TapKit

/// Applies SPEC 9's rules to a `ViewDump`: ids (accessibility identifier,
/// else `Class-0xADDR`), the top view at the screen's origin with the
/// screen its size, window `main` around a top view that is not a window,
/// the class UIKit makes each view, and bounds and centre recovered from a
/// transformed view's printed frame.
///
///     let plan = try DumpPlanner.plan(dump, file: "dump.txt")
struct DumpPlanner {
    let file: String
    let report: DumpReport
    private var usedIDs: Set<String> = ["application", "appDelegate", "main", "rootVC"]
    /// The next suffix to try for each repeated id, so the thousandth cell
    /// named `cell` does not try `cell-2` … `cell-999` first.
    private var nextSuffix: [String: Int] = [:]
    private(set) var viewCount = 0
    private var classes: [ClassKey: ClassFacts] = [:]
    private var lastComponents: [String: String] = [:]
    /// Where the first top view was: later windows move by as much (SPEC 9
    /// puts the top view at the screen's origin; the others keep their place beside it).
    var screenShift = CGPoint.zero

    init(file: String) {
        self.file = file
        report = DumpReport(file: file)
    }

    /// The plan for `dump`, with the dump's warnings and the planner's, in file order.
    static func plan(_ dump: ViewDump, file: String) throws(LayoutError) -> (DumpPlan, warnings: [LayoutDiagnostic]) {
        var planner = DumpPlanner(file: file)
        var plan = planner.plan(dump)
        plan.viewCount = planner.viewCount
        guard !planner.report.hasErrors else { throw LayoutError(planner.report.errors) }
        let warnings = (dump.warnings + planner.report.warnings).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return (plan, warnings)
    }

    private mutating func plan(_ dump: ViewDump) -> DumpPlan {
        let name = URL(fileURLWithPath: file).lastPathComponent
        var plan = DumpPlan(title: name, description: "A view hierarchy imported from \(name).", format: dump.format,
                            screen: CGSize(width: 390, height: 844), roots: [])
        guard let first = dump.roots.first else { return plan }
        let size = dump.screen ?? (first.bounds?.size ?? first.frame?.size ?? plan.screen)
        plan.screen = CGSize(width: max(1, min(size.width, 20_000)), height: max(1, min(size.height, 20_000)))
        if plan.screen != size {
            warn(.screenClamped(width: size.width, height: size.height, screenWidth: plan.screen.width, screenHeight: plan.screen.height),
                 at: first.position)
        }
        let isWindow = { (v: DumpedView) in DumpedClass(className: v.className, baseClass: v.baseClassName, printsContentOffset: false) == .window }
        warnAboutShape(dump, isWindow: isWindow)
        usedIDs.reserveCapacity(warnAboutUnknowns(dump) + usedIDs.count)
        if dump.roots.count == 1, !isWindow(first), first.controller == nil {
            plan.roots = [.shortForm(planTree(first, placement: .top, window: false))]
            return plan
        }
        // Top views that are not windows share one window `main`, in order,
        // so a later one takes only the points it covers.
        var wrapper: Int?
        for (n, root) in dump.roots.enumerated() {
            let placement: Placement = n == 0 ? .top : .laterTop
            guard !isWindow(root) else {
                plan.roots.append(.window(planTree(root, placement: placement, window: true)))
                continue
            }
            let view = planTree(root, placement: placement, window: false)
            if let wrapper, case .wrapped(let id, let views) = plan.roots[wrapper] {
                plan.roots[wrapper] = .wrapped(windowID: id, views + [view])
            } else {
                wrapper = plan.roots.count
                plan.roots.append(.wrapped(windowID: "main", [view]))
            }
        }
        return plan
    }

    /// What a dump of this shape leaves to guesswork, said once.
    private func warnAboutShape(_ dump: ViewDump, isWindow: (DumpedView) -> Bool) {
        guard let first = dump.roots.first else { return }
        let windows = dump.roots.filter(isWindow).count, others = dump.roots.count - windows
        if windows > 1, dump.format == .recursiveDescription {
            warn(.windowsStacked(windows), at: first.position)
        }
        if others > 1 {
            warn(.topViewsInMain(others), at: first.position)
        }
        if dump.roots.count == 1, first.subviews.isEmpty, !isWindow(first) {
            warn(.singleView, at: first.position)
        }
    }

    /// What the dump cannot say about touches, in one line each: views that
    /// print recognizers it does not describe, private recognizers left out.
    /// Returns the number of views.
    private func warnAboutUnknowns(_ dump: ViewDump) -> Int {
        // Positions and counts, not copies of the views; lists of siblings,
        // not their views one by one, on the stack.
        var printing: [DumpPosition] = [], privateCount = 0, unknown: [(DumpPosition, String)] = []
        var work = [dump.roots], count = 0
        while let siblings = work.popLast() {
            for i in siblings.indices {
                count += 1
                if siblings[i].printsGestureRecognizers { printing.append(siblings[i].position) }
                privateCount += siblings[i].internalGestures
                for g in siblings[i].gestures where g.type == nil && !g.isInternal { unknown.append((siblings[i].position, g.className)) }
                if !siblings[i].subviews.isEmpty { work.append(siblings[i].subviews) }
            }
        }
        let inFileOrder = { (a: DumpPosition, b: DumpPosition) in (a.line, a.column) < (b.line, b.column) }
        if let first = unknown.min(by: { inFileOrder($0.0, $1.0) }) {
            warn(.unknownRecognizers(unknown.count, classes: Array(Set(unknown.map(\.1)).sorted().prefix(4))), at: first.0)
        }
        if let first = printing.min(by: inFileOrder) {
            warn(.undescribedRecognizers(printing.count), at: first)
        }
        if privateCount > 0, let first = dump.roots.first {
            warn(.privateRecognizers(privateCount), at: first.position)
        }
        return count
    }

    /// Where a view is in the dump's tree, for placing it on the screen.
    enum Placement {
        /// The first top view: at the screen's origin (SPEC 9).
        case top
        /// A later top view: moved as the first was.
        case laterTop
        case nested
    }

    /// A view and its subtree, iteratively (dumps can be a thousand deep),
    /// breadth first: ids are given, and repeats numbered, in that order.
    /// The queue holds each parent's array of subviews, not copies of the
    /// views. The subviews of a view that is left out are still planned
    /// (their ids taken, their warnings given), then dropped with it.
    private mutating func planTree(_ root: DumpedView, placement: Placement, window: Bool) -> DumpedViewPlan {
        let top = planView(root, placement: placement, window: window)
        var queue: [(siblings: [DumpedView], parent: DumpedViewPlan?)] = [(root.subviews, top)]
        var next = 0
        while next < queue.count {
            let (siblings, parent) = queue[next]
            next += 1
            parent?.subviews.reserveCapacity(siblings.count)
            // By index: `for view in siblings` copied each view (a dozen
            // retains and releases) only to read it.
            for i in siblings.indices {
                let plan = planView(siblings[i], placement: .nested, window: false)
                if let plan, let parent {
                    parent.subviews.append(plan)
                    if parent.kind == .tableView, DumpedClass.isTableWrapper(plan.className) { plan.holdsListRows = true }
                }
                if !siblings[i].subviews.isEmpty { queue.append((siblings[i].subviews, plan)) }
            }
            if let parent, parent.kind.isCell { Self.markContentView(of: parent) }
        }
        return top ?? DumpedViewPlan(id: "main", kind: .view, className: root.className, address: nil,
                                     geometry: .frame(.zero), position: root.position)
    }

    /// A cell's printed content view, marked so that the cell adopts it
    /// (SPEC 14: TapLab never adds a view the dump does not print).
    static func markContentView(of cell: DumpedViewPlan) {
        let content: DumpedViewPlan? = switch cell.kind {
        case .tableViewCell: cell.subviews.first { $0.className.hasSuffix("UITableViewCellContentView") }
        // A collection cell's content view prints as a plain UIView the cell's
        // size (UIKit's background views, `_UISystemBackgroundView`, are not it).
        default: cell.subviews.first { ($0.className == "UIView" || $0.className.hasSuffix("CellContentView")) && $0.geometry.size == cell.geometry.size }
        }
        content?.isCellContentView = true
    }

    /// One view, without its subviews.
    private mutating func planView(_ view: DumpedView, placement: Placement, window: Bool) -> DumpedViewPlan? {
        viewCount += 1
        let facts = dumpedClass(view)
        let kind = window ? .window : facts.kind
        let id = uniqueID(view.accessibilityIdentifier, view.className, view.address, at: view.position)
        guard let geometry = geometry(view, placement: placement, kind: kind) else { return nil }
        let plan = DumpedViewPlan(id: id, kind: kind, className: view.className, address: view.address, geometry: geometry, position: view.position)
        if window { plan.level = view.windowLevel }
        if let color = view.backgroundColor { plan.look.color = color } else { applyLook(to: plan, of: view, isTop: placement != .nested) }
        plan.touch.alpha = view.alpha
        plan.touch.isHidden = view.isHidden
        let interactiveByDefault = !(kind == .label || kind == .imageView)
        // A line cut before it could print `userInteractionEnabled = NO` said
        // nothing either way: the class's default is taken, as the note says
        // (a cut UIImageView is not interactive).
        let interactive = view.pasteEnds == .insideThisView && view.isUserInteractionEnabled ? interactiveByDefault : view.isUserInteractionEnabled
        if interactive != interactiveByDefault { plan.touch.interaction = interactive }
        plan.touch.clips = view.clipsToBounds
        plan.touch.multipleTouch = view.isMultipleTouchEnabled
        plan.touch.exclusiveTouch = view.isExclusiveTouch
        if let enabled = view.isEnabled, kind.isControl, !enabled { plan.touch.enabled = false }
        if let text = view.text, kind == .button || kind == .label || kind == .textField { plan.text = text }
        if let controller = view.controller, !window {
            plan.controllerID = uniqueID(controller.identifier, controller.className, controller.address)
        }
        plan.overrides = view.overrides
        if kind.isScrollView { plan.scroll = view.scroll ?? DumpedScrollState() }
        plan.unknowns.hasUndescribedRecognizers = view.printsGestureRecognizers
        plan.unknowns.pasteEnds = view.pasteEnds
        plan.unknowns.internalGestures = view.internalGestures
        plan.actions = view.actions
        // Selection belongs to lists: on any other kind the app built (the
        // import would write a key the layout refuses) it is left out.
        if kind == .tableView || kind == .collectionView {
            plan.allowsSelection = view.allowsSelection
            plan.allowsMultipleSelection = view.allowsMultipleSelection
        }
        if view.baseClassName == nil, kind != .view, !window, !facts.isUIKitName {
            plan.unknowns.guessedFamily = kind.rawValue
        }
        for layer in view.layers {
            plan.layers.append((uniqueID(nil, layer.className, layer.address, at: layer.position), layer.frame))
        }
        // A scroll view's own pan is TapKit's (`VIEW.pan`): the dumped one is
        // that same recognizer, and another pan on it is `VIEW.pan2`.
        var counts: [GestureKind: Int] = kind.isScrollView ? [.pan: 1] : [:]
        for g in view.gestures where !g.isInternal && !(kind.isScrollView && Self.isScrollViewOwn(g.className)) {
            guard let type = g.type else {
                plan.unknowns.unknownGestures.append(g.className)
                continue
            }
            counts[type, default: 0] += 1
            let n = counts[type] ?? 1
            plan.gestures.append(.init(id: uniqueID("\(id).\(type.rawValue)\(n == 1 ? "" : String(n))", g.className, nil), type: type, gesture: g))
        }
        return plan
    }

    /// The recognizers every UIScrollView makes for itself, which TapKit's
    /// scroll view has of its own (its pan; the content-touch delay).
    static func isScrollViewOwn(_ className: String) -> Bool {
        className.hasSuffix("UIScrollViewPanGestureRecognizer") || className.hasSuffix("UIScrollViewDelayedTouchesBeganGestureRecognizer")
            || className.hasSuffix("UIScrollViewPinchGestureRecognizer") || className.hasSuffix("UIScrollViewKnobLongPressGestureRecognizer")
    }

    /// What UIKit makes the view's class, worked out once per class: a dump
    /// of thousands of views has a few dozen classes.
    private mutating func dumpedClass(_ view: DumpedView) -> ClassFacts {
        let key = ClassKey(className: view.className, baseClass: view.baseClassName, isScroll: view.scroll != nil)
        if let known = classes[key] { return known }
        let facts = ClassFacts(kind: DumpedClass(className: view.className, baseClass: view.baseClassName, printsContentOffset: view.scroll != nil),
                               isUIKitName: DumpedClass.isUIKitName(view.className))
        classes[key] = facts
        return facts
    }

    private struct ClassFacts {
        var kind: DumpedClass
        var isUIKitName: Bool
    }

    private struct ClassKey: Hashable {
        var className: String
        var baseClass: String?
        var isScroll: Bool
    }

    /// SPEC 9: the accessibility identifier, else `LastClassComponent-ADDRESS`;
    /// a repeat gets `-2`, `-3`, … and a warning.
    mutating func uniqueID(_ identifier: String?, _ className: String, _ address: String?, at: DumpPosition? = nil) -> String {
        let base: String
        if let identifier, !identifier.isEmpty, !LayoutLoader.hasControlCharacters(identifier) { base = identifier }
        else { base = lastComponent(of: className) + "-" + (address ?? "\(viewCount)") }
        // Nearly every id is new: one hash of it, in the insert, decides that.
        guard !usedIDs.insert(base).inserted else {
            LoaderWork.dump.add(1)
            return base
        }
        var id = base, n = nextSuffix[base] ?? 2, tries = 1
        while usedIDs.contains(id) { id = "\(base)-\(n)"; n += 1; tries += 1 }
        nextSuffix[base] = n
        LoaderWork.dump.add(tries)
        if let at { warn(.idTaken(base: base, id: id), at: at) }
        usedIDs.insert(id)
        return id
    }

    mutating func lastComponent(of className: String) -> String {
        if let known = lastComponents[className] { return known }
        let last = DumpedClass.lastComponent(of: className)
        lastComponents[className] = last
        return last
    }

    func warn(_ problem: @autoclosure () -> DumpPlanProblem, at: DumpPosition) { report.warning(problem(), at: at) }

    func error(_ problem: @autoclosure () -> DumpPlanProblem, at: DumpPosition) { report.error(problem(), at: at) }
}
