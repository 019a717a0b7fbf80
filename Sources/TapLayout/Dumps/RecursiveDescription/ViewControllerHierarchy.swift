import Foundation

/// UIKit's private `_printHierarchy` text, one view controller per line:
///
///     <UINavigationController 0x7f9c2a80a600>, state: appeared, view: <UILayoutContainerView 0x7f9c2a50b3a0>
///        | <MyApp.FeedViewController 0x7f9c2a40c1f0>, state: appeared, view: <UIView 0x7f9c2a70d820>
///
/// It has no frames, so it cannot be hit-tested alone; pasted below a view
/// dump, each controller joins the responder chain of the view whose
/// address it names (the controller sits between its root view and that
/// view's superview, as in UIKit).
enum ViewControllerHierarchy {
    struct Line {
        var className: String
        var address: String
        /// The address of the controller's root view; nil for `(view not loaded)`.
        var viewAddress: String?

        /// `<Class 0xADDR>, state: …, view: <ViewClass 0xADDR>`: class and
        /// address separated by a space, not the `: ` of a view line.
        init?(_ line: ArraySlice<UInt8>) {
            let text = String(decoding: line, as: UTF8.self)
            guard let open = text.firstIndex(of: "<"),
                  let (name, address, rest) = Line.classAndAddress(text[text.index(after: open)...]),
                  rest.hasPrefix(">,") || rest.hasPrefix(">"), text.contains("state:") || text.contains("view:") else { return nil }
            className = name
            self.address = address
            if let viewRange = text.range(of: "view: <"),
               let (_, viewAddress, _) = Line.classAndAddress(text[viewRange.upperBound...]) {
                self.viewAddress = viewAddress
            }
        }

        private static func classAndAddress(_ s: Substring) -> (String, String, Substring)? {
            guard let space = s.range(of: " 0x") else { return nil }
            let name = s[..<space.lowerBound]
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }) else { return nil }
            var end = space.upperBound
            while end < s.endIndex, s[end].isHexDigit { end = s.index(after: end) }
            guard end > space.upperBound else { return nil }
            return (String(name), "0x" + s[space.upperBound..<end], s[end...])
        }
    }

    /// Gives each dumped view whose address a controller names that controller.
    static func merge(_ lines: [Line], into dump: inout ViewDump, file: String) {
        guard !lines.isEmpty else { return }
        var byView: [String: Line] = [:]
        for line in lines { if let v = line.viewAddress { byView[v.lowercased()] = line } }
        var matched = 0
        func visit(_ view: inout DumpedView) {
            if let address = view.address?.lowercased(), let line = byView[address] {
                view.controller = DumpedController(className: line.className, address: line.address)
                matched += 1
            }
            for i in view.subviews.indices { visit(&view.subviews[i]) }
        }
        for i in dump.roots.indices { visit(&dump.roots[i]) }
        if matched < lines.count {
            dump.warnings.append(LayoutDiagnostic(file: file, line: 1, column: 1,
                problem: DescriptionProblem.controllersWithoutViews(missing: lines.count - matched, total: lines.count), severity: .warning))
        }
    }
}
