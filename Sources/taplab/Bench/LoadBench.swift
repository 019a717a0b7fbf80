import CLibYAML
import Foundation
import TapKit
import TapLayout

/// Loading a layout file into a live tree, against reading the same file
/// and passing over libyaml's events alone (the YAML floor every load pays:
/// TapLayout composes in one pass over those events).
enum LoadBench {
    static func run(name: String, file: String, report: BenchReport, samples: Int, target: Figure.Target?) throws {
        _ = try LayoutLoader.load(path: file)
        var views = 0
        let result = Sampler.paired(samples: samples, target: 0.001, {
            if let loaded = try? LayoutLoader.load(path: file) { views = loaded.objects.count }
        }, baseline: {
            blackHole(parseOnly(file))
        })
        report.add(Figure(section: "Loading a layout", name: name, value: result.value, unit: .seconds,
                          baselineName: "read + libyaml's events of the same file", baseline: result.baseline,
                          target: target, note: "\(Figure.grouped(Double(views))) objects"))
    }

    /// The file read and parsed into libyaml's events, kept nowhere; the
    /// number of events, or nil when the file cannot be read or parsed.
    static func parseOnly(_ file: String) -> Int? {
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
