import CSDL2
import CSDL2TTF

/// Starts the parts of SDL that TapRender needs, once per process.
///
/// Offscreen pictures need no video subsystem at all (the software renderer
/// draws into a plain surface), which is what lets `taplab shot` run without
/// a display; only SDL_ttf needs initialising. The window starts SDL's video
/// itself and can call this too: both are reference counted.
public enum SDLLibraries {
    nonisolated(unsafe) private static var fontsStarted = false

    /// Initialises SDL_ttf if it is not yet initialised.
    public static func startFonts() throws(RenderError) {
        if fontsStarted || TTF_WasInit() > 0 { fontsStarted = true; return }
        guard TTF_Init() == 0 else { throw SDLError.failed("TTF_Init") }
        fontsStarted = true
    }
}
