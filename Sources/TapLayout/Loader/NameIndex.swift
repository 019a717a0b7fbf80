import Foundation
import TapExplain
import TapKit

/// The names a layout's objects answer to besides their ids — a dumped
/// view's address, a layer's `CLASS-ADDRESS`, a class one view has — in
/// tables built once, so that a script of n `tap: {on: …}` steps or n
/// expectations on a dump of n views costs n lookups, not n scans of
/// every view.
final class NameIndex {
    private let objects: [String: LayoutObject]
    /// The dumped views' addresses.
    private let provenance: ProvenanceTable
    /// Names several objects share, with the keys of each (see `LoadedLayout.duplicateNames`).
    private let duplicates: [String: [String]]

    init(_ objects: [String: LayoutObject], provenance: ProvenanceTable, duplicates: [String: [String]] = [:]) {
        self.objects = objects
        self.provenance = provenance
        self.duplicates = duplicates
    }

    /// The tables, built at the first name that is not an id: a `--why`
    /// or `tap: {on: ID}` by id never builds them.
    private lazy var tables = Tables(objects, provenance: provenance)

    private struct Tables {
        /// Lowercased address → the ids of the views dumped with it, sorted.
        var viewsByAddress: [String: [String]] = [:]
        /// Lowercased address → the ids of layers named `CLASS-ADDRESS`, sorted.
        var layersByAddress: [String: [String]] = [:]
        /// Class name → the ids of layers named `CLASS-0x…`.
        var layersByClass: [String: [String]] = [:]
        /// Class name, in full and its last component → the ids of views of that class.
        var viewsByClass: [String: [String]] = [:]

        init(_ objects: [String: LayoutObject], provenance: ProvenanceTable) {
            // A Swift class's name, worked out once per class: `String(describing:)`
            // goes through the runtime's reflection, a tenth of `--why` on a
            // 5,000-view dump when asked for each cell's content view.
            var swiftNames: [ObjectIdentifier: String] = [:]
            for (id, object) in objects {
                switch object {
                case let .view(view):
                    if let address = provenance[view]?.address { viewsByAddress[NameIndex.address(address), default: []].append(id) }
                    let className = view.appClassName?.printed ?? {
                        let type = ObjectIdentifier(Swift.type(of: view))
                        if let known = swiftNames[type] { return known }
                        let name = view.className
                        swiftNames[type] = name
                        return name
                    }()
                    let last = DumpedClass.lastComponent(of: className)
                    viewsByClass[className, default: []].append(id)
                    if last != className { viewsByClass[last, default: []].append(id) }
                case .layer:
                    let lowered = id.lowercased()
                    if let dash = lowered.lastIndex(of: "-") {
                        layersByAddress[NameIndex.address(String(lowered[lowered.index(after: dash)...])), default: []].append(id)
                    }
                    var rest = id[...]
                    while let marker = rest.range(of: "-0x") {
                        layersByClass[String(id[..<marker.lowerBound]), default: []].append(id)
                        rest = id[marker.upperBound...]
                    }
                default:
                    continue
                }
            }
            LoaderWork.yaml.add(objects.count)
        }
    }

    /// SPEC 9: an id, a dumped view's address (any letter case, with or
    /// without `0x`), a dumped layer's address, a layer's class when one
    /// layer has it, or a view's class when one view has it.
    func lookUp(_ name: String) -> LoadedLayout.NameLookup {
        LoaderWork.yaml.add(1)
        if let keys = duplicates[name] { return .ambiguous(keys) }
        if let object = objects[name] { return .found(id: name, object) }
        let address = Self.address(name)
        if let id = tables.viewsByAddress[address]?.min(), let object = objects[id] { return .found(id: id, object) }
        if let id = layerID(address: address), let layer = objects[id] { return .found(id: id, layer) }
        if let ids = tables.layersByClass[name], ids.count == 1, let layer = objects[ids[0]] { return .found(id: ids[0], layer) }
        let byClass = Array(Set(tables.viewsByClass[name] ?? [])).sorted()
        LoaderWork.yaml.add(byClass.count)
        switch byClass.count {
        case 0: return .unknown
        case 1: return objects[byClass[0]].map { .found(id: byClass[0], $0) } ?? .unknown
        default: return .ambiguous(byClass)
        }
    }

    /// An address as the index keys it: lower case, `0x`, no leading zeros
    /// — so `0x07482950` (32-bit lldb pads to eight digits), `7482950` and
    /// `0X7482950` name one view. Anything that is not hex is kept, lowered,
    /// with `0x` in front, as before.
    ///
    ///     NameIndex.address("0x07482950")   // "0x7482950"
    static func address(_ name: String) -> String {
        // ASCII is lowered on its bytes: the index reads every view's address
        // when a name is first looked up, and Unicode lowercasing each was a
        // fifth of `--why` on 5,000 views.
        let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
        let lowered = isASCII ? String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self) : name.lowercased()
        let digits = lowered.hasPrefix("0x") ? lowered.dropFirst(2) : lowered[...]
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return "0x" + digits }
        let trimmed = digits.drop { $0 == "0" }
        return "0x" + (trimmed.isEmpty ? "0" : trimmed)
    }

    /// A layer whose id ends with `-ADDRESS`. An "address" with a dash of
    /// its own (not hex, but a name can be anything) is looked for the slow way.
    private func layerID(address: String) -> String? {
        guard address.contains("-") else { return tables.layersByAddress[address]?.min() }
        return objects.keys.filter { id in
            if case .layer = objects[id] { id.lowercased().hasSuffix("-" + address) } else { false }
        }.min()
    }
}
