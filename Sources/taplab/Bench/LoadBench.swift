import Foundation
import TapKit
import TapLayout
import Yams

/// Loading a layout file into a live tree, against parsing the same file
/// with Yams alone (the YAML floor every load pays).
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
                          baselineName: "read + Yams.compose of the same file", baseline: result.baseline,
                          target: target, note: "\(Figure.grouped(Double(views))) objects"))
    }

    static func parseOnly(_ file: String) -> Node? {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else { return nil }
        return try? Yams.compose(yaml: text, Resolver.basic)
    }
}
