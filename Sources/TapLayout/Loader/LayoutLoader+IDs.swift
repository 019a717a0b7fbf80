import Foundation
import TapKit

extension LayoutLoader {
    /// Gives `object` the id `id`; `builtIn` says what it names when TapLab
    /// itself defines the id (`application`, and `main`, `rootVC` in the short form).
    func register(_ id: String, _ object: LayoutObject, at node: Node, builtIn: String? = nil) {
        if id.isEmpty {
            reader.error("ids must not be empty", at: node)
        } else if LayoutLoader.hasControlCharacters(id) {
            reader.error("ids must not contain line breaks, tabs or other control characters (an id is a word in one log line): \(JSONText.string(id))", at: node)
        } else if objects[id] != nil {
            if let owner = builtInIDs[id] {
                reader.error("id '\(id)' is reserved: TapLab gives it to \(owner); choose another id", at: node)
            } else if let first = definitions[id], let here = node.mark, (first.line, first.column) == (here.line, here.column) {
                reader.error("id '\(id)' is used again through a YAML alias; ids are unique, so write the object out again with its own id", at: node)
            } else if let first = definitions[id] {
                reader.error("duplicate id '\(id)' (first used at line \(first.line), column \(first.column))", at: node)
            } else {
                reader.error("duplicate id '\(id)'", at: node)
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
    func reference(_ id: String, at node: Node, _ what: String, needs: String,
                   resolve: @escaping (LayoutObject) -> Bool) {
        pendingReferences.append((id, node, what, needs, resolve))
    }

    func resolveReferences() {
        for ref in pendingReferences {
            guard let object = objects[ref.id] else {
                // `shouldReceive: {except: [...]}` also takes the word `control`.
                let candidates = ref.what == "shouldReceive except" ? sortedIDs + ["control"] : sortedIDs
                reader.error("\(ref.what) names unknown id '\(ref.id)'\(reader.isFull ? "" : didYouMean(ref.id, among: candidates))", at: ref.node)
                continue
            }
            if !ref.resolve(object) {
                reader.error("\(ref.what) names '\(ref.id)', \(object.kindName); it needs \(ref.needs)", at: ref.node)
            }
        }
        pendingReferences.removeAll()
    }

    /// Ids used in expectations must exist.
    /// Ids used in expectations must exist; an imported dump's views may
    /// also be named by address or by a class one view has (SPEC 9).
    /// Returns the id the name stands for.
    @discardableResult
    func checkID(_ id: String, at node: Node, _ what: String) -> String {
        switch names.lookUp(id) {
        case let .found(found, _):
            return found
        case let .ambiguous(ids):
            reader.error("\(what) names '\(id)', the class of \(ids.count) views (\(ids.prefix(6).joined(separator: ", "))); name one by its id", at: node)
        case .unknown:
            reader.error("\(what) names unknown id '\(id)'\(reader.isFull ? "" : didYouMean(id, among: sortedIDs))", at: node)
        }
        return id
    }
}
