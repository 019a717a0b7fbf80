import Foundation

/// The part of the screen a picture shows (`--crop`).
public enum PictureCrop: Equatable, Sendable {
    /// The whole screen.
    case screen
    /// What the overlays talk about — the hit view, the responder chain's
    /// views, the walk's pruned views, the tapped points — with a margin
    /// (see `AutoCrop`); the views on screen when no touch was made.
    case auto
    /// A rectangle in screen points (`--crop ID,…` is the union of those
    /// views' frames on screen, with a margin).
    case area(CGRect)
}
