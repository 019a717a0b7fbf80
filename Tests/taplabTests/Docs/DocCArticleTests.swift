import Foundation
import XCTest

/// The DocC articles' Swift samples, run as the articles say: one after the
/// other as one program's `main.swift`, in a package of tools 6.1 (Swift 6
/// language mode) that depends on this checkout. Each fenced output block
/// must be what the samples before it printed.
final class DocCArticleTests: XCTestCase {
    /// An article, and how many of its leading Swift blocks are not part of
    /// the program (a manifest, declarations quoted from TapKit).
    private let articles: [(target: String, path: String, notProgram: Int)] = [
        ("GettingStarted", "Sources/TapLab/TapLab.docc/GettingStarted.md", 1),
        ("ReadingATrace", "Sources/TapLab/TapLab.docc/ReadingATrace.md", 0),
        ("WritingAnOverride", "Sources/TapKit/TapKit.docc/WritingAnOverride.md", 1),
    ]

    /// Slow when run alone (a minute or more: the package builds TapLab in
    /// its own .build); under `make test` only the samples compile
    /// (`PlaygroundBuild.swiftBuild`).
    func testEveryArticlesSamplesCompileAndPrintTheOutputsItShows() throws {
        // Given a package with one executable per article, its samples in
        // order with a marker printed before each
        let folder = try makeTemporaryFolder("taplab-docc")
        let root = TapLabProcess.repositoryRoot.standardizedFileURL
        var samples: [String: ArticleSamples] = [:]
        for article in articles {
            let text = try String(contentsOf: root.appendingPathComponent(article.path), encoding: .utf8)
            let parsed = ArticleSamples(text, notProgram: article.notProgram)
            XCTAssertFalse(parsed.outputs.isEmpty, article.path)
            samples[article.target] = parsed
            let sources = folder.appendingPathComponent("Sources/\(article.target)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data(parsed.program.utf8).write(to: sources.appendingPathComponent("main.swift"))
            if let layout = parsed.roundLayout { try Data(layout.utf8).write(to: folder.appendingPathComponent("round.yaml")) }
        }
        try Data(manifest(root: root).utf8).write(to: folder.appendingPathComponent("Package.swift"))

        // When it is built and each program runs in the package's folder
        let (build, products) = try PlaygroundBuild.swiftBuild(in: folder)
        XCTAssertEqual(build.status, 0, build.output)
        for article in articles {
            let run = try PlaygroundBuild.run(["\(products)/\(article.target)"], in: folder)
            XCTAssertEqual(run.status, 0, run.output)
            // Then each output block of the article is what its samples printed
            let printed = ArticleSamples.printedBlocks(run.output)
            for (marker, expected) in samples[article.target]?.outputs ?? [:] {
                XCTAssertEqual(printed[marker], expected, "\(article.path), the output after Swift sample \(marker)")
            }
        }
    }

    private func manifest(root: URL) -> String {
        let product = ".product(name: \"TapLab\", package: \"\(root.lastPathComponent)\")"
        let targets = articles.map { "        .executableTarget(name: \"\($0.target)\", dependencies: [\(product)])," }
        return """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "DocCSamples",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "\(root.path)")],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }
}

/// An article's fenced blocks: its program, the output shown after each
/// sample, and the `round.yaml` layout it quotes.
private struct ArticleSamples {
    var program = ""
    /// Output blocks by the number of the sample they follow.
    var outputs: [Int: String] = [:]
    var roundLayout: String?

    init(_ article: String, notProgram: Int) {
        let parts = article.components(separatedBy: "```")
        var swiftSeen = 0, marker = 0
        for index in stride(from: 1, to: parts.count - 1, by: 2) {
            let block = parts[index]
            let newline = block.firstIndex(of: "\n") ?? block.startIndex
            let language = String(block[..<newline]), body = String(block[block.index(after: newline)...])
            switch language {
            case "swift":
                swiftSeen += 1
                guard swiftSeen > notProgram else { continue }
                marker += 1
                program += "print(\"=== \(marker)\")\n" + body
            case "", "json":
                if marker > 0, outputs[marker] == nil { outputs[marker] = body }
            case "yaml" where body.contains("class: RoundButton"):
                roundLayout = body
            default:
                continue
            }
        }
    }

    /// What a program printed, split at its markers.
    static func printedBlocks(_ output: String) -> [Int: String] {
        var blocks: [Int: String] = [:]
        var current: Int?
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if line.hasPrefix("=== "), let marker = Int(line.dropFirst(4)) {
                current = marker
                blocks[marker] = ""
            } else if let current {
                blocks[current, default: ""] += line + "\n"
            }
        }
        return blocks
    }
}
