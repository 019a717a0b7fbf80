import CGIF
import Foundation

/// Reads a GIF back with giflib's `DGifSlurp` (for checking what `record`
/// and the window's record key wrote): its size, global palette, whether
/// it loops, and each frame's rectangle, delay and pixels composed over
/// the frames before (TapLab's frames are never disposed).
///
///     let gif = try GIFReader.read("puzzle.gif")
///     gif.frames.count   // 22
public struct GIFReader {
    public struct Frame {
        public var x: Int, y: Int, width: Int, height: Int
        /// Hundredths of a second.
        public var delay: Int
        /// The whole picture after this frame, 0xRRGGBB row by row.
        public var pixels: [UInt32]
    }

    public var width: Int
    public var height: Int
    public var paletteCount: Int
    /// A Netscape application extension (loop count 0: forever) is present.
    public var loopsForever: Bool
    public var frames: [Frame]

    public static func read(_ path: String) throws(RenderError) -> GIFReader {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { throw failure(path, error) }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else { throw failure(path, gif.pointee.Error) }
        let file = gif.pointee
        let map = file.SColorMap.map { UnsafeBufferPointer(start: $0.pointee.Colors, count: Int($0.pointee.ColorCount)) }
        let colors = map.map { $0.map(rgb) } ?? []
        var reader = GIFReader(width: Int(file.SWidth), height: Int(file.SHeight), paletteCount: colors.count,
                               loopsForever: false, frames: [])
        var picture = [UInt32](repeating: 0, count: reader.width * reader.height)
        for i in 0..<Int(file.ImageCount) {
            let saved = file.SavedImages[i], desc = saved.ImageDesc
            var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
            DGifSavedExtensionToGCB(gif, Int32(i), &control)
            for b in 0..<Int(saved.ExtensionBlockCount) where saved.ExtensionBlocks[b].Function == APPLICATION_EXT_FUNC_CODE {
                let block = saved.ExtensionBlocks[b]
                if String(decoding: UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)), as: UTF8.self) == "NETSCAPE2.0" {
                    reader.loopsForever = true
                }
            }
            let (x, y, w, h) = (Int(desc.Left), Int(desc.Top), Int(desc.Width), Int(desc.Height))
            for row in 0..<h where y + row < reader.height {
                for column in 0..<w where x + column < reader.width {
                    let index = Int(saved.RasterBits[row * w + column])
                    guard index != Int(control.TransparentColor), index < colors.count else { continue }
                    picture[(y + row) * reader.width + x + column] = colors[index]
                }
            }
            reader.frames.append(Frame(x: x, y: y, width: w, height: h, delay: Int(control.DelayTime), pixels: picture))
        }
        return reader
    }

    /// A palette entry as 0xRRGGBB.
    private static func rgb(_ color: GifColorType) -> UInt32 {
        var value = UInt32(color.Red) << 16
        value |= UInt32(color.Green) << 8
        return value | UInt32(color.Blue)
    }

    private static func failure(_ path: String, _ code: Int32) -> RenderError {
        .encoding(format: "GIF", .gifRead(path: path, code: code))
    }
}
