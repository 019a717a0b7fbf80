import TapLab

extension UIColor {
    /// `UIColor(hex: 0x007aff)`: the layouts' `"#007aff"`, so code and layout look alike.
    init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
                  blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
    }
}

extension UIView {
    /// Names the view as its layout does, for traces and logs that compare.
    func named(_ id: String, _ color: UIColor? = nil, cornerRadius: CGFloat = 0) -> Self {
        accessibilityIdentifier = id
        backgroundColor = color
        layer.cornerRadius = cornerRadius
        return self
    }
}
