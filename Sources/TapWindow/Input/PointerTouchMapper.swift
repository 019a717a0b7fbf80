import Foundation
import TapKit

/// Turns a mouse and real fingers into touch input, as the iOS Simulator does:
/// the mouse is one finger (touch 1). With Alt (Option) held when the button
/// goes down it is two fingers (touches 1 and 2) mirrored around the pinch
/// centre: drag toward or away from the centre to pinch, around it to
/// rotate. With Alt+Shift the two fingers move together and carry the
/// centre with them (a two-finger pan), so the centre stays where the drag
/// leaves it — that is how it is put on a view before pinching it. The
/// centre starts at the canvas centre (SPEC 6) and goes back there when a
/// layout is opened or reloaded. Real touch-screen fingers get ids from 11 up.
///
/// Coordinates are already in screen points of the layout (the canvas).
///
/// ```swift
/// var mapper = PointerTouchMapper(canvasCenter: CGPoint(x: 195, y: 422))
/// mapper.mouseDown(at: CGPoint(x: 145, y: 422), modifiers: .alt, time: 0).map(\.location)
/// // [(145.0, 422.0), (245.0, 422.0)]
/// ```
public struct PointerTouchMapper {
    public static let pinchModifier: InputEvent.Modifiers = .alt
    /// Added to the pinch modifier: both fingers move together, with the centre.
    public static let moveCenterModifier: InputEvent.Modifiers = .shift

    /// What the mouse is while its button is down.
    public enum Gesture: Equatable { case oneFinger, pinch, twoFingerPan }

    /// The point the two mouse fingers mirror around.
    public private(set) var pinchCenter: CGPoint
    public private(set) var gesture: Gesture?
    private var fingerIDs: [Int64: Int] = [:]
    private var lastMousePoint: CGPoint = .zero

    public init(canvasCenter: CGPoint) { pinchCenter = canvasCenter }

    public var isMouseDown: Bool { gesture != nil }

    /// The two fingers' places for the pointer at `p`: the pointer and its
    /// mirror around the centre (drawn while Alt is held, touched on a drag).
    public func pinchFingers(for p: CGPoint) -> [CGPoint] {
        [p, CGPoint(x: 2 * pinchCenter.x - p.x, y: 2 * pinchCenter.y - p.y)]
    }

    /// What a press with `modifiers` makes of the mouse.
    public static func gesture(for modifiers: InputEvent.Modifiers) -> Gesture {
        guard modifiers.contains(pinchModifier) else { return .oneFinger }
        return modifiers.contains(moveCenterModifier) ? .twoFingerPan : .pinch
    }

    public mutating func mouseDown(at p: CGPoint, modifiers: InputEvent.Modifiers, time: TimeInterval) -> [TouchInput] {
        guard gesture == nil else { return [] }
        lastMousePoint = p
        gesture = Self.gesture(for: modifiers)
        return records(.began, p, time)
    }

    public mutating func mouseMoved(to p: CGPoint, time: TimeInterval) -> [TouchInput] {
        guard gesture != nil, p != lastMousePoint else { return [] }
        carryCenter(to: p)
        return records(.moved, p, time)
    }

    public mutating func mouseUp(at p: CGPoint, time: TimeInterval) -> [TouchInput] {
        guard gesture != nil else { return [] }
        carryCenter(to: p)
        defer { gesture = nil }
        return records(.ended, p, time)
    }

    /// In a two-finger pan the centre moves as the pointer does.
    private mutating func carryCenter(to p: CGPoint) {
        if gesture == .twoFingerPan {
            pinchCenter = CGPoint(x: pinchCenter.x + p.x - lastMousePoint.x, y: pinchCenter.y + p.y - lastMousePoint.y)
        }
        lastMousePoint = p
    }

    /// The window lost the mouse (focus lost, pointer left during a drag):
    /// the touches are cancelled, as iOS cancels touches on interruption.
    public mutating func cancelAll(time: TimeInterval) -> [TouchInput] {
        var result = gesture == nil ? [] : records(.cancelled, lastMousePoint, time)
        gesture = nil
        result += fingerIDs.values.sorted().map {
            TouchInput(touchID: $0, phase: .cancelled, location: lastMousePoint, timestamp: time)
        }
        fingerIDs = [:]
        return result
    }

    private func records(_ phase: TouchInput.Phase, _ p: CGPoint, _ time: TimeInterval) -> [TouchInput] {
        let places = gesture == .oneFinger ? [p] : pinchFingers(for: p)
        return places.enumerated().map { index, place in
            TouchInput(touchID: index + 1, phase: phase, location: place, timestamp: time)
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
