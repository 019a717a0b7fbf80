import Foundation
import TapKit

/// Writes a `DumpPlan` as a layout file (SPEC 3): what `taplab import`
/// saves, to read, edit and keep. Keys follow the plan one to one, in the
/// order the layout reference lists them.
///
///     let text = DumpLayoutWriter.text(for: plan)
struct DumpLayoutWriter {
    private(set) var lines: [String] = []

    static func text(for plan: DumpPlan) -> String {
        var writer = DumpLayoutWriter()
        writer.write(plan)
        let body = writer.lines.dropFirst().joined(separator: "\n") + "\n"
        return writer.lines[0] + "\n" + ImportChecksum.line(for: body) + "\n" + body
    }

    private mutating func write(_ plan: DumpPlan) {
        lines.append("# Imported by taplab from \(plan.title) (\(plan.format.title)).")
        lines.append("# Ids: the accessibility identifier, or the class and the address the app printed; uikitClass is the class it printed.")
        lines.append("# Coordinates: the top view is at the screen's origin, so `--at x,y` is in its coordinates.")
        lines.append("# Where the dump prints no colour, colours and borders are TapLab's, by class, so the picture shows the tree.")
        lines.append("title: \(quote(plan.title))")
        lines.append("description: \(quote(plan.description))")
        lines.append("screen: {width: \(num(plan.screen.width)), height: \(num(plan.screen.height))}")
        if plan.roots.count == 1, case let .shortForm(root) = plan.roots[0] {
            lines.append("view:")
            writeTree(root, indent: "  ", listItem: false, window: false)
            return
        }
        lines.append("windows:")
        for root in plan.roots {
            switch root {
            case let .window(view):
                writeTree(view, indent: "  ", listItem: true, window: true)
            case let .wrapped(windowID, views):
                writeWrapped(views, in: windowID, screen: plan.screen)
            case let .shortForm(view):
                writeWrapped([view], in: "main", screen: plan.screen)
            }
        }
    }

    private mutating func writeWrapped(_ views: [DumpedViewPlan], in windowID: String, screen: CGSize) {
        lines.append("  - id: \(windowID)")
        lines.append("    frame: [0, 0, \(num(screen.width)), \(num(screen.height))]")
        lines.append("    subviews:")
        for view in views { writeTree(view, indent: "      ", listItem: true, window: false) }
    }

    /// A view and its subtree, iteratively (dumps can be a thousand deep).
    /// A list's cells go under `cells:`, its other subviews under `subviews:`;
    /// so do a table's `UITableViewWrapperView`'s, whose cells are the table's rows.
    private mutating func writeTree(_ root: DumpedViewPlan, indent: String, listItem: Bool, window: Bool) {
        /// `place`: whether the view is a list's cell, or a subview of one
        /// (where its printed content view says `contentView: true`).
        enum Place { case other, listCell, inListCell }
        enum Work {
            case view(DumpedViewPlan, indent: String, listItem: Bool, window: Bool, place: Place)
            case line(String)
        }
        var work: [Work] = [.view(root, indent: indent, listItem: listItem, window: window, place: .other)]
        while let item = work.popLast() {
            guard case let .view(view, indent, listItem, window, place) = item else {
                if case let .line(line) = item { lines.append(line) }
                continue
            }
            var keys = keys(view, window: window)
            if place == .inListCell, view.isCellContentView { keys.insert("contentView: true", at: 1) }
            if place == .listCell, !view.subviews.contains(where: \.isCellContentView) { keys.insert("contentView: false", at: 1) }
            for (i, key) in keys.enumerated() {
                lines.append((i == 0 && listItem ? indent + "- " : indent + (listItem ? "  " : "")) + key)
            }
            let inner = indent + (listItem ? "  " : "")
            let isList = view.kind == .tableView || view.kind == .collectionView || view.holdsListRows
            var cells = isList ? view.subviews.filter(\.kind.isCell) : []
            let others = isList ? view.subviews.filter { !$0.kind.isCell } : view.subviews
            // Rows in frame order, as the loaded dump numbers them.
            cells.sort { a, b in
                guard case let .frame(fa) = a.geometry, case let .frame(fb) = b.geometry else { return false }
                return (fa.minY, fa.minX) < (fb.minY, fb.minX)
            }
            // Pushed last to first: `subviews:` comes out before `cells:`.
            for (header, views, subPlace) in [("cells:", cells, Place.listCell), ("subviews:", others, place == .listCell ? .inListCell : .other)]
            where !views.isEmpty {
                for sub in views.reversed() { work.append(.view(sub, indent: inner + "  ", listItem: true, window: false, place: subPlace)) }
                work.append(.line(inner + header))
            }
        }
    }

