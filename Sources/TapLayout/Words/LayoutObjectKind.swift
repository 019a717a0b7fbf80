import Foundation
import TapExplain

/// What kind of object an id names, for the messages that say why it cannot
/// be used where it is named ("'card' is a layer, not a view").
public enum LayoutObjectKind: Worded, Equatable, CaseIterable {
    case window, view, viewController, layer, gestureRecognizer, application, applicationDelegate

    public func text(in language: Language) -> String { LayoutWords.tables(language).layoutObjectKind(self) }

    static let english: @Sendable (LayoutObjectKind) -> String = { kind in
        switch kind {
        case .window: "a window"
        case .view: "a view"
        case .viewController: "a view controller"
        case .layer: "a layer"
        case .gestureRecognizer: "a gesture recognizer"
        case .application: "the application"
        case .applicationDelegate: "the application delegate"
        }
    }

    static let chinese: @Sendable (LayoutObjectKind) -> String = { kind in
        switch kind {
        case .window: "一个窗口"
        case .view: "一个视图"
        case .viewController: "一个视图控制器"
        case .layer: "一个图层"
        case .gestureRecognizer: "一个手势识别器"
        case .application: "应用对象（UIApplication）"
        case .applicationDelegate: "应用的 delegate"
        }
    }
}
