import CSDL2

/// SDL reports failures through a thread-local string; this reads it right
/// after the failing call, before anything else can overwrite it.
enum SDLError {
    static var message: String {
        guard let text = SDL_GetError() else { return "" }
        return String(cString: text)
    }
}
