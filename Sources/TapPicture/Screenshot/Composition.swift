import Foundation

/// Where the crop and the legend go so that a picture has the asked
/// proportions without bars: the crop grows (never shrinks) and, when the
/// picture must be wider than the crop, the legend sits beside it and
/// takes the room bars would have taken; otherwise it sits under it. All
/// sizes are in screen points.
struct Composition {
    /// The screen part drawn.
    var crop: CGRect
    /// The legend is a panel to the right of the crop, as tall as it.
    var legendBeside: Bool
    /// The whole picture: the crop and the legend.
    var size: CGSize

    /// A legend panel beside the crop is never narrower than this.
    static let minimumPanel: CGFloat = 240

    /// The plan for `crop` on a screen of `screen` points; `legendHeight`
    /// says how tall the legend is at a width (0 without one).
    static func plan(_ crop: CGRect, aspect: CGFloat?, screen: CGSize, hasLegend: Bool, legendMayGoBeside: Bool = true,
                     legendHeight: (CGFloat) -> CGFloat) -> Composition {
        guard let aspect, aspect > 0 else {
            let legend = legendHeight(crop.width)
            return Composition(crop: crop, legendBeside: false, size: CGSize(width: crop.width, height: crop.height + legend))
        }
        var size = crop.size
        if hasLegend, legendMayGoBeside, size.width < size.height * aspect {
            // Wider than the crop: the legend goes beside it, the crop grows
            // taller until the panel is wide enough and holds the legend. A
            // panel wider than the crop would be mostly empty: the crop
            // takes that room instead, as far as the screen has it.
            for _ in 0..<12 {
                let total = size.height * aspect
                guard total - minimumPanel >= crop.width else {
                    size.height = (crop.width + minimumPanel) / aspect
                    continue
                }
                size.width = min(total - minimumPanel, max(crop.width, min(total / 2, screen.width)))
                let needed = legendHeight(total - size.width)
                guard needed > size.height + 0.5 else { break }
                size.height = needed
            }
            let placed = grown(crop, to: size, screen: screen)
            return Composition(crop: placed, legendBeside: true, size: CGSize(width: size.height * aspect, height: size.height))
        }
        // Taller than the crop with its legend under it: the crop grows
        // taller (or wider, when the legend alone is too tall).
        for _ in 0..<12 {
            let height = size.height + legendHeight(size.width)
            if height * aspect > size.width + 0.5 {
                size.width = height * aspect
            } else if size.width / aspect > height + 0.5 {
                size.height += size.width / aspect - height
            } else {
                break
            }
        }
        let placed = grown(crop, to: size, screen: screen)
        return Composition(crop: placed, legendBeside: false, size: CGSize(width: size.width, height: size.width / aspect))
    }

    /// `crop` grown to `size` around its centre, slid back inside the
    /// screen where the screen has room, and past the screen's edge (drawn
    /// as background) where it has not.
    static func grown(_ crop: CGRect, to size: CGSize, screen: CGSize) -> CGRect {
        CGRect(x: placed(center: crop.midX, length: size.width, screen: screen.width),
               y: placed(center: crop.midY, length: size.height, screen: screen.height),
               width: size.width, height: size.height)
    }

    /// Where a span of `length` centred on `center` starts, kept on a
    /// screen side of `screen` when it fits, centred on the screen when not.
    private static func placed(center: CGFloat, length: CGFloat, screen: CGFloat) -> CGFloat {
        guard length <= screen else { return (screen - length) / 2 }
        return min(max(center - length / 2, 0), screen - length)
    }
}
