import CSDL2
import Foundation
import TapKit
import TapPicture

/// The SDL window of `taplab run`: it opens a resizable, HiDPI-aware window,
/// pumps SDL's events (through `SDLEventTranslator`) into a `WindowModel`,
/// and presents a frame only when the model says something changed:
/// `WindowPainter` draws it with cairo (anti-aliased, like every picture)
/// into an `OffscreenCanvas` the size of the window's pixels, which is
/// uploaded to a streaming SDL texture and presented. Between events it sleeps in `SDL_WaitEventTimeout`
/// until the application's next timer or the next file poll, so an idle
/// window costs next to no CPU.
public enum InteractiveWindow {
    public struct Options {
        /// Quit after this many seconds (tests, demos).
        public var exitAfter: TimeInterval?
        /// The initial size in window points (shrunk to fit the display).
        public var size: CGSize
        /// Called with the whole screen's rectangle in window points (at the
        /// canvas's scroll), the points per screen point and the part of the
        /// window the canvas shows, whenever they change (`--log` prints
        /// them, so a test driving the window knows where to click).
        public var onCanvasChange: ((_ screen: CGRect, _ scale: CGFloat, _ shown: CGRect) -> Void)?
        /// Called when the window closes with how long each frame took to draw.
        public var onFrameTimes: ((FrameTimes) -> Void)?

        public init(exitAfter: TimeInterval? = nil, size: CGSize = CGSize(width: 1280, height: 900),
                    onCanvasChange: ((_ screen: CGRect, _ scale: CGFloat, _ shown: CGRect) -> Void)? = nil) {
            self.exitAfter = exitAfter
            self.size = size
            self.onCanvasChange = onCanvasChange
        }

        /// The line `taplab run --log` and `TapLab.run(log: true)` print to
        /// standard error for `onCanvasChange`, which tests driving the window
        /// read to know where to click:
        /// `canvas: x=8 y=-92 width=390 height=844 scale=1 shown=8,8,390x770 (window points)`:
        /// a screen point (px, py) is at (x + px × scale, y + py × scale) in
        /// the window, and can be clicked when that is inside `shown`.
        public static func canvasLine(_ rect: CGRect, scale: CGFloat, shown: CGRect) -> String {
            "canvas: x=\(formatNumber(rect.minX)) y=\(formatNumber(rect.minY)) width=\(formatNumber(rect.width)) "
                + "height=\(formatNumber(rect.height)) scale=\(formatNumber(scale, decimals: 6)) "
                + "shown=\(formatNumber(shown.minX)),\(formatNumber(shown.minY)),\(formatNumber(shown.width))x\(formatNumber(shown.height)) "
                + "(window points)"
        }
    }

