import Foundation

/// Recognizes a quick stroke of `numberOfTouchesRequired` fingers in one of
/// the allowed `direction`s.
///
/// Discrete: it goes from `.possible` to `.recognized` while the fingers are
/// still moving. UIKit leaves the distances and time undocumented; TapLab
/// fixes them so runs are deterministic. With the fingers' mean movement
/// since they came down (in window coordinates) split into the part along an
/// allowed direction and the part across it, the swipe is recognized when
///
/// - the movement along the direction is at least 50 pt (`minimumDistance`),
/// - the movement across it is less than the movement along it, and
/// - this happens within 0.5 s of the first finger coming down (`maximumDuration`).
///
/// It fails when a finger lifts before that, when the time runs out, when
/// more fingers than required come down, or when the fingers head the wrong
/// way: having moved more than 10 pt (`directionSlop`) in a direction no
/// allowed direction dominates (across ≥ along for every allowed one).
///
///     let swipe = UISwipeGestureRecognizer { _ in showNextPage() }
///     swipe.direction = .left
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction` (same raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// UIKit's default: `.right`. Several directions may be allowed at once.
    public var direction: Direction = .right
    /// UIKit's default: 1.
    public var numberOfTouchesRequired = 1

    /// TapLab: the movement along an allowed direction that recognizes a swipe.
    public static let minimumDistance: CGFloat = 50
    /// TapLab: the time, from the first finger down, a swipe must be recognized in.
    public static let maximumDuration: TimeInterval = 0.5
    /// TapLab: movement up to this far is not yet judged for its direction.
    public static let directionSlop: CGFloat = 10

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if seenTouches.count == touches.count {
            scheduleTimer(after: Self.maximumDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.fail(.tooSlow(distance: Self.minimumDistance, seconds: Self.maximumDuration))
            }
        }
        if trackedTouches.count > numberOfTouchesRequired { fail(.tooManyTouches(trackedTouches.count, limit: numberOfTouchesRequired)) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let tracked = trackedTouches
        guard !tracked.isEmpty else { return }
        var sum = CGPoint.zero
        for touch in tracked {
            sum.x += touch.screenLocation.x - touch.beganScreenLocation.x
            sum.y += touch.screenLocation.y - touch.beganScreenLocation.y
        }
        let n = CGFloat(tracked.count)
        var movement = CGPoint(x: sum.x / n, y: sum.y / n)
        if let window = view?.window { movement = window.convertScreenVector(movement) }

        let allowed = Self.components(of: movement, along: direction)
        if tracked.count == numberOfTouchesRequired,
           allowed.contains(where: { $0.along >= Self.minimumDistance && $0.across < $0.along }) {
            directionWent = Self.dominantDirection(of: movement)
            state = .recognized
        } else if hypot(movement.x, movement.y) > Self.directionSlop,
                  !allowed.contains(where: { $0.across < $0.along }) {
            fail(.wrongDirection(went: Self.dominantDirection(of: movement).logName, allowed: direction.logName))
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let moved = seenTouches.map { hypot($0.screenLocation.x - $0.beganScreenLocation.x, $0.screenLocation.y - $0.beganScreenLocation.y) }.max() ?? 0
        fail(.notMovedEnough(moved, needed: Self.minimumDistance))
    }

    /// TapLab: the one direction the recognized swipe went (UIKit exposes
    /// only the allowed set, `direction`); nil until it is recognized.
    public private(set) var directionWent: Direction?

    override var logValues: GestureValues? { directionWent.map { .swipe(direction: $0) } }

    open override func reset() {
        directionWent = nil
        super.reset()
    }

    /// The direction that movement `m` mostly goes in.
    static func dominantDirection(of m: CGPoint) -> Direction {
        abs(m.x) >= abs(m.y) ? (m.x >= 0 ? .right : .left) : (m.y >= 0 ? .down : .up)
    }

    /// For each allowed direction: the movement along it (negative when
    /// moving the opposite way) and the size of the movement across it.
    static func components(of m: CGPoint, along directions: Direction) -> [(along: CGFloat, across: CGFloat)] {
        var result: [(along: CGFloat, across: CGFloat)] = []
        if directions.contains(.right) { result.append((m.x, abs(m.y))) }
        if directions.contains(.left) { result.append((-m.x, abs(m.y))) }
        if directions.contains(.up) { result.append((-m.y, abs(m.x))) }
        if directions.contains(.down) { result.append((m.y, abs(m.x))) }
        return result
    }
}
