import Foundation

/// A display. TapKit has no device, so a screen is only its size in points:
/// what a layout's `screen` says, or what a dump recorded. It exists so that
/// code written for UIKit (`window.screen.bounds`) reads the same here.
open class UIScreen {
    public let bounds: CGRect

    public init(bounds: CGRect) {
        self.bounds = bounds
    }
}
