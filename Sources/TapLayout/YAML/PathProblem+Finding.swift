import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PathProblem {
    /// Why `path` cannot be read, or nil when it can as it is; `folderToo`
    /// when a folder is as good as a file there.
    public static func of(_ path: String, folderToo: Bool = false) -> PathProblem? {
        var info = stat()
        if stat(path, &info) == 0 { return nil }
        let error = errno
        var linkInfo = stat()
        let isLink = lstat(path, &linkInfo) == 0 && (linkInfo.st_mode & S_IFMT) == S_IFLNK
        switch error {
        case ELOOP: return .linkLoop
        case ENOENT where isLink:
            return .danglingLink(target: try? FileManager.default.destinationOfSymbolicLink(atPath: path))
        case ENOENT:
            // A relative path is looked for from the current folder, which a
            // program run by `swift run` or an IDE may not make obvious.
            let folder = path.hasPrefix("/") ? nil : FileManager.default.currentDirectoryPath
            return folderToo ? .noSuchFileOrFolder(lookedIn: folder) : .noSuchFile(lookedIn: folder)
        case EACCES: return .permissionDenied
        default: return .system(String(cString: strerror(error)))
        }
    }
}
