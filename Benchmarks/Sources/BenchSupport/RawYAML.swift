import CRawYAML
import Foundation

/// The loading baseline: the file read and passed over libyaml's events,
/// kept nowhere — the YAML floor every load pays, as TapLayout composes in
/// one pass over those events.
public enum RawYAML {
    /// The number of events, or nil when the file cannot be read or parsed.
    public static func events(_ file: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: file), var text = String(data: data, encoding: .utf8) else { return nil }
        return text.withUTF8 { utf8 -> Int? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, utf8.baseAddress, utf8.count)
            var events = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else { return nil }
                defer { yaml_event_delete(&event) }
                events += 1
                if event.type == YAML_STREAM_END_EVENT { return events }
            }
        }
    }
}
