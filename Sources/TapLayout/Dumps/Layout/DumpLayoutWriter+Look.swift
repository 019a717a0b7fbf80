import Foundation

extension DumpLayoutWriter {
    /// A picture of a dump needs something to see: most views print no
    /// colour (or one by name: `<UIDynamicSystemColor: …>`). Windows are
    /// white, lists grouped-grey, controls tinted by their kind, and other
    /// views outlined, like a view debugger's wireframe. Drawing only:
    /// colour never changes hit testing.
    static func look(of view: DumpedView, kind: DumpedClass, window: Bool) -> [String] {
        let name = DumpedClass.lastComponent(of: view.baseClassName ?? view.className)
        let outline = "border: {width: 0.5, color: \"#c7c7cc\"}"
        if window { return ["color: \"#ffffff\""] }
        if name.hasSuffix("Switch") { return ["color: systemGreen", "cornerRadius: \(num(min(view.frame?.height ?? 31, 31) / 2))"] }
        switch kind {
        case .scrollView: return ["color: \"#f2f2f7\""]
        case .button, .control: return ["color: \"#007aff1f\"", "cornerRadius: 6"]
        case .label, .imageView: return []
        case .view, .window: return name.hasSuffix("Cell") ? ["color: \"#ffffff\"", outline] : [outline]
        }
    }
}
