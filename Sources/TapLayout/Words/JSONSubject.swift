import Foundation
import TapExplain

/// Which object of a TapLab dump a message is about ("'alpha' in view
/// login-0x1 must be a number"): a controller, scroll state or recognizer is
/// named by the view it belongs to, so the subject nests.
///
/// The Chinese words end in a Chinese character (or a full-width mark), so
/// a sentence can follow them with 中的 without a space.
public indirect enum JSONSubject: Worded, Equatable {
    /// The whole document.
    case document
    case screen
    /// A view whose class and address are not read yet.
    case view
    /// A window by its id (or `Class-0xADDRESS`).
    case window(String)
    /// A view by its id (or `Class-0xADDRESS`).
    case namedView(String)
    case controller(of: JSONSubject)
    /// A controller by `Class-0xADDRESS`.
    case namedController(String)
    case scrollState(of: JSONSubject)
    case gesture(of: JSONSubject)
    /// A recognizer by its class.
    case namedGesture(String, of: JSONSubject)
    case actions(of: JSONSubject)

    public func text(in language: Language) -> String { LayoutWords.tables(language).jsonSubject(self) }

    static let english: @Sendable (JSONSubject) -> String = { subject in
        switch subject {
        case .document: "a TapLab dump"
        case .screen: "the screen"
        case .view: "a view"
        case .window(let name): "window \(name)"
        case .namedView(let name): "view \(name)"
        case .controller(let owner): "the controller of \(english(owner))"
        case .namedController(let name): "controller \(name)"
        case .scrollState(let owner): "the scroll state of \(english(owner))"
        case .gesture(let owner): "a gesture recognizer of \(english(owner))"
        case .namedGesture(let className, let owner): "gesture recognizer \(className) of \(english(owner))"
        case .actions(let owner): "the actions of \(english(owner))"
        }
    }

    static let chinese: @Sendable (JSONSubject) -> String = { subject in
        switch subject {
        case .document: "TapLab 的 dump 文件"
        case .screen: "屏幕"
        case .view: "视图"
        case .window(let name): "\(name) 窗口"
        case .namedView(let name): "\(name) 视图"
        case .controller(let owner): "\(chinese(owner))的控制器"
        case .namedController(let name): "\(name) 控制器"
        case .scrollState(let owner): "\(chinese(owner))的滚动状态"
        case .gesture(let owner): "\(chinese(owner))的一个手势识别器"
        case .namedGesture(let className, let owner): "\(chinese(owner))的手势识别器（\(className)）"
        case .actions(let owner): "\(chinese(owner))的 actions 对象"
        }
    }
}
