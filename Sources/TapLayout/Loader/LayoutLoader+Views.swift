import Foundation
import TapKit

extension LayoutLoader {
    /// Limits that keep a hostile file from exhausting the stack or memory.
    static let maxDepth = 2_000
    static let maxViews = 200_000

    /// Builds a view and its subtree. Iterative over depth so that a very
    /// deep chain cannot overflow the stack.
    /// `depth` 0 is a window's root view (no frame: it fills the window);
    /// a window's own `subviews` start at 1, like any subview.
    func buildView(_ node: Node, in parentSize: CGSize, depth startDepth: Int = 0) -> UIView? {
        var built = 0
        guard let root = makeView(node, parentSize: parentSize, depth: startDepth, built: &built) else { return nil }
        var work: [(UIView, [Node], Int)] = [(root.0, root.1, startDepth)]
        while let (parent, children, depth) = work.popLast() {
            for child in children {
                guard built < Self.maxViews else {
                    reader.error(.tooManyViews(limit: Self.maxViews), at: child)
                    return root.0
                }
                guard depth + 1 <= Self.maxDepth else {
                    reader.error(.nestedTooDeeply(limit: Self.maxDepth), at: child)
                    break
                }
                if let (view, grandchildren) = makeView(child, parentSize: parent.bounds.size, depth: depth + 1, built: &built, in: parent) {
                    parent.addSubview(view)
                    joinHeldRows(of: view, to: parent)
                    if !grandchildren.isEmpty { work.append((view, grandchildren, depth + 1)) }
                }
            }
        }
        return root.0
    }

    /// One view without its subviews; returns the subview nodes to build.
    /// `superview`: the view it goes in, where the file says (a table's
    /// subview may hold the table's `cells`).
    private func makeView(_ node: Node, parentSize: CGSize, depth: Int, built: inout Int, in superview: UIView? = nil) -> (UIView, [Node])? {
        if let mark = node.mark, case .mapping = node {
            // A view (with its id and subtree) can appear only once; an alias
            // to one is reported once, and its copies are not built.
            let key = SourcePosition(line: mark.line, column: mark.column)
            guard !viewsAt.contains(key) else {
                if !reusedViewsAt.contains(key) {
                    reusedViewsAt.insert(key)
                    reader.error(.aliasedView, at: node)
                }
                return nil
            }
            viewsAt.insert(key)
        }
        guard let m = reader.mapping(node, "view", allowed: LayoutSchema.viewKeys) else { return nil }
        built += 1
        if let flag = m["contentView"] {
            let position = node.mark.map { SourcePosition(line: $0.line, column: $0.column) }
            if position.map(cellSubviewsAt.contains) == true { _ = reader.bool(flag, "contentView") } else { reader.error(ListProblem.contentViewOutsideCell, at: m.key("contentView")) }
        }
        let className = m["class"].flatMap(readViewClass) ?? "view"
        // A built-in class, else one the program registered (readViewClass
        // let no other name through; a class unregistered since is a plain view).
        let view = ViewClass(rawValue: className)?.make() ?? ViewClassRegistry.make(className) ?? UIView()
        let fill = CGRect(origin: .zero, size: parentSize)
        applyViewKeys(m, to: view, parentSize: parentSize, defaultFrame: depth == 0 ? fill : .zero, role: .view(className))
        applyListKeys(m, to: view, depth: depth, rowsOf: superview as? UITableView)
        if let controllerNode = m["controller"], let id = reader.string(controllerNode, "controller") {
            let controller = UIViewController()
            controller.identifier = id
            controller.view = view
            register(id, .controller(controller), at: controllerNode)
            retained.append(controller)
        }
        let subviews = m["subviews"].flatMap { reader.sequence($0, "subviews") } ?? []
        return (view, subviews)
    }

