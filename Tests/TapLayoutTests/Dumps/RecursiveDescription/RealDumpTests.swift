import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// Dumps collected from public sources (iOS 3 to iOS 26, lldb, NSLog,
/// cycript, Chisel, books), unmodified, with the hit views worked out by
/// hand in DumpFixtures/real/MANIFEST.md (SPEC 9's coordinate rule).
final class RealDumpTests: XCTestCase {
    struct Check {
        var file: String
        var point: CGPoint
        var hitView: String?
    }

    static var folder: URL? { Bundle.module.url(forResource: "DumpFixtures/real", withExtension: nil) }

    /// `## FILE` headings and `- at X,Y -> ID` lines.
    static func checks() throws -> [Check] {
        let manifest = try String(contentsOf: XCTUnwrap(folder).appendingPathComponent("MANIFEST.md"), encoding: .utf8)
        var file = "", checks: [Check] = []
        for line in manifest.split(separator: "\n") {
            if line.hasPrefix("## "), line.hasSuffix(".txt") { file = String(line.dropFirst(3)) }
            guard line.hasPrefix("- at "), let arrow = line.range(of: " -> ") else { continue }
            let numbers = line[line.index(line.startIndex, offsetBy: 5)..<arrow.lowerBound].split(separator: ",").compactMap { Double($0) }
            let id = line[arrow.upperBound...].split(separator: " ").first.map(String.init) ?? ""
            guard numbers.count == 2 else { continue }
            checks.append(Check(file: file, point: CGPoint(x: numbers[0], y: numbers[1]), hitView: id == "null" ? nil : id))
        }
        return checks
    }

    func testEveryHandWorkedTapInTheRealDumpsHitsTheViewUIKitWould() throws {
        // Precondition: the manifest lists dozens of checks.
        let checks = try Self.checks()
        XCTAssertGreaterThan(checks.count, 60)
        let folder = try XCTUnwrap(Self.folder)
        var loaded: [String: LoadedLayout] = [:]
        for check in checks {
            // Action
            let layout = try loaded[check.file] ?? LayoutLoader.load(path: folder.appendingPathComponent(check.file).path)
            loaded[check.file] = layout
            let hit = layout.application.hitTest(check.point).view
            // Assertion
            XCTAssertEqual(hit?.logName, check.hitView, "\(check.file) at \(check.point)")
        }
    }

    func testAnImportedDumpAnswersEveryTapAsTheDumpItself() throws {
        let folder = try XCTUnwrap(Self.folder)
        for check in try Self.checks() {
            // Precondition: the dump's own answer.
            let path = folder.appendingPathComponent(check.file).path
            let direct = try LayoutLoader.load(path: path).application.hitTest(check.point).view?.logName
            // Action: import, then load the written layout as a layout file.
            let imported = try DumpReader.importLayout(LayoutLoader.readText(path: path), file: path)
            let layout = try LayoutLoader.load(text: imported.text, file: "imported.yaml")
            // Assertion
            XCTAssertFalse(DumpReader.isDump(imported.text), "the import of \(check.file) reads as a layout")
            XCTAssertEqual(layout.application.hitTest(check.point).view?.logName, direct, "\(check.file) at \(check.point)")
        }
    }

    func testEveryRealFileLoadsOrIsRejectedWithALocatedMessage() throws {
        let folder = try XCTUnwrap(Self.folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        XCTAssertGreaterThan(files.count, 25)
        for file in files {
            do {
                let layout = try LayoutLoader.load(path: folder.appendingPathComponent(file).path)
                XCTAssertFalse(layout.application.windows.isEmpty, file)
            } catch {
                // Only the view-controller listings and Chisel's upside-down
                // responder chain (presponder) are not view dumps.
                XCTAssertTrue(file.contains("printhierarchy") || file.contains("presponder"), "\(file): \(error)")
                XCTAssertTrue(error.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 }, file)
            }
        }
    }
}
