import CSDL2

/// SDL reports failures through a thread-local string; this reads it into
/// a `RenderError` right after the failing call, before anything else can
/// overwrite it.
enum SDLError {
    static var message: String {
        guard let text = SDL_GetError() else { return "" }
        return String(cString: text)
    }

    static func failed(_ call: String) -> RenderError {
        .sdl(call: call, message: message)
    }
}
