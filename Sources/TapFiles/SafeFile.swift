import Foundation

/// The one way TapLab writes a file: screenshots (`shot`, the window's F12),
/// `import -o`, `gallery`'s pictures and page, `new`.
///
/// The bytes go to a new temporary file in the same folder; every write,
/// the `fsync` and the `close` are checked; only then is the file renamed
/// over the path. So a full disk or a lost device leaves the old file (or
/// none) and an error naming the reason, never a truncated picture — and
/// a rename replaces the name, so nothing is ever written *through* a link.
///
/// Before that, an existing path must be something TapLab may replace (see
/// `checkReplaceable`): not a link, not a file with other names, and a
/// picture or document TapLab itself writes, unless `force` is given.
public enum SafeFile {
    public static func write(_ data: Data, to path: String, force: Bool = false) throws(FileWriteError) {
        try checkReplaceable(path, force: force)
        let folder = FileWriteError.folder(of: path)
        let name = (path as NSString).lastPathComponent
        var template = Array(FileWriteError.join(folder, ".\(name).taplab-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(path, "creating a temporary file beside it", errno) }
        let temporary = String(cString: template)
        let slot = SignalCleanup.remove(onSignal: temporary)
        defer { SignalCleanup.forget(slot) }
        var closed = false
        do throws(FileWriteError) {
            try writeAll(data, to: fd, path: path)
            guard fchmod(fd, 0o644) == 0 else { throw failure(path, "setting permissions", errno) }
            guard fsync(fd) == 0 else { throw failure(path, "fsync", errno) }
            closed = true
            guard close(fd) == 0 else { throw failure(path, "close", errno) }
            // The path may have changed while the bytes were written.
            try checkReplaceable(path, force: force)
            guard rename(temporary, path) == 0 else { throw failure(path, "renaming into place", errno) }
        } catch {
            if !closed { close(fd) }
            unlink(temporary)
            throw error
        }
        syncFolder(folder)
    }

    /// Throws when `path` cannot or may not be replaced: its folder is
    /// missing or not writable, it is a folder, a device or pipe, a symbolic
    /// link or a file with several names, or a non-empty file that does not
    /// start with one of `TapLabSignature`'s signatures. `force` allows
    /// links, several names and foreign files (the rename then replaces the
    /// name only); never folders or devices.
    public static func checkReplaceable(_ path: String, force: Bool) throws(FileWriteError) {
        if path.isEmpty || path.hasSuffix("/") { throw .isDirectory(path: path.isEmpty ? "." : path) }
        let folder = FileWriteError.folder(of: path)
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
            var isFile = stat()
            if lstat(path, &isFile) == 0, isFile.st_mode & S_IFMT == S_IFDIR { throw .isDirectory(path: path) }
            throw .directoryMissing(path: path)
        }
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw .isDirectory(path: path)
            case S_IFLNK:
                // Even with force, only a link to a regular file outside the
                // system's trees is replaced: `import -o /dev/stdout --force`
                // once turned the system's link into a file.
                var target = stat()
                let resolved = stat(path, &target) == 0 ? target.st_mode & S_IFMT : 0
                if resolved == S_IFDIR { throw .isDirectory(path: path) }
                if Self.isSystemPath(path) { throw .systemName(path: path) }
                if resolved != S_IFREG && resolved != 0 { throw .notRegularFile(path: path) }
                if !force {
                    let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                    throw .symbolicLink(path: path, destination: destination)
                }
            case S_IFREG:
                if Self.isSystemPath(path) { throw .systemName(path: path) }
                if !force {
                    if info.st_nlink > 1 { throw .hardLinked(path: path, links: Int(info.st_nlink)) }
                    if info.st_size > 0, !TapLabSignature.matches(path) { throw .notTapLabFile(path: path) }
                }
            default:
                throw .notRegularFile(path: path)
            }
        } else if errno != ENOENT {
            throw failure(path, "looking at it", errno)
        }
        guard access(folder, W_OK) == 0 else { throw .notWritable(path: path) }
    }

    /// Whether `path`, or what its links lead to, is in `/dev`, `/proc` or
    /// `/sys`: names the system makes, which no picture replaces.
    static func isSystemPath(_ path: String) -> Bool {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let resolved = (absolute as NSString).resolvingSymlinksInPath
        return [absolute, resolved].contains { name in
            ["/dev", "/proc", "/sys"].contains { name == $0 || name.hasPrefix($0 + "/") }
        }
    }

    /// Every byte, in as many `write` calls as the system needs.
    private static func writeAll(_ data: Data, to fd: Int32, path: String) throws(FileWriteError) {
        let code: Int32 = data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
        if code != 0 { throw failure(path, "writing", code) }
    }

    /// Makes the rename itself durable; a folder that cannot be synced
    /// (some file systems) changes nothing about the file written.
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    private static func failure(_ path: String, _ operation: String, _ code: Int32) -> FileWriteError {
        if code == EACCES || code == EPERM || code == EROFS { return .notWritable(path: path) }
        return .system(path: path, operation: operation, errno: code)
    }
}
