import Foundation

extension PlaygroundTemplate {
    /// The playground's files, relative to its folder, in the order they are written.
    var files: [(String, String)] {
        [("Package.swift", packageManifest), ("Sources/\(name)/main.swift", mainSwift),
         ("README.md", readme), (".gitignore", ".build/\n*.png\n")]
    }

    /// SwiftPM names a path dependency after its folder.
    private var taplabPackage: String { (taplabRoot as NSString).lastPathComponent }

    private static func swiftString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    var packageManifest: String {
        #"""
        // swift-tools-version:6.1
        import PackageDescription

        let package = Package(
            name: "\#(name)",
            platforms: [.macOS(.v13)],
            dependencies: [
                // The TapLab checkout `taplab new` was run from; move it and change this path.
                .package(path: \#(Self.swiftString(taplabRoot))),
            ],
            targets: [
                .executableTarget(name: "\#(name)", dependencies: [
                    .product(name: "TapLab", package: \#(Self.swiftString(taplabPackage))),
                ]),
            ]
        )

        """#
    }

    var mainSwift: String {
        #"""
        import Foundation
        import TapLab

        /// A button drawn as a circle. UIKit asks `point(inside:with:)` whether a
        /// point belongs to a view; by default that is its bounds, a square. This
        /// override says yes only inside the circle, so a tap in a corner falls
        /// through to the view behind. Change it and run again.
        final class RoundButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let radius = min(bounds.width, bounds.height) / 2
                return hypot(point.x - bounds.midX, point.y - bounds.midY) <= radius
            }
        }

        let app = TapLab.application(screen: CGSize(width: 390, height: 844))
        let root = app.keyWindow!.rootViewController!.view!
        let round = RoundButton(frame: CGRect(x: 120, y: 300, width: 150, height: 150))
        round.accessibilityIdentifier = "round"
        round.backgroundColor = .systemRed
        round.layer.cornerRadius = 75
        round.setTitle("Tap", for: .normal)
        root.addSubview(round)

        let corner = CGPoint(x: 128, y: 308)  // inside the button's frame, outside its circle
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.isEmpty || (arguments.count == 2 && arguments[0] == "--shot") else {
            FileHandle.standardError.write(Data("usage: \#(name) [--shot FILE.png]\n".utf8))
            exit(2)
        }
        do {
            print(TapLab.trace(app, at: corner, why: round).text)
            if arguments.isEmpty {
                try TapLab.run(app, title: "\#(name)", notes: "A round button: its corners are not its own.",
                               script: "- tap: {on: round}\n- wait: 0.5\n- tap: [128, 308]", log: true)
            } else {
                try TapLab.shot(app, to: arguments[1], taps: [corner], overlays: [.walk, .chain])
                print("wrote \(arguments[1])")
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }

        """#
    }

    var readme: String {
        #"""
        # \#(name)

        A TapLab playground: `Sources/\#(name)/main.swift` builds a UIKit-like
        screen in Swift with a `UIButton` subclass that overrides
        `point(inside:with:)`, prints how hit testing treats a tap in its corner,
        and opens TapLab's window on it.

        ```sh
        swift run                            # the trace, then the window (xvfb-run -a swift run without a display)
        swift run \#(name) --shot \#(name).png   # the trace, then a PNG of the tap with the walk and the chain
        ```

        In the window the mouse is a finger; `w` shows the hit-test walk, `c` the
        responder chain, `h` the hit regions, `r` replays the script, `F12` saves a
        screenshot. It depends on TapLab at
        `\#(taplabRoot)`
        (see Package.swift); `import TapLab` also imports the UIKit-like classes.
        TapLab's README, section "Use it from Swift", lists every entry point.

        """#
    }
}
