import Foundation
import TapExplain

/// Why TapLab did not write a file, as a value with a message that says
/// what to do about it. Nothing here is half done: when one of these is
/// thrown, the path holds what it held before.
public enum FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder an output file should go in does not exist.
    case directoryMissing(path: String)
    /// The output path names a folder, not a file.
    case isDirectory(path: String)
    /// The output folder exists but this process may not write in it.
    case notWritable(path: String)
    /// The path is a device, a pipe or a socket (`/dev/full`, say): there is
    /// no file to replace, and replacing the name would break the system's.
    case notRegularFile(path: String)
    /// The path is in `/dev`, `/proc` or `/sys`, or a link into them: a
    /// name the system makes, never replaced, even with force.
    case systemName(path: String)
    /// The path is a symbolic link: writing would change the file it points to.
    case symbolicLink(path: String, destination: String)
    /// The file has other names (hard links): writing would change them too.
    case hardLinked(path: String, links: Int)
    /// The file exists and is not a picture or document TapLab writes.
    case notTapLabFile(path: String)
    /// A system call failed; `errno` says why (a full disk, a lost device).
    case system(path: String, operation: String, errno: Int32)

    public var description: String { message(force: "--force") }

    /// The message in English, naming the way to force a replacement as
    /// the caller offers it: `--force` on the command line, `force: true`
    /// in Swift (`message(force:in:)` words it in another language).
    public func message(force: String) -> String { message(force: force, in: .en) }

    /// The folder a file at `path` goes in: what is before its last `/`
    /// (trailing slashes ignored), `/` for a file at the root, `.` for a
    /// bare name. The one place an output's folder is computed; written by
    /// hand because swift-corelibs-foundation's `deletingLastPathComponent`
    /// traps on one-character paths (`a`, `-`).
    ///
    ///     FileWriteError.folder(of: "a")            // "."
    ///     FileWriteError.folder(of: "out/shot.png") // "out"
    ///     FileWriteError.folder(of: "/shot.png")    // "/"
    public static func folder(of path: String) -> String {
        var name = Substring(path)
        while name.count > 1, name.hasSuffix("/") { name = name.dropLast() }
        guard let slash = name.lastIndex(of: "/") else { return "." }
        var folder = name[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// Whether `path` names something that exists and is not a folder.
    static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    static func join(_ folder: String, _ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }
}
