import Foundation
import TapPicture

/// Names the window's screenshots `taplab-<layout>-N.png` (and its
/// recordings `taplab-<layout>-N.gif`) in a folder (the
/// current directory by default), N counting up from 1 past every file that
/// already exists. The name is claimed by creating the file exclusively
/// (`O_CREAT | O_EXCL`), so a screenshot never overwrites anything — not an
/// earlier screenshot, not a layout, not a file another program just made.
public enum ScreenshotNamer {
    public static let maxAttempts = 100_000

    /// `layoutName` reduced to characters that are safe in a file name.
    public static func safeName(_ layoutName: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        var name = String(layoutName.map { allowed.contains($0) ? $0 : "-" })
        while name.hasPrefix(".") || name.hasPrefix("-") { name.removeFirst() }
        if name.count > 80 { name = String(name.prefix(80)) }
        return name.isEmpty ? "layout" : name
    }

    /// The path for screenshot `n` of `layoutName` in `folder` (nil: the
    /// current directory, and the path is then just the file name).
    public static func path(folder: String?, layoutName: String, number n: Int, extension ext: String = "png") -> String {
        let file = "taplab-\(safeName(layoutName))-\(n).\(ext)"
        guard let folder, !folder.isEmpty else { return file }
        return (folder as NSString).appendingPathComponent(file)
    }

    /// Creates the first free `taplab-<layout>-N.png` (empty) and returns its
    /// path, or nil with the reason when no file can be created there.
    public static func claim(folder: String?, layoutName: String, extension ext: String = "png") -> Result<String, RenderError> {
        for n in 1...maxAttempts {
            let candidate = path(folder: folder, layoutName: layoutName, number: n, extension: ext)
            let fd = open(candidate, O_CREAT | O_EXCL | O_WRONLY, 0o644)
            if fd >= 0 {
                close(fd)
                return .success(candidate)
            }
            if errno == EEXIST { continue }
            let folderPath = (folder?.isEmpty ?? true) ? "." : folder!
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folderPath, isDirectory: &isDirectory) || !isDirectory.boolValue {
                return .failure(.file(.directoryMissing(path: candidate)))
            }
            return .failure(.file(.notWritable(path: candidate)))
        }
        return .failure(.file(.notWritable(path: path(folder: folder, layoutName: layoutName, number: maxAttempts, extension: ext))))
    }
}
