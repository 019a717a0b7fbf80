import Foundation

/// Keeps overlay tags from covering each other: a tag goes where it asks
/// to, or — when that spot is taken — to the nearest free spot below,
/// above or beside it, tried in a fixed order so pictures stay identical
/// from run to run. Tags are kept inside the canvas.
///
/// The tags placed so far are kept in a coarse grid as well, so that a
/// candidate is only compared with the tags near it: with a tag on each of
/// thousands of views, comparing with every tag would dominate the frame.
struct LabelPlacer {
    let bounds: CGRect
    private(set) var placed: [CGRect] = []
    /// How many tags found no free spot and were put where they asked,
    /// over others: a picture too small for its tags (see `Screenshot`,
    /// which grows an automatic crop while this is not zero).
    private(set) var crowded = 0
    /// Rectangles compared by every search so far: the placer's work.
    private(set) var comparisons = 0
    /// Indices into `placed`, by grid cell: `columns` × `rows` cells of
    /// `cellSize` over `bounds`, row by row, in one flat array (a
    /// dictionary of cells cost a hash per cell per candidate: a tenth of
    /// a frame with every overlay on a thousand views).
    private var cells: [[Int32]]
    private let columns: Int, rows: Int
    /// Rectangles too large (or too odd) for the grid: compared always.
    private var unbinned: [Int] = []
    /// For each search asked before (the same spot, size and way), the first
    /// candidate not yet found taken. Nothing placed is ever removed, so a
    /// candidate found taken stays taken: the next identical search resumes
    /// there, and one that found no room fails at once — the same picture,
    /// without rescanning (a thousand views walked at one point asked the
    /// same search a thousand times, each scanning a crowded cell).
    private var resume: [SearchKey: Int] = [:]

    private struct SearchKey: Hashable {
        let x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
        let search: Search
    }

    private static let cellSize: CGFloat = 64
    /// How many tags may find no room before the rest stop looking.
    static let maxCrowded = 64
    private static let maxCellsPerRect = 64
    /// A canvas larger than this many cells is not binned (nothing is).
    private static let maxCells = 1 << 16

    init(bounds: CGRect) {
        self.bounds = bounds
        let finite = bounds.width.isFinite && bounds.height.isFinite && bounds.minX.isFinite && bounds.minY.isFinite
        let columns = finite ? max(1, Int(min(1e6, bounds.width / Self.cellSize).rounded(.up))) : 0
        let rows = finite ? max(1, Int(min(1e6, bounds.height / Self.cellSize).rounded(.up))) : 0
        if columns * rows <= Self.maxCells {
            (self.columns, self.rows) = (columns, rows)
        } else {
            (self.columns, self.rows) = (0, 0)
        }
        cells = Array(repeating: [], count: self.columns * self.rows)
    }

    /// How a tag looks for room: around its spot, or along a row (badges
    /// of views as large as the picture line up along the top, the
    /// responders without a place of their own along the bottom) so they
    /// do not stack in a corner.
    enum Search {
        case around, rowDown, rowUp
    }

    /// Reserves and returns a rectangle of `size` as close to `origin` as
    /// the tags and obstacles already placed allow.
    mutating func place(_ size: CGSize, at origin: CGPoint, search: Search = .around) -> CGRect {
        // A view scaled out of range asks for a spot at ±∞ or NaN: it is
        // kept at the canvas edge like any other tag off the canvas, and
        // every candidate below stays finite (see `PixelGeometry`).
        let size = CGSize(width: PixelGeometry.clamp(max(0, size.width)), height: PixelGeometry.clamp(max(0, size.height)))
        // The search starts inside the canvas: around a spot far outside it,
        // every candidate would be moved onto the same edge spot, and a
        // taken edge would leave no free candidate at all.
        let origin = clamped(CGRect(origin: PixelGeometry.clamp(origin), size: size)).origin
        let gap = max(1, (size.height * 0.12).rounded())
        let dy = size.height + gap, dx = search == .around ? (size.width + gap) / 2 : (size.width + gap) / 3
        let offsets = switch search {
        case .around: Self.offsets
        case .rowDown: Self.rowOffsets
        case .rowUp: Self.rowUpOffsets
        }
        let bounds = self.bounds
        let candidate = { (offset: (x: Int, y: Int)) in
            Self.clamped(CGRect(origin: CGPoint(x: origin.x + CGFloat(offset.x) * dx, y: origin.y + CGFloat(offset.y) * dy), size: size),
                         to: bounds)
        }
        let key = SearchKey(x: origin.x, y: origin.y, width: size.width, height: size.height, search: search)
        // Past `maxCrowded` tags with no room the picture is a heap of tags
        // no one reads: the rest go where they ask without a search, so
        // that 10,000 walked views cost a search each only until then.
        var index = crowded >= Self.maxCrowded ? offsets.count : resume[key] ?? 0
        while index < offsets.count {
            let rect = candidate(offsets[index])
            index += 1
            if !isTaken(rect, compared: &comparisons) {
                insert(rect)
                resume[key] = index
                return rect
            }
        }
        resume[key] = index
        // No room: the tag goes where it asked, over others, and is not
        // kept in the grid. It already covers tags that were there first,
        // and later tags would find its spot taken anyway; kept, thousands
        // of such tags at one spot made every later search scan them all
        // (4,000 walked views: 20 s). Placed tags never overlap, so each
        // cell now holds a handful and a search costs the same at any count.
        let fallback = offsets.first.map(candidate) ?? clamped(CGRect(origin: origin, size: size))
        crowded += 1
        placed.append(fallback)
        return fallback
    }

