import Foundation
import TapLab

/// A button drawn as a circle: only points inside the circle are its own.
final class RoundButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let radius = min(bounds.width, bounds.height) / 2
        return hypot(point.x - bounds.midX, point.y - bounds.midY) <= radius
    }
}

let app = TapLab.application(screen: CGSize(width: 390, height: 844))
let root = app.keyWindow!.rootViewController!.view!
let card = UIView(frame: CGRect(x: 40, y: 260, width: 310, height: 260))
card.accessibilityIdentifier = "card"
card.backgroundColor = UIColor(white: 0.9, alpha: 1)
let round = RoundButton(frame: CGRect(x: 80, y: 40, width: 150, height: 150))
round.accessibilityIdentifier = "round"
round.backgroundColor = .systemRed
round.layer.cornerRadius = 75
round.setTitle("Tap", for: .normal)
card.addSubview(round)
root.addSubview(card)

// Why does a tap in the button's corner not reach it?
let report = TapLab.trace(app, at: CGPoint(x: 128, y: 308), why: round)
print(report.text)
print("hit:", report.hitView?.accessibilityIdentifier ?? "none")

// The same tap as a picture, with the walk and the chain drawn over it.
try TapLab.shot(app, to: "round.png", taps: [CGPoint(x: 128, y: 308)], overlays: [.walk, .chain])

// A script, as `taplab replay` plays it: the event log.
for line in try TapLab.replay(app, script: "- tap: {on: round}") { print(line) }

// YAML and code together: the layout names the class.
TapLab.register(RoundButton.self)
let loaded = try TapLab.load("round.yaml")
print(TapLab.trace(loaded, at: CGPoint(x: 125, y: 305)).text)

// The interactive window on the code-built app (needs a display).
if CommandLine.arguments.contains("--window") {
    try TapLab.run(app, title: "Round button", notes: "Tap the corners.", script: "- tap: {on: round}", log: true)
}
