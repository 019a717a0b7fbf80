import Foundation
import TapExplain
import TapKit

/// Builds the application a `DumpPlan` describes, as the layout loader would
/// build the layout `DumpLayoutWriter` writes for the same plan — without
/// writing and parsing that text, so a real app's dump of thousands of views
/// opens at once (docs/PERFORMANCE.md). It takes the plan apart as it goes.
/// `RealDumpTests` and `DumpPlanEmitterTests` check that both give the same tree.
struct DumpApplicationBuilder {
    private let application = UIApplication()
    private var objects: [String: LayoutObject] = [:]
    /// What the dump said of each view, beyond its class.
    private var provenance = ProvenanceTable()
    private var retained: [AnyObject] = []
    private var consumesPlans = true
    /// Each colour the plan names, parsed once: a dump's views share a few.
    private var colors: [String: UIColor?] = [:]

    /// `consuming`: let each plan go once its view is made (the plan is
    /// not built again); false keeps the plan whole, to build copies from.
    static func build(_ plan: DumpPlan, file: String, consuming: Bool = true) -> LoadedLayout {
        var builder = DumpApplicationBuilder()
        builder.consumesPlans = consuming
        return builder.build(plan, file: file)
    }

    private mutating func build(_ plan: DumpPlan, file: String) -> LoadedLayout {
        let delegate = AppDelegate()
        application.delegate = delegate
        objects["application"] = .application(application)
        objects["appDelegate"] = .delegate(delegate)
        let screen = CGRect(origin: .zero, size: plan.screen)
        objects.reserveCapacity(plan.viewCount + plan.roots.count + 8)
        provenance.reserveCapacity(plan.viewCount)
        for root in plan.roots {
            switch root {
            case let .shortForm(view):
                let window = makeWindow("main", frame: screen)
                let controller = UIViewController()
                controller.identifier = "rootVC"
                objects["rootVC"] = .controller(controller)
                controller.view = makeTree(view)
                window.rootViewController = controller
                show(window)
            case let .window(view):
                guard let window = makeTree(view, window: true) as? UIWindow else { continue }
                show(window)
            case let .wrapped(windowID, views):
                let window = makeWindow(windowID, frame: screen)
                for view in views { window.addSubview(makeTree(view)) }
                show(window)
            }
        }
        return LoadedLayout(file: file, title: plan.title, description: plan.description, difficulty: 1,
                            screenSize: plan.screen, application: application, objects: objects, provenance: provenance,
                            script: [], expectations: [], retained: retained)
    }

