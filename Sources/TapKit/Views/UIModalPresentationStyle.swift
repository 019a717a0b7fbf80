import Foundation

/// How a presented view controller's view covers the presenter's (the two
/// styles TapLab models of UIKit's `UIModalPresentationStyle`).
///
/// - `fullScreen`: the presented view fills the window.
/// - `pageSheet`: the presented view starts `UIModalPresentationStyle.sheetTop`
///   points below the window's top, over a dimming view that fills the
///   window; the dimming view is hit-tested, so a tap beside the sheet
///   reaches it and not the presenter's views.
public enum UIModalPresentationStyle: String, Sendable, CaseIterable {
    case fullScreen, pageSheet

    /// Where a page sheet starts, below the window's top; TapLab fixes it.
    public static let sheetTop: CGFloat = 40
}
