import Foundation
import TapExplain

/// An object TapLab gives an id itself, for the message when a layout uses
/// that id again (`application`, and `main` and `rootVC` in the short form).
public enum BuiltInObject: Worded, Equatable, CaseIterable {
    case application, applicationDelegate, shortFormWindow, shortFormRootViewController

    public func text(in language: Language) -> String { LayoutWords.tables(language).builtInObject(self) }

    static let english: @Sendable (BuiltInObject) -> String = { object in
        switch object {
        case .application: "the application (UIApplication)"
        case .applicationDelegate: "the application's delegate"
        case .shortFormWindow: "the window of the short form ('view:')"
        case .shortFormRootViewController: "the root view controller of the short form ('view:')"
        }
    }

    static let chinese: @Sendable (BuiltInObject) -> String = { object in
        switch object {
        case .application: "应用对象（UIApplication）"
        case .applicationDelegate: "应用的 delegate"
        case .shortFormWindow: "简写形式（'view:'）的窗口"
        case .shortFormRootViewController: "简写形式（'view:'）的根视图控制器"
        }
    }
}
