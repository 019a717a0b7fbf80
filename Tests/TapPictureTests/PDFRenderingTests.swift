import Foundation
import TapKit
import TapPicture
import XCTest

/// A shot's PDF is the same picture as its PNG: poppler (`pdftoppm`, the
/// renderer behind most Linux PDF viewers) draws the page, and its pixels
/// are compared with the PNG's.
final class PDFRenderingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// `pdftoppm` from poppler-utils, which `make test` installs.
    private func pdftoppm() throws -> URL {
        let candidates = ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"].map(URL.init(fileURLWithPath:))
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            XCTFail("pdftoppm is missing: install poppler-utils (`make deps` does)")
            throw XCTSkip("no pdftoppm")
        }
        return tool
    }

    /// The page of `pdf` drawn by poppler at one pixel per point.
    private func popplerPicture(of pdf: String) throws -> OffscreenCanvas {
        let process = Process()
        process.executableURL = try pdftoppm()
        let prefix = folder.appendingPathComponent("poppler").path
        process.arguments = ["-png", "-r", "72", "-singlefile", pdf, prefix]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "pdftoppm failed on \(pdf)")
        return try PNGReader.read(prefix + ".png")
    }

    func testPopplerDrawsTheSamePictureFromThePDFAsThePNG() throws {
        // Given seed 000's overlapping buttons with every overlay after a tap, as PNG and as PDF
        let loaded = try RenderFixture.layout(file: "000-overlapping-buttons.yaml")
        let scene = RenderFixture.scene(loaded, taps: [CGPoint(x: 200, y: 300)])
        let options = ScreenshotOptions(scale: 1)
        let png = try Screenshot.render(scene, overlays: .all, options: options, fonts: RenderFixture.fonts())
        let pdfPath = folder.appendingPathComponent("shot.pdf").path
        try PictureWriter.write(scene, overlays: .all, options: options, fonts: RenderFixture.fonts(), to: pdfPath)
        // When poppler renders the PDF at one pixel per point
        let page = try popplerPicture(of: pdfPath)
        // Then it is the PNG's size, and the same picture: compared by the
        // mean colour of 8×8-pixel blocks, so that glyph hinting and
        // anti-aliased edges (each renderer's own) average out while a
        // missing fill, a wrong colour or a shifted shape does not
        XCTAssertEqual(page.width, png.width)
        XCTAssertEqual(page.height, png.height)
        guard page.width == png.width, page.height == png.height else { return }
        let (far, total) = Self.differingBlocks(png, page)
        XCTAssertGreaterThan(total, 1_000)
        XCTAssertLessThan(Double(far) / Double(total), 0.01, "\(far) of \(total) 8×8 blocks differ by more than 20")
    }

    /// How many 8×8-pixel blocks of `a` and `b` differ in mean colour by
    /// more than 20 in a channel, of how many.
    static func differingBlocks(_ a: OffscreenCanvas, _ b: OffscreenCanvas) -> (Int, Int) {
        func mean(_ canvas: OffscreenCanvas, _ bx: Int, _ by: Int) -> (Int, Int, Int) {
            var r = 0, g = 0, b = 0
            for y in by * 8..<by * 8 + 8 {
                for x in bx * 8..<bx * 8 + 8 {
                    let p = canvas.pixel(x: x, y: y) ?? RGBA(0, 0, 0, 0)
                    r += Int(p.r); g += Int(p.g); b += Int(p.b)
                }
            }
            return (r / 64, g / 64, b / 64)
        }
        var far = 0, total = 0
        for by in 0..<min(a.height, b.height) / 8 {
            for bx in 0..<min(a.width, b.width) / 8 {
                let p = mean(a, bx, by), q = mean(b, bx, by)
                total += 1
                if max(abs(p.0 - q.0), abs(p.1 - q.1), abs(p.2 - q.2)) > 20 { far += 1 }
            }
        }
        return (far, total)
    }

    func testTheComparisonTellsAPictureWithOneButtonLessFromTheSamePicture() throws {
        // Given the PNG of seed 000 after a tap, and the PDF of the same scene with Button 1 hidden
        let loaded = try RenderFixture.layout(file: "000-overlapping-buttons.yaml")
        let options = ScreenshotOptions(scale: 1)
        let scene = RenderFixture.scene(loaded, taps: [CGPoint(x: 200, y: 300)])
        let png = try Screenshot.render(scene, overlays: [], options: options, fonts: RenderFixture.fonts())
        try XCTUnwrap(loaded.view("button1")).isHidden = true
        let pdfPath = folder.appendingPathComponent("changed.pdf").path
        try PictureWriter.write(scene, overlays: [], options: options, fonts: RenderFixture.fonts(), to: pdfPath)
        // When poppler renders the PDF
        let page = try popplerPicture(of: pdfPath)
        // Then the comparison the test above uses sees the difference
        let (far, total) = Self.differingBlocks(png, page)
        XCTAssertGreaterThan(Double(far) / Double(total), 0.01, "only \(far) of \(total) blocks differ")
    }
}
