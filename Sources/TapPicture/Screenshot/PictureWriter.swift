import CCairo
import Foundation
import TapFiles

/// Saves pictures: a scene as PNG, SVG or PDF by the path's extension, or
/// an `OffscreenCanvas` as PNG. The bytes are made in memory and
/// `SafeFile` writes them, so a full disk is an error and never a truncated
/// picture, and a link or a foreign file at the path is refused unless
/// `force`. A PNG holds pixels only (no time stamp), so equal pictures give
/// equal files.
///
///     let size = try PictureWriter.write(scene, overlays: [.walk], fonts: FontSet(), to: "walk.svg")
public enum PictureWriter {
    /// Draws `scene` and writes it in the format `path`'s extension names;
    /// returns the picture's size in pixels.
    @discardableResult
    public static func write(_ scene: Scene, overlays: OverlaySet = [], options: ScreenshotOptions = ScreenshotOptions(),
                             fonts: FontSet, to path: String, force: Bool = false) throws(RenderError) -> PixelSize {
        try checkWritable(path, force: force)
        guard let format = PictureFormat(path: path), !isLayoutName(path) else {
            let problem = pathProblem(path) ?? .pictureExtension(path: path, extension: "")
            throw .encoding(format: (path as NSString).pathExtension, .outputName(problem))
        }
        let (data, size) = try Screenshot.encode(scene, overlays: overlays, options: options, fonts: fonts, format: format)
        do { try SafeFile.write(data, to: path, force: force) } catch { throw .file(error) }
        return size
    }

    /// Writes `canvas` as a PNG.
    public static func write(_ canvas: OffscreenCanvas, to path: String, force: Bool = false) throws(RenderError) {
        try checkWritable(path, force: force)
        let data = try encode(canvas)
        do { try SafeFile.write(data, to: path, force: force) } catch { throw .file(error) }
    }

    /// Why `path` is no name for a picture, or nil: a layout file is never
    /// written over, and an extension other than .png, .svg or .pdf would
    /// give a file whose name says something it is not. Asked after
    /// `checkWritable`, whose reasons (a folder, a device, a link) come first,
    /// except for layout files, which `isLayoutName` tells before anything.
    public static func pathProblem(_ path: String) -> OutputProblem? {
        if isLayoutName(path) { return .layoutFile(path: path, .picture) }
        guard PictureFormat(path: path) == nil else { return nil }
        return .pictureExtension(path: path, extension: (path as NSString).pathExtension.lowercased())
    }

    /// Why a shot cannot be written to `path`, or nil, in the order that
    /// explains best: a layout file's name first, then the file system's
    /// reasons (a folder, a device, a link, a foreign file), then a name
    /// that is not `.png`, `.svg` or `.pdf`. `forceName` is how the caller's
    /// user says force (`--force` on the command line, `force: true` in Swift).
    public static func outputProblem(_ path: String, force: Bool, forceName: String) -> OutputProblem? {
        if isLayoutName(path) { return pathProblem(path) }
        do { try SafeFile.checkReplaceable(path, force: force) } catch { return .file(error.worded(force: forceName)) }
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

    /// The canvas as PNG bytes (see `PNGEncoder`).
    public static func encode(_ canvas: OffscreenCanvas) throws(RenderError) -> Data {
        try PNGEncoder.encode(canvas)
    }
}
