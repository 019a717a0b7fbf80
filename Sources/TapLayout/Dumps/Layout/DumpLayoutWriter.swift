import Foundation
import TapKit

/// Writes a `ViewDump` as a layout file (SPEC 3), the one route from a dump
/// to a running application: commands load this text, and `taplab import`
/// saves it, so a dump and its imported file are the same layout.
///
/// SPEC 9's rules are applied here: ids (accessibility identifier, else
/// `Class-0xADDR`), the top view at the screen's origin with the screen its
/// size, window `main` around a top view that is not a window, the class
/// UIKit makes each view, and bounds and centre recovered from a
/// transformed view's printed frame.
struct DumpLayoutWriter {
    let file: String
    private(set) var lines: [String] = []
    /// The dump position each written line came from, to point diagnostics back into the dump.
    private(set) var origins: [DumpPosition?] = []
    let report: DumpReport
    private var usedIDs: Set<String> = ["application", "appDelegate", "main", "rootVC"]
    private(set) var viewCount = 0
    /// Where the first top view was: later windows move by as much (SPEC 9
    /// puts the top view at the screen's origin; the others keep their place beside it).
    var screenShift = CGPoint.zero

    init(file: String) {
        self.file = file
        report = DumpReport(file: file)
    }

    /// The layout text for `dump`.
    static func layout(for dump: ViewDump, file: String) throws(LayoutError) -> (text: String, origins: [DumpPosition?], warnings: [LayoutDiagnostic]) {
        var writer = DumpLayoutWriter(file: file)
        writer.write(dump)
        guard writer.report.errors.isEmpty else { throw LayoutError(writer.report.errors) }
        let warnings = (dump.warnings + writer.report.warnings).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return (writer.lines.joined(separator: "\n") + "\n", writer.origins, warnings)
    }

    private mutating func emit(_ line: String, _ origin: DumpPosition? = nil) {
        lines.append(line)
        origins.append(origin)
    }

    private mutating func write(_ dump: ViewDump) {
        guard let first = dump.roots.first else { return }
        let size = dump.screen ?? (first.bounds?.size ?? first.frame?.size ?? CGSize(width: 390, height: 844))
        let screen = CGSize(width: max(1, min(size.width, 20_000)), height: max(1, min(size.height, 20_000)))
        if screen != size {
            warn("the top view is \(num(size.width)) x \(num(size.height)); the screen is \(num(screen.width)) x \(num(screen.height)) (screens are 1 to 20,000 points)", at: first.position)
        }
        let name = URL(fileURLWithPath: file).lastPathComponent
        emit("# Imported by taplab from \(name) (\(dump.format == .tapLabJSON ? "TapLabDump JSON" : "recursiveDescription")).")
        emit("# Ids: the accessibility identifier, or the class and address (SPEC 9); uikitClass is the class the app printed.")
        emit("# Coordinates: the top view is at the screen's origin, so `--at x,y` is in its coordinates.")
        emit("# Where the dump prints no colour, colours and borders are TapLab's, by class, so the picture shows the tree.")
        emit("title: \(quote(name))")
        emit("description: \(quote("A view hierarchy imported from \(name)."))")
        emit("screen: {width: \(num(screen.width)), height: \(num(screen.height))}")
        let isWindow = { (v: DumpedView) in DumpedClass(className: v.className, baseClass: v.baseClassName, printsContentOffset: false) == .window }
        if dump.roots.count == 1, !isWindow(first), first.controller == nil {
            emit("view:", first.position)
            writeView(first, indent: "  ", isTop: true, listItem: false)
            return
        }
        emit("windows:")
        for (n, root) in dump.roots.enumerated() {
            if isWindow(root) {
                writeView(root, indent: "  ", isTop: n == 0, listItem: true, window: true)
            } else {
                emit("  - id: \(n == 0 ? "main" : "main\(n + 1)")", root.position)
                emit("    frame: [0, 0, \(num(screen.width)), \(num(screen.height))]")
                emit("    subviews:")
                writeView(root, indent: "      ", isTop: true, listItem: true)
            }
        }
    }

    /// Writes one view and its subtree, iteratively (dumps can be thousands deep).
    private mutating func writeView(_ root: DumpedView, indent: String, isTop: Bool, listItem: Bool, window: Bool = false) {
        var work: [(DumpedView, String, Bool, Bool, Bool)] = [(root, indent, isTop, listItem, window)]
        while let (view, indent, isTop, listItem, window) = work.popLast() {
            viewCount += 1
            let keys = viewKeys(view, isTop: isTop, window: window)
            for (i, key) in keys.enumerated() {
                let lead = i == 0 && listItem ? indent + "- " : indent + (listItem ? "  " : "")
                emit(lead + key, i == 0 ? view.position : nil)
            }
            guard !view.subviews.isEmpty else { continue }
            let inner = indent + (listItem ? "  " : "")
            emit(inner + "subviews:")
            for sub in view.subviews.reversed() { work.append((sub, inner + "  ", false, true, false)) }
        }
    }

