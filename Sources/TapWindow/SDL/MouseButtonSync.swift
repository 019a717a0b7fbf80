/// Puts back the click SDL loses after the window missed a release.
///
/// SDL remembers which mouse buttons are down and drops a press of a button it
/// believes is already down. If the window is unmapped, minimised or loses the
/// pointer while the left button is held, and the button comes up where the
/// window does not see it, SDL's belief goes stale: the next press is dropped
/// and the first click afterwards does nothing (found by the window storm
/// test, `WindowStormTests`; `xdotool mousedown 1 windowunmap W windowmap W
/// mousemove 1200 1000 mouseup 1` then a click reproduces it).
///
/// After such an event (focus lost, the pointer leaving, the window shown
/// again) and while SDL believes the left button is down, each mouse event is
/// checked against `isLeftReallyUp` — the pointer's real state
/// (`SDL_GetGlobalMouseState` on X11) with no release already queued. Once
/// the button is really up, the moves say so (the touch ends where SDL lost
/// it, as for a release outside the window), and the next press SDL drops is
/// put back: at the first move with the button really down, or just before
/// SDL's release when the click did not move. Pure logic, tested without SDL.
struct MouseButtonSync {
    /// SDL's belief: it reported a left press and no release since.
    private(set) var sdlBelievesLeftDown = false
    /// The window may have missed the release: check the real state.
    private(set) var isSuspect = false
    /// The button is really up although SDL believes it down.
    private(set) var isStale = false

    mutating func process(_ event: InputEvent, isLeftReallyUp: () -> Bool) -> [InputEvent] {
        switch event {
        case .mouseDown(_, _, .left, _, _):
            (sdlBelievesLeftDown, isSuspect, isStale) = (true, false, false)
        case let .mouseUp(x, y, .left, modifiers):
            let dropped = isStale
            (sdlBelievesLeftDown, isSuspect, isStale) = (false, false, false)
            // A click that did not move: its press was dropped, its release was not.
            if dropped { return [.mouseDown(x: x, y: y, button: .left, modifiers: modifiers, clicks: 1), event] }
        case let .mouseMoved(x, y, _, modifiers) where isSuspect:
            let up = isLeftReallyUp()
            if isStale, !up {
                // The press SDL dropped: from here SDL and the pointer agree again.
                (isSuspect, isStale) = (false, false)
                return [.mouseDown(x: x, y: y, button: .left, modifiers: modifiers, clicks: 1), event]
            }
            if up {
                isStale = true
                return [.mouseMoved(x: x, y: y, buttonsDown: false, modifiers: modifiers)]
            }
        case .windowExposed, .windowFocusGained:
            if sdlBelievesLeftDown {
                isSuspect = true
                if isLeftReallyUp() { isStale = true }
            }
        case .windowFocusLost, .mouseLeftWindow:
            if sdlBelievesLeftDown { isSuspect = true }
        default:
            break
        }
        return [event]
    }
}
