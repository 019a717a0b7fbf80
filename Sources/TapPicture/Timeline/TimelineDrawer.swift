import Foundation
import TapExplain
import TapKit

/// Lays a `TimelineDiagram` out on a page (points) and draws it through a
/// `Painter`: a title, one lane per finger, recognizer, responder and
/// control with its name on the left, time across on a labelled axis, and
/// a legend in the chosen language.
struct TimelineDrawer {
    static let margin: CGFloat = 20
    static let labelSize: CGFloat = 11
    static let rowHeight: CGFloat = 16
    static let titleHeight: CGFloat = 46

    /// A lane's place: its line's height and the labels along it.
    struct LaneBox {
        var lane: TimelineLane
        var top: CGFloat, line: CGFloat, bottom: CGFloat
        var labels: TimelineLabelRows
    }

    let diagram: TimelineDiagram
    /// The heading; a page of a long script adds which page it is.
    var title: String
    let language: Language
    /// How lanes are named (`--names`).
    let names: PictureNames
    let text: TextMeasurer
    let axis: TimelineAxis
    private(set) var boxes: [LaneBox] = []
    private(set) var size: CGSize = .zero

    init(_ diagram: TimelineDiagram, title: String, language: Language, text: TextMeasurer, names: PictureNames = .walked,
         pointsPerSecond: CGFloat? = nil) {
        self.diagram = diagram
        self.title = title
        self.language = language
        self.text = text
        self.names = names
        let names = diagram.lanes.flatMap { [Self.laneName($0, language, names: names, in: diagram),
                                             Self.kindWord($0, in: diagram).text(language)] }
        let column = (names.map { text.measure($0, size: 13).width }.max() ?? 40) + 34
        axis = TimelineAxis(moments: diagram.moments, start: Self.margin + column, targetWidth: 800,
                            unbroken: diagram.held.map { ($0.from.t, $0.to.t) }, pointsPerSecond: pointsPerSecond)
        var y = Self.margin + Self.titleHeight
        var right: CGFloat = 0
        for lane in diagram.lanes {
            var rows = TimelineLabelRows()
            reserveArrows(on: lane, in: &rows)
            for (string, x, color, below) in labels(on: lane) {
                rows.place(string, at: x, width: text.measure(string, size: Self.labelSize).width, color: color, firstRow: below ? 1 : 0)
                right = max(right, x + text.measure(string, size: Self.labelSize).width)
            }
            if diagram.isChainOnly(lane), rows.labels.isEmpty {
                boxes.append(LaneBox(lane: lane, top: y, line: y + 14, bottom: y + 28, labels: rows))
                y += 28
                continue
            }
            let top = y, line = y + 10 + Self.rowHeight
            let bottom = line + 10 + CGFloat(rows.rowCount - 1) * Self.rowHeight + 4
            boxes.append(LaneBox(lane: lane, top: top, line: line, bottom: max(bottom, line + 16), labels: rows))
            y = max(bottom, line + 16)
        }
        let legendTop = y + 50
        let width = max(axis.end, right + 8, 560)
        size = CGSize(width: width + Self.margin, height: legendTop + legendHeight(width: width - Self.margin - 8) + Self.margin)
    }

    /// How a lane is named on the left: a finger by its number, anything else by its log name.
    /// Under `--names class`, a lane is named by its class, with its id beside
    /// (`UIView B`); `none` leaves only fingers' numbers and the lanes' kinds.
    static func laneName(_ lane: TimelineLane, _ language: Language, names: PictureNames = .walked,
                         in diagram: TimelineDiagram? = nil) -> String {
        if lane.kind == .finger { return TimelineWord.finger.text(language) + " " + lane.name }
        switch names {
        case .walked, .all: return lane.name
        case .none: return ""
        case .class: return diagram?.classNames[lane.subject].map { "\($0) \(lane.name)" } ?? lane.name
        }
    }

    static func kindWord(_ lane: TimelineLane, in diagram: TimelineDiagram) -> TimelineWord {
        switch lane.kind {
        case .finger: .finger
        case .recognizer: .recognizer
        case .responder: diagram.isChainOnly(lane) ? .chain : .responder
        case .control: .control
        case .list: .list
        }
    }

    func box(_ lane: TimelineLane) -> LaneBox? { boxes.first { $0.lane == lane } }

    static func color(_ style: TimelineDiagram.Mark.Style) -> RGBA {
        switch style {
        case .began, .state: DiagramColors.began
        case .ended: DiagramColors.ended
        case .cancelled: DiagramColors.cancelled
        case .action: DiagramColors.action
        case .control: DiagramColors.control
        case .list: DiagramColors.list
        case .scroll: DiagramColors.scroll
        case .fingerDown, .fingerUp: DiagramColors.contact
        case .note: DiagramColors.quiet
        }
    }
}
