import Foundation
import TapExplain
import TapKit

/// TapLab's own words on a timeline, in each `Language`: lane headings,
/// the axis, the legend. UIKit's method and event names (`touchesBegan`,
/// `touchUpInside`) stay as they are in every language (see `Language`);
/// recognizer states are words (`已识别`, `失败`, SPEC 13).
/// Every word has every language: `TimelineWordsTests` checks the table.
enum TimelineWord: CaseIterable {
    case finger, recognizer, responder, chain, control, list
    case seconds, skipped
    case held, released, dropped, cancelledEnd
    case waitsFor, cancels
    case possible, active, action, moved, scrolled, onGlass, cancelledOrFailed

    func text(_ language: Language) -> String {
        Self.table[self]?[language] ?? ""
    }

    static let table: [TimelineWord: [Language: String]] = [
        .finger: [.en: "finger", .zh: "手指"],
        .recognizer: [.en: "recognizer", .zh: "手势识别器"],
        .responder: [.en: "responder", .zh: "响应者"],
        .chain: [.en: "responder, via next", .zh: "响应者（沿 next 传递）"],
        .control: [.en: "control", .zh: "控件"],
        .list: [.en: "list", .zh: "列表"],
        .seconds: [.en: "time (s, virtual)", .zh: "时间（秒，虚拟）"],
        .skipped: [.en: "nothing happens", .zh: "无事发生"],
        .held: [.en: "held", .zh: "被扣留"],
        .released: [.en: "delivered late", .zh: "延后送达"],
        .dropped: [.en: "dropped", .zh: "被丢弃"],
        .cancelledEnd: [.en: "became touchesCancelled", .zh: "变成 touchesCancelled"],
        .waitsFor: [.en: "waits for it to fail", .zh: "等它失败"],
        .cancels: [.en: "cancels the view's touches", .zh: "取消视图的触摸"],
        .possible: [.en: "possible", .zh: "可能（判断中）"],
        .active: [.en: "began … ended", .zh: "已开始 … 已结束（进行中）"],
        .cancelledOrFailed: [.en: "touchesCancelled / failed", .zh: "touchesCancelled / 失败"],
        .action: [.en: "action runs", .zh: "action 执行"],
        .moved: [.en: "moves", .zh: "移动"],
        .scrolled: [.en: "scrolls", .zh: "滚动"],
        .onGlass: [.en: "finger down … up", .zh: "手指按下 … 抬起"],
    ]
}

extension TimelineWord {
    /// A page's heading after the title, when a long script is cut into
    /// pages: `page 2 of 5 (4.1–8.3 s)`, `第 2/5 页（4.1–8.3 秒）`.
    static func page(_ number: Int, of count: Int, from start: TimeInterval, to end: TimeInterval, _ language: Language) -> String {
        let span = formatNumber(CGFloat(start)) + "–" + formatNumber(CGFloat(end))
        switch language {
        case .en: return "page \(number) of \(count) (\(span) s)"
        case .zh: return "第 \(number)/\(count) 页（\(span) 秒）"
        }
    }
}
