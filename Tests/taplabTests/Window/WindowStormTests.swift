import Foundation
import StressLayouts
import TapLayout
import XCTest

/// Hostile input through the real window, as the acceptance checks send it:
/// a seeded storm of random X input — clicks, drags and button releases in
/// any order, the wheel, any key, two-finger Alt drags, the pointer far
/// outside the window, resizes down to 1×1, the window unmapped and mapped
/// again — while the open file is rewritten with malformed layouts, the
/// fuzzers' findings, a half-written file and bytes that are not UTF-8.
/// Afterwards the window must still answer a click, every error it printed
/// must name the file, line and column, and it must exit cleanly.
///
/// The seed is printed; `TAPLAB_WINDOW_STORM_SEED=0x… swift test --filter
/// WindowStormTests` replays the same storm (timing in the window differs);
/// `TAPLAB_WINDOW_STORM_VERBOSE=1` prints each step's xdotool commands and
/// `TAPLAB_WINDOW_STORM_STEPS=N` plays the first N steps only.
final class WindowStormTests: XCTestCase {
    /// Steps of the storm; each is a few xdotool commands.
    static let steps = ProcessInfo.processInfo.environment["TAPLAB_WINDOW_STORM_STEPS"].flatMap { Int($0) } ?? 120

    func testAStormOfRandomXInputAndBrokenReloadsLeavesTheWindowResponsive() throws {
        let seed = ProcessInfo.processInfo.environment["TAPLAB_WINDOW_STORM_SEED"]
            .flatMap { UInt64($0.hasPrefix("0x") ? String($0.dropFirst(2)) : $0, radix: 16) } ?? UInt64.random(in: 0...UInt64.max)
        print("window storm seed: 0x\(String(seed, radix: 16)) (TAPLAB_WINDOW_STORM_SEED replays it)")
        var random = SplitMix(seed)
        let folder = try makeTemporaryFolder("taplab-storm")
        let good = try String(contentsOf: TapLabProcess.repositoryRoot.appendingPathComponent("Layouts/000-overlapping-buttons.yaml"),
                              encoding: .utf8)
        let file = folder.appendingPathComponent("storm.yaml")
        let broken = try Self.brokenLayouts(good)

        // Given the window opened on a file that does not load
        try Data("view: {id: root\n".utf8).write(to: file)
        let window = try RealWindow.open([file.path], in: folder, exitAfter: 240)
        let (stdout, stderr) = (window.stdout, window.stderr)
        XCTAssertTrue(stderr.text.contains("\(file.path):2:1: error: invalid YAML"), stderr.text)

        // When the storm runs, the file is saved good and broken by turns
        for step in 0..<Self.steps {
            if step % 15 == 0 {
                try (step % 30 == 0 ? Data((good + "# saved at step \(step)\n").utf8) : random.pick(broken)).write(to: file)
            }
            let commands = Self.randomCommands(&random, window: window.windowID, canvas: window.canvas.map { ($0.x, $0.y, $0.width, $0.height) })
            if ProcessInfo.processInfo.environment["TAPLAB_WINDOW_STORM_VERBOSE"] == "1" {
                print("step \(step): xdotool \(commands.joined(separator: " "))")
            }
            try window.xdotool(commands)
            XCTAssertTrue(window.process.isRunning, "the window died at step \(step) (seed 0x\(String(seed, radix: 16))):\n\(stderr.text)")
            guard window.process.isRunning else { return }
        }

        // Then, with every button and Alt let go, the window a sane size and
        // the good file saved again, it still answers a click on button2
        try window.xdotool(["mouseup", "1", "mouseup", "2", "mouseup", "3", "keyup", "alt"])
        let canvases = stderr.count("canvas:")
        try window.xdotool(["windowmap", window.windowID, "windowsize", window.windowID, "1111", "777"])
        stderr.wait(timeout: 10, "the canvas after the last resize") { _ in stderr.count("canvas:") > canvases }
        let reloads = stderr.count("reloaded \(file.path)")
        try Data((good + "# saved after the storm\n").utf8).write(to: file)
        stderr.wait(timeout: 10, "the reload of the good file") { _ in stderr.count("reloaded \(file.path)") > reloads }
        try window.xdotool(["key", "Escape"])
        let clicks = stdout.count("control button2 touchUpInside")
        try window.move(to: 245, 290, then: ["click", "1"])
        if !stdout.wait(timeout: 10, "a click on button2 after the storm (seed 0x\(String(seed, radix: 16)))", until: { _ in
            stdout.count("control button2 touchUpInside") > clicks
        }) {
            XCTFail("the window's stderr:\n\(stderr.text)")
        }

        // And every error it printed names the file, a line and a column, or a limit
        let errors = stderr.text.split(separator: "\n").filter { $0.contains("error:") }
        XCTAssertFalse(errors.isEmpty, "the broken saves were reported")
        for line in errors {
            XCTAssertTrue(line.hasPrefix("\(file.path):"), "an error that does not name the file: \(line)")
            let position = line.dropFirst(file.path.count + 1).split(separator: ":", maxSplits: 2)
            XCTAssertTrue(position.count == 3 && Int(position[0]) != nil && Int(position[1]) != nil,
                          "an error without a line and column: \(line)")
        }
        print("window storm: \(stdout.count("\n")) log lines, \(stdout.count("hitTest ")) hit tests, "
              + "\(stderr.count("reloaded ")) good reloads, \(errors.count) error lines, \(stderr.count("canvas:")) canvas changes, "
              + "\(RealWindow.pngPaths(in: stdout.text).count) screenshots")
        // And it closes cleanly, having written nothing to the layout
        XCTAssertEqual(try window.close(), 0, stderr.text)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), good + "# saved after the storm\n")
    }

    /// Files an editor or a bad day could leave: every malformed fixture,
    /// every layout the fuzzers once broke, half of the good file, bytes that
    /// are not UTF-8, and nesting past the limit.
    static func brokenLayouts(_ good: String) throws -> [Data] {
        var texts: [Data] = []
        for folder in ["Tests/TapLayoutTests/Malformed", "Tests/TapLayoutTests/Regressions/layout"] {
            let url = TapLabProcess.repositoryRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".yaml") {
                texts.append(try Data(contentsOf: url.appendingPathComponent(name)))
            }
        }
        texts.append(Data(good.utf8.prefix(good.utf8.count / 2)))
        texts.append(Data([0x76, 0x69, 0x65, 0x77, 0x3a, 0x20, 0xff, 0xfe, 0xc3, 0x28]))
        texts.append(Data(String(repeating: "[", count: 3_000).utf8))
        return texts
    }

    /// One step: a few random xdotool commands chained in one call. Half the
    /// moves land on the canvas (window points), so that touches happen.
    static func randomCommands(_ random: inout SplitMix, window: String,
                               canvas: (x: Double, y: Double, width: Double, height: Double)?) -> [String] {
        let keys = ["h", "w", "c", "o", "l", "t", "g", "p", "1", "2", "3", "4", "5", "s", "Escape", "n", "b", "Right", "Left",
                    "k", "space", "a", "Return", "Tab", "BackSpace", "F1", "F12", "ctrl+s", "shift+h", "alt+w", "Up", "Down"]
        var commands: [String] = []
        for _ in 0..<random.int(1...6) {
            switch random.int(0...13) {
            case 0...3:
                // On the canvas, elsewhere in the window, or far outside it and the screen.
                var (x, y) = (random.int(0...1100), random.int(0...900))
                if random.int(0...9) == 0 {
                    (x, y) = (random.int(-500...3000), random.int(-500...3000))
                } else if let canvas, random.int(0...1) == 0 {
                    x = Int(canvas.x) + random.int(0...max(0, Int(canvas.width)))
                    y = Int(canvas.y) + random.int(0...max(0, Int(canvas.height)))
                }
                commands += ["mousemove", "--window", window, String(x), String(y)]
            case 4: commands += ["mousedown", String(random.int(1...3))]
            case 5: commands += ["mouseup", String(random.int(1...3))]
            case 6: commands += ["click", "--repeat", String(random.int(1...3)), "--delay", "30", "1"]
            case 7: commands += ["click", String(random.int(4...7))]
            case 8: commands += [random.int(0...1) == 0 ? "keydown" : "keyup", "alt"]
            case 9, 10: commands += ["key", random.pick(keys)]
            case 11:
                let sizes = [1, 40, 200, 640, 1000, 1280]
                commands += ["windowsize", window, String(random.pick(sizes)), String(random.pick(sizes))]
            case 12: commands += random.int(0...3) == 0 ? ["windowunmap", window, "windowmap", window] : ["windowfocus", window]
            default: commands += ["sleep", String(Double(random.int(0...20)) / 100)]
            }
        }
        return commands
    }
}

extension SplitMix {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