    /// Runs the window until it is closed or `exitAfter` passes.
    public static func run(_ model: WindowModel, fonts: FontSet, options: Options = Options()) throws(WindowError) {
        // Touches are touches and the mouse is the mouse: SDL must not make
        // one out of the other, or every tap would arrive twice.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw .noDisplay(SDLError.message) }
        defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
        // Without a display SDL 2 falls back to drivers that draw into
        // memory: a window nobody can see is no window, unless asked for.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]?.lowercased() ?? ""
        if ["offscreen", "dummy", "evdev"].contains(driver.lowercased()), !requested.contains(driver.lowercased()) {
            throw .noDisplay("no display found: DISPLAY and WAYLAND_DISPLAY are not set or cannot be opened")
        }

        var width = Int32(max(320, min(options.size.width.isFinite ? options.size.width : 1280, 8192)))
        var height = Int32(max(240, min(options.size.height.isFinite ? options.size.height : 900, 8192)))
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 200, usable.h > 200 {
            width = min(width, usable.w - 40)
            height = min(height, usable.h - 60)
        }
        let centred = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK))
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(model.windowTitle, centred, centred, width, height, flags) else {
            throw .noDisplay(SDLError.message)
        }
        defer { SDL_DestroyWindow(window) }
        SDL_SetWindowMinimumSize(window, 320, 240)
        guard let sdlRenderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw .renderer(SDLError.message)
        }
        defer { SDL_DestroyRenderer(sdlRenderer) }
        SDL_StopTextInput()
        var frame: WindowFrame?
        let start = ProcessInfo.processInfo.systemUptime
        func clock() -> TimeInterval { ProcessInfo.processInfo.systemUptime - start }

        var lastPixels = CGSize.zero
        func updateSize() {
            var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
            SDL_GetWindowSize(window, &w, &h)
            if SDL_GetRendererOutputSize(sdlRenderer, &pw, &ph) != 0 { (pw, ph) = (w, h) }
            let pixels = CGSize(width: CGFloat(max(pw, 0)), height: CGFloat(max(ph, 0)))
            lastPixels = pixels
            model.resize(pixels: pixels, points: CGSize(width: CGFloat(max(w, 0)), height: CGFloat(max(h, 0))))
        }
        updateSize()

        var buttonSync = MouseButtonSync()
        /// The pointer's real left button is up and SDL has no release queued
        /// (X11 tells the real state; elsewhere SDL answers its own, never stale).
        func isLeftReallyUp() -> Bool {
            guard SDL_GetGlobalMouseState(nil, nil) & 1 == 0 else { return false }
            SDL_PumpEvents()
            return SDL_HasEvent(SDL_MOUSEBUTTONUP.rawValue) == SDL_FALSE
        }

        func handle(_ event: SDL_Event) {
            // The renderer lost its textures' contents: the next frame makes
            // a new texture and uploads all of it, not only what changed.
            if event.type == SDL_RENDER_TARGETS_RESET.rawValue || event.type == SDL_RENDER_DEVICE_RESET.rawValue {
                frame = nil
                model.handle(.windowExposed, now: clock())
                return
            }
            guard let translated = SDLEventTranslator.translate(event) else { return }
            for input in buttonSync.process(translated, isLeftReallyUp: isLeftReallyUp) {
                if case .windowResized = input { updateSize() } else { model.handle(input, now: clock()) }
            }
        }

        var title = ""
        var reportedCanvas: (CGRect, CGFloat, CGRect)?
        var event = SDL_Event()
        var frameTimes = FrameTimes()
        // A recording running when the window closes is saved, not lost.
        defer {
            model.finishRecording()
            options.onFrameTimes?(frameTimes)
        }
        while true {
            let now = clock()
            if let exitAfter = options.exitAfter, now >= exitAfter { break }
            model.tick(now: now)
            if model.shouldQuit { break }
            if model.windowTitle != title {
                title = model.windowTitle
                SDL_SetWindowTitle(window, title)
            }
            if model.needsRedraw {
                if frame?.fits(lastPixels) != true { frame = WindowFrame(renderer: sdlRenderer, pixels: lastPixels, fonts: fonts) }
                SDL_SetRenderDrawColor(sdlRenderer, 0x1c, 0x1c, 0x1e, 255)
                SDL_RenderClear(sdlRenderer)
                let drawing = clock()
                let reused = frame?.present(model) ?? false
                frameTimes.append(clock() - drawing, reusedStillLayer: reused)
                SDL_RenderPresent(sdlRenderer)
                model.didDraw()
                let canvas = (model.canvasRectInPoints, model.canvasScaleInPoints, model.canvasShownInPoints)
                if reportedCanvas.map({ $0.0 != canvas.0 || $0.1 != canvas.1 || $0.2 != canvas.2 }) ?? true {
                    reportedCanvas = canvas
                    options.onCanvasChange?(canvas.0, canvas.1, canvas.2)
                }
            }
            var wake = model.nextWakeTime
            if let exitAfter = options.exitAfter { wake = min(wake, exitAfter) }
            let wait = max(0, min(wake - clock(), 1))
            let milliseconds = Int32(max(1, (wait * 1000).rounded(.up)))
            if SDL_WaitEventTimeout(&event, milliseconds) != 0 {
                handle(event)
                while SDL_PollEvent(&event) != 0 { handle(event) }
            }
        }
    }
}

/// Why the window could not open.
public enum WindowError: Error, CustomStringConvertible {
    /// No display to open a window on (SDL_Init or SDL_CreateWindow failed).
    case noDisplay(String)
    /// The window opened but no renderer could draw in it.
    case renderer(String)

    public var description: String {
        switch self {
        case let .noDisplay(message):
            "cannot open a window\(message.isEmpty ? "" : " (\(message))")"
        case let .renderer(message):
            "cannot draw in the window\(message.isEmpty ? "" : " (\(message))")"
        }
    }
}
