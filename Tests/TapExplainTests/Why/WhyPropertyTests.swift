import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// `--why` against an oracle written here, from the event log alone: random
/// trees (views, buttons, plain controls, switches, scroll views, tables),
/// random recognizers of every kind with random flags and failure
/// requirements, random scripts (taps, double taps, long presses, drags).
/// For every view, control, cell and recognizer: `worked` is said exactly
/// when the log shows it worked, and each rule's claim is true of the log
/// (the culprit recognizer did recognize; the view did get touchesCancelled; …).
final class WhyPropertyTests: XCTestCase {
    func testEveryAnswerAgreesWithTheLogOnRandomWorlds() throws {
        var checked = 0, worked = 0, rules: Set<WhyAnswer.Rule> = []
        for seed in 0..<500 {
            // Precondition
            var rng = StormRandom(seed: UInt64(seed) &+ 0x9e37_79b9)
            let world = RandomWorld(&rng)

            // Action
            let (answers, log) = world.fixture.answers(world.targets.map(\.target))

            // Assertion
            for (target, answer) in zip(world.targets, answers) {
                let context = "seed \(seed), \(target.id)"
                let answer = try XCTUnwrap(answer, context)
                let oracle = LogOracle(log: log, world: world)
                XCTAssertEqual(answer.rule == .worked || answer.rule == .noAction, oracle.worked(target), "\(context): \(answer.rule) — \(answer.cause.message.en)")
                if let problem = oracle.falseClaim(answer, about: target) { XCTFail("\(context): \(problem)") }
                checked += 1
                if answer.rule == .worked { worked += 1 }
                rules.insert(answer.rule)
            }
        }
        // The worlds reach the rules they are made to reach.
        XCTAssertGreaterThan(checked, 2_000)
        XCTAssertGreaterThan(worked, 100)
        for rule: WhyAnswer.Rule in [.cancelledByRecognizer, .delayedThenDropped, .preventedBy, .waitedAndFailed, .gestureFailed,
                                     .disabled, .outside, .controlInCell, .selectionDisabled, .delegateRefused] {
            XCTAssertTrue(rules.contains(rule), "no world showed \(rule)")
        }
    }
}

/// What the log says happened, written without the explainer.
private struct LogOracle {
    let log: EventLog
    let world: RandomWorld

    var events: [EventRecord.Event] { log.records.map(\.event) }

    func worked(_ target: RandomWorld.Target) -> Bool {
        switch target.target {
        case let .recognizer(r): return succeeded(r.logName)
        case let .view(view):
            if let control = view as? UIControl {
                let primary = type(of: control).primaryEvent
                return events.contains { if case let .control(c, e, _) = $0 { c.name == view.logName && e == primary } else { false } }
            }
            if let (list, row) = world.row(of: view) {
                return events.contains { if case let .list(.select, l, r) = $0 { l.name == list.logName && r == row } else { false } }
            }
            // A scroll view whose own pan began scrolled: its job (TapLab's reading of SPEC 12).
            if view is UIScrollView, succeeded(view.logName + ".pan") { return true }
            return got(.ended, view.logName)
        }
    }

    func succeeded(_ recognizer: String) -> Bool {
        events.contains { event in
            guard case let .gesture(r, state, discrete, _) = event, r.name == recognizer else { return false }
            return state == .began || (discrete && state == .ended)
        }
    }

    func got(_ phase: EventRecord.Event.Phase, _ responder: String) -> Bool {
        events.contains { if case let .touches(p, r, _) = $0 { p == phase && r.name == responder } else { false } }
    }

    func failed(_ recognizer: String) -> Bool {
        events.contains { if case let .gesture(r, state, _, _) = $0 { r.name == recognizer && (state == .failed || state == .cancelled) } else { false } }
    }

    /// Views whose subtree holds a touch's hit view (the touch reached them).
    func reached(_ view: UIView) -> Bool {
        events.contains { event in
            guard case let .hitTest(_, hit, _) = event, let hit, let hitView = world.view(named: hit.name) else { return false }
            return hitView === view || hitView.isDescendant(of: view)
        }
    }

