import Foundation
import TapExplain
import TapFiles
import TapPicture

/// The package `taplab new` writes: its files, where TapLab is, and the
/// checks that keep it from writing over anything.
struct PlaygroundTemplate {
    let name: String
    /// The TapLab checkout the playground depends on, an absolute path.
    let taplabRoot: String

    /// Why a playground cannot be created, in words a user can act on,
    /// in any language (`problem`).
    struct Problem: Error, CustomStringConvertible, Worded {
        let problem: PlaygroundProblem
        init(_ problem: PlaygroundProblem) { self.problem = problem }
        var description: String { problem.english }
        func text(in language: Language) -> String { problem.text(in: language) }
    }

    /// Nil when `name` can name a package, its folder, its executable and its
    /// module (a Swift identifier: SwiftPM turns a target name into a module
    /// name) without clashing with a name in TapLab's package graph.
    static func nameProblem(_ name: String) -> PlaygroundProblem? {
        let identifier = name.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil
        guard identifier, name.count <= 64 else {
            return .notIdentifier(name: name)
        }
        return takenNameProblem(name)
    }

    /// `given` when it is a TapLab checkout, else the checkout this program
    /// was built from (found from the executable, then from this source file).
    static func packageRoot(given: String?) throws -> String {
        if let given {
            let url = URL(fileURLWithPath: given).standardizedFileURL
            guard isTapLabRoot(url) else {
                throw Problem(.notACheckout(given: given))
            }
            return url.path
        }
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            folder = folder.deletingLastPathComponent()
            candidates.append(folder)
        }
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent())
        guard let root = candidates.first(where: isTapLabRoot) else {
            throw Problem(.checkoutNotFound)
        }
        return root.standardizedFileURL.path
    }

    private static func isTapLabRoot(_ url: URL) -> Bool {
        let files = FileManager.default
        return files.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
            && files.fileExists(atPath: url.appendingPathComponent("Sources/TapLab/TapLab.swift").path)
    }

    /// Writes the files into `folder` (created; it may exist only when empty)
    /// and returns their paths. Each goes through `SafeFile`, as every file
    /// TapLab writes does.
    func write(into folder: String) throws -> [String] {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw Problem(.notAFolder(folder: folder)) }
            let contents = (try? files.contentsOfDirectory(atPath: folder)) ?? []
            guard contents.isEmpty else {
                throw Problem(.folderNotEmpty(folder: folder, entries: contents.count))
            }
        }
        var written: [String] = [], created: [String] = []
        do {
            for (relative, text) in self.files {
                let path = (folder as NSString).appendingPathComponent(relative)
                created += try Self.makeFolders(for: path)
                do { try SafeFile.write(Data(text.utf8), to: path) } catch { throw Problem(.file(error)) }
                written.append(path)
            }
        } catch {
            // Half a playground is no playground (a full disk left an empty
            // folder): what this call made goes, the folder as it was before.
            for path in written { unlink(path) }
            for path in created.reversed() { rmdir(path) }
            throw error
        }
        return written
    }

    /// Creates the folders `path` needs and returns those it created, outermost first.
    private static func makeFolders(for path: String) throws -> [String] {
        var missing: [String] = []
        var folder = FileWriteError.folder(of: path)
        while !FileManager.default.fileExists(atPath: folder), folder != "/", folder != "." {
            missing.insert(folder, at: 0)
            folder = FileWriteError.folder(of: folder)
        }
        for folder in missing {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false) } catch {
                throw Problem(.cannotCreateFolder(folder: folder, reason: error.localizedDescription))
            }
        }
        return missing
    }
}
