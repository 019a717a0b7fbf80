import CYaml
import Foundation

/// Yams checks every mapping for duplicate keys by hashing its keys, and it
/// hashes a key that is an alias, or a collection holding aliases, expanded:
/// `? *a8` where each anchor repeats the previous one ten times is a few
/// hundred bytes that take hours to hash. And `YAMLDocument` copies a Yams
/// tree out alias by alias, so an alias bomb in the values of such a file
/// costs as much again (both found by fuzzing, see docs/RELIABILITY.md).
/// Before a file that has aliases goes to Yams, this walks libyaml's events
/// once, keeping the expanded size of each anchored node. Layout keys are
/// plain names, so no real file is near either limit.
enum YAMLKeyGuard {
    static let maxKeyNodes = 10_000

    /// What one pass found (1-based marks).
    struct Findings {
        /// The key at which alias and collection keys add up to more than `maxKeyNodes` nodes.
        var keyOverLimit: Mark?
        /// Where the file, every alias expanded as a copy of its anchor's node, passes the node limit.
        var nodesOverLimit: Mark?
    }

    /// One pass over `text`, stopping at the first key over the limit;
    /// nothing is found past a syntax error (Yams then reports it).
    static func scan(_ text: String, nodeLimit: Int) -> Findings {
        var found = Findings()
        guard text.utf8.contains(UInt8(ascii: "*")) else { return found }
        var walk = Walk()
        var total = 0
        forEachEvent(in: text) { event in
            switch event.type {
            case YAML_SCALAR_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT: total = Walk.add(total, 1)
            case YAML_ALIAS_EVENT: total = Walk.add(total, Walk.name(event.data.alias.anchor).flatMap { walk.anchors[$0] } ?? 1)
            default: break
            }
            if found.nodesOverLimit == nil, total > nodeLimit { found.nodesOverLimit = Self.mark(event.start_mark) }
            guard let key = walk.take(event) else { return false }
            found.keyOverLimit = Self.mark(key)
            return true
        }
        return found
    }

    private static func mark(_ mark: yaml_mark_t) -> Mark { Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1) }

    /// Feeds libyaml's events for `text` to `stop` until it says stop, the
    /// stream ends or a syntax error.
    private static func forEachEvent(in text: String, until stop: (yaml_event_t) -> Bool) {
        var text = text
        text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT || stop(event) { return }
            }
        }
    }

    /// Expanded sizes, saturating: a bomb's sizes overflow Int.
    private struct Walk {
        struct Open {
            var isMapping: Bool
            var children = 0
            var size = 1
            var anchor: String?
            var mark: yaml_mark_t
        }
        var open: [Open] = []
        var anchors: [String: Int] = [:]
        var keyNodes = 0

        /// Takes one event; the mark of a key that passes the limit.
        mutating func take(_ event: yaml_event_t) -> yaml_mark_t? {
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                anchors = [:]
            case YAML_SCALAR_EVENT:
                return finish(size: 1, anchor: Self.name(event.data.scalar.anchor), isScalar: true, mark: event.start_mark)
            case YAML_ALIAS_EVENT:
                let size = Self.name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                return finish(size: size, anchor: nil, isScalar: false, mark: event.start_mark)
            case YAML_SEQUENCE_START_EVENT:
                open.append(Open(isMapping: false, anchor: Self.name(event.data.sequence_start.anchor), mark: event.start_mark))
            case YAML_MAPPING_START_EVENT:
                open.append(Open(isMapping: true, anchor: Self.name(event.data.mapping_start.anchor), mark: event.start_mark))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let node = open.popLast() else { return nil }
                return finish(size: node.size, anchor: node.anchor, isScalar: false, mark: node.mark)
            default:
                break
            }
            return nil
        }

        mutating func finish(size: Int, anchor: String?, isScalar: Bool, mark: yaml_mark_t) -> yaml_mark_t? {
            if let anchor { anchors[anchor] = size }
            guard let parent = open.indices.last else { return nil }
            let isKey = open[parent].isMapping && open[parent].children % 2 == 0
            open[parent].children += 1
            open[parent].size = Self.add(open[parent].size, size)
            guard isKey, !isScalar else { return nil }
            keyNodes = Self.add(keyNodes, size)
            return keyNodes > YAMLKeyGuard.maxKeyNodes ? mark : nil
        }

        static func add(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .max : sum
        }

        static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            anchor.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }
    }
}
