import Foundation
import TapExplain
import TapKit

extension LayoutLoader {
    /// `frame: [x, y, w, h]`, or UIKit's own pair `bounds: [x, y, w, h]` and
    /// `center: [x, y]` (what an imported dump writes for a transformed view
    /// or one whose bounds origin is not zero).
    func applyGeometry(_ m: MappingView, to view: UIView, defaultFrame: CGRect) {
        let bounds = m["bounds"].flatMap { reader.rect($0, "bounds") }
        let center = m["center"].flatMap { reader.point($0, "center") }
        if m["frame"] != nil, m["bounds"] != nil || m["center"] != nil {
            reader.error(.frameWithBoundsOrCenter, at: m.key(m["bounds"] != nil ? "bounds" : "center"))
        }
        guard bounds != nil || center != nil else {
            view.frame = m["frame"].flatMap { reader.rect($0, "frame") } ?? defaultFrame
            return
        }
        if m["bounds"] == nil || m["center"] == nil {
            reader.error(.boundsWithoutCenter, at: m.key(m["bounds"] != nil ? "bounds" : "center"))
        }
        view.bounds = bounds ?? CGRect(origin: .zero, size: defaultFrame.size)
        view.center = center ?? CGPoint(x: defaultFrame.midX, y: defaultFrame.midY)
    }

    /// `uikitClass`, `address`, `overrides`, a control's `actions` and
    /// `recognizers: unknown`: what an app's dump said the view is (its
    /// class, on the view) and the rest of what it said and could not say
    /// (in `provenance`).
    /// `unknown` written for a value: what a dump did not print.
    static func isUnknown(_ node: Node) -> Bool { node.scalar?.string == "unknown" }

    func applyDumpProvenance(_ m: MappingView, to view: UIView) {
        let contentSizeUnknown = m["contentSize"].map(Self.isUnknown) ?? false
        guard m["uikitClass"] != nil || m["address"] != nil || m["overrides"] != nil || m["actions"] != nil || m["recognizers"] != nil
            || contentSizeUnknown else { return }
        let className = m["uikitClass"].flatMap { reader.string($0, "uikitClass") }
        let address = m["address"].flatMap { reader.string($0, "address") }
        var overrides: [String] = []
        if let n = m["overrides"], let list = reader.sequence(n, "overrides") {
            overrides = list.compactMap { reader.oneOf($0, "overrides", LayoutSchema.overriddenMethods) }
        }
        let printed = className ?? String(describing: type(of: view))
        var dumped = DumpProvenance(address: address, overriddenMethods: overrides)
        if let n = m["actions"] {
            if !(view is UIControl) { reader.error(.actionsNotOnControl, at: m.key("actions")) }
            let names = UIControl.Event.named.map(\.1)
            if let counts = reader.mapping(n, "actions", allowed: names) {
                var byEvent: [UIControl.Event: Int] = [:]
                for entry in counts.entries {
                    guard let event = UIControl.Event.named.first(where: { $0.1 == entry.name })?.0,
                          let count = reader.integer(entry.value, "actions \(entry.name)", min: 0, max: 1_000_000) else { continue }
                    byEvent[event] = count
                }
                dumped.actionCounts = byEvent
            }
        }
        if let n = m["recognizers"], reader.oneOf(n, "recognizers", ["unknown"]) != nil { dumped.hasUndescribedRecognizers = true }
        dumped.contentSizeUnknown = contentSizeUnknown && view is UIScrollView
        provenance[view] = dumped
        view.appClassName = AppClassName(printed: printed, readable: SwiftDemangler.readable(printed))
    }
}
