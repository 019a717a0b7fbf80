import CSDL2
import CSDL2Image
import Foundation

/// Saves an `OffscreenCanvas` as a PNG: SDL_image encodes it in memory and
/// `SafeFile` writes the bytes, so a full disk is an error and never a
/// truncated picture, and a link or a foreign file at the path is refused
/// unless `force`. The PNG holds pixels only (no time stamp), so equal
/// pictures give equal files.
public enum PNGWriter {
    public static func write(_ canvas: OffscreenCanvas, to path: String, force: Bool = false) throws(RenderError) {
        try checkWritable(path, force: force)
        let data = try encode(canvas)
        do { try SafeFile.write(data, to: path, force: force) } catch { throw .file(error) }
    }

    /// Why `path` is no name for a PNG picture, or nil: a layout file is
    /// never written over, and another picture format's extension would
    /// give a file whose name says something it is not. Asked after
    /// `checkWritable`, whose reasons (a folder, a device, a link) come first,
    /// except for layout files, which `isLayoutName` tells before anything.
    public static func pathProblem(_ path: String) -> String? {
        let ext = (path as NSString).pathExtension.lowercased()
        if isLayoutName(path) {
            return "cannot write \(path): it is a layout file, and TapLab never writes to layout files; give a .png path"
        }
        if ext != "png" {
            let named = ext.isEmpty ? "a name without an extension" : "a .\(ext) name"
            return "cannot write \(path): shots are PNG pictures, and \(named) would say otherwise; give a .png path"
        }
        return nil
    }

    /// Why a shot cannot be written to `path`, or nil, in the order that
    /// explains best: a layout file's name first, then the file system's
    /// reasons (a folder, a device, a link, a foreign file), then a name
    /// that is not `.png`. `forceName` is how the caller's user says force
    /// (`--force` on the command line, `force: true` in Swift).
    public static func outputProblem(_ path: String, force: Bool, forceName: String) -> String? {
        if isLayoutName(path) { return pathProblem(path) }
        do { try checkWritable(path, force: force) } catch {
            if case let .file(problem) = error { return problem.message(force: forceName) }
            return "cannot write \(path): \(error)"
        }
        return pathProblem(path)
    }

    /// Whether `path` has a layout file's extension (`.yaml`, `.yml`).
    public static func isLayoutName(_ path: String) -> Bool {
        ["yaml", "yml"].contains((path as NSString).pathExtension.lowercased())
    }

    /// Throws the `RenderError` that explains why `path` cannot be written,
    /// before any drawing is done.
    public static func checkWritable(_ path: String, force: Bool = false) throws(RenderError) {
        do { try SafeFile.checkReplaceable(path, force: force) } catch { throw .file(error) }
    }

    /// The canvas as PNG bytes. The buffer is sized for the worst case —
    /// pixels that do not compress at all, plus zlib's and PNG's framing —
    /// so the encoder never runs out of room.
    public static func encode(_ canvas: OffscreenCanvas) throws(RenderError) -> Data {
        canvas.flush()
        let raw = canvas.width * canvas.height * 4 + canvas.height
        let capacity = raw + raw / 64 + 64 * 1024
        var buffer = [UInt8](repeating: 0, count: capacity)
        let written: Int? = buffer.withUnsafeMutableBytes { bytes in
            guard let stream = SDL_RWFromMem(bytes.baseAddress, Int32(clamping: bytes.count)) else { return nil }
            defer { SDL_RWclose(stream) }
            guard IMG_SavePNG_RW(canvas.surface, stream, 0) == 0 else { return nil }
            return Int(SDL_RWtell(stream))
        }
        guard let written, written > 0 else { throw .pngEncoding(message: SDLError.message) }
        return Data(buffer[0..<written])
    }
}
