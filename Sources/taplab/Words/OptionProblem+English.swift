import Foundation
import TapKit

extension OptionProblem {
    static let english: @Sendable (OptionProblem) -> String = { problem in
        switch problem {
        case let .notBoth(a, b):
            "give \(a) or \(b), not both"
        case .tracePoint:
            "give the point: --at x,y, or --on ID to tap a view"
        case let .sizeFormat(example, given):
            "--size must be WIDTHxHEIGHT in pixels, e.g. \(example), not '\(given)'"
        case let .sizeRange(size, limit):
            "--size \(size) is out of range: each side must be 16...\(limit) pixels"
        case let .scale(most, given):
            "--scale must be a whole number from 1 to \(most) (pixels per point), not \(given)"
        case let .fps(most, format, given):
            "--fps must be a whole number from 1 to \(most) (frames per second\(format.map { " for a \($0.name)" } ?? "")), not \(given)"
        case let .maxBytes(given):
            "--max-bytes must be a number of bytes, optionally with K, M or G (512M, 2G), not '\(given)'"
        case let .speed(given):
            "--speed must be a number from 0.1 to 1 (script seconds per second of recording), not \(formatNumber(given))"
        case let .overlay(unknown):
            "--overlay: unknown overlay \(quoted(unknown)); valid overlays: \(overlayNames), or all, none"
        case let .replay(given):
            "--replay must be a number of times from 1 to 1000000, not \(given)"
        case let .exitAfter(given):
            "--exit-after must be a number of seconds above 0, not \(given)"
        }
    }
}