    /// The `key: value` lines of one view, id first.
    private mutating func viewKeys(_ view: DumpedView, isTop: Bool, window: Bool) -> [String] {
        let kind = DumpedClass(className: view.className, baseClass: view.baseClassName, printsContentOffset: view.scroll != nil)
        var keys = ["id: \(quote(uniqueID(for: view)))"]
        if !window, let layoutClass = kind.layoutClass, layoutClass != "view" { keys.append("class: \(layoutClass)") }
        keys.append("uikitClass: \(quote(view.className))")
        if let address = view.address { keys.append("address: \(quote(address))") }
        keys += geometryKeys(view, isTop: isTop, window: window, kind: kind)
        if let level = view.windowLevel, window { keys.append("level: \(num(CGFloat(level)))") }
        if let color = view.backgroundColor { keys.append("color: \(quote(color))") }
        else { keys += DumpLayoutWriter.look(of: view, kind: kind, window: window) }
        if view.alpha != 1 { keys.append("alpha: \(num(view.alpha))") }
        if view.isHidden { keys.append("hidden: true") }
        let interactiveByDefault = !(kind == .label || kind == .imageView)
        if view.isUserInteractionEnabled != interactiveByDefault { keys.append("interaction: \(view.isUserInteractionEnabled)") }
        if view.clipsToBounds { keys.append("clips: true") }
        if view.isMultipleTouchEnabled { keys.append("multipleTouch: true") }
        if view.isExclusiveTouch { keys.append("exclusiveTouch: true") }
        if let enabled = view.isEnabled, kind == .button || kind == .control, !enabled { keys.append("enabled: false") }
        if let text = view.text, kind == .button || kind == .label { keys.append("text: \(quote(text))") }
        if let controller = view.controller, !window {
            keys.append("controller: \(quote(uniqueID(controller.identifier, controller.className, controller.address)))")
        }
        if !view.overrides.isEmpty { keys.append("overrides: [\(view.overrides.map(\.rawValue).joined(separator: ", "))]") }
        keys += scrollKeys(view.scroll, kind: kind)
        keys += DumpGestureKeys.lines(view.gestures, viewID: keys[0].dropFirst(4), writer: &self)
        return keys
    }

    private func scrollKeys(_ scroll: DumpedScrollState?, kind: DumpedClass) -> [String] {
        guard let scroll, kind == .scrollView else { return [] }
        var keys: [String] = []
        if scroll.contentOffset != .zero { keys.append("contentOffset: [\(num(scroll.contentOffset.x)), \(num(scroll.contentOffset.y))]") }
        if let s = scroll.contentSize, s.width >= 0, s.height >= 0 { keys.append("contentSize: [\(num(s.width)), \(num(s.height))]") }
        if let paging = scroll.isPagingEnabled, paging { keys.append("paging: true") }
        if let delays = scroll.delaysContentTouches, !delays { keys.append("delaysContentTouches: false") }
        if let cancels = scroll.canCancelContentTouches, !cancels { keys.append("canCancelContentTouches: false") }
        return keys
    }

    // MARK: Ids

    private mutating func uniqueID(for view: DumpedView) -> String {
        uniqueID(view.accessibilityIdentifier, view.className, view.address, at: view.position)
    }

    /// SPEC 9: the accessibility identifier, else `LastClassComponent-ADDRESS`;
    /// a repeat gets `-2`, `-3`, … and a warning.
    mutating func uniqueID(_ identifier: String?, _ className: String, _ address: String?, at: DumpPosition? = nil) -> String {
        let base: String
        if let identifier, !identifier.isEmpty { base = identifier }
        else { base = DumpedClass.lastComponent(of: className) + "-" + (address ?? "\(viewCount)") }
        var id = base, n = 2
        while usedIDs.contains(id) { id = "\(base)-\(n)"; n += 1 }
        if id != base, let at { warn("id '\(base)' is taken (by TapLab or an earlier view); this view is '\(id)'", at: at) }
        usedIDs.insert(id)
        return id
    }

    // MARK: Output helpers

    func warn(_ message: String, at: DumpPosition) { report.warning(message, at: at) }

    func error(_ message: String, at: DumpPosition) { report.error(message, at: at) }

    /// A YAML double-quoted scalar, escaped as JSON escapes strings.
    func quote(_ s: String) -> String {
        if !s.isEmpty, s.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == ".") }),
           s.first?.isLetter == true || s.first == "_", !["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"].contains(s.lowercased()) {
            return s
        }
        return JSONText.string(s)
    }
}

/// A number as the shortest text that reads back as the same double:
/// `375`, `0.5`, `0.33333333333333331` stays exact.
func num(_ v: CGFloat) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return "\(Double(v))"
}
