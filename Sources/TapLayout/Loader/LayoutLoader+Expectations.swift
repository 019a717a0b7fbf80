import Foundation
import TapExplain
import TapKit

extension LayoutLoader {
    func readExpectations(_ node: Node) -> [Expectation] {
        guard let list = reader.sequence(node, "expect") else { return [] }
        var result: [Expectation] = []
        for item in list {
            guard let m = reader.mapping(item, .expectation(nil), allowed: LayoutSchema.expectationKinds) else { continue }
            guard m.entries.count == 1, let entry = m.entries.first else {
                // An unknown kind has been reported already.
                if m.entries.isEmpty && m.rejectedKeys > 0 { continue }
                reader.error(.expectationKind(kinds: LayoutSchema.expectationKinds), at: item)
                continue
            }
            let (line, column) = (entry.key.mark?.line ?? 0, entry.key.mark?.column ?? 0)
            if let kind = readExpectation(entry.name, entry.value) {
                result.append(Expectation(kind: kind, line: line, column: column))
            }
        }
        return result
    }

    private func readExpectation(_ name: String, _ value: Node) -> Expectation.Kind? {
        switch name {
        case "hit":
            guard let m = reader.mapping(value, .expectation("hit"), allowed: LayoutSchema.expectationKeys["hit"] ?? []) else { return nil }
            guard let atNode = m["at"], let at = reader.point(atNode, "hit at") else {
                if m["at"] == nil { reader.error(.hitNeedsAt, at: value) }
                return nil
            }
            guard let viewNode = m["view"] else {
                reader.error(.hitNeedsView, at: value)
                return nil
            }
            if reader.isNull(viewNode) { return .hit(at: at, view: nil) }
            guard let id = reader.string(viewNode, "hit view") else { return nil }
            return .hit(at: at, view: checkID(id, at: viewNode, expectation: "hit"))
        case "chain":
            guard let m = reader.mapping(value, .expectation("chain"), allowed: LayoutSchema.expectationKeys["chain"] ?? []),
                  let fromNode = m["from"], let from = reader.string(fromNode, "chain from"),
                  let isNode = m["is"], let list = reader.sequence(isNode, "chain is") else {
                reader.error(.chainNeedsFromAndIs, at: value)
                return nil
            }
            let start = checkID(from, at: fromNode, expectation: "chain")
            let ids = list.compactMap { node -> String? in
                guard let id = reader.string(node, .chainID) else { return nil }
                return checkID(id, at: node, expectation: "chain")
            }
            return .chain(from: start, is: ids)
        case "why":
            guard let m = reader.mapping(value, .expectation("why"), allowed: LayoutSchema.expectationKeys["why"] ?? []),
                  let viewNode = m["view"], let view = reader.string(viewNode, "why view"),
                  let ruleNode = m["rule"], let rule = reader.oneOf(ruleNode, "why rule", WhyAnswer.Rule.allCases.map(\.rawValue)) else {
                reader.error(.whyNeedsViewAndRule, at: value)
                return nil
            }
            let culprit = m["culprit"].flatMap { reader.string($0, "why culprit") }
            let fixChecked = m["fixChecked"].flatMap { reader.oneOf($0, "why fixChecked", Expectation.FixChecked.allCases.map(\.rawValue)) }
                .flatMap(Expectation.FixChecked.init(rawValue:))
            return .why(view: checkID(view, at: viewNode, expectation: "why"), rule: rule, culprit: culprit, fixChecked: fixChecked)
        case "log", "notInLog":
            guard let list = reader.sequence(value, name) else { return nil }
            let lines = list.compactMap { reader.string($0, "\(name) line") }
            return name == "log" ? .log(lines) : .notInLog(lines)
        default:
            return nil
        }
    }
}
