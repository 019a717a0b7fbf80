import Foundation
import TapPicture

/// Where screenshots go and who hears of what the window did: set by the
/// program that opens the window (`taplab run`, `TapLab.run`), read by the
/// model only to tell.
public struct WindowHooks {
    /// Where screenshots go; nil is the current directory.
    public var screenshotFolder: String?
    /// The path of each screenshot saved.
    public var onScreenshot: ((String) -> Void)?
    /// Problems worth a line on stderr (a screenshot that could not be written).
    public var onProblem: ((String) -> Void)?
    /// After the open file was edited and read again: the path and its
    /// diagnostics, none when it loaded. The window shows them too; a
    /// terminal line tells someone editing in another window at once.
    public var onReload: ((_ path: String, _ diagnostics: [String]) -> Void)?
    /// Called when a run of replays ends, with how many completed.
    public var onReplayFinished: ((Int) -> Void)?

    public init() {}
}

/// How the canvas is shown (`+`, `-`, `0`, F5).
struct CanvasDisplay {
    var zoom: WindowLayout.CanvasZoom = .automatic
    var isPresenting = false
}

/// The window's monotonic clock and the application's beside it.
struct WindowClock {
    /// The window's time, as the last event or tick told.
    var now: TimeInterval
    /// When the open file is next checked for edits.
    var nextPoll: TimeInterval
    /// The window time at which the application's clock read zero.
    var epoch: TimeInterval = 0
}

/// The window's size in pixels and in the window system's points (mouse
/// events come in points).
struct WindowSize {
    var pixels = CGSize(width: 1280, height: 900)
    var points = CGSize(width: 1280, height: 900)
}

/// Whether the window must draw again, apart from new records.
struct RedrawState {
    var isNeeded = true
    /// The log's record count at the last frame.
    var recordsDrawn = 0
}

/// The mouse and keyboard as the window last saw them, and the fingers the
/// mouse stands for.
struct PointerState {
    var mapper = PointerTouchMapper(canvasCenter: .zero)
    /// The keys sent as presses and not released yet.
    var pressedKeys: [String] = []
    var lastMousePixel: CGPoint = .zero
}

/// What plays on the canvas besides the person's own input.
struct Playback {
    /// The script replay in progress (the `r` key, or `taplab run --replay N`).
    var replay: ScriptReplay?
    /// Replays still to start at the first tick.
    var replaysOnStart = 0
    /// The GIF being recorded (the record key), if any.
    var recording: LiveRecording?
}
