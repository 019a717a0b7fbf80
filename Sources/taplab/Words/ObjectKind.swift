import Foundation
import TapExplain
import TapKit
import TapLayout

/// What kind of thing a layout's name stands for, as messages name it
/// ("'x' is a layer: …"), in each language.
enum ObjectKind: Worded, Equatable {
    case window, view, controller, layer, recognizer, application, delegate

    init(_ object: LayoutObject) {
        switch object {
        case let .view(view): self = view is UIWindow ? .window : .view
        case .controller: self = .controller
        case .layer: self = .layer
        case .recognizer: self = .recognizer
        case .application: self = .application
        case .delegate: self = .delegate
        }
    }

    func text(in language: Language) -> String { CommandWords.tables(language).objectKind(self) }

    static let english: @Sendable (ObjectKind) -> String = { kind in
        switch kind {
        case .window: "a window"
        case .view: "a view"
        case .controller: "a view controller"
        case .layer: "a layer"
        case .recognizer: "a gesture recognizer"
        case .application: "the application"
        case .delegate: "the application delegate"
        }
    }

    static let chinese: @Sendable (ObjectKind) -> String = { kind in
        switch kind {
        case .window: "窗口"
        case .view: "视图"
        case .controller: "视图控制器"
        case .layer: "图层"
        case .recognizer: "手势识别器"
        case .application: "应用（application）"
        case .delegate: "应用的代理（appDelegate）"
        }
    }
}