    private mutating func makeWindow(_ id: String, frame: CGRect) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.identifier = id
        objects[id] = .view(window)
        return window
    }

    private func show(_ window: UIWindow) {
        application.addWindow(window)
        if !window.isHidden { window.makeKeyAndVisible() }
    }

    /// A view and its subtree, iteratively (dumps can be a thousand deep).
    /// A list's cells become its rows, in frame order — those in a table's
    /// `UITableViewWrapperView` (iOS 7–10) too, staying in it; a cell keeps
    /// its subviews as printed and adopts its printed content view as its
    /// `contentView` (none when the dump printed none: nothing is invented).
    private mutating func makeTree(_ root: DumpedViewPlan, window: Bool = false) -> UIView {
        let top = makeView(root, window: window, inList: false)
        // Each plan is let go once its view is made (its parent's list of
        // subviews is the last to hold it): the views of a 50,000-view dump
        // take the plans' memory instead of adding to it.
        var work: [(UIView, [DumpedViewPlan], holdsRows: Bool)] = [(top, root.subviews, false)]
        if consumesPlans { root.subviews = [] }
        var lists: [UIScrollView] = []
        var rowHolders: Set<ObjectIdentifier> = []
        // Made top down, joined bottom up: a subtree is put into its parent
        // before the parent is in a window, so each view hears it moved to
        // the window once, when its top joins the window, rather than the
        // walk up to the window running for every view added under it.
        var joins: [(container: UIView, views: [UIView])] = []
        var cellContents: [(cell: SelectableCell, content: UIView?)] = []
        while let (parent, children, holdsRows) = work.popLast() {
            let isList = parent is UITableView || parent is UICollectionView
            if isList, let list = parent as? UIScrollView { lists.append(list) }
            if holdsRows { rowHolders.insert(ObjectIdentifier(parent)) }
            var made: [UIView] = []
            made.reserveCapacity(children.count)
            var content: UIView?
            for child in children {
                let view = makeView(child, window: false, inList: isList || holdsRows)
                made.append(view)
                if child.isCellContentView, content == nil { content = view }
                // A cell with nothing printed inside keeps no content view either.
                if child.subviews.isEmpty, let cell = view as? SelectableCell { cellContents.append((cell, nil)) }
                if !child.subviews.isEmpty {
                    work.append((view, child.subviews, child.holdsListRows))
                    if consumesPlans { child.subviews = [] }
                }
            }
            if let cell = parent as? SelectableCell { cellContents.append((cell, content)) }
            joins.append((parent, made))
        }
        for (container, views) in joins.reversed() {
            for view in views { container.addSubview(view) }
        }
        for (cell, content) in cellContents { cell.adoptContentView(content) }
        for list in lists { adoptRows(of: list, holders: rowHolders) }
        return top
    }

    /// A list's rows: its cells, and those of its `UITableViewWrapperView`
    /// (`holders`), in frame order.
    private func adoptRows(of list: UIScrollView, holders: Set<ObjectIdentifier>) {
        let isCell = { (view: UIView) in view is UITableViewCell || view is UICollectionViewCell }
        let held = list.subviews.filter { holders.contains(ObjectIdentifier($0)) }.flatMap { $0.subviews.filter(isCell) }
        let cells = list.subviews.filter(isCell) + held
        let rows = cells.map { ($0, $0.convert($0.bounds, to: list)) }
            .sorted { ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX) }.map(\.0)
        if let table = list as? UITableView { table.cells = rows.compactMap { $0 as? UITableViewCell } }
        if let grid = list as? UICollectionView { grid.cells = rows.compactMap { $0 as? UICollectionViewCell } }
    }

    private mutating func makeView(_ plan: DumpedViewPlan, window: Bool, inList: Bool) -> UIView {
        let view: UIView
        switch window ? .window : plan.kind {
        case .tableView:
            let table = UITableView()
            table.usesCellFrames = true
            view = table
        case .collectionView: view = UICollectionView()
        case .tableViewCell where inList: view = UITableViewCell()
        case .collectionViewCell where inList: view = UICollectionViewCell()
        case .tableViewCell, .collectionViewCell: view = UIView()
        case .window where window: view = UIWindow(frame: .zero)
        case .window: view = UIView()
        case .view, .button, .control, .label, .imageView, .scrollView,
             .toggle, .slider, .stepper, .segmentedControl, .pageControl, .textField:
            view = plan.kind.layoutClass?.make() ?? UIView()
        }
        view.identifier = plan.id
        objects[plan.id] = .view(view)
        var dumped = DumpProvenance(address: plan.address, overriddenMethods: plan.overrides.map(\.rawValue))
        dumped.hasUndescribedRecognizers = plan.unknowns.hasUndescribedRecognizers
        dumped.omittedInternalRecognizers = plan.unknowns.internalGestures
        dumped.unknownRecognizerClasses = plan.unknowns.unknownGestures
        dumped.guessedFamily = plan.unknowns.guessedFamily
        dumped.pasteEnds = plan.unknowns.pasteEnds
        dumped.actionCounts = plan.actions.map(Self.actionCounts)
        provenance[view] = dumped
        view.appClassName = AppClassName(printed: plan.className, readable: SwiftDemangler.readable(plan.className))
        if let table = view as? UITableView {
            plan.allowsSelection.map { table.allowsSelection = $0 }
            plan.allowsMultipleSelection.map { table.allowsMultipleSelection = $0 }
        }
        if let grid = view as? UICollectionView {
            plan.allowsSelection.map { grid.allowsSelection = $0 }
            plan.allowsMultipleSelection.map { grid.allowsMultipleSelection = $0 }
        }
        switch plan.geometry {
        case let .frame(frame):
            view.frame = frame
        case let .boundsAndCenter(bounds, center, transform):
            view.bounds = bounds
            view.center = center
            if let transform { view.transform = transform }
        }
        if let window = view as? UIWindow, let level = plan.level { window.windowLevel = UIWindow.Level(CGFloat(level)) }
        if let color = plan.look.color, let c = parsed(color) { view.backgroundColor = c }
        if let radius = plan.look.cornerRadius { view.layer.cornerRadius = radius }
        if let border = plan.look.border, let c = parsed(border.color) {
            view.layer.borderWidth = border.width
            view.layer.borderColor = c
        }
        // Only what differs from a new view's value: each of these setters
        // works out the view's hit eligibility and culling box again.
        if view.alpha != plan.touch.alpha { view.alpha = plan.touch.alpha }
        if view.isHidden != plan.touch.isHidden { view.isHidden = plan.touch.isHidden }
        if let interaction = plan.touch.interaction, interaction != view.isUserInteractionEnabled { view.isUserInteractionEnabled = interaction }
        if view.clipsToBounds != plan.touch.clips { view.clipsToBounds = plan.touch.clips }
        if view.isMultipleTouchEnabled != plan.touch.multipleTouch { view.isMultipleTouchEnabled = plan.touch.multipleTouch }
        if view.isExclusiveTouch != plan.touch.exclusiveTouch { view.isExclusiveTouch = plan.touch.exclusiveTouch }
        if let enabled = plan.touch.enabled, let control = view as? UIControl { control.isEnabled = enabled }
        if let text = plan.text {
            (view as? UILabel)?.text = text
            (view as? UIButton)?.title = text
            (view as? UITextField)?.text = text
        }
        if let scroll = plan.scroll, let scrollView = view as? UIScrollView {
            apply(scroll, to: scrollView, id: plan.id)
            provenance[scrollView]?.printedContentOffset = scrollView.contentOffset
        }
        // A recursiveDescription before iOS 8 prints no contentSize: TapLab
        // takes the bounds' size (the content fits, so it cannot scroll) and
        // says so wherever an answer rests on it.
        if let scrollView = view as? UIScrollView, plan.contentSizeIsUnknown {
            scrollView.contentSize = scrollView.bounds.size
            provenance[scrollView]?.contentSizeUnknown = true
        }
        if let controllerID = plan.controllerID {
            let controller = UIViewController()
            controller.identifier = controllerID
            controller.view = view
            objects[controllerID] = .controller(controller)
            retained.append(controller)
        }
        for (id, frame) in plan.layers {
            let layer = CALayer()
            layer.name = id
            layer.frame = frame
            view.layer.addSublayer(layer)
            objects[id] = .layer(layer)
        }
        for gesture in plan.gestures {
            guard let recognizer = gesture.gesture.spec?.makeRecognizer() else { continue }
            recognizer.name = gesture.id
            objects[gesture.id] = .recognizer(recognizer)
            view.addGestureRecognizer(recognizer)
        }
        return view
    }

    private mutating func parsed(_ color: String) -> UIColor? {
        if let known = colors[color] { return known }
        let c = try? ColorParser.parse(color).get()
        colors[color] = c
        return c
    }

    private mutating func apply(_ scroll: DumpedScrollState, to view: UIScrollView, id: String) {
        objects[id + ".pan"] = .recognizer(view.panGestureRecognizer)
        if let size = scroll.contentSize, size.width >= 0, size.height >= 0 { view.contentSize = size }
        view.contentOffset = scroll.contentOffset
        if let paging = scroll.isPagingEnabled { view.isPagingEnabled = paging }
        if let delays = scroll.delaysContentTouches { view.delaysContentTouches = delays }
        if let cancels = scroll.canCancelContentTouches { view.canCancelContentTouches = cancels }
    }

    private mutating func register(_ view: UIView, as id: String) {
        guard objects[id] == nil else { return }
        view.identifier = id
        objects[id] = .view(view)
    }

    /// The helper's `actions` by event name, as UIControl events.
    static func actionCounts(_ byName: [String: Int]) -> [UIControl.Event: Int] {
        var counts: [UIControl.Event: Int] = [:]
        for (event, name) in UIControl.Event.named {
            if let n = byName[name] { counts[event] = n }
        }
        return counts
    }
}
