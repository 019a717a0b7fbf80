import Foundation
import TapKit

/// Colours as layouts write them: `#rgb`, `#rrggbb`, `#rrggbbaa`, or a UIKit
/// colour name such as `systemBlue`.
public enum ColorParser {
    /// `suggesting`: look for the closest name to an unknown one (only for
    /// an error that will be shown: the search is over every colour name).
    public static func parse(_ text: String, suggesting: Bool = true) -> Result<UIColor, ColorProblem> {
        if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard [3, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit), let value = UInt64(hex, radix: 16) else {
                return .failure(.malformed(text))
            }
            switch hex.count {
            case 3:
                let r = (value >> 8) & 0xf, g = (value >> 4) & 0xf, b = value & 0xf
                return .success(UIColor(red: CGFloat(r * 17) / 255, green: CGFloat(g * 17) / 255, blue: CGFloat(b * 17) / 255, alpha: 1))
            case 6:
                return .success(UIColor(red: CGFloat((value >> 16) & 0xff) / 255, green: CGFloat((value >> 8) & 0xff) / 255,
                                        blue: CGFloat(value & 0xff) / 255, alpha: 1))
            default:
                return .success(UIColor(red: CGFloat((value >> 24) & 0xff) / 255, green: CGFloat((value >> 16) & 0xff) / 255,
                                        blue: CGFloat((value >> 8) & 0xff) / 255, alpha: CGFloat(value & 0xff) / 255))
            }
        }
        if let named = UIColor.named[text] { return .success(named) }
        guard suggesting else { return .failure(.unknown(text, suggestion: nil)) }
        let names = Array(UIColor.named.keys).sorted()
        return .failure(.unknown(text, suggestion: .closest(to: text, among: names)))
    }
}
