import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TapKit
import TapPicture
import XCTest

/// Pictures: PNG written, read back and identical from run to run; SVG and
/// PDF of the same drawing; clear errors instead of crashes for paths that
/// cannot be written.
final class PictureWriterTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("taprender-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func picture() throws -> OffscreenCanvas {
        let loaded = try RenderFixture.layout(file: "000-overlapping-buttons.yaml")
        return try RenderFixture.picture(RenderFixture.scene(loaded, taps: [CGPoint(x: 200, y: 300)]),
                                         overlays: .all, scale: 1, legend: true)
    }

    func testAPNGIsWrittenAndReadsBackWithTheSamePixels() throws {
        // Given a rendered picture
        let canvas = try picture()
        let path = folder.appendingPathComponent("shot.png").path
        // When it is saved and loaded again
        try PictureWriter.write(canvas, to: path)
        let loaded = try PNGReader.read(path)
        // Then the pixels survive the trip
        XCTAssertEqual(loaded.width, canvas.width)
        XCTAssertEqual(loaded.height, canvas.height)
        XCTAssertEqual(loaded.argbPixels(), canvas.argbPixels())
    }

    func testTwoRendersOfTheSameSceneGiveByteIdenticalFiles() throws {
        // Given the same layout, taps and overlays rendered twice from scratch
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        // When both are saved
        try PictureWriter.write(try picture(), to: a)
        try PictureWriter.write(try picture(), to: b)
        // Then the files are the same bytes
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
    }

    func testTheSVGAndPDFOfASceneAreVectorDocumentsOfThePNGsSize() throws {
        // Given seed 000 with every overlay after a tap
        let loaded = try RenderFixture.layout(file: "000-overlapping-buttons.yaml")
        let scene = RenderFixture.scene(loaded, taps: [CGPoint(x: 200, y: 300)])
        let options = ScreenshotOptions(scale: 1)
        let png = try Screenshot.render(scene, overlays: .all, options: options, fonts: RenderFixture.fonts())
        // When it is written as SVG and PDF
        let svgPath = folder.appendingPathComponent("x.svg").path, pdfPath = folder.appendingPathComponent("x.pdf").path
        let svgSize = try PictureWriter.write(scene, overlays: .all, options: options, fonts: RenderFixture.fonts(), to: svgPath)
        let pdfSize = try PictureWriter.write(scene, overlays: .all, options: options, fonts: RenderFixture.fonts(), to: pdfPath)
        // Then the SVG parses as XML and declares the PNG's size in pixels, and the PDF's page is that size
        let svg = try Data(contentsOf: URL(fileURLWithPath: svgPath))
        let reader = SVGRootReader()
        let parser = XMLParser(data: svg)
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(reader.width, "\(png.width)px")
        XCTAssertEqual(reader.height, "\(png.height)px")
        XCTAssertEqual(svgSize, PixelSize(width: png.width, height: png.height))
        XCTAssertEqual(pdfSize, svgSize)
        let pdf = try String(decoding: Data(contentsOf: URL(fileURLWithPath: pdfPath)), as: UTF8.self)
        XCTAssertTrue(pdf.hasPrefix("%PDF-"))
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 \(png.width) \(png.height) ]"), "no page of the PNG's size")
    }

    func testAMissingFolderIsAClearError() throws {
        // Given a path in a folder that does not exist
        let path = folder.appendingPathComponent("no/such/folder/shot.png").path
        // When saving
        // Then the error names the missing folder
        XCTAssertThrowsError(try PictureWriter.write(try OffscreenCanvas(width: 4, height: 4), to: path)) { error in
            XCTAssertEqual(error as? RenderError, .file(.directoryMissing(path: path)))
            XCTAssertTrue("\(error)".contains("does not exist"), "\(error)")
        }
    }

    func testAFolderGivenAsTheFileIsAClearError() throws {
        // Given an existing folder as the output path
        // When saving
        // Then the error says it is a folder
        XCTAssertThrowsError(try PictureWriter.write(try OffscreenCanvas(width: 4, height: 4), to: folder.path)) { error in
            XCTAssertEqual(error as? RenderError, .file(.isDirectory(path: folder.path)))
        }
    }

    func testAReadOnlyFolderIsAClearError() throws {
        // Given a folder without write permission (root ignores permissions, so skip there)
        try XCTSkipIf(geteuid() == 0, "running as root: permissions are not enforced")
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let path = locked.appendingPathComponent("shot.png").path
        // When saving
        // Then the error says so
        XCTAssertThrowsError(try PictureWriter.write(try OffscreenCanvas(width: 4, height: 4), to: path)) { error in
            XCTAssertEqual(error as? RenderError, .file(.notWritable(path: path)))
        }
    }

    func testAnAbsurdCanvasSizeIsAnErrorNotACrash() {
        // Given sizes that are empty or far too large
        // When a canvas is made
        // Then it is refused with a message
        XCTAssertThrowsError(try OffscreenCanvas(width: 0, height: 10))
        XCTAssertThrowsError(try OffscreenCanvas(width: 100_000, height: 100_000)) { error in
            XCTAssertTrue("\(error)".contains("100000x100000"), "\(error)")
        }
    }

    func testReadingAFileThatIsNotAPNGIsAnError() throws {
        // Given a text file
        let path = folder.appendingPathComponent("not.png").path
        try "hello".write(toFile: path, atomically: true, encoding: .utf8)
        // When read
        // Then it fails with a message rather than crashing
        XCTAssertThrowsError(try PNGReader.read(path))
    }
}

/// The root element's size attributes of an SVG document.
private final class SVGRootReader: NSObject, XMLParserDelegate {
    var width: String?, height: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        guard name == "svg", width == nil else { return }
        width = attributes["width"]
        height = attributes["height"]
    }
}
