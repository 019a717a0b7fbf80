import Foundation
import TapKit

/// A layout's touch script as the window replays it. TapWindow knows
/// nothing of layout files; the command line wraps the layout's timeline in
/// one of these.
public protocol ScriptPlayback {
    /// When the last input is sent, in script time.
    var inputEnd: TimeInterval { get }
    /// The longest a run lasts: the last input plus time for the timers it
    /// started to settle. A run ends sooner once no timer is pending.
    var duration: TimeInterval { get }
    /// Sends `application` every input whose script time is after `from` and
    /// at most `through`, at the application's time `offset` + its script time.
    func play(on application: UIApplication, after from: TimeInterval, through: TimeInterval, offset: TimeInterval)
    /// The script time of the first input after `t`, if any.
    func nextInputTime(after t: TimeInterval) -> TimeInterval?
}

/// A replay in progress: when it began on the application's clock, how far
/// it has played, and how many more times it runs after this one.
struct ScriptReplay {
    var script: ScriptPlayback
    var start: TimeInterval
    var played: TimeInterval = -.infinity
    var remaining: Int
    var completed = 0
}
