import Foundation
import TapKit

/// The touches a window sent to its document since it opened, to send to
/// a fresh copy when the inspector checks a fix (SPEC 14).
struct SentTouches {
    var inputs: [TouchInput] = []
    /// Where the last batch sent starts.
    var batchStart = 0
    /// Where the touches the inspector's answer is about begin (the batch
    /// whose touch cleared the delivery the answer reads).
    var heardFrom = 0
}
