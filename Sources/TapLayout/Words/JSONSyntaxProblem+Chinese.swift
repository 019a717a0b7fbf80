import Foundation
import TapExplain

extension JSONSyntaxProblem {
    static let chinese: @Sendable (JSONSyntaxProblem) -> String = { problem in
        "无效的 JSON：" + sentence(problem)
    }

    private static func sentence(_ problem: JSONSyntaxProblem) -> String {
        switch problem {
        case .nestedTooDeep(let limit): "嵌套超过 \(limit) 层（这是上限）"
        case .expectedObjectSeparator(let found): "对象成员后面应为 ',' 或 '}'，实际是\(found.text(in: .zh))"
        case .expectedArraySeparator(let found): "数组元素后面应为 ',' 或 ']'，实际是\(found.text(in: .zh))"
        case .textAfterDocument(let found): "文档结束后还有多余的内容：\(found.text(in: .zh))"
        case .trailingComma: "',' 后面应为键，实际是 '}'（多了一个结尾的逗号）"
        case .expectedKey(let found): "应为用双引号括起来的键，实际是\(found.text(in: .zh))"
        case .expectedColon(let found): "键后面应为 ':'，实际是\(found.text(in: .zh))"
        case .expectedValue(let found): "应为一个值（对象、数组、字符串、数字、true、false 或 null），实际是\(found.text(in: .zh))"
        case .expectedLiteral(let word): "应为 '\(word)'"
        case .numberExpectedDigit(let found): "无效的数字：应为一位数字，实际是\(found.text(in: .zh))"
        case .numberLeadingZero: "无效的数字：数字不能以 0 开头"
        case .numberExpectedFraction(let found): "无效的数字：'.' 后面应为一位数字，实际是\(found.text(in: .zh))"
        case .numberExpectedExponent(let found): "无效的数字：指数部分应为一位数字，实际是\(found.text(in: .zh))"
        case .numberOutOfRange(let text): "数字 \(text) 超出了范围"
        case .lineBreakInString: "字符串没有结束（字符串中的换行要写成 \\n）"
        case .controlCharacterInString: "字符串中的控制字符必须转义为 \\u00XX"
        case .unterminatedString: "字符串没有结束"
        case .invalidEscape(.character(let c)): "字符串中的转义 '\\\(c)' 无效"
        case .invalidEscape(let found): "字符串中的 '\\' 后面是\(found.text(in: .zh))，不是有效的转义"
        case .unpairedHighSurrogate: "无效的 \\u 转义：高位代理项后面必须跟着低位代理项"
        case .loneLowSurrogate: "无效的 \\u 转义：单独出现的低位代理项"
        case .expectedHexDigits(let found): "无效的 \\u 转义：应为 4 位十六进制数字，实际是\(found.text(in: .zh))"
        }
    }
}
