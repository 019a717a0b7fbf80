import Foundation
import TapKit

extension LoaderProblem {
    static let chinese: @Sendable (LoaderProblem) -> String = { problem in
        switch problem {
        case .notBuilt: "无法构建布局"
        case .emptyLayout: "布局是空的：至少需要一个含有 'view' 或 'windows' 的映射"
        case .foreignPaste(.androidXML): "这是 Android 的 uiautomator 转储（XML），不是 iOS 的视图层级：请粘贴 UIKit 的 recursiveDescription（在 lldb 中：po UIApplication.shared.windows.first?.value(forKey: \"recursiveDescription\")）或 TapLabDump 助手输出的 JSON，或者自己写一个布局（taplab new）"
        case .foreignPaste(.html): "这是一个网页（HTML），不是视图层级：请粘贴 UIKit 的 recursiveDescription（在 lldb 中：po UIApplication.shared.windows.first?.value(forKey: \"recursiveDescription\")）或 TapLabDump 助手输出的 JSON，或者自己写一个布局（taplab new）"
        case .foreignPaste(.flutter): "这是 Flutter 的 debugDumpApp() 输出，不是 UIKit 的视图层级：请粘贴 UIKit 的 recursiveDescription（在 lldb 中：po UIApplication.shared.windows.first?.value(forKey: \"recursiveDescription\")）或 TapLabDump 助手输出的 JSON，或者自己写一个布局（taplab new）"
        case .viewAndWindows: "'view'（单个窗口）和 'windows' 只能用其中一个，不能同时使用"
        case .noViewOrWindows: "布局需要 'view'（单个窗口）或 'windows'"
        case .noWindows: "windows 至少要列出一个窗口"
        case .rootViewControllerNeedsID: "rootViewController 需要一个 'id'"
        case .rootViewControllerNeedsView: "rootViewController 需要一个 'view'"
        case .presentNeedsID: "present 需要一个 'id'（响应链里用它来称呼被呈现的视图控制器）"
        case .presentNeedsView: "present 需要一个 'view'（被呈现的控制器的根视图）"
        case .emptyID: "id 不能为空"
        case let .idControlCharacters(id):
            "id 不能包含换行、制表符或其他控制字符（id 是日志行里的一个词）：\(JSONText.string(id))"
        case let .reservedID(id, owner): "id '\(id)' 是保留的：TapLab 把它给了\(owner.text(in: .zh))；请换一个 id"
        case let .aliasedID(id): "id '\(id)' 通过 YAML 别名被再次使用；id 必须唯一，请把这个对象重新写一遍，并给它自己的 id"
        case let .duplicateID(id, line, column): "重复的 id '\(id)'（第一次使用在第 \(line) 行第 \(column) 列）"
        case let .duplicateIDAgain(id): "重复的 id '\(id)'"
        case let .unknownID(id, referrer, suggestion):
            "\(spaced(referrer))引用了未知的 id '\(id)'\(suggestion.text(in: .zh))"
        case let .wrongKind(id, referrer, kind, needs):
            "\(spaced(referrer))引用的 '\(id)' 是\(kind.text(in: .zh))；这里需要\(needs.text(in: .zh))"
        case let .ambiguousClass(id, referrer, count, first):
            "\(spaced(referrer))引用的 '\(id)' 是 \(count) 个视图共有的类（\(first.joined(separator: "、"))）；请用 id 指定其中一个"
        case let .expectationKind(kinds): "每条预期必须恰好包含 \(kinds.joined(separator: "、")) 中的一个"
        case .hitNeedsAt: "hit 预期需要 'at: [x, y]'"
        case .hitNeedsView: "hit 预期需要 'view: ID'（不命中任何视图时写 null）"
        case .chainNeedsFromAndIs: "chain 预期需要 'from: ID' 和 'is: [ID, ...]'"
        case .whyNeedsViewAndRule: "why 预期需要 'view: ID' 和 'rule: RULE'（`taplab trace --why` 的一条规则）"
        }
    }

    /// Where an id is named, with a space before the Chinese that follows
    /// only when it ends in a key (`requireToFail 引用了`, `hit 预期引用了`).
    private static func spaced(_ referrer: IDReferrer) -> String {
        let words = referrer.text(in: .zh)
        return words.last?.isASCII == true ? words + " " : words
    }
}
