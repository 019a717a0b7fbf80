import Foundation

extension UIColor {
    /// UIKit's `init(hue:saturation:brightness:alpha:)`: the HSB colour
    /// model, every component in 0...1 (values outside are clamped), hue 0
    /// and 1 both red
    /// (https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)).
    ///
    ///     UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1).rgba8   // (r: 0, g: 255, b: 255, a: 255)
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        let h = clamp(hue) * 6, s = clamp(saturation), v = clamp(brightness)
        // The six sectors of the hue circle: red→yellow→green→cyan→blue→magenta→red.
        let sector = min(Int(h), 5), f = h - CGFloat(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
}
