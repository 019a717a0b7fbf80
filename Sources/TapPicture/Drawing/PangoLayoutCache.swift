import CCairo
import CPango
import Foundation
import TapKit

/// Pango layouts kept from frame to frame, so that the same tag or title is
/// shaped once, not on every frame (the window redraws hundreds of them).
/// A layout depends on the text, font and width, and on the linear part of
/// the transform it is drawn under (glyphs are made for that scale and
/// rotation; where the text lands does not matter): one Pango context per
/// linear part, each with its layouts.
final class PangoLayoutCache {
    private struct Linear: Hashable { var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat }
    private struct Key: Hashable {
        var string: String, size: CGFloat, face: FontFace, width: CGFloat?, centered: Bool
    }

    private final class Entry {
        let context: OpaquePointer
        var layouts: [Key: OpaquePointer] = [:]
        init(context: OpaquePointer) { self.context = context }
    }

    private let text: TextMeasurer
    private var entries: [Linear: Entry] = [:]
    private var count = 0
    /// Enough for every tag of a 10,000-view screen with every overlay on.
    static let capacity = 4096
    static let maxContexts = 16

    init(text: TextMeasurer) { self.text = text }

    deinit { removeAll() }

    /// The layout of `run` for drawing under `linear` (no translation),
    /// which must be `cairo`'s matrix when this is called.
    func layout(for run: TextRun, linear t: CGAffineTransform, cairo: OpaquePointer) -> OpaquePointer {
        let linear = Linear(a: t.a, b: t.b, c: t.c, d: t.d)
        let key = Key(string: run.string, size: run.size, face: run.face, width: run.width, centered: run.centered)
        if let layout = entries[linear]?.layouts[key] { return layout }
        if count >= Self.capacity || (entries[linear] == nil && entries.count >= Self.maxContexts) { removeAll() }
        let entry: Entry
        if let known = entries[linear] {
            entry = known
        } else {
            entry = Entry(context: pango_cairo_create_context(cairo))
            TextMeasurer.configure(entry.context)
            entries[linear] = entry
        }
        let layout = pango_layout_new(entry.context)!
        text.prepare(layout, for: run)
        entry.layouts[key] = layout
        count += 1
        return layout
    }

    func removeAll() {
        for entry in entries.values {
            for layout in entry.layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
            g_object_unref(UnsafeMutableRawPointer(entry.context))
        }
        entries.removeAll()
        count = 0
    }
}
