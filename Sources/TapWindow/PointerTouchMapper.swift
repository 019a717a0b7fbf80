import Foundation
import TapKit

/// Turns a mouse and real fingers into touch input, as the iOS Simulator does:
/// the mouse is one finger (touch 1); with the pinch modifier (Alt/Option)
/// held when the button goes down, it is two fingers mirrored around the
/// canvas centre (touches 1 and 2) — drag toward or away from the centre to
/// pinch, around it to rotate. Real touch-screen fingers get ids from 11 up.
///
/// Coordinates are already in screen points of the layout (the canvas).
public struct PointerTouchMapper {
    public static let pinchModifier: InputEvent.Modifiers = .alt

    public var canvasCenter: CGPoint
    private var mouseFingers: [Int] = []
    private var fingerIDs: [Int64: Int] = [:]
    private var lastMousePoint: CGPoint = .zero

    public init(canvasCenter: CGPoint) { self.canvasCenter = canvasCenter }

    public var isMouseDown: Bool { !mouseFingers.isEmpty }

    private func mirror(_ p: CGPoint) -> CGPoint {
        CGPoint(x: 2 * canvasCenter.x - p.x, y: 2 * canvasCenter.y - p.y)
    }

    public mutating func mouseDown(at p: CGPoint, modifiers: InputEvent.Modifiers, time: TimeInterval) -> [TouchInput] {
        guard mouseFingers.isEmpty else { return [] }
        lastMousePoint = p
        mouseFingers = modifiers.contains(Self.pinchModifier) ? [1, 2] : [1]
        return records(.began, p, time)
    }

    public mutating func mouseMoved(to p: CGPoint, time: TimeInterval) -> [TouchInput] {
        guard !mouseFingers.isEmpty, p != lastMousePoint else { return [] }
        lastMousePoint = p
        return records(.moved, p, time)
    }

    public mutating func mouseUp(at p: CGPoint, time: TimeInterval) -> [TouchInput] {
        guard !mouseFingers.isEmpty else { return [] }
        lastMousePoint = p
        defer { mouseFingers = [] }
        return records(.ended, p, time)
    }

    /// The window lost the mouse (focus lost, pointer left during a drag):
    /// the touches are cancelled, as iOS cancels touches on interruption.
    public mutating func cancelAll(time: TimeInterval) -> [TouchInput] {
        var result = mouseFingers.isEmpty ? [] : records(.cancelled, lastMousePoint, time)
        mouseFingers = []
        result += fingerIDs.values.sorted().map {
            TouchInput(touchID: $0, phase: .cancelled, location: lastMousePoint, timestamp: time)
        }
        fingerIDs = [:]
        return result
    }

    private func records(_ phase: TouchInput.Phase, _ p: CGPoint, _ time: TimeInterval) -> [TouchInput] {
        mouseFingers.enumerated().map { index, id in
            TouchInput(touchID: id, phase: phase, location: index == 0 ? p : mirror(p), timestamp: time)
        }
    }

    // MARK: Real fingers

    public mutating func finger(_ sdlID: Int64, phase: TouchInput.Phase, at p: CGPoint, time: TimeInterval) -> [TouchInput] {
        switch phase {
        case .began:
            guard fingerIDs[sdlID] == nil else { return [] }
            var id = 11
            while fingerIDs.values.contains(id) { id += 1 }
            fingerIDs[sdlID] = id
            return [TouchInput(touchID: id, phase: .began, location: p, timestamp: time)]
        case .moved:
            guard let id = fingerIDs[sdlID] else { return [] }
            return [TouchInput(touchID: id, phase: .moved, location: p, timestamp: time)]
        case .ended, .cancelled:
            guard let id = fingerIDs.removeValue(forKey: sdlID) else { return [] }
            return [TouchInput(touchID: id, phase: phase, location: p, timestamp: time)]
        }
    }
}
