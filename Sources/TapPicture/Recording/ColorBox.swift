import Foundation

/// A box of median cut: colours sorted by value, with their pixel counts.
struct ColorBox {
    let entries: ArraySlice<(color: UInt32, count: Int)>
    /// The channel (0 red, 1 green, 2 blue) the box spans most, and how far.
    let widest: (channel: Int, range: Int)
    /// How many pixels the box's colours cover.
    let weight: Int

    init(_ entries: ArraySlice<(color: UInt32, count: Int)>) {
        self.entries = entries
        weight = entries.reduce(0) { $0 + $1.count }
        widest = Self.widest(entries)
    }

    static func channel(_ color: UInt32, _ c: Int) -> Int { Int((color >> UInt32(16 - 8 * c)) & 0xff) }

    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let r = Int(a >> 16 & 0xff) - Int(b >> 16 & 0xff), g = Int(a >> 8 & 0xff) - Int(b >> 8 & 0xff), b = Int(a & 0xff) - Int(b & 0xff)
        return r * r + g * g + b * b
    }

    private static func widest(_ entries: ArraySlice<(color: UInt32, count: Int)>) -> (channel: Int, range: Int) {
        var best = (channel: 0, range: -1)
        for c in 0..<3 {
            var low = 255, high = 0
            for entry in entries {
                let v = Self.channel(entry.color, c)
                low = min(low, v)
                high = max(high, v)
            }
            if high - low > best.range { best = (c, high - low) }
        }
        return (best.channel, max(0, best.range))
    }

    /// Which box splits next: wide boxes with many pixels.
    var score: Double { Double(widest.range) * Double(weight).squareRoot() }

    /// The box cut at its pixels' median along its widest channel.
    func split() -> (ColorBox, ColorBox) {
        let c = widest.channel
        let sorted = entries.sorted { (Self.channel($0.color, c), $0.color) < (Self.channel($1.color, c), $1.color) }
        let half = weight / 2
        var running = 0, cut = 1
        for (i, entry) in sorted.enumerated() {
            running += entry.count
            if running >= half { cut = i + 1; break }
        }
        cut = min(max(cut, 1), sorted.count - 1)
        return (ColorBox(sorted[..<cut]), ColorBox(sorted[cut...]))
    }

    /// The box's colour: its dominant one, or the mean of its pixels.
    var representative: UInt32 {
        let total = weight
        if let top = entries.max(by: { ($0.count, $1.color) < ($1.count, $0.color) }), top.count * 2 >= total { return top.color }
        let mean = (0..<3).map { c in
            (entries.reduce(0) { $0 + Self.channel($1.color, c) * $1.count } + total / 2) / max(total, 1)
        }
        return UInt32(mean[0] << 16 | mean[1] << 8 | mean[2])
    }
}
