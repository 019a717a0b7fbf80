import Foundation
import TapExplain
import TapKit

/// TapLab's own words on the figures, in each `Language`, checked by the
/// compiler: every word is a case, and each language's `switch` must
/// answer every case. UIKit's names (`hitTest(_:with:)`, `isHidden`,
/// `next`, class names) stay as they are in every language.
enum FigureWord: CaseIterable {
    case tree, nestedBoxes, viewTree, notAsked, folded
    case callOrder, returns, returnsNil, hitView
    case flowTitle, start, hidden, alpha, interaction, inside, subviews, subviewFound
    case returnNil, returnSubviews, returnSelf, yes, no, visited
    case chainTitle, nextArrow, noTouches, viewController, window, application, appDelegate
    case statesTitle, possible, began, changed, recognized, ended, cancelled, failed, notReached, lostTo, decided

    func text(_ language: Language) -> String { Self.tables(language).word(self) }

    /// A language's figure words: each word (an exhaustive `switch`) and
    /// the `require(toFail:)` wait.
    struct Table {
        let word: (FigureWord) -> String
        /// `waits for tapB to fail`, for the names listed.
        let waitsFor: (_ list: String) -> String
    }

    static let tables = WordTables(english: Table(word: \.english, waitsFor: { "waits for \($0) to fail" }),
                                   [.zh: Table(word: \.chinese, waitsFor: { "等待 \($0) 失败" })])

    var english: String {
        switch self {
        case .tree: "The hit-test walk on the view tree"
        case .nestedBoxes: "the screen"
        case .viewTree: "the view tree"
        case .notAsked: "never asked"
        case .folded: "views never asked"
        case .callOrder: "numbers: hitTest calls in call order (subviews last to first)"
        case .returns: "returns"
        case .returnsNil: "returns nil"
        case .hitView: "hit view"
        case .flowTitle: "How hitTest(_:with:) decides, for each view it asks"
        case .start: "hitTest(point, with: event)"
        case .hidden: "isHidden?"
        case .alpha: "alpha < 0.01?"
        case .interaction: "isUserInteractionEnabled == false?"
        case .inside: "point(inside:with:) false?"
        case .subviews: "ask each subview, last to first:\nhitTest(converted point)"
        case .subviewFound: "a subview returned a view?"
        case .returnNil: "return nil"
        case .returnSubviews: "return that view"
        case .returnSelf: "return self"
        case .yes: "yes"
        case .no: "no"
        case .visited: "views that left here"
        case .chainTitle: "The responder chain of the hit view, and where the touch went"
        case .nextArrow: "next"
        case .noTouches: "no touches"
        case .viewController: "view controller"
        case .window: "window"
        case .application: "application"
        case .appDelegate: "app delegate"
        case .statesTitle: "Each recognizer's states in the script"
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .recognized: "recognized"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        case .notReached: "not reached"
        case .lostTo: "failed: recognized first:"
        case .decided: "decided at"
        }
    }

    var chinese: String {
        switch self {
        case .tree: "视图树上的 hitTest 遍历"
        case .nestedBoxes: "屏幕"
        case .viewTree: "视图树"
        case .notAsked: "未被询问"
        case .folded: "个未被询问的视图"
        case .callOrder: "数字：hitTest 的调用顺序（子视图从后往前）"
        case .returns: "返回"
        case .returnsNil: "返回 nil"
        case .hitView: "命中视图"
        case .flowTitle: "hitTest(_:with:) 对每个被询问的视图如何判断"
        case .start: "hitTest(point, with: event)"
        case .hidden: "isHidden？"
        case .alpha: "alpha < 0.01？"
        case .interaction: "isUserInteractionEnabled == false？"
        case .inside: "point(inside:with:) 为 false？"
        case .subviews: "从后往前询问每个子视图：\nhitTest(转换后的点)"
        case .subviewFound: "有子视图返回了视图？"
        case .returnNil: "返回 nil"
        case .returnSubviews: "返回那个视图"
        case .returnSelf: "返回 self"
        case .yes: "是"
        case .no: "否"
        case .visited: "从这里离开的视图"
        case .chainTitle: "命中视图的响应链，以及触摸实际走过的路"
        case .nextArrow: "next"
        case .noTouches: "未收到触摸"
        case .viewController: "视图控制器"
        case .window: "窗口"
        case .application: "应用"
        case .appDelegate: "应用代理"
        case .statesTitle: "脚本中每个手势识别器的状态"
        case .possible: "可能"
        case .began: "已开始"
        case .changed: "已改变"
        case .recognized: "已识别"
        case .ended: "已结束"
        case .cancelled: "已取消"
        case .failed: "失败"
        case .notReached: "未到达"
        case .lostTo: "失败：先识别的是"
        case .decided: "判定于"
        }
    }
}

extension FigureWord {
    /// `waits for tapB to fail`, `等待 tapB 失败`: a `require(toFail:)` wait.
    static func waiting(for names: [String], _ language: Language) -> String {
        tables(language).waitsFor(names.joined(separator: ", "))
    }
}
