import Foundation
import TapExplain

/// Why a layout, dump or script file cannot be read (`LayoutLoader.readData`,
/// `readText`), as a typed value worded in the reader's language. Sizes are
/// bytes, written in megabytes as people read them (`8.5 MB`).
public enum InputFileProblem: Worded, Equatable {
    /// The path names a folder.
    case folder
    /// A regular file of `bytes`, over `limit` bytes.
    case tooLarge(bytes: Int, limit: Int)
    /// The path cannot be opened, for the reason given (a link loop, no such file…).
    case unopenable(NestedProblem)
    /// The path exists but cannot be opened, and nothing says why.
    case noPermission
    /// Reading failed, with the system's reason (`strerror`'s text).
    case readFailed(String)
    /// A stream (standard input, a pipe) ran past `limit` bytes.
    case inputTooLarge(limit: Int)
    /// Neither UTF-8 nor UTF-16 with a byte-order mark.
    case notUTF8
    /// A FIFO, a device or a socket where only a regular file is read (the
    /// window, which must never wait for a writer that may not come).
    case notRegularFile

    public func text(in language: Language) -> String { LayoutWords.tables(language).inputFileProblem(self) }

}

extension InputFileProblem {
    static let english: @Sendable (InputFileProblem) -> String = { problem in
        switch problem {
        case .folder: "this is a folder; give a file"
        case let .tooLarge(bytes, limit):
            "file is \(LayoutLoader.megabytes(bytes)); layouts, dumps and scripts are limited to \(LayoutLoader.megabytes(limit))"
        case let .unopenable(reason): reason.text(in: .en)
        case .noPermission: "cannot read file: no permission"
        case let .readFailed(reason): "cannot read file: \(reason)"
        case let .inputTooLarge(limit): "the input is over \(LayoutLoader.megabytes(limit)), the limit for layouts, dumps and scripts"
        case .notUTF8: "file is not UTF-8 text"
        case .notRegularFile:
            "this is a pipe, a device or a socket, not a file; the window opens regular files only (`taplab check` reads a pipe)"
        }
    }

    static let chinese: @Sendable (InputFileProblem) -> String = { problem in
        switch problem {
        case .folder: "这是一个文件夹；请给出一个文件"
        case let .tooLarge(bytes, limit):
            "文件大小为 \(LayoutLoader.megabytes(bytes))；布局、dump 和脚本文件最大为 \(LayoutLoader.megabytes(limit))"
        case let .unopenable(reason): reason.text(in: .zh)
        case .noPermission: "无法读取文件：没有权限"
        case let .readFailed(reason): "无法读取文件：\(reason)"
        case let .inputTooLarge(limit): "输入超过了 \(LayoutLoader.megabytes(limit))，这是布局、dump 和脚本的大小上限"
        case .notUTF8: "文件不是 UTF-8 文本"
        case .notRegularFile: "这是管道、设备或套接字，不是文件；窗口只打开普通文件（`taplab check` 可以读取管道）"
        }
    }
}
