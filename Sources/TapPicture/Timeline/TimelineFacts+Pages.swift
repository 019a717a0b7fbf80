import Foundation

extension TimelineFacts {
    /// A place a long script's timeline can be cut: a finger comes down at
    /// `t` while none is on the glass, and its first record is `record`
    /// (records of the same instant before it — a lift — stay on the page
    /// before).
    struct Cut {
        var t: TimeInterval
        var record: Int
    }

    /// Every such place, in time order; found in one pass over the fingers
    /// and the log.
    var quietCuts: [Cut] {
        var cuts: [Cut] = []
        var lastUp: TimeInterval = -.infinity
        var record = 0
        for contact in contacts.sorted(by: { $0.down < $1.down }) {
            defer { lastUp = max(lastUp, contact.up ?? .infinity) }
            guard lastUp.isFinite, contact.down >= lastUp else { continue }
            while record < records.count, records[record].t < contact.down { record += 1 }
            var first = record
            while first < records.count, records[first].t == contact.down {
                if case let .hitTest(touch, _, _) = records[first].event, touch == contact.touch { break }
                first += 1
            }
            if first < records.count, records[first].t == contact.down { record = first }
            cuts.append(Cut(t: contact.down, record: record))
        }
        return cuts
    }

    /// The facts from cut `start` to before cut `end` (nil: to the end):
    /// their records and the fingers that came down between, with every
    /// wait, class and attachment (a page names its lanes as the whole does).
    func slice(from start: Cut, to end: Cut?) -> TimelineFacts {
        var page = self
        page.records = Array(records[start.record..<(end?.record ?? records.count)])
        page.contacts = contacts.filter { contact in contact.down >= start.t && contact.down < (end?.t ?? .infinity) }
        page.end = end?.t ?? self.end
        return page
    }
}
