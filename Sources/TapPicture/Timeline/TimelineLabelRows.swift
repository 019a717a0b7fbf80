import Foundation

/// Places a lane's labels in rows so that none overlaps another or an
/// arrow crossing the lane: each label starts just right of its mark, in
/// the first row with room (row 0 above the lane's line, rows 1, 2, …
/// below it).
struct TimelineLabelRows {
    struct Label: Equatable {
        var text: String
        var x: CGFloat
        var width: CGFloat
        var color: RGBA
        var row = 0
    }

    static let gap: CGFloat = 6

    private(set) var labels: [Label] = []
    /// What is taken in each row: labels, and arrows passing through.
    private var taken: [[ClosedRange<CGFloat>]] = []

    var rowCount: Int { max(1, labels.map { $0.row + 1 }.max() ?? 1) }

    /// Keeps `span` free of labels in `rows`.
    mutating func reserve(_ span: ClosedRange<CGFloat>, rows: Range<Int>) {
        for row in rows {
            while taken.count <= row { taken.append([]) }
            taken[row].append(span)
        }
    }

    /// Places a label in the first row with room, from `firstRow` on.
    mutating func place(_ text: String, at x: CGFloat, width: CGFloat, color: RGBA, firstRow: Int = 0) {
        let span = x - Self.gap / 2...x + width + Self.gap / 2
        var row = firstRow
        while row < taken.count, taken[row].contains(where: { $0.overlaps(span) }) { row += 1 }
        reserve(span, rows: row..<row + 1)
        labels.append(Label(text: text, x: x, width: width, color: color, row: row))
    }
}
