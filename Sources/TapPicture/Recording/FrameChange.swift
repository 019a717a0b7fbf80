import Foundation

/// What one frame of a recording changed since the one before: the
/// smallest rectangle holding every changed pixel, and those pixels
/// (0xRRGGBB, row by row). An unchanged frame is an empty rectangle.
/// Recordings keep frames this way, so a long, mostly still session costs
/// little memory and the GIF only stores what moved.
struct FrameChange {
    var x = 0, y = 0, width = 0, height = 0
    var pixels: [UInt32] = []

    var isEmpty: Bool { width == 0 || height == 0 }

    /// The change from `previous` to `next` (both `width` × `height`); with
    /// no previous frame, the whole of `next`.
    init(from previous: [UInt32]?, to next: UnsafeBufferPointer<UInt32>, width frameWidth: Int, height frameHeight: Int) {
        guard let previous else {
            (width, height, pixels) = (frameWidth, frameHeight, Array(next))
            return
        }
        var x0 = frameWidth, y0 = frameHeight, x1 = -1, y1 = -1
        previous.withUnsafeBufferPointer { old in
            for row in 0..<frameHeight {
                let base = row * frameWidth
                var first = -1, last = -1
                for column in 0..<frameWidth where old[base + column] != next[base + column] {
                    if first < 0 { first = column }
                    last = column
                }
                guard first >= 0 else { continue }
                (x0, x1) = (min(x0, first), max(x1, last))
                (y0, y1) = (min(y0, row), row)
            }
        }
        guard x1 >= 0 else { return }
        (x, y, width, height) = (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
        pixels.reserveCapacity(width * height)
        for row in y0...y1 { pixels += next[(row * frameWidth + x0)...(row * frameWidth + x1)] }
    }

    /// Writes the changed pixels into a whole frame.
    func apply(to frame: inout [UInt32], width frameWidth: Int) {
        for row in 0..<height {
            let start = (y + row) * frameWidth + x
            frame.replaceSubrange(start..<(start + width), with: pixels[(row * width)..<((row + 1) * width)])
        }
    }
}
