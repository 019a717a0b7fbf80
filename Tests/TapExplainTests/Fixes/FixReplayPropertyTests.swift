import Foundation
import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// SPEC 14's promise, against an oracle written here: on random worlds (the
/// `WhyPropertyTests` worlds: views, controls, scroll views, tables, random
/// recognizers and scripts), every fix `--why` marks `works` makes its
/// target work when this test applies the JSON `change` itself to a fresh
/// world and plays the same input — read from the log, not from the
/// explainer — and no fix marked `next` does.
final class FixReplayPropertyTests: XCTestCase {
    func testAFixMarkedWorksWorksAndOneMarkedNextDoesNotOnRandomWorlds() throws {
        var works = 0, next = 0
        for seed in 0..<150 {
            // Precondition
            let worlds = Worlds(seed: UInt64(seed) &+ 0x51ed_270b)
            let world = worlds.make()

            // Action
            let (answers, _) = world.fixture.answers(world.targets.map(\.target), replay: worlds.replay)

            // Assertion
            for (target, answer) in zip(world.targets, answers) {
                guard let answer else { continue }
                let sequence = answer.fixes.isEmpty ? answer.tried : answer.fixes
                for (n, fix) in sequence.enumerated() {
                    guard let checked = fix.checked, checked != .notSimulated else { continue }
                    let context = "seed \(seed), \(target.id), fix \(n + 1): \(fix.text.en)"
                    let fresh = worlds.make()
                    for made in sequence[...n] {
                        try apply(XCTUnwrap(made.change, context).json, in: fresh, context)
                    }
                    let log = EventLog()
                    fresh.fixture.play(log)
                    let freshTarget = try XCTUnwrap(fresh.targets.first { $0.id == target.id }, context)
                    let worked = LogOracle(log: log, world: fresh).worked(freshTarget)
                    if checked == .works {
                        XCTAssertTrue(worked, "\(context) is marked works, but the log shows it still does not")
                        works += 1
                    } else {
                        XCTAssertFalse(worked, "\(context) is marked next, but the log shows it works")
                        next += 1
                    }
                }
            }
        }
        print("FixReplayPropertyTests: \(works) fixes marked works, \(next) marked next")
        // The worlds reach both outcomes.
        XCTAssertGreaterThan(works, 50)
        XCTAssertGreaterThan(next, 5)
    }

    /// Makes a change as a program reading `--json` would: by its keys and
    /// ids, on the world's own objects.
    private func apply(_ json: String, in world: RandomWorld, _ context: String) throws {
        let change = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], context)
        if let name = change["recognizer"] as? String, let other = change["removeRequirement"] as? String {
            let recognizer = try XCTUnwrap(world.recognizer(named: name), context)
            let required = try XCTUnwrap(world.recognizer(named: other), context)
            XCTAssertTrue(recognizer.removeFailureRequirement(required), context)
            return
        }
        let name = try XCTUnwrap(change["view"] as? String, context)
        if let recognizer = world.recognizer(named: name) {
            for (key, value) in try XCTUnwrap(change["set"] as? [String: Any], context) {
                set(key, value, on: recognizer, context)
            }
            return
        }
        let view = try XCTUnwrap(world.view(named: name), context)
        if let settings = change["set"] as? [String: Any] {
            for (key, value) in settings { set(key, value, on: view, context) }
        } else if let into = change["moveTo"] as? String {
            let superview = try XCTUnwrap(world.view(named: into), context)
            let frame = superview.convert(view.frame, from: view.superview)
            superview.addSubview(view)
            view.frame = frame
        } else if change["toFront"] as? Bool == true {
            view.superview?.bringSubviewToFront(view)
        } else {
            XCTFail("\(context): a change of no known kind: \(json)")
        }
    }

    private func set(_ key: String, _ value: Any, on view: UIView, _ context: String) {
        let flag = (value as? Bool) ?? false, numbers = (value as? [Double])?.map { CGFloat($0) } ?? []
        switch key {
        case "interaction": view.isUserInteractionEnabled = flag
        case "hidden": view.isHidden = flag
        case "alpha": view.alpha = CGFloat((value as? Double) ?? 0)
        case "clips": view.clipsToBounds = flag
        case "exclusiveTouch": view.isExclusiveTouch = flag
        case "enabled": (view as? UIControl)?.isEnabled = flag
        case "delaysContentTouches": (view as? UIScrollView)?.delaysContentTouches = flag
        case "canCancelContentTouches": (view as? UIScrollView)?.canCancelContentTouches = flag
        case "allowsSelection": (view as? UITableView)?.allowsSelection = flag
        case "contentSize" where numbers.count == 2: (view as? UIScrollView)?.contentSize = CGSize(width: numbers[0], height: numbers[1])
        case "bounds" where numbers.count == 4: view.bounds = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        case "center" where numbers.count == 2: view.center = CGPoint(x: numbers[0], y: numbers[1])
        default: XCTFail("\(context): no view key \(key)")
        }
    }

    private func set(_ key: String, _ value: Any, on recognizer: UIGestureRecognizer, _ context: String) {
        let flag = (value as? Bool) ?? false, number = (value as? Double) ?? 0
        switch key {
        case "enabled": recognizer.isEnabled = flag
        case "cancelsTouchesInView": recognizer.cancelsTouchesInView = flag
        case "delaysTouchesBegan": recognizer.delaysTouchesBegan = flag
        case "allowableMovement": (recognizer as? UILongPressGestureRecognizer)?.allowableMovement = CGFloat(number)
        case "minimumPressDuration": (recognizer as? UILongPressGestureRecognizer)?.minimumPressDuration = number
        case "maximumTouches": (recognizer as? UIPanGestureRecognizer)?.maximumNumberOfTouches = Int(number)
        case "taps": (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired = Int(number)
        case "touches": (recognizer as? UITapGestureRecognizer)?.numberOfTouchesRequired = Int(number)
        default: XCTFail("\(context): no recognizer key \(key)")
        }
    }
}

/// Builds the same random world as often as asked, and replays its input on
/// any of them: what `--why` needs to check a fix.
private final class Worlds {
    private let seed: UInt64
    private var made: [ObjectIdentifier: RandomWorld] = [:]

    init(seed: UInt64) { self.seed = seed }

    func make() -> RandomWorld {
        var rng = StormRandom(seed: seed)
        let world = RandomWorld(&rng)
        made[ObjectIdentifier(world.fixture.app)] = world
        return world
    }

    var replay: FixReplay {
        FixReplay(rebuildingApplication: { self.make().fixture.app },
                                  play: { app, observer in self.made[ObjectIdentifier(app)]?.fixture.play(observer) })
    }
}
