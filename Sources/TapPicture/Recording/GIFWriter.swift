import CGIF
import Foundation

/// giflib's encoder, writing into memory: a GIF89a with one global colour
/// table of 256 entries (index 255 transparent), the Netscape extension
/// that loops it forever, and frames that each keep the one before
/// (disposal "do not dispose"), so a frame need only hold what changed.
final class GIFWriter {
    static let transparent: UInt8 = 255
    private var gif: UnsafeMutablePointer<GifFileType>
    private let output = Output()
    private var closed = false

    /// Where giflib's bytes go (its `UserData`).
    private final class Output {
        var data = Data()
    }

    init(width: Int, height: Int, palette: [UInt32]) throws(RenderError) {
        var error: Int32 = 0
        let write: OutputFunc = { file, bytes, length in
            guard let file, let user = file.pointee.UserData, let bytes, length > 0 else { return 0 }
            Unmanaged<Output>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(length))
            return length
        }
        guard let gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), write, &error) else {
            throw Self.failure("EGifOpen", error)
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        var colors = (0..<256).map { i -> GifColorType in
            let c = i < palette.count ? palette[i] : 0
            return GifColorType(Red: UInt8(c >> 16 & 0xff), Green: UInt8(c >> 8 & 0xff), Blue: UInt8(c & 0xff))
        }
        let map = GifMakeMapObject(256, &colors)
        defer { GifFreeMapObject(map) }
        guard map != nil, EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK else {
            throw close(after: "EGifPutScreenDesc")
        }
        var loop: [UInt8] = [1, 0, 0]
        guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
              EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0") == GIF_OK,
              EGifPutExtensionBlock(gif, 3, &loop) == GIF_OK,
              EGifPutExtensionTrailer(gif) == GIF_OK else { throw close(after: "EGifPutExtension") }
    }

    deinit { if !closed { EGifCloseFile(gif, nil) } }

    /// One frame: a `width` × `height` rectangle of palette indices at
    /// (`x`, `y`), shown for `delay` hundredths of a second.
    func addFrame(x: Int, y: Int, width: Int, height: Int, indices: [UInt8], delay: Int) throws(RenderError) {
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
                                           TransparentColor: Int32(Self.transparent))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes) == GIF_OK,
              EGifPutImageDesc(gif, Int32(x), Int32(y), Int32(width), Int32(height), false, nil) == GIF_OK else {
            throw close(after: "EGifPutImageDesc")
        }
        var line = indices
        for row in 0..<height {
            let status = line.withUnsafeMutableBufferPointer { EGifPutLine(gif, $0.baseAddress! + row * width, Int32(width)) }
            guard status == GIF_OK else { throw close(after: "EGifPutLine") }
        }
    }

    /// Ends the file and returns its bytes.
    func finish() throws(RenderError) -> Data {
        var error: Int32 = 0
        closed = true
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw Self.failure("EGifCloseFile", error) }
        return output.data
    }

    private func close(after call: String) -> RenderError {
        let error = gif.pointee.Error
        closed = true
        EGifCloseFile(gif, nil)
        return Self.failure(call, error)
    }

    private static func failure(_ call: String, _ code: Int32) -> RenderError {
        .encoding(format: "GIF", .gifCall(call, code: code))
    }
}
