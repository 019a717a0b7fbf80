import Foundation

extension PlaygroundProblem {
    static let english: @Sendable (PlaygroundProblem) -> String = { problem in
        switch problem {
        case let .notIdentifier(name):
            "'\(name)' cannot be the playground's name: NAME names a Swift module, so it must be letters, "
                + "digits and _ only, not start with a digit, and be at most 64 characters long"
        case let .systemModule(name, module):
            "'\(name)' is the name of \(module), a module every Swift program can import; choose another name (e.g. \(name)Playground)"
        case let .takenName(name, taken, package):
            "'\(name)' is already the name of a target or product\(taken == name ? "" : " (as '\(taken)')") in "
                + "\(package == "TapLab" ? "TapLab's own package" : "the package \(package), which TapLab depends on"), and SwiftPM refuses "
                + "two targets or products of one name in a build; choose another name (e.g. \(name)Playground)"
        case let .checkoutName(name, root):
            "'\(name)' is, ignoring case, the name of the TapLab checkout's folder (\(root)): SwiftPM takes a path "
                + "dependency's identity from its folder's name and the playground's from its own folder, NAME, so the two "
                + "would clash; choose another name (e.g. \(name)Playground) or depend on a checkout in a folder of "
                + "another name (--taplab DIR)"
        case let .notACheckout(given):
            "--taplab \(given) is not a TapLab checkout (no Package.swift and Sources/TapLab in it)"
        case .checkoutNotFound:
            "cannot find the TapLab checkout this taplab was built from; give it with --taplab DIR"
        case let .notAFolder(folder):
            "\(folder) exists and is not a folder; choose another NAME or --path"
        case let .folderNotEmpty(folder, entries):
            "\(folder) exists and is not empty (\(entries) entries); taplab new writes only into a new or empty folder"
        case let .cannotCreateFolder(folder, reason):
            "cannot create the folder \(folder): \(reason)"
        case let .file(error):
            error.message(force: "--force", in: .en)
        }
    }
}
