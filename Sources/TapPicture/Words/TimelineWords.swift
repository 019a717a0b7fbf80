import Foundation
import TapExplain
import TapKit

/// TapLab's own words on a timeline, in each `Language`: lane headings,
/// the axis, the legend. UIKit's method and event names (`touchesBegan`,
/// `touchUpInside`) stay as they are in every language (see `Language`);
/// recognizer states are words (`已识别`, `失败`, SPEC 13).
/// Every word has every language: each language's `switch` must answer
/// every case (as `FigureWord`'s), so the compiler checks the tables.
enum TimelineWord: CaseIterable {
    case finger, recognizer, responder, chain, control, list
    case seconds, skipped
    case held, released, dropped, cancelledEnd
    case waitsFor, cancels
    case possible, active, action, moved, scrolled, onGlass, cancelledOrFailed

    func text(_ language: Language) -> String { Self.tables(language).word(self) }

    /// A language's timeline words: each word (an exhaustive `switch`) and
    /// the page heading.
    struct Table {
        let word: (TimelineWord) -> String
        /// `page 2 of 5 (4.1–8.3 s)`: the page, the pages, the span.
        let page: (_ number: Int, _ count: Int, _ span: String) -> String
    }

    static let tables = WordTables(english: Table(word: \.english, page: { "page \($0) of \($1) (\($2) s)" }),
                                   [.zh: Table(word: \.chinese, page: { "第 \($0)/\($1) 页（\($2) 秒）" })])

    var english: String {
        switch self {
        case .finger: "finger"
        case .recognizer: "recognizer"
        case .responder: "responder"
        case .chain: "responder, via next"
        case .control: "control"
        case .list: "list"
        case .seconds: "time (s, virtual)"
        case .skipped: "nothing happens"
        case .held: "held"
        case .released: "delivered late"
        case .dropped: "dropped"
        case .cancelledEnd: "became touchesCancelled"
        case .waitsFor: "waits for it to fail"
        case .cancels: "cancels the view's touches"
        case .possible: "possible"
        case .active: "began … ended"
        case .cancelledOrFailed: "touchesCancelled / failed"
        case .action: "action runs"
        case .moved: "moves"
        case .scrolled: "scrolls"
        case .onGlass: "finger down … up"
        }
    }

    var chinese: String {
        switch self {
        case .finger: "手指"
        case .recognizer: "手势识别器"
        case .responder: "响应者"
        case .chain: "响应者（沿 next 传递）"
        case .control: "控件"
        case .list: "列表"
        case .seconds: "时间（秒，虚拟）"
        case .skipped: "无事发生"
        case .held: "被扣留"
        case .released: "延后送达"
        case .dropped: "被丢弃"
        case .cancelledEnd: "变成 touchesCancelled"
        case .waitsFor: "等它失败"
        case .cancels: "取消视图的触摸"
        case .possible: "可能（判断中）"
        case .active: "已开始 … 已结束（进行中）"
        case .cancelledOrFailed: "touchesCancelled / 失败"
        case .action: "action 执行"
        case .moved: "移动"
        case .scrolled: "滚动"
        case .onGlass: "手指按下 … 抬起"
        }
    }
}

extension TimelineWord {
    /// A page's heading after the title, when a long script is cut into
    /// pages: `page 2 of 5 (4.1–8.3 s)`, `第 2/5 页（4.1–8.3 秒）`.
    static func page(_ number: Int, of count: Int, from start: TimeInterval, to end: TimeInterval, _ language: Language) -> String {
        let span = formatNumber(CGFloat(start)) + "–" + formatNumber(CGFloat(end))
        return tables(language).page(number, count, span)
    }
}
