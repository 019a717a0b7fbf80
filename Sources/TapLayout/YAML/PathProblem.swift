import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a path cannot be opened, in words a user can act on: Foundation
/// answers "no such file" for a link that loops or points nowhere, which
/// sends people looking for a file that is right there.
enum PathProblem {
    /// Nil when the path can be read as it is; `what` names what was
    /// expected there ("file", "file or folder").
    static func describe(_ path: String, expecting what: String = "file") -> String? {
        var info = stat()
        if stat(path, &info) == 0 { return nil }
        let error = errno
        var linkInfo = stat()
        let isLink = lstat(path, &linkInfo) == 0 && (linkInfo.st_mode & S_IFMT) == S_IFLNK
        switch error {
        case ELOOP: return "a symbolic link loop: following its links leads back to itself"
        case ENOENT where isLink:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " '\($0)'" } ?? ""
            return "a symbolic link to\(target), which does not exist"
        case ENOENT where !path.hasPrefix("/"):
            // A relative path is looked for from the current folder, which a
            // program run by `swift run` or an IDE may not make obvious.
            return "no such \(what) (looked for in the current folder, \(FileManager.default.currentDirectoryPath))"
        case ENOENT: return "no such \(what)"
        case EACCES: return "permission denied"
        default: return String(cString: strerror(error))
        }
    }
}