    /// The `key: value` lines of one view, id first.
    private func keys(_ view: DumpedViewPlan, window: Bool) -> [String] {
        var keys = ["id: \(quote(view.id))"]
        if !window, let layoutClass = view.kind.layoutClass, layoutClass != .view { keys.append("class: \(layoutClass.rawValue)") }
        keys.append("uikitClass: \(quote(view.className))")
        if let address = view.address { keys.append("address: \(quote(address))") }
        switch view.geometry {
        case let .frame(f):
            keys.append("frame: [\(num(f.minX)), \(num(f.minY)), \(num(f.width)), \(num(f.height))]")
        case let .boundsAndCenter(b, c, t):
            keys.append("bounds: [\(num(b.minX)), \(num(b.minY)), \(num(b.width)), \(num(b.height))]")
            keys.append("center: [\(num(c.x)), \(num(c.y))]")
            if let t { keys.append("transform: {matrix: [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(num).joined(separator: ", "))]}") }
        }
        if window, let level = view.level { keys.append("level: \(num(CGFloat(level)))") }
        if let color = view.look.color { keys.append("color: \(quote(color))") }
        if let radius = view.look.cornerRadius { keys.append("cornerRadius: \(num(radius))") }
        if let border = view.look.border { keys.append("border: {width: \(num(border.width)), color: \(quote(border.color))}") }
        if view.touch.alpha != 1 { keys.append("alpha: \(num(view.touch.alpha))") }
        if view.touch.isHidden { keys.append("hidden: true") }
        if let interaction = view.touch.interaction { keys.append("interaction: \(interaction)") }
        // UIScrollView clips by default; a dump prints clipsToBounds only when it is YES.
        if view.touch.clips != (view.kind.isScrollView) { keys.append("clips: \(view.touch.clips)") }
        if view.touch.multipleTouch { keys.append("multipleTouch: true") }
        if view.touch.exclusiveTouch { keys.append("exclusiveTouch: true") }
        if view.touch.enabled == false { keys.append("enabled: false") }
        if let text = view.text { keys.append("text: \(quote(text))") }
        if let controller = view.controllerID, !window { keys.append("controller: \(quote(controller))") }
        if !view.overrides.isEmpty { keys.append("overrides: [\(view.overrides.map(\.rawValue).joined(separator: ", "))]") }
        if let actions = view.actions, view.kind.isControl {
            // In UIKit's order of the events, so the file reads the same each time.
            let counts = UIControl.Event.named.compactMap { _, name in actions[name].map { "\(name): \($0)" } }
            keys.append("actions: {" + counts.joined(separator: ", ") + "}")
        }
        if let scroll = view.scroll { keys += scrollKeys(scroll, list: view.kind == .tableView || view.kind == .collectionView) }
        if view.contentSizeIsUnknown { keys.append("contentSize: unknown") }
        if let allows = view.allowsSelection { keys.append("allowsSelection: \(allows)") }
        if let multiple = view.allowsMultipleSelection { keys.append("allowsMultipleSelection: \(multiple)") }
        if !view.layers.isEmpty {
            keys.append("layers: [" + view.layers.map { layer in
                let f = layer.frame
                return "{id: \(quote(layer.id)), frame: [\(num(f.minX)), \(num(f.minY)), \(num(f.width)), \(num(f.height))]}"
            }.joined(separator: ", ") + "]")
        }
        if !view.gestures.isEmpty { keys.append("gestures: [" + view.gestures.map(gesture).joined(separator: ", ") + "]") }
        // What the dump could not say stays in the layout, so its answers keep their notes.
        if view.unknowns.hasUndescribedRecognizers { keys.append("recognizers: unknown") }
        // A comment for each value the dump did not print: what TapLab takes, and how to give the app's.
        if view.contentSizeIsUnknown {
            keys.append("# not in the dump: contentSize (taken as the bounds: write contentSize: [w, h], or --assume \(view.id).contentSize=W,H)")
        }
        if view.unknowns.hasUndescribedRecognizers {
            keys.append("# not in the dump: recognizers (taken as none: list them in gestures, or --assume \(view.id).recognizers=none)")
        }
        return keys
    }

