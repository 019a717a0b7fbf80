import Foundation
import TapKit

extension LayoutLoader {
    /// Gives `object` the id `id`; `builtIn` says what it names when TapLab
    /// itself defines the id (`application`, and `main`, `rootVC` in the short form).
    func register(_ id: String, _ object: LayoutObject, at node: Node, builtIn: BuiltInObject? = nil) {
        if id.isEmpty {
            reader.error(.emptyID, at: node)
        } else if LayoutLoader.hasControlCharacters(id) {
            reader.error(.idControlCharacters(id), at: node)
        } else if objects[id] != nil {
            if let owner = builtInIDs[id] {
                reader.error(.reservedID(id, owner: owner), at: node)
            } else if let first = definitions[id], let here = node.mark, (first.line, first.column) == (here.line, here.column) {
                reader.error(.aliasedID(id), at: node)
            } else if let first = definitions[id] {
                reader.error(.duplicateID(id, line: first.line, column: first.column), at: node)
            } else {
                reader.error(.duplicateIDAgain(id), at: node)
            }
        } else {
            objects[id] = object
            if let builtIn { builtInIDs[id] = builtIn } else if let mark = node.mark { definitions[id] = mark }
        }
    }

    /// Line breaks (including U+2028/2029 and NEL) and C0/C1 controls.
    static func hasControlCharacters(_ s: String) -> Bool {
        s.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }

    /// Records a reference to resolve once every id is known; `resolve`
    /// returns false when the object is of the wrong kind.
    func reference(_ id: String, at node: Node, _ what: String, needs: ReferenceNeed,
                   resolve: @escaping (LayoutObject) -> Bool) {
        pendingReferences.append((id, node, what, needs, resolve))
    }

    func resolveReferences() {
        for ref in pendingReferences {
            guard let object = objects[ref.id] else {
                // `shouldReceive: {except: [...]}` also takes the word `control`.
                let candidates = ref.what == "shouldReceive except" ? sortedIDs + ["control"] : sortedIDs
                let suggestion = reader.isFull ? NameSuggestion.none : NameSuggestion(ref.id, among: candidates)
                reader.error(.unknownID(ref.id, in: .key(ref.what), suggestion: suggestion), at: ref.node)
                continue
            }
            if !ref.resolve(object) {
                reader.error(.wrongKind(ref.id, in: .key(ref.what), is: object.kind, needs: ref.needs), at: ref.node)
            }
        }
        pendingReferences.removeAll()
    }

    /// Ids used in expectations must exist; an imported dump's views may
    /// also be named by address or by a class one view has (SPEC 9).
    /// `expectation` is the kind that names it (`hit`). Returns the id the
    /// name stands for.
    @discardableResult
    func checkID(_ id: String, at node: Node, expectation: String) -> String {
        switch names.lookUp(id) {
        case let .found(found, _):
            return found
        case let .ambiguous(ids):
            reader.error(.ambiguousClass(id, in: .expectation(expectation), count: ids.count, first: Array(ids.prefix(6))), at: node)
        case .unknown:
            let suggestion = reader.isFull ? NameSuggestion.none : NameSuggestion(id, among: sortedIDs)
            reader.error(.unknownID(id, in: .expectation(expectation), suggestion: suggestion), at: node)
        }
        return id
    }
}
