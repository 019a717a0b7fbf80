import Foundation
import TapExplain
import TapKit

/// What the renderer draws: an application's windows on a screen of
/// `screenSize` points, plus the state the overlays show that the tree
/// itself does not hold — the last hit-test walk, what each recognizer
/// last reported, the view the window has selected.
///
/// A scene is a cheap value over live TapKit objects: build one per frame.
public struct Scene {
    public var application: UIApplication
    public var screenSize: CGSize
    /// The last hit-test walk (`UIApplication.tracesHitTests` puts it on the
    /// `hitTest` record; `application.hitTest(_:traced: true)` makes one).
    public var walk: HitTestTrace?
    /// Show only the first N calls of the walk (the window's step key); nil shows all.
    public var walkStepLimit: Int?
    /// The state each recognizer last reported in the event log, by its log
    /// name: after a tap a recognizer is back in `.possible`, and the badge
    /// says what it did.
    public var lastRecognizerStates: [RecognizerID: UIGestureRecognizer.State]
    /// The view the window's inspector has selected, outlined whatever the overlays.
    public weak var selectedView: UIView?
    /// Every touch's hit test in time order (a shot after `--tap 1 --tap 2`
    /// has two): each is drawn, numbered, with the view it hit. Empty means
    /// only `walk`'s point.
    public var taps: [HitTestTrace] = []
    /// The fingers to draw instead of `application.activeTouches`: a
    /// recording's, with the way each went since the last frame.
    public var fingers: [FingerMark]?
    /// The language of the words on the canvas (badges, tap verdicts).
    public var language: Language = .en
    /// The picture's surroundings and tag rims.
    public var theme: PictureTheme = .dark
    /// Which views are named, and by what (`--names`).
    public var names: PictureNames = .walked
    /// Tags never get smaller than this many pixels (a slide's floor).
    public var minimumLabelPixels: CGFloat = 0

    public init(application: UIApplication, screenSize: CGSize, walk: HitTestTrace? = nil,
                walkStepLimit: Int? = nil, lastRecognizerStates: [RecognizerID: UIGestureRecognizer.State] = [:], selectedView: UIView? = nil) {
        self.application = application
        self.screenSize = screenSize
        self.walk = walk
        self.walkStepLimit = walkStepLimit
        self.lastRecognizerStates = lastRecognizerStates
        self.selectedView = selectedView
    }

    /// The walk's steps up to `walkStepLimit`.
    var visibleWalkSteps: ArraySlice<HitTestTrace.Step> {
        guard let steps = walk?.steps else { return [] }
        return steps.prefix(max(0, walkStepLimit ?? steps.count))
    }

    /// The touches to mark: `taps`, or the walk's own point.
    var tapWalks: [HitTestTrace] {
        if !taps.isEmpty { return taps }
        return walk.map { [$0] } ?? []
    }

    /// Whether the whole walk is shown (the hit view is only marked then).
    var isWalkComplete: Bool {
        guard let walk else { return false }
        return walkStepLimit.map { $0 >= walk.steps.count } ?? true
    }

    /// Collects `lastRecognizerStates` from an event log's records.
    /// Keyed by identity: two unnamed recognizers share a log name.
    public static func lastRecognizerStates(in records: [EventRecord]) -> [RecognizerID: UIGestureRecognizer.State] {
        var states: [RecognizerID: UIGestureRecognizer.State] = [:]
        for record in records {
            if case let .gesture(recognizer, state, _, _) = record.event { states[recognizer.id] = state }
        }
        return states
    }
}
