import Foundation

extension PlaygroundProblem {
    /// `reason` of `cannotCreateFolder` is Foundation's, as it words it.
    static let chinese: @Sendable (PlaygroundProblem) -> String = { problem in
        switch problem {
        case let .notIdentifier(name):
            "'\(name)' 不能作为 playground 的名字：NAME 是 Swift 模块名，所以只能由字母、数字和 _ 组成，"
                + "不能以数字开头，且最多 64 个字符"
        case let .systemModule(name, module):
            "'\(name)' 是 \(module) 的名字，每个 Swift 程序都能导入这个模块；请换一个名字（例如 \(name)Playground）"
        case let .takenName(name, taken, package):
            "'\(name)' 已经是\(package == "TapLab" ? " TapLab 自己的包" : "包 \(package)（TapLab 依赖它）")中某个 target 或 product 的名字"
                + "\(taken == name ? "" : "（写作 '\(taken)'）")，而 SwiftPM 不允许一次构建中有两个同名的 target 或 product；"
                + "请换一个名字（例如 \(name)Playground）"
        case let .checkoutName(name, root):
            "忽略大小写时，'\(name)' 就是 TapLab 检出目录所在文件夹的名字（\(root)）：SwiftPM 用文件夹名作为路径依赖的标识，"
                + "而 playground 的标识来自它自己的文件夹 NAME，两者会冲突；请换一个名字（例如 \(name)Playground），"
                + "或依赖另一个名字的文件夹中的检出（--taplab DIR）"
        case let .notACheckout(given):
            "--taplab \(given) 不是 TapLab 的检出目录（其中没有 Package.swift 和 Sources/TapLab）"
        case .checkoutNotFound:
            "找不到构建这个 taplab 的 TapLab 检出目录；请用 --taplab DIR 给出"
        case let .notAFolder(folder):
            "\(folder) 已存在且不是文件夹；请换一个 NAME 或 --path"
        case let .folderNotEmpty(folder, entries):
            "\(folder) 已存在且不为空（有 \(entries) 项）；taplab new 只写入新的或空的文件夹"
        case let .cannotCreateFolder(folder, reason):
            "无法创建文件夹 \(folder)：\(reason)"
        case let .file(error):
            error.message(force: "--force", in: .zh)
        }
    }
}
