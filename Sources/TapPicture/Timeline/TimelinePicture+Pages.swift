import Foundation
import TapExplain
import TapKit

extension TimelinePicture {
    /// The pages a timeline is drawn on: one when it fits `maxWidth`
    /// points, else the script cut at quiet moments (no finger down) into
    /// pages that each fit, every page a whole timeline of its own stretch
    /// with its lanes, axis and legend. A script of 80 taps was refused
    /// as a PNG (18,030 pixels wide) before; 10,000 taps are 125 pages.
    static func pages(_ facts: TimelineFacts, maxWidth: CGFloat, language: Language,
                      layout: (TimelineFacts, CGFloat?) -> TimelineDrawer) -> [TimelineDrawer] {
        let whole = layout(facts, nil)
        guard whole.size.width > maxWidth else { return [whole] }
        // Room for time on a page, drawn at the whole's scale: its width
        // less the lane names, the margins, the break from 0 to the page's
        // start, and a tenth for labels that run past the last mark.
        let scale = whole.axis.pointsPerSecond
        let opening = TimelineAxis.breakWidth + 2 * CGFloat(TimelineAxis.breakMargin) * scale + 24
        let room = max(100, (maxWidth - whole.axis.start - 2 * TimelineDrawer.margin - opening) * 0.9)
        var cuts: [TimelineFacts.Cut] = [TimelineFacts.Cut(t: 0, record: 0)]
        var startX = whole.axis.start, previous: TimelineFacts.Cut?
        for cut in facts.quietCuts {
            if whole.axis.x(cut.t) - startX > room, let end = previous, end.record > cuts[cuts.count - 1].record {
                cuts.append(end)
                startX = whole.axis.x(end.t)
            }
            previous = cut
        }
        return cuts.enumerated().map { i, cut in
            let next = i + 1 < cuts.count ? cuts[i + 1] : nil
            var page = layout(facts.slice(from: cut, to: next), scale)
            let heading = TimelineWord.page(i + 1, of: cuts.count, from: cut.t, to: next?.t ?? facts.end, language)
            page.title = page.title.isEmpty ? heading : page.title + " — " + heading
            return page
        }
    }
}
