import Foundation
import TapKit

extension LayoutLoader {
    /// `hitInsets: N` or `[top, left, bottom, right]`.
    func readInsets(_ node: Node) -> UIEdgeInsets? {
        if case .sequence = node {
            guard let v = reader.numbers(node, "hitInsets", count: 4, shape: "[top, left, bottom, right]") else { return nil }
            return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        guard let n = reader.number(node, "hitInsets") else { return nil }
        return UIEdgeInsets(top: n, left: n, bottom: n, right: n)
    }

    /// `{circle: {center, radius}}`, `{ellipse: {}}`, `{rects: [[x,y,w,h], ...]}`,
    /// `{path: "SVG path data", fillRule: nonZero | evenOdd}`.
    func readHitShape(_ node: Node) -> HitShape? {
        guard let m = reader.mapping(node, "hitShape", allowed: LayoutSchema.hitShapeKinds + LayoutSchema.pathKeys.filter { !LayoutSchema.hitShapeKinds.contains($0) }) else { return nil }
        let kinds = m.entries.map(\.name).filter { LayoutSchema.hitShapeKinds.contains($0) }
        guard kinds.count == 1, let kind = kinds.first, let value = m[kind] else {
            // An unknown kind has been reported already.
            if !(kinds.isEmpty && m.rejectedKeys > 0) {
                reader.error(.shapeKind, at: node)
            }
            return nil
        }
        if m["fillRule"] != nil && kind != "path" { reader.error(.fillRuleNotOnPath, at: m.key("fillRule")) }
        switch kind {
        case "circle":
            let c = emptyOrMapping(value, "hitShape circle", LayoutSchema.circleKeys)
            let center = c?["center"].flatMap { reader.point($0, "circle center") }
            let radius = c?["radius"].flatMap { reader.number($0, "circle radius", min: 0) }
            return .circle(center: center, radius: radius)
        case "ellipse":
            _ = emptyOrMapping(value, "hitShape ellipse", [])
            return .ellipse
        case "rects":
            guard let list = reader.sequence(value, "hitShape rects") else { return nil }
            if list.isEmpty { reader.error(.noRects, at: value) }
            return .rects(list.compactMap { reader.rect($0, "hitShape rect") })
        default:
            guard let data = reader.string(value, "hitShape path") else { return nil }
            let path: UIBezierPath
            do {
                path = try SVGPathParser.parse(data)
            } catch {
                reportPathError(error, data: data, node: value)
                return nil
            }
            if let ruleNode = m["fillRule"], let rule = reader.oneOf(ruleNode, "fillRule", LayoutSchema.fillRules) {
                path.usesEvenOddFillRule = rule == "evenOdd"
            }
            return .path(path)
        }
    }

    private func reportPathError(_ e: SVGPathError, data: String, node: Node) {
        let reason = NestedProblem(e)
        // Point at the character when the path is a plain one-line scalar.
        if let mark = node.mark, case let .scalar(s) = node, !data.contains("\n") {
            let quote = s.style == .plain ? 0 : 1
            reader.error(HitRuleProblem.malformedPath(reason), line: mark.line, column: mark.column + quote + e.offset)
        } else {
            reader.error(.malformedPathAt(reason, character: e.offset), at: node)
        }
    }

    private func emptyOrMapping(_ node: Node, _ what: String, _ keys: [String]) -> MappingView? {
        if reader.isNull(node) { return nil }
        return reader.mapping(node, what, allowed: keys)
    }

    /// `default | passThrough | outOfBounds | never | {forward: ID}` |
    /// `{forward: ID, only: self}` (SPEC 11: any hit, or only a hit on the view itself).
    func readHitTestRule(_ node: Node, for view: UIView) {
        if case .mapping = node {
            guard let m = reader.mapping(node, "hitTest", allowed: LayoutSchema.hitTestRuleKeys) else { return }
            guard let target = m["forward"] else {
                if m.rejectedKeys == 0 { reader.error(.forwardNeedsTarget, at: node) }
                return
            }
            let onlySelf = m["only"].map { reader.oneOf($0, "hitTest only", LayoutSchema.forwardScopes) != nil } ?? false
            guard let id = reader.string(target, "hitTest forward") else { return }
            reference(id, at: target, "hitTest forward", needs: .view) { object in
                guard let targetView = object.view else { return false }
                view.hitTestRule = .forward(to: ViewReference(targetView), onlySelf: onlySelf)
                return true
            }
            return
        }
        guard let rule = reader.oneOf(node, "hitTest", LayoutSchema.hitTestRules + ["{forward: ID}"]) else { return }
        switch rule {
        case "passThrough": view.hitTestRule = .passThrough
        case "outOfBounds": view.hitTestRule = .outOfBounds
        case "never": view.hitTestRule = .never
        case "default": view.hitTestRule = .default
        default: reader.error(.forwardSpelling, at: node)
        }
    }
}
