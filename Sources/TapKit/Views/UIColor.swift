import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0...1.
public struct UIColor: Equatable, Hashable, Sendable {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as 8-bit RGBA, rounded, for renderers.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    static func rgb(_ hex: UInt32) -> UIColor {
        UIColor(red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
                blue: CGFloat(hex & 0xff) / 255, alpha: 1)
    }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    // UIKit's light-mode system colours (iOS 13+ values).
    public static let systemRed = rgb(0xff3b30)
    public static let systemOrange = rgb(0xff9500)
    public static let systemYellow = rgb(0xffcc00)
    public static let systemGreen = rgb(0x34c759)
    public static let systemMint = rgb(0x00c7be)
    public static let systemTeal = rgb(0x30b0c7)
    public static let systemCyan = rgb(0x32ade6)
    public static let systemBlue = rgb(0x007aff)
    public static let systemIndigo = rgb(0x5856d6)
    public static let systemPurple = rgb(0xaf52de)
    public static let systemPink = rgb(0xff2d55)
    public static let systemBrown = rgb(0xa2845e)
    public static let systemGray = rgb(0x8e8e93)
    public static let systemGray2 = rgb(0xaeaeb2)
    public static let systemGray3 = rgb(0xc7c7cc)
    public static let systemGray4 = rgb(0xd1d1d6)
    public static let systemGray5 = rgb(0xe5e5ea)
    public static let systemGray6 = rgb(0xf2f2f7)
    public static let systemBackground = white
    public static let secondarySystemBackground = rgb(0xf2f2f7)
    public static let label = black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)

    /// Every named colour a layout file may use, by its UIKit name.
    public static let named: [String: UIColor] = [
        "clear": clear, "black": black, "white": white, "gray": gray, "red": red, "green": green,
        "blue": blue, "yellow": yellow, "orange": orange,
        "systemRed": systemRed, "systemOrange": systemOrange, "systemYellow": systemYellow,
        "systemGreen": systemGreen, "systemMint": systemMint, "systemTeal": systemTeal,
        "systemCyan": systemCyan, "systemBlue": systemBlue, "systemIndigo": systemIndigo,
        "systemPurple": systemPurple, "systemPink": systemPink, "systemBrown": systemBrown,
        "systemGray": systemGray, "systemGray2": systemGray2, "systemGray3": systemGray3,
        "systemGray4": systemGray4, "systemGray5": systemGray5, "systemGray6": systemGray6,
        "systemBackground": systemBackground, "secondarySystemBackground": secondarySystemBackground,
        "label": label, "secondaryLabel": secondaryLabel,
    ]
}
