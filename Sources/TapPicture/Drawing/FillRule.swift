/// How overlapping rings decide what is inside, as in Core Graphics:
/// non-zero winding (a ring inside a ring of the same direction is filled)
/// or even-odd (every second crossing leaves the shape, so a ring inside a
/// ring makes a hole: a border, a star's centre).
public enum FillRule: Sendable {
    case nonZero, evenOdd
}