    /// A reason the answer's claim is false of the log, or nil.
    func falseClaim(_ answer: WhyAnswer, about target: RandomWorld.Target) -> String? {
        let culprit = answer.culprit ?? ""
        let view = target.target.viewIfAny
        let id = target.id
        let hitRules: Set<WhyAnswer.Rule> = [.hidden, .alpha, .interactionDisabled, .disabledControl, .outside, .outsideAncestor,
                                             .drawnOutsideUnclippedAncestor, .coveredBySibling, .coveredByWindow, .customHitRule]
        if hitRules.contains(answer.rule) {
            let subject = view ?? world.recognizerView(target)
            if let subject, reached(subject) { return "\(answer.rule), yet a touch reached \(subject.logName)" }
            return nil
        }
        switch answer.rule {
        case .cancelledByRecognizer:
            guard succeeded(culprit) else { return "culprit \(culprit) never recognized" }
            guard world.recognizer(named: culprit)?.cancelsTouchesInView == true else { return "culprit \(culprit) does not cancel touches" }
            let receiver = view.flatMap { world.row(of: $0)?.0.logName } ?? id
            if !got(.cancelled, receiver) { return "\(receiver) never got touchesCancelled" }
        case .delayedThenDropped:
            guard succeeded(culprit) else { return "culprit \(culprit) never recognized" }
            guard let winner = world.recognizer(named: culprit), winner.delaysTouchesBegan || winner.cancelsTouchesInView else {
                return "culprit \(culprit) neither delays nor cancels touches"
            }
            let receiver = view.flatMap { world.row(of: $0)?.0.logName } ?? id
            if got(.began, receiver), !got(.ended, receiver), !got(.cancelled, receiver) { return "\(receiver) did get touchesBegan" }
        case .delayedByScrollView, .cancelledByScrollView:
            guard succeeded(culprit + ".pan") else { return "\(culprit)'s pan never began" }
        case .preventedBy, .waitedAndFailed:
            guard succeeded(culprit) else { return "culprit \(culprit) never recognized" }
            guard failed(id) else { return "\(id) never failed" }
        case .gestureFailed:
            guard failed(id) else { return "\(id) never failed" }
        case .delegateRefused:
            guard !succeeded(id) else { return "\(id) recognized" }
        case .disabled:
            guard world.recognizer(named: id)?.isEnabled == false || failed(id) else { return "\(id) is enabled and never failed" }
        case .touchUpOutside:
            // A row: it was highlighted and unhighlighted, never selected (its finger lifted outside it).
            if let (list, row) = view.flatMap({ world.row(of: $0) }) {
                let changes = events.compactMap { event -> ListChange? in
                    if case let .list(change, l, r) = event, list.isSubject(of: l), r == row { change } else { nil }
                }
                guard changes.contains(.unhighlight), !changes.contains(.select) else { return "row \(id) did not unhighlight unselected" }
            } else if !events.contains(where: { if case let .control(c, e, _) = $0 { c.name == id && e == .touchUpOutside } else { false } }) {
                return "no touchUpOutside"
            }
        case .selectionDisabled:
            guard let list = view.flatMap({ world.row(of: $0)?.0 }) else { return "not a row" }
            guard list.logName == culprit, !world.allowsSelection(list) else { return "\(culprit) allows selection" }
        case .controlInCell:
            guard let control = world.view(named: culprit), control is UIControl, let view, control.isDescendant(of: view) else {
                return "\(culprit) is not a control in \(id)"
            }
        case .subviewTakesTouch:
            guard let view, reached(view) else { return nil }
            if got(.ended, id) { return "\(id) got touchesEnded" }
        default:
            break
        }
        return nil
    }
}

extension WhyTarget {
    var viewIfAny: UIView? { if case let .view(view) = self { view } else { nil } }
}

/// A random world: a fixture, its targets and the script already queued.
private struct RandomWorld {
    struct Target {
        let target: WhyTarget
        var id: String {
            switch target {
            case let .view(view): view.logName
            case let .recognizer(r): r.logName
            }
        }
    }

    let fixture = WhyFixture()
    private(set) var targets: [Target] = []
    private var recognizers: [UIGestureRecognizer] = []
    private var lists: [UITableView] = []

