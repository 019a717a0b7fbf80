import Foundation

/// The application's delegate. In UIKit the delegate class created by
/// `@main` is a `UIResponder` subclass, which is why it ends every chain.
public protocol UIApplicationDelegate: AnyObject {}

/// The delegate TapLab gives every application (`appDelegate` in layouts):
/// a responder that, like an iOS app's default delegate, handles nothing.
open class AppDelegate: UIResponder, UIApplicationDelegate {
    public override init() {
        super.init()
        identifier = "appDelegate"
    }
}