    /// A built-in class, or a Swift class the program registered
    /// (`TapLab.register(RoundButton.self)`); an unknown name that looks like
    /// a Swift class says how to register it.
    private func readViewClass(_ node: Node) -> String? {
        guard let name = reader.string(node, "class") else { return nil }
        let registered = ViewClassRegistry.names
        if LayoutSchema.viewClasses.contains(name) || registered.contains(name) { return name }
        let choices = LayoutSchema.viewClasses + registered
        if let tapLabName = uikitName(name, among: LayoutSchema.viewClasses) {
            reader.error(.uikitClassName(name, choices: choices, layoutName: tapLabName), at: node)
            return nil
        }
        reader.error(.unknownClass(name, choices: choices, suggestion: reader.isFull ? .none : NameSuggestion(name, among: choices),
                                   mayBeSwiftClass: name.first?.isUppercase == true), at: node)
        return nil
    }

    /// The keys every view (and window) shares.
    func applyViewKeys(_ m: MappingView, to view: UIView, parentSize: CGSize, defaultFrame: CGRect, role: ViewRole) {
        if let idNode = m["id"], let id = reader.string(idNode, "id") {
            view.identifier = id
            register(id, .view(view), at: idNode)
            if let scrollView = view as? UIScrollView {
                // Its public pan recognizer, so requireToFail / simultaneousWith can name it.
                register(id + ".pan", .recognizer(scrollView.panGestureRecognizer), at: idNode)
            }
        } else if m["id"] == nil {
            reader.error(.missingID(role), at: m.node)
        }
        applyGeometry(m, to: view, defaultFrame: defaultFrame)
        applyDumpProvenance(m, to: view)
        if let n = m["title"], let t = reader.string(n, "title") { view.caption = t }
        if let n = m["color"], let c = reader.color(n, "color") { view.backgroundColor = c }
        if let n = m["alpha"], let a = reader.number(n, "alpha", min: 0, max: 1) { view.alpha = a }
        if let n = m["hidden"], let b = reader.bool(n, "hidden") { view.isHidden = b }
        if let n = m["interaction"], let b = reader.bool(n, "interaction") { view.isUserInteractionEnabled = b }
        if let n = m["clips"], let b = reader.bool(n, "clips") { view.clipsToBounds = b }
        if let n = m["multipleTouch"], let b = reader.bool(n, "multipleTouch") { view.isMultipleTouchEnabled = b }
        if let n = m["exclusiveTouch"], let b = reader.bool(n, "exclusiveTouch") { view.isExclusiveTouch = b }
        if let n = m["cornerRadius"], let r = reader.number(n, "cornerRadius", min: 0) { view.layer.cornerRadius = r }
        if let n = m["border"] { readBorder(n).map { view.layer.borderWidth = $0.0; view.layer.borderColor = $0.1 } }
        if let n = m["transform"], let t = readTransform(n) { view.transform = t }
        if let n = m["touches"], let t = reader.oneOf(n, "touches", LayoutSchema.touchesModes) {
            view.touchesOverride = TouchesOverride(rawValue: t) ?? .forward
        }
        if let n = m["text"], let text = reader.string(n, "text") {
            switch view {
            case let label as UILabel: label.text = text
            case let button as UIButton: button.title = text
            case let field as UITextField: field.text = text
            default: reader.error(.textNotApplicable(role), at: m.key("text"))
            }
        }
        if let n = m["enabled"], let b = reader.bool(n, "enabled") {
            if let control = view as? UIControl { control.isEnabled = b }
            else { reader.error(.enabledNotApplicable(controls: LayoutSchema.controlClasses), at: m.key("enabled")) }
        }
        applyScrollKeys(m, to: view)
        applyControlKeys(m, to: view, role: role)
        if let n = m["layers"] { readLayers(n, into: view) }
        if let n = m["hitInsets"], let insets = readInsets(n) { view.hitInsets = insets }
        if let n = m["hitShape"] { view.hitShape = readHitShape(n) }
        if let n = m["hitTest"] { readHitTestRule(n, for: view) }
        if let n = m["gestures"] { readGestures(n, on: view) }
    }

