import Foundation

extension SVGPathProblem {
    static let chinese: @Sendable (SVGPathProblem) -> String = { problem in
        switch problem {
        case .emptyData: "路径数据是空的"
        case .mustStartWithMove: "路径必须以移动命令（M 或 m）开头"
        case let .closeTakesNoNumbers(letter): "闭合路径命令 '\(letter)' 后面不能跟数字"
        case .numberAfterComma: "',' 后面应当是一个数字"
        case let .numberAfter(letter): "'\(letter)' 后面应当是一个数字"
        case .exponentDigits: "指数部分缺少数字"
        case let .numberTooLarge(literal): "数字 '\(literal)' 太大了（不是有限值）"
        case .coordinateTooLarge: "坐标太大了（不是有限值）"
        case .arcRadiiTooLarge: "圆弧半径太大：圆弧的曲线超出了最大的数（不是有限值）"
        case let .arcFlagAfter(letter): "'\(letter)' 后面应当是圆弧标志（0 或 1）"
        case .arcFlagNotBinary: "圆弧标志必须是 0 或 1"
        case let .tooManyCommands(limit): "路径命令太多（上限是 \(limit) 个）"
        case let .unknownCommand(shown): "未知的路径命令 '\(shown)'"
        case let .unexpectedCharacter(shown): "这里应当是路径命令，却出现了字符 '\(shown)'"
        }
    }
}
