import Foundation

/// The colours of one recording's GIF: at most 255 (index 255 stays free
/// for "unchanged since the last frame"), chosen from a histogram of every
/// frame's pixels. With 255 colours or fewer the palette is exactly those;
/// otherwise median cut (Heckbert, 1982) splits the colour space where the
/// pixels are and each box gives one entry — the box's dominant colour when
/// it holds half the box's pixels (flat fills and text stay their exact
/// colour), else the pixels' mean (anti-aliased edges). Every step is in
/// sorted order, never in a dictionary's, so the same frames give the same
/// palette in every process.
///
///     let palette = GIFPalette(histogram: [0xff0000: 10, 0x00ff00: 3])
///     palette.colors   // [0x00ff00, 0xff0000]
struct GIFPalette {
    /// 0xRRGGBB entries; a pixel's index is its nearest entry's.
    let colors: [UInt32]
    static let maxColors = 255

    init(histogram: [UInt32: Int]) {
        let entries = histogram.map { (color: $0.key, count: $0.value) }.sorted { $0.color < $1.color }
        guard entries.count > Self.maxColors else {
            colors = entries.map(\.color)
            return
        }
        var boxes = [ColorBox(entries[...])]
        while boxes.count < Self.maxColors {
            var best: Int?, bestScore = 0.0
            for (i, box) in boxes.enumerated() where box.entries.count > 1 && box.score > bestScore {
                (best, bestScore) = (i, box.score)
            }
            guard let best else { break }
            let (low, high) = boxes[best].split()
            boxes[best] = low
            boxes.append(high)
        }
        colors = boxes.map(\.representative).sorted()
    }

    /// The index of the entry nearest `color` (0xRRGGBB), by squared
    /// distance; the first of equals.
    func nearest(_ color: UInt32) -> UInt8 {
        colors.withUnsafeBufferPointer { entries in
            var best = 0, bestDistance = Int.max
            for i in 0..<entries.count {
                let d = ColorBox.distance(color, entries[i])
                if d < bestDistance { (best, bestDistance) = (i, d) }
                if d == 0 { break }
            }
            return UInt8(best)
        }
    }
}
