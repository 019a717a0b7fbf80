import CSDL2

/// What a renderer handed to SDL, in order: fills (one colour, several
/// rectangles) and text copies. Benchmarks/ (Rendering) replays a frame's record with
/// raw SDL calls — one `SDL_RenderFillRect` per rectangle, blending, as
/// naive SDL code would — to measure what drawing the same pixels costs
/// SDL alone. Text copies refer to textures the renderer's cache owns:
/// replay them only while that renderer is alive and unchanged.
public final class DrawRecorder {
    public enum Command {
        case fill(RGBA, [SDL_Rect])
        case copy(OpaquePointer, SDL_Rect, UInt8)
    }

    public var commands: [Command] = []

    public init() {}

    /// Rectangles filled, over all commands.
    public var rectangleCount: Int {
        commands.reduce(0) { total, command in
            if case let .fill(_, rects) = command { return total + rects.count }
            return total
        }
    }
}
