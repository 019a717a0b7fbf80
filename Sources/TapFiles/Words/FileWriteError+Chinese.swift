import Foundation

extension FileWriteError {
    /// The operating system's reason (`strerror`) stays as the C library words it.
    static let chinese: @Sendable (FileWriteError, String) -> String = { error, force in
        switch error {
        case let .directoryMissing(path):
            isFile(folder(of: path))
                ? "无法写入 \(path)：\(folder(of: path)) 是文件，不是文件夹；请给出某个文件夹中的路径"
                : "无法写入 \(path)：文件夹 \(folder(of: path)) 不存在（请先创建它）"
        case let .isDirectory(path):
            "无法写入 \(path)：它是文件夹；请给出文件名，例如 \(join(path, "shot.png"))"
        case let .notWritable(path):
            "无法写入 \(path)：没有在 \(folder(of: path)) 中写文件的权限"
        case let .notRegularFile(path):
            "无法写入 \(path)：它不是普通文件（而是设备、管道或套接字）；请给出你能写入的文件夹中的文件路径"
        case let .systemName(path):
            "无法写入 \(path)：它是系统的名字（在 /dev、/proc 或 /sys 中）或指向它们的链接，TapLab 从不替换这类名字；"
                + "请给出你能写入的文件夹中的文件路径（-o - 把文本写到标准输出）"
        case let .symbolicLink(path, destination):
            "无法写入 \(path)：它是指向 \(destination) 的符号链接，写入会改动那个文件；"
                + "请删除该链接、换一个名字，或传入 \(force) 只替换链接本身"
        case let .hardLinked(path, links):
            "无法写入 \(path)：该文件有 \(links) 个名字（硬链接），写入会连同其他名字下的文件一起改动；"
                + "请换一个名字，或传入 \(force) 只替换这一个名字"
        case let .notTapLabFile(path):
            "无法写入 \(path)：它已存在，且不是 TapLab 写的图片或文档（PNG、PDF、SVG、GIF、MP4、WebM，"
                + "或首行是 TapLab 标记的文件）；请换一个名字，或传入 \(force) 替换它"
        case let .system(path, operation, code):
            "无法写入 \(path)：\(String(cString: strerror(code)))（\(operation)）；没有改动任何东西"
        }
    }
}
