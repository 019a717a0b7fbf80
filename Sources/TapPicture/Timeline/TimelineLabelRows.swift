import Foundation

/// Places a lane's labels in rows so that none overlaps another: each
/// label starts just right of its mark, in the first row with room (row 0
/// above the lane's line, rows 1, 2, … below it).
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
    private var rowEnds: [CGFloat] = []

    var rowCount: Int { max(1, rowEnds.count) }

    /// Places a label in the first row with room, from `firstRow` on.
    mutating func place(_ text: String, at x: CGFloat, width: CGFloat, color: RGBA, firstRow: Int = 0) {
        while rowEnds.count < firstRow { rowEnds.append(-.infinity) }
        let row = rowEnds.indices.first { $0 >= firstRow && rowEnds[$0] + Self.gap <= x } ?? rowEnds.count
        if row == rowEnds.count { rowEnds.append(x + width) } else { rowEnds[row] = x + width }
        labels.append(Label(text: text, x: x, width: width, color: color, row: row))
    }
}
