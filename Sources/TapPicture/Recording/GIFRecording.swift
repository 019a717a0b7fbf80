import Foundation

/// A GIF being recorded: frames go in one by one (`taplab record`, the
/// window's record key), each kept as what it changed, on disk
/// (`FrameSpill`) rather than in memory; `encode` then makes
/// one palette for the whole recording (`GIFPalette`) and writes every
/// frame as its changed rectangle, pixels that kept their colour
/// transparent so the frame before shows through. Looping forever, each
/// frame shown for its own delay. Deterministic: the same frames give the
/// same bytes.
///
///     let gif = GIFRecording(width: 390, height: 900)
///     for i in 0..<frames { try gif.append(canvas, delay: GIFRecording.delay(frame: i, fps: 10)) }
///     let data = try gif.encode()   // "GIF89a…"
public final class GIFRecording {
    public let width: Int
    public let height: Int
    /// The frames kept so far.
    public var frameCount: Int { changes.count }
    /// The bytes the kept frames take on disk (the window stops a
    /// recording that grows past its limit).
    public var storedBytes: Int { spill?.size ?? 0 }

    private var last: [UInt32]?
    /// Each frame's changed rectangle; its pixels are in `spill`, at `offsets`.
    private var changes: [FrameChange] = []
    private var offsets: [Int] = []
    private var spill: FrameSpill?
    private var delays: [Int] = []
    private var histogram: [UInt32: Int] = [:]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// How long frame `i` of a recording at `fps` frames a second is shown,
    /// in the GIF's hundredths of a second: rounded so that frame `i`
    /// starts at `round(100 i / fps)`, and the whole keeps to the clock.
    public static func delay(frame i: Int, fps: Int) -> Int {
        let start = (100 * i + fps / 2) / fps, end = (100 * (i + 1) + fps / 2) / fps
        return end - start
    }

    /// Adds `canvas` (as large as the recording) shown for `delay` hundredths of a second.
    public func append(_ canvas: OffscreenCanvas, delay: Int) throws(RenderError) {
        guard canvas.width == width, canvas.height == height else {
            throw .encoding(format: "GIF",
                            .frameSize(width: canvas.width, height: canvas.height, recordingWidth: width, recordingHeight: height))
        }
        var rgb = [UInt32](repeating: 0, count: width * height)
        canvas.withPixels { pixels, pitch in
            for row in 0..<height {
                for column in 0..<width { rgb[row * width + column] = pixels[row * pitch + column] & 0xff_ffff }
            }
        }
        try rgb.withUnsafeBufferPointer { (frame) throws(RenderError) in try append(frame, delay: delay) }
    }

    /// Adds a frame of `width` × `height` 0xRRGGBB pixels.
    func append(_ rgb: UnsafeBufferPointer<UInt32>, delay: Int) throws(RenderError) {
        var change = FrameChange(from: last, to: rgb, width: width, height: height)
        // Counted by runs: a frame of flat colours is long runs of one
        // pixel, and a dictionary update per pixel was most of encoding a
        // recording at scale 2.
        var run: (pixel: UInt32, count: Int)?
        for pixel in change.pixels {
            if run?.pixel == pixel { run?.count += 1; continue }
            if let (previous, count) = run { histogram[previous, default: 0] += count }
            run = (pixel, 1)
        }
        if let (previous, count) = run { histogram[previous, default: 0] += count }
        if spill == nil { spill = try FrameSpill() }
        offsets.append(try spill?.append(change.pixels) ?? 0)
        change.pixels = []
        changes.append(change)
        delays.append(max(0, min(delay, 65_535)))
        last = Array(rgb)
    }

    /// The GIF's bytes.
    public func encode() throws(RenderError) -> Data {
        let palette = GIFPalette(histogram: histogram)
        let writer = try GIFWriter(width: width, height: height, palette: palette.colors)
        var frame = [UInt32](repeating: 0, count: width * height)
        var indices = [UInt8](repeating: GIFWriter.transparent, count: width * height)
        var cache: [UInt32: UInt8] = [:]
        for (i, var change) in changes.enumerated() {
            guard !change.isEmpty else {
                try writer.addFrame(x: 0, y: 0, width: 1, height: 1, indices: [GIFWriter.transparent], delay: delays[i])
                continue
            }
            change.pixels = try spill?.read(at: offsets[i], count: change.width * change.height) ?? []
            change.apply(to: &frame, width: width)
            var sub = [UInt8](repeating: GIFWriter.transparent, count: change.width * change.height)
            var last: (color: UInt32, index: UInt8)?
            for row in 0..<change.height {
                for column in 0..<change.width {
                    let color = change.pixels[row * change.width + column]
                    let index: UInt8
                    if let last, last.color == color {
                        index = last.index
                    } else {
                        index = cache[color] ?? palette.nearest(color)
                        cache[color] = index
                        last = (color, index)
                    }
                    let at = (change.y + row) * width + change.x + column
                    if i == 0 || indices[at] != index { sub[row * change.width + column] = index }
                    indices[at] = index
                }
            }
            try writer.addFrame(x: change.x, y: change.y, width: change.width, height: change.height, indices: sub, delay: delays[i])
        }
        return try writer.finish()
    }
}
