import Foundation

/// A picture's proportions, width to height (`--aspect 16:9`).
///
///     PictureAspect("16:9")?.ratio   // 1.777…
///     PictureAspect("wide")          // nil
public struct PictureAspect: Equatable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    /// A widescreen slide, 16:9.
    public static let widescreen = PictureAspect(uncheckedWidth: 16, height: 9)
    /// An older projector's slide, 4:3.
    public static let standard = PictureAspect(uncheckedWidth: 4, height: 3)
    /// A square, 1:1.
    public static let square = PictureAspect(uncheckedWidth: 1, height: 1)
    /// The proportions `--aspect` offers (any W:H is one in Swift).
    public static let choices = [widescreen, standard, square]

    private init(uncheckedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public init?(width: Int, height: Int) {
        guard (1...1000).contains(width), (1...1000).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// Parses `W:H` with whole numbers from 1 to 1000.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        self.init(width: w, height: h)
    }

    public var ratio: CGFloat { CGFloat(width) / CGFloat(height) }
    public var description: String { "\(width):\(height)" }
}