    init(_ rng: inout StormRandom) {
        var slots: [UIView] = []
        for n in 0..<rng.int(3...5) {
            let frame = CGRect(x: CGFloat(rng.int(0...200)), y: CGFloat(60 + n * 150 + rng.int(0...30)),
                               width: CGFloat(rng.int(120...190)), height: CGFloat(rng.int(90...140)))
            let view = makeSlot(n, frame: frame, &rng)
            slots.append(view)
        }
        // Recognizers of every kind on the slots, their children and root.
        let hosts = [fixture.root] + slots + slots.flatMap(\.subviews).filter { !($0 is UIControl) }
        for n in 0..<rng.int(1...5) {
            let recognizer: UIGestureRecognizer
            switch rng.int(0...4) {
            case 0: recognizer = UITapGestureRecognizer()
            case 1:
                let double = UITapGestureRecognizer()
                double.numberOfTapsRequired = 2
                recognizer = double
            case 2: recognizer = UILongPressGestureRecognizer()
            case 3: recognizer = UIPanGestureRecognizer()
            default:
                let swipe = UISwipeGestureRecognizer()
                swipe.direction = [.left, .right]
                recognizer = swipe
            }
            recognizer.cancelsTouchesInView = rng.chance(0.75)
            recognizer.delaysTouchesBegan = rng.chance(0.25)
            recognizer.delaysTouchesEnded = rng.chance(0.75)
            recognizer.isEnabled = rng.chance(0.9)
            fixture.recognizer(recognizer, "g\(n)", on: hosts[rng.int(0...(hosts.count - 1))])
            if let other = recognizers.last, rng.chance(0.3) { recognizer.require(toFail: other) }
            recognizers.append(recognizer)
            targets.append(Target(target: .recognizer(recognizer)))
        }
        // The script: taps, double taps, long presses and drags on the slots.
        for _ in 0..<rng.int(1...4) {
            let slot = slots[rng.int(0...(slots.count - 1))]
            let p = CGPoint(x: slot.frame.minX + CGFloat(rng.int(5...Int(slot.frame.width) - 5)),
                            y: slot.frame.minY + CGFloat(rng.int(5...Int(slot.frame.height) - 5)))
            switch rng.int(0...3) {
            case 0: fixture.tap(p)
            case 1:
                fixture.tap(p)
                fixture.tapSoon(p)
            case 2: fixture.tap(p, hold: 0.7)
            default: fixture.drag(p, CGPoint(x: p.x + CGFloat(rng.int(-120...120)), y: p.y + CGFloat(rng.int(-120...120))))
            }
        }
    }

    private mutating func makeSlot(_ n: Int, frame: CGRect, _ rng: inout StormRandom) -> UIView {
        let id = "s\(n)"
        let slot: UIView
        switch rng.int(0...5) {
        case 0: slot = fixture.add(UIButton(), id, frame: frame)
        case 1: slot = fixture.add(UIControl(), id, frame: frame)
        case 2: slot = fixture.add(UISwitch(), id, frame: frame)
        case 3:
            let scroll = fixture.add(UIScrollView(), id, frame: frame)
            scroll.contentSize = CGSize(width: frame.width * 2, height: frame.height * 2)
            scroll.delaysContentTouches = rng.chance(0.5)
            scroll.canCancelContentTouches = rng.chance(0.7)
            let content = rng.chance(0.5) ? UIButton() : UIView()
            targets.append(Target(target: .view(fixture.add(content, id + "c", frame: CGRect(x: 10, y: 10, width: frame.width - 20, height: frame.height - 20), to: scroll))))
            slot = scroll
        case 4:
            let table = fixture.add(UITableView(), id, frame: frame)
            table.rowHeight = frame.height / 2
            let cells = [UITableViewCell(), UITableViewCell()]
            for (row, cell) in cells.enumerated() {
                cell.identifier = "\(id)r\(row)"
                cell.contentView.identifier = "\(id)r\(row).contentView"
            }
            table.cells = cells
            table.allowsSelection = rng.chance(0.7)
            if rng.chance(0.5) {
                fixture.add(UIButton(), id + "b", frame: CGRect(x: 5, y: 5, width: 60, height: 30), to: cells[0].contentView)
            }
            for cell in cells { targets.append(Target(target: .view(cell))) }
            lists.append(table)
            slot = table
        default:
            slot = fixture.add(UIView(), id, frame: frame)
            if rng.chance(0.5) {
                targets.append(Target(target: .view(fixture.add(UIView(), id + "c", frame: CGRect(x: 10, y: 10, width: 60, height: 60), to: slot))))
            }
        }
        slot.isUserInteractionEnabled = rng.chance(0.9)
        targets.append(Target(target: .view(slot)))
        return slot
    }

    func view(named name: String) -> UIView? {
        var work: [UIView] = [fixture.window]
        while let view = work.popLast() {
            if view.logName == name { return view }
            work += view.subviews
        }
        return nil
    }

    func recognizer(named name: String) -> UIGestureRecognizer? {
        recognizers.first { $0.logName == name } ?? lists.first { $0.logName + ".pan" == name }.map(\.panGestureRecognizer)
    }

    func recognizerView(_ target: Target) -> UIView? {
        if case let .recognizer(r) = target.target { r.view } else { nil }
    }

    func row(of view: UIView) -> (UITableView, Int)? {
        for list in lists {
            if let row = list.cells.firstIndex(where: { $0 === view }) { return (list, row) }
        }
        return nil
    }

    func allowsSelection(_ list: UITableView) -> Bool { list.allowsSelection }
}
