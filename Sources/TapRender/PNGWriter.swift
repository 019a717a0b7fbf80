import CSDL2
import CSDL2Image
import Foundation

/// Saves an `OffscreenCanvas` as a PNG with SDL_image, checking the path
/// first so that a missing folder, a folder given as the file or a
/// read-only folder is a clear error rather than SDL's terse one. The PNG
/// holds pixels only (no time stamp), so equal pictures give equal files.
public enum PNGWriter {
    public static func write(_ canvas: OffscreenCanvas, to path: String) throws(RenderError) {
        try checkWritable(path)
        canvas.flush()
        guard IMG_SavePNG(canvas.surface, path) == 0 else {
            throw .pngFailed(path: path, message: SDLError.message)
        }
    }

    /// Throws the `RenderError` that explains why `path` cannot be written.
    public static func checkWritable(_ path: String) throws(RenderError) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if path.isEmpty || path.hasSuffix("/") || (files.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw .isDirectory(path: path.isEmpty ? "." : path)
        }
        let folder = RenderError.folder(of: path)
        guard files.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryMissing(path: path)
        }
        if files.fileExists(atPath: path) {
            guard files.isWritableFile(atPath: path) else { throw .notWritable(path: path) }
        } else if !files.isWritableFile(atPath: folder) {
            throw .notWritable(path: path)
        }
    }
}
