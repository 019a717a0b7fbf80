import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TapLab
import XCTest

final class TapLabShotTests: XCTestCase {
    func testAShotIsAPNGOfTheScreenAtTheScale() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let path = try makeTemporaryFolder().appendingPathComponent("round.png").path

        // Action
        try TapLab.shot(app, to: path, taps: [CGPoint(x: 128, y: 308)], overlays: [.walk, .chain], scale: 1, crop: "screen")

        // Assertion: a PNG at least as wide as the 390-point screen at 1 pixel per point.
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertGreaterThanOrEqual(width, 390)
    }

    func testAShotForASlideIsCroppedToTheTapAndGrownTo16By9() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let path = try makeTemporaryFolder().appendingPathComponent("slide.png").path

        // Action
        try TapLab.shot(app, to: path, taps: [CGPoint(x: 128, y: 308)], overlays: [.walk, .chain], scale: 1,
                        crop: "auto", aspect: .widescreen, legend: "zh", theme: .light, language: .zh)

        // Assertion: the PNG is 16:9.
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(Double(width) / Double(height), 16.0 / 9.0, accuracy: 0.01)
    }

    func testAShotOfEachWalkDrawsAPanelPerTapBesideEachOther() throws {
        // Precondition: two taps on the round button's screen
        let folder = try makeTemporaryFolder()
        let last = folder.appendingPathComponent("last.png").path, each = folder.appendingPathComponent("each.png").path
        let taps = [CGPoint(x: 128, y: 308), CGPoint(x: 20, y: 20)]

        // Action: the last walk, then one panel per tap (`taplab shot --walk each`)
        try TapLab.shot(roundButtonApplication().0, to: last, taps: taps, overlays: [.walk], scale: 1, crop: "screen")
        try TapLab.shot(roundButtonApplication().0, to: each, taps: taps, overlays: [.walk], scale: 1, crop: "screen", walk: .each)

        // Assertion: two screens side by side, at the same height
        func size(_ path: String) throws -> (Int, Int) {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
        }
        let (w1, h1) = try size(last), (w2, h2) = try size(each)
        XCTAssertGreaterThanOrEqual(w2, 2 * 390, "each: \(w2)x\(h2), last: \(w1)x\(h1)")
        XCTAssertGreaterThan(w2, w1)
        XCTAssertGreaterThanOrEqual(h2, 844)
    }

    func testAShotWithAMisspeltOptionSaysWhatItAccepts() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let path = try makeTemporaryFolder().appendingPathComponent("x.png").path

        // Action
        XCTAssertThrowsError(try TapLab.shot(app, to: path, legend: "ful")) { error in
            // Assertion: the message names the Swift argument and lists the legends there are.
            XCTAssertEqual("\(error)", "legend must be none, full, line, en or zh, not 'ful'")
        }
    }

    func testTheSameShotTwiceGivesTheSameBytes() throws {
        // Precondition
        let folder = try makeTemporaryFolder()
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path

        // Action
        try TapLab.shot(roundButtonApplication().0, to: a, taps: [CGPoint(x: 195, y: 375)], overlays: .all)
        try TapLab.shot(roundButtonApplication().0, to: b, taps: [CGPoint(x: 195, y: 375)], overlays: .all)

        // Assertion
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
    }

    func testAShotNeverWritesALayoutFileOrAnOddScale() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let folder = try makeTemporaryFolder()

        // Action / Assertion
        XCTAssertThrowsError(try TapLab.shot(app, to: folder.appendingPathComponent("screen.yaml").path)) { error in
            XCTAssertTrue("\(error)".contains("TapLab never writes to layout files"), "\(error)")
        }
        XCTAssertThrowsError(try TapLab.shot(app, to: folder.appendingPathComponent("x.png").path, scale: 0)) { error in
            XCTAssertTrue("\(error)".contains("from 1 to 6"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testAShotRefusesToReplaceAFileTapLabDidNotWrite() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let path = try makeTemporaryFolder().appendingPathComponent("notes.png").path
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: path))

        // Action / Assertion
        XCTAssertThrowsError(try TapLab.shot(app, to: path))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "my notes")
    }

    func testAShotIntoAMissingFolderSaysWhyOnceNamingTheFile() throws {
        // Precondition: a path in a folder that does not exist.
        let app = TapLab.application(screen: CGSize(width: 100, height: 100))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)/x.png").path

        // Action / Assertion: the message names the file once, and the reason.
        XCTAssertThrowsError(try TapLab.shot(app, to: path)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix("cannot write \(path): the folder "), message)
            XCTAssertTrue(message.hasSuffix("does not exist (create it first)"), message)
            XCTAssertEqual(message.components(separatedBy: "cannot write").count, 2, message)
        }
    }

    func testAShotNamedForAFormatTapLabDoesNotWriteIsRefusedRatherThanWrittenAsPNG() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let folder = try makeTemporaryFolder()

        // Action / Assertion
        for name in ["x.jpg", "x"] {
            XCTAssertThrowsError(try TapLab.shot(app, to: folder.appendingPathComponent(name).path)) { error in
                XCTAssertTrue("\(error)".contains("shots are .png, .svg or .pdf pictures"), "\(error)")
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testAShotNamedSVGOrPDFIsWrittenInThatFormat() throws {
        // Precondition
        let (app, _) = roundButtonApplication()
        let folder = try makeTemporaryFolder()

        // Action
        let svg = folder.appendingPathComponent("x.svg").path, pdf = folder.appendingPathComponent("x.PDF").path
        try TapLab.shot(app, to: svg, overlays: [.walk], scale: 1)
        try TapLab.shot(app, to: pdf, scale: 1)

        // Assertion: an SVG document an XML parser reads, and a PDF
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: svg)))
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let svgText = try String(contentsOfFile: svg, encoding: .utf8)
        XCTAssertTrue(svgText.contains("<svg"), svgText.prefix(200).description)
        XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: pdf)).starts(with: Array("%PDF".utf8)))
    }

    func testALibraryErrorNamesTheSwiftArgumentAndReadsTheSameAsALocalizedDescription() throws {
        // Precondition: a file TapLab did not write.
        let (app, _) = roundButtonApplication()
        let path = try makeTemporaryFolder().appendingPathComponent("notes.png").path
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: path))

        // Action / Assertion
        XCTAssertThrowsError(try TapLab.shot(app, to: path)) { error in
            XCTAssertTrue("\(error)".hasSuffix("choose another name, or pass force: true to replace it"), "\(error)")
            XCTAssertEqual(error.localizedDescription, "\(error)")
        }
    }
}
