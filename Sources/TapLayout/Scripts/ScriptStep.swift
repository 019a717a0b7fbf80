import Foundation

/// One step of a touch script (SPEC 3, "Scripts"). Steps follow one another
/// in virtual time with no gap; `pinnedTime` (the step's `at:`) starts a
/// step at an absolute time instead, which lets steps overlap (two fingers).
public struct ScriptStep: Equatable {
    public enum Kind: Equatable {
        case tap(CGPoint)
        case doubleTap(CGPoint)
        case longPress(at: CGPoint, duration: TimeInterval)
        case down(touch: Int, at: CGPoint)
        case move(touch: Int, to: CGPoint, duration: TimeInterval)
        case up(touch: Int)
        case cancel(touch: Int)
        case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
        case pinch(center: CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval)
        case rotate(center: CGPoint, radius: CGFloat, degrees: CGFloat, duration: TimeInterval)
        case wait(TimeInterval)
        case key(String)
        case shake
    }

    public var kind: Kind
    public var pinnedTime: TimeInterval?
    /// Where the step is written (line, column), for error messages.
    public var line: Int
    public var column: Int

    public init(_ kind: Kind, pinnedTime: TimeInterval? = nil, line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.pinnedTime = pinnedTime
        self.line = line
        self.column = column
    }
}