    private func applyScrollKeys(_ m: MappingView, to view: UIView) {
        let keys = ["contentSize", "contentOffset", "paging", "delaysContentTouches", "canCancelContentTouches",
                    "scrollEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "contentInset",
                    "directionalLock", "touchesShouldCancel", "touchesShouldBegin"]
        guard let scrollView = view as? UIScrollView else {
            for key in keys where m[key] != nil {
                reader.error(.scrollKeyNotApplicable(key), at: m.key(key))
            }
            return
        }
        if let n = m["contentSize"] {
            // `contentSize: unknown` (an imported dump that printed none): the bounds' size, noted as assumed.
            if Self.isUnknown(n) { scrollView.contentSize = scrollView.bounds.size } else if let s = reader.size(n, "contentSize") { scrollView.contentSize = s }
        }
        if let n = m["contentOffset"], let p = reader.point(n, "contentOffset") { scrollView.contentOffset = p }
        if let n = m["paging"], let b = reader.bool(n, "paging") { scrollView.isPagingEnabled = b }
        if let n = m["delaysContentTouches"], let b = reader.bool(n, "delaysContentTouches") { scrollView.delaysContentTouches = b }
        if let n = m["canCancelContentTouches"], let b = reader.bool(n, "canCancelContentTouches") { scrollView.canCancelContentTouches = b }
        applyScrollBehaviourKeys(m, to: scrollView)
        provenance[scrollView]?.printedContentOffset = scrollView.contentOffset
    }

    func readBorder(_ node: Node) -> (CGFloat, UIColor)? {
        guard let m = reader.mapping(node, "border", allowed: LayoutSchema.borderKeys) else { return nil }
        let width = m["width"].flatMap { reader.number($0, "border width", min: 0, max: 1000) } ?? 1
        let color = m["color"].flatMap { reader.color($0, "border color") } ?? .black
        return (width, color)
    }

    /// `{rotate: degrees, scale: s | [sx, sy], translate: [tx, ty]}`, applied
    /// to a point in that order: scale, then rotate, then translate (about
    /// the view's centre, as UIKit applies `transform`).
    private func readTransform(_ node: Node) -> CGAffineTransform? {
        guard let m = reader.mapping(node, "transform", allowed: LayoutSchema.transformKeys) else { return nil }
        var t = CGAffineTransform.identity
        if let n = m["scale"] {
            if case .sequence = n, let s = reader.numbers(n, "transform scale", count: 2, shape: "[sx, sy]") {
                t = t.concatenating(CGAffineTransform(scaleX: s[0], y: s[1]))
            } else if case .scalar = n, let s = reader.number(n, "transform scale") {
                t = t.concatenating(CGAffineTransform(scaleX: s, y: s))
            } else if case .mapping = n {
                reader.error(.transformScaleShape, at: n)
            }
        }
        if let n = m["rotate"], let degrees = reader.number(n, .rotateDegrees) {
            t = t.concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
        }
        if let n = m["translate"], let p = reader.point(n, "transform translate") {
            t = t.concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        }
        if let n = m["matrix"] {
            if m["scale"] != nil || m["rotate"] != nil || m["translate"] != nil {
                reader.error(.transformMatrixWithParts, at: m.key("matrix"))
            }
            if let v = reader.numbers(n, "transform matrix", count: 6, shape: "[a, b, c, d, tx, ty]") {
                t = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            }
        }
        return t
    }

    private func readLayers(_ node: Node, into view: UIView) {
        guard let list = reader.sequence(node, "layers") else { return }
        for item in list {
            guard let m = reader.mapping(item, "layer", allowed: LayoutSchema.layerKeys) else { continue }
            let layer = CALayer()
            if let idNode = m["id"], let id = reader.string(idNode, "layer id") {
                layer.name = id
                register(id, .layer(layer), at: idNode)
            } else if m["id"] == nil {
                reader.error(.layerNeedsID, at: item)
            }
            layer.frame = m["frame"].flatMap { reader.rect($0, "layer frame") } ?? .zero
            layer.backgroundColor = m["color"].flatMap { reader.color($0, "layer color") }
            if let n = m["opacity"], let o = reader.number(n, "layer opacity", min: 0, max: 1) { layer.opacity = Float(o) }
            if let n = m["cornerRadius"], let r = reader.number(n, "layer cornerRadius", min: 0) { layer.cornerRadius = r }
            if let n = m["border"], let (w, c) = readBorder(n) { layer.borderWidth = w; layer.borderColor = c }
            view.layer.addSublayer(layer)
        }
    }
}
