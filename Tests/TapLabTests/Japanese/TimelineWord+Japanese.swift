import Foundation
import TapKit
@testable import TapExplain
@testable import TapPicture
@testable import TapWindow

/// The stub language's TimelineWord table: an exhaustive `switch`, and the rest.
let japaneseTimeline = TimelineWord.Table(word: { (word: TimelineWord) -> String in
    switch word {
    case .finger: "ja·finger"
    case .recognizer: "ja·recognizer"
    case .responder: "ja·responder"
    case .chain: "ja·responder, via next"
    case .control: "ja·control"
    case .list: "ja·list"
    case .seconds: "ja·time (s, virtual)"
    case .skipped: "ja·nothing happens"
    case .held: "ja·held"
    case .released: "ja·delivered late"
    case .dropped: "ja·dropped"
    case .cancelledEnd: "ja·became touchesCancelled"
    case .waitsFor: "ja·waits for it to fail"
    case .cancels: "ja·cancels the view's touches"
    case .possible: "ja·possible"
    case .active: "ja·began … ended"
    case .cancelledOrFailed: "ja·touchesCancelled / failed"
    case .action: "ja·action runs"
    case .moved: "ja·moves"
    case .scrolled: "ja·scrolls"
    case .onGlass: "ja·finger down … up"
    }
}, page: { number, count, span in "ja·page \(number) of \(count) (\(span) s)" })
