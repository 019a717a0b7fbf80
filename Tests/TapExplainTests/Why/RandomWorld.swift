import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// A random world: a fixture, its targets and the script already queued.
struct RandomWorld {
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