    /// A list's contentSize follows its cells (SPEC 11), so it is left out.
    private func scrollKeys(_ scroll: DumpedScrollState, list: Bool) -> [String] {
        var keys: [String] = []
        if scroll.contentOffset != .zero { keys.append("contentOffset: [\(num(scroll.contentOffset.x)), \(num(scroll.contentOffset.y))]") }
        if !list, let s = scroll.contentSize, s.width >= 0, s.height >= 0 { keys.append("contentSize: [\(num(s.width)), \(num(s.height))]") }
        if scroll.isPagingEnabled == true { keys.append("paging: true") }
        if scroll.delaysContentTouches == false { keys.append("delaysContentTouches: false") }
        if scroll.canCancelContentTouches == false { keys.append("canCancelContentTouches: false") }
        return keys
    }

    /// One recognizer as a flow mapping; only what differs from UIKit's defaults.
    private func gesture(_ plan: DumpedViewPlan.Gesture) -> String {
        let g = plan.gesture, type = plan.type
        var keys = ["id: \(quote(plan.id))", "type: \(type.rawValue)"]
        if type.keys.contains("taps"), let taps = g.taps { keys.append("taps: \(taps)") }
        if type.keys.contains("touches"), let touches = g.touches { keys.append("touches: \(touches)") }
        if type == .longPress {
            if let d = g.minimumPressDuration { keys.append("minimumPressDuration: \(num(CGFloat(d)))") }
            if let m = g.allowableMovement { keys.append("allowableMovement: \(num(CGFloat(m)))") }
        }
        if type == .swipe, let d = g.direction, !d.isEmpty { keys.append("direction: [\(d.joined(separator: ", "))]") }
        if type == .screenEdgePan, let e = g.edges, !e.isEmpty { keys.append("edges: [\(e.joined(separator: ", "))]") }
        if !g.cancelsTouchesInView { keys.append("cancelsTouchesInView: false") }
        if g.delaysTouchesBegan { keys.append("delaysTouchesBegan: true") }
        if !g.delaysTouchesEnded { keys.append("delaysTouchesEnded: false") }
        if !g.isEnabled { keys.append("enabled: false") }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    /// A plain YAML scalar where that reads back as the same string, else a
    /// double-quoted one, escaped as JSON escapes strings and, beyond JSON,
    /// every character YAML does not allow unescaped (its "printable" set:
    /// DEL, the C1 controls, U+FEFF, U+FFFE, U+FFFF) as `\uXXXX`: a label's
    /// text in a dump may hold any of them, and libyaml refuses the file.
    private func quote(_ s: String) -> String {
        if !s.isEmpty, s.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F || $0 == 0x2D || $0 == 0x2E }),
           let first = s.utf8.first, first | 0x20 >= 0x61 && first | 0x20 <= 0x7A || first == 0x5F,
           !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(s.lowercased()) {
            return s
        }
        let json = JSONText.string(s)
        guard json.unicodeScalars.contains(where: Self.isUnprintableInYAML) else { return json }
        var out = ""
        for u in json.unicodeScalars {
            if Self.isUnprintableInYAML(u) { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
        }
        return out
    }

    /// Outside YAML 1.1's printable characters, and not escaped by JSON.
    private static func isUnprintableInYAML(_ u: Unicode.Scalar) -> Bool {
        (0x7F...0x9F).contains(u.value) || u.value == 0xFEFF || u.value == 0xFFFE || u.value == 0xFFFF
    }
}

/// A number as the shortest text that reads back as the same double:
/// `375`, `0.5`, `0.33333333333333331` stays exact.
func num(_ v: CGFloat) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return "\(Double(v))"
}
