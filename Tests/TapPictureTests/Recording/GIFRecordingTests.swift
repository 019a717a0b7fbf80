import Foundation
import TapPicture
import XCTest

/// `GIFRecording`: frames in, a looping GIF out that giflib reads back
/// frame for frame, storing only what changed.
final class GIFRecordingTests: XCTestCase {
    /// A 40x30 canvas, grey, with a 6-pixel red square at (`x`, 10).
    private func frame(squareAt x: Int) throws -> OffscreenCanvas {
        let canvas = try OffscreenCanvas(width: 40, height: 30)
        canvas.clear(RGBA(hex: 0x808080))
        SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts()).fillRect(CGRect(x: x, y: 10, width: 6, height: 6), RGBA(hex: 0xff0000))
        return canvas
    }

    private func written(_ data: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString).gif").path
        try data.write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testEveryFrameIsReadBackWithItsDelayAndTheGIFLoopsForever() throws {
        // Precondition: three frames, the square moving, at 3 fps
        let gif = GIFRecording(width: 40, height: 30)
        for (i, x) in [2, 10, 20].enumerated() { try gif.append(frame(squareAt: x), delay: GIFRecording.delay(frame: i, fps: 3)) }

        // Action
        let read = try GIFReader.read(written(gif.encode()))

        // Assertion
        XCTAssertEqual(read.frames.count, 3)
        XCTAssertEqual(read.width, 40)
        XCTAssertEqual(read.height, 30)
        XCTAssertLessThanOrEqual(read.paletteCount, 256)
        XCTAssertTrue(read.loopsForever)
        XCTAssertEqual(read.frames.map(\.delay), [33, 34, 33], "hundredths keep to the clock: 100 in 3 frames")
        XCTAssertEqual(read.frames[2].pixels[12 * 40 + 22], 0xff0000, "the square where the last frame put it")
        XCTAssertEqual(read.frames[2].pixels[12 * 40 + 4], 0x808080, "and gone from where the first had it")
    }

    func testALaterFrameHoldsOnlyTheRectangleThatChangedAndAStillFrameOnePixel() throws {
        // Precondition: the square moves once, then nothing moves
        let gif = GIFRecording(width: 40, height: 30)
        try gif.append(frame(squareAt: 2), delay: 10)
        try gif.append(frame(squareAt: 4), delay: 10)
        try gif.append(frame(squareAt: 4), delay: 10)

        // Action
        let frames = try GIFReader.read(written(gif.encode())).frames

        // Assertion
        XCTAssertEqual(frames.map { [$0.x, $0.y, $0.width, $0.height] }, [[0, 0, 40, 30], [2, 10, 8, 6], [0, 0, 1, 1]])
        XCTAssertEqual(frames[2].pixels, frames[1].pixels, "the still frame's pixel is transparent")
    }

    func testTheSameFramesGiveTheSameBytes() throws {
        // Precondition
        func recording() throws -> Data {
            let gif = GIFRecording(width: 40, height: 30)
            for x in [2, 9, 17, 30] { try gif.append(frame(squareAt: x), delay: 10) }
            return try gif.encode()
        }

        // Action
        let first = try recording(), second = try recording()

        // Assertion
        XCTAssertEqual(first, second)
        XCTAssertEqual(Array(first.prefix(6)), Array("GIF89a".utf8))
    }

    func testAFrameOfAnotherSizeIsAnErrorNotACrash() throws {
        // Precondition
        let gif = GIFRecording(width: 40, height: 30)

        // Action and assertion
        XCTAssertThrowsError(try gif.append(OffscreenCanvas(width: 20, height: 30), delay: 10)) { error in
            XCTAssertTrue("\(error)".contains("a 20x30 frame in a 40x30 recording"), "\(error)")
        }
    }
}
