import Foundation
import TapKit

extension OptionProblem {
    static let chinese: @Sendable (OptionProblem) -> String = { problem in
        switch problem {
        case let .notBoth(a, b):
            "请给出 \(a) 或 \(b)，不要同时给出"
        case .tracePoint:
            "请给出点：--at x,y，或用 --on ID 点按一个视图"
        case let .sizeFormat(example, given):
            "--size 必须是以像素计的 WIDTHxHEIGHT，例如 \(example)，而不是 '\(given)'"
        case let .sizeRange(size, limit):
            "--size \(size) 超出范围：每边必须在 16...\(limit) 像素之间"
        case let .scale(most, given):
            "--scale 必须是 1 到 \(most) 之间的整数（每点的像素数），而不是 \(given)"
        case let .fps(most, format, given):
            "--fps 必须是 1 到 \(most) 之间的整数（每秒帧数\(format.map { "，\($0.name) 的上限" } ?? "")），而不是 \(given)"
        case let .maxBytes(given):
            "--max-bytes 必须是字节数，可带 K、M 或 G（512M、2G），而不是 '\(given)'"
        case let .speed(given):
            "--speed 必须是 0.1 到 1 之间的数（录像每秒播放的脚本秒数），而不是 \(formatNumber(given))"
        case let .overlay(unknown):
            "--overlay：未知的叠加层 \(quoted(unknown))；可用的叠加层：\(overlayNames)，或 all、none"
        case let .replay(given):
            "--replay 必须是 1 到 1000000 之间的次数，而不是 \(given)"
        case let .exitAfter(given):
            "--exit-after 必须是大于 0 的秒数，而不是 \(given)"
        }
    }
}
