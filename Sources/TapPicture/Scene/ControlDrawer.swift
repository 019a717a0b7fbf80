import Foundation
import TapKit

/// Draws SPEC 11's controls as UIKit's look them, enough to tell them apart
/// in a picture: a switch is a rounded track with a round thumb (green when
/// on), a slider a track filled up to a round thumb, a stepper a rounded box
/// with − | +, a segmented control a box of titled segments with the selected
/// one raised, a page control a row of dots, a text field a rounded box with
/// its text or its placeholder in grey. Drawn above the view's background,
/// in its bounds, so rotation and scale apply as to any view.
struct ControlDrawer {
    let painter: Painter
    let placement: ViewPlacement

    private static let trackGrey = RGBA(hex: 0xe9e9ea)
    private static let outline = RGBA(hex: 0xc7c7cc)
    private static let ink = RGBA(hex: 0x1c1c1e)
    private static let tint = RGBA(hex: 0x007aff)

    private var bounds: CGRect { placement.view.bounds }

    func draw() {
        switch placement.view {
        case let toggle as UISwitch: drawSwitch(toggle)
        case let slider as UISlider: drawSlider(slider)
        case let stepper as UIStepper: drawStepper(stepper)
        case let segmented as UISegmentedControl: drawSegments(segmented)
        case let pageControl as UIPageControl: drawDots(pageControl)
        case let field as UITextField: drawField(field)
        default: break
        }
    }

    private func fill(_ shape: Shape, _ color: RGBA) {
        painter.fill(shape, transform: placement.toPixels, color.fading(placement.opacity))
    }

    private func stroke(_ shape: Shape, _ color: RGBA, width: CGFloat = 1) {
        painter.stroke(shape, transform: placement.toPixels, width: width * placement.pixelScale, color.fading(placement.opacity))
    }

    private func thumb(_ frame: CGRect) {
        fill(.ellipse(frame), RGBA(hex: 0xffffff))
        stroke(.ellipse(frame), Self.outline, width: 0.5)
    }

    private func drawSwitch(_ toggle: UISwitch) {
        let track = Shape.rounded(bounds, radius: bounds.height / 2)
        fill(track, toggle.isOn ? RGBA(toggle.onTintColor) : Self.trackGrey)
        if !toggle.isOn { stroke(track, Self.outline, width: 0.5) }
        if let frame = toggle.thumbFrame { thumb(frame) }
    }

    private func drawSlider(_ slider: UISlider) {
        guard let knob = slider.thumbFrame else { return }
        let track = CGRect(x: bounds.minX + knob.width / 2, y: bounds.midY - 2, width: max(0, bounds.width - knob.width), height: 4)
        fill(.rounded(track, radius: 2), RGBA(hex: 0xd1d1d6))
        fill(.rounded(CGRect(x: track.minX, y: track.minY, width: knob.midX - track.minX, height: 4), radius: 2), Self.tint)
        thumb(knob)
    }

    private func drawStepper(_ stepper: UIStepper) {
        fill(.rounded(bounds, radius: 8), RGBA(hex: 0xeeeeef))
        stroke(.line(CGPoint(x: bounds.midX, y: bounds.minY + 6), CGPoint(x: bounds.midX, y: bounds.maxY - 6)), Self.outline)
        let half = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        let atMinimum = stepper.value <= stepper.minimumValue, atMaximum = stepper.value >= stepper.maximumValue
        text("−", in: half, size: 20, atMinimum ? Self.outline : Self.ink)
        text("+", in: half.offsetBy(dx: half.width, dy: 0), size: 20, atMaximum ? Self.outline : Self.ink)
    }

    private func drawSegments(_ segmented: UISegmentedControl) {
        fill(.rounded(bounds, radius: 8), RGBA(hex: 0xeeeeef))
        for index in 0..<segmented.numberOfSegments {
            let frame = segmented.segmentFrame(at: index)
            if index == segmented.selectedSegmentIndex {
                let raised = frame.insetBy(dx: 2, dy: 2)
                fill(.rounded(raised, radius: 7), RGBA(hex: 0xffffff))
                stroke(.rounded(raised, radius: 7), Self.outline, width: 0.5)
            } else if index > 0, index - 1 != segmented.selectedSegmentIndex {
                stroke(.line(CGPoint(x: frame.minX, y: frame.minY + 8), CGPoint(x: frame.minX, y: frame.maxY - 8)), Self.outline)
            }
            text(segmented.titles[index], in: frame.insetBy(dx: 4, dy: 0), size: 13, Self.ink)
        }
    }

    private func drawDots(_ pageControl: UIPageControl) {
        let count = pageControl.numberOfPages, diameter: CGFloat = 7, pitch: CGFloat = 16
        guard count > 0 else { return }
        let start = bounds.midX - pitch * CGFloat(count - 1) / 2
        for page in 0..<count {
            let center = CGPoint(x: start + pitch * CGFloat(page), y: bounds.midY)
            fill(.circle(center: center, radius: diameter / 2), page == pageControl.currentPage ? Self.ink : Self.outline)
        }
    }

    private func drawField(_ field: UITextField) {
        fill(.rounded(bounds, radius: 5), RGBA(hex: 0xffffff))
        stroke(.rounded(bounds, radius: 5), field.isEditing ? Self.tint : Self.outline, width: field.isEditing ? 2 : 1)
        let inset = bounds.insetBy(dx: 8, dy: 0)
        if field.text.isEmpty, let placeholder = field.placeholder {
            text(placeholder, in: inset, size: 17, RGBA(hex: 0xc7c7cc), centered: false)
        } else {
            text(field.text, in: inset, size: 17, Self.ink, centered: false)
        }
    }

    private func text(_ string: String, in rect: CGRect, size: CGFloat, _ color: RGBA, centered: Bool = true) {
        guard !string.isEmpty else { return }
        ViewText(painter: painter, placement: placement).draw(string, in: rect, size: size, color, centered: centered)
    }
}
