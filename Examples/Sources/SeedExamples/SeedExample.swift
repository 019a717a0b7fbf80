import Foundation
import TapLab

/// One seed article's hit-testing pattern, written in Swift as the article
/// writes it in Objective-C, beside the layout file that states the same rule
/// in YAML. View ids (`accessibilityIdentifier`) are the layout's, so a trace
/// of the code and a trace of the layout can be compared line by line.
public protocol SeedExample {
    /// The layout this code mirrors, relative to the repository root.
    static var layout: String { get }
    /// What the window's inspector shows above the tree.
    static var title: String { get }
    static var notes: String { get }
    /// Screen points that exercise the rule: at least one where the override decides.
    static var probes: [CGPoint] { get }
    /// Words the walk text must contain at some probe: the override naming itself.
    static var overrides: [String] { get }
    /// A new application with the scene, as the layout builds it.
    static func make() -> UIApplication
}

/// Every example, in seed order.
public enum SeedExamples {
    public static let all: [any SeedExample.Type] = [
        BaseViewExample.self, EnlargedButtonExample.self, TwoStripsExample.self,
        PassThroughExample.self, CarouselExample.self, CircleButtonExample.self,
        DelegateHitTestExample.self,
        ForcedTargetExample.self, IgnoredViewExample.self, OutOfBoundsExample.self,
    ]
}

extension SeedExample {
    /// A new application (390 x 844, the layouts' screen) and its root view,
    /// coloured as the layouts colour it.
    static func application() -> (UIApplication, UIView) {
        let app = TapLab.application(screen: CGSize(width: 390, height: 844))
        let root = app.keyWindow!.rootViewController!.view!
        root.backgroundColor = UIColor(hex: 0xf2f2f7)
        return (app, root)
    }
}