    /// Reserves and returns the first of `spots` (top-left corners) where a
    /// rectangle of `size` lies inside the canvas and free; nil when none is
    /// (the caller then asks `place`). For a label that must stay next to
    /// its mark, such as a tap's.
    mutating func placeAtFirstFree(_ size: CGSize, among spots: [CGPoint]) -> CGRect? {
        for spot in spots {
            let rect = CGRect(origin: PixelGeometry.clamp(spot), size: size).integral
            guard bounds.contains(rect), !isTaken(rect) else { continue }
            insert(rect)
            return rect
        }
        return nil
    }

    /// Whether `rect` lies inside the canvas and clear of everything placed.
    func isFree(_ rect: CGRect) -> Bool { bounds.contains(rect) && !isTaken(rect) }

    /// Candidate steps around the asked spot, nearest first (a step down
    /// counts as near as half a tag's width sideways), in a fixed order so
    /// pictures stay identical from run to run.
    private static let offsets: [(x: Int, y: Int)] = {
        var all: [(x: Int, y: Int)] = []
        for y in -10...10 { for x in -8...8 { all.append((x, y)) } }
        return all.enumerated().sorted { a, b in
            let da = cost(a.element), db = cost(b.element)
            return da != db ? da < db : a.offset < b.offset
        }.map(\.element)
    }()

    private static func cost(_ o: (x: Int, y: Int)) -> Int { o.x * o.x + o.y * o.y * 2 + (o.y < 0 ? 1 : 0) }

    /// For row tags: rightwards along the row first (in thirds of a tag),
    /// then the next rows.
    private static let rowOffsets: [(x: Int, y: Int)] = (0...12).flatMap { y in (0...40).map { (x: $0, y: y) } }
    private static let rowUpOffsets = rowOffsets.map { (x: $0.x, y: -$0.y) }

    /// Marks `rect` as taken without moving it (a fixed mark such as the tap point).
    mutating func reserve(_ rect: CGRect) { insert(PixelGeometry.clamp(rect)) }

    /// Whether `r` intersects a rectangle already placed; `compared` counts
    /// the rectangles looked at (tests check it grows with the tags, not
    /// with their square).
    private func isTaken(_ r: CGRect, compared: inout Int) -> Bool {
        compared += unbinned.count
        for i in unbinned where PixelGeometry.intersects(placed[i], r) { return true }
        guard let range = cellRange(r) else {
            compared += placed.count
            return placed.contains { PixelGeometry.intersects($0, r) }
        }
        for y in range.y {
            for x in range.x {
                compared += cells[y * columns + x].count
                for i in cells[y * columns + x] where PixelGeometry.intersects(placed[Int(i)], r) { return true }
            }
        }
        return false
    }

    private func isTaken(_ r: CGRect) -> Bool {
        var compared = 0
        return isTaken(r, compared: &compared)
    }

    private mutating func insert(_ rect: CGRect) {
        let i = placed.count
        placed.append(rect)
        guard let range = cellRange(rect) else { unbinned.append(i); return }
        for y in range.y {
            for x in range.x { cells[y * columns + x].append(Int32(i)) }
        }
    }

    /// The cells a rectangle touches, edges included (touching rectangles
    /// share a cell), clamped to the grid — so two rectangles that meet
    /// beyond its edge still share the edge cells; nil when it is too
    /// large, not finite, or there is no grid.
    private func cellRange(_ r: CGRect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        guard columns > 0, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              abs(r.minX) < 1e9, abs(r.minY) < 1e9, abs(r.maxX) < 1e9, abs(r.maxY) < 1e9 else { return nil }
        func cell(_ v: CGFloat, _ origin: CGFloat, _ count: Int) -> Int {
            min(max(Int(((v - origin) / Self.cellSize).rounded(.down)), 0), count - 1)
        }
        let x0 = cell(r.minX, bounds.minX, columns), x1 = cell(r.maxX, bounds.minX, columns)
        let y0 = cell(r.minY, bounds.minY, rows), y1 = cell(r.maxY, bounds.minY, rows)
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maxCellsPerRect else { return nil }
        return (x0...x1, y0...y1)
    }

    /// `r` moved inside the canvas, on whole pixels; always finite.
    private func clamped(_ r: CGRect) -> CGRect { Self.clamped(r, to: bounds) }

    private static func clamped(_ r: CGRect, to bounds: CGRect) -> CGRect {
        var r = PixelGeometry.clamp(r)
        r.origin.x = min(max(r.origin.x, bounds.minX), max(bounds.minX, bounds.maxX - r.width))
        r.origin.y = min(max(r.origin.y, bounds.minY), max(bounds.minY, bounds.maxY - r.height))
        return r.integral
    }
}
