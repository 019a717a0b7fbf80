import Foundation
import TapKit

/// Reads `script:` steps (SPEC 3, "Scripts"), in a layout or in a separate
/// file given to `taplab replay --script`.
struct ScriptParser {
    static let maxSteps = 100_000
    static let maxDuration: TimeInterval = 3600
    static let maxTouchID = 1_000

    let reader: YAMLReader
    /// Finds the point of `{on: ID}`: the centre of the visible part of the
    /// view (SPEC 9); nil where no views are known (a separate script file
    /// read without its layout).
    var locate: ((String) -> Result<CGPoint, NameError>)? = nil

    /// A separate script file: a list of steps, or a mapping with `script:`.
    static func load(text: String, file: String, locate: ((String) -> Result<CGPoint, NameError>)? = nil) throws(LayoutError) -> [ScriptStep] {
        let document: YAMLDocument?
        do throws(YAMLProblem) {
            document = try YAMLComposer.compose(text)
        } catch {
            throw LayoutError([error.diagnostic(file: file)])
        }
        guard let root = document?.rootNode else {
            throw LayoutError([LayoutDiagnostic(file: file, line: 1, column: 1, problem: ScriptProblem.empty)])
        }
        let reader = YAMLReader(file: file, text: text)
        var stepsNode = root
        // A mapping is a layout-like file with `script:`; any other mapping is
        // a step written without its `- ` (the list then says so).
        if case let .mapping(pairs) = root, pairs.contains(where: { if case let .scalar(k) = $0.0 { k.string == "script" } else { false } }),
           let m = reader.mapping(root, .scriptFile, allowed: ["script"]), let s = m["script"] {
            stepsNode = s
        }
        let steps = ScriptParser(reader: reader, locate: locate).steps(stepsNode)
        if !reader.diagnostics.isEmpty { throw LayoutError(reader.sortedDiagnostics) }
        return steps
    }

    func steps(_ node: Node) -> [ScriptStep] {
        guard let list = reader.sequence(node, "script") else { return [] }
        guard list.count <= Self.maxSteps else {
            reader.error(ScriptProblem.tooManySteps(list.count, limit: Self.maxSteps), at: node)
            return []
        }
        let steps = list.compactMap(step)
        // Moves are generated every 1/60 s: a few lines asking for hours of
        // dragging would take minutes and gigabytes to play.
        var moving: TimeInterval = 0
        for step in steps {
            switch step.kind {
            case let .move(_, _, d), let .drag(_, _, d), let .pinch(_, _, _, d), let .rotate(_, _, _, d): moving += d
            default: continue
            }
            if moving > Self.maxDuration {
                reader.error(ScriptProblem.movesTooLong(limit: Int(Self.maxDuration)), line: step.line, column: step.column)
                break
            }
        }
        return steps
    }

    private func step(_ node: Node) -> ScriptStep? {
        guard let m = reader.mapping(node, .scriptStep, allowed: LayoutSchema.scriptSteps + LayoutSchema.scriptStepOptions) else { return nil }
        let kinds = m.entries.filter { !LayoutSchema.scriptStepOptions.contains($0.name) }
        guard kinds.count == 1, let entry = kinds.first else {
            // An unknown step has been reported already.
            if kinds.isEmpty && m.rejectedKeys > 0 { return nil }
            reader.error(ScriptProblem.notOneStep(steps: LayoutSchema.scriptSteps), at: node)
            return nil
        }
        let pinned = m["at"].flatMap { reader.number($0, .stepTime, min: 0, max: 86_400) }.map(TimeInterval.init)
        guard let kind = kind(entry.name, entry.value) else { return nil }
        return ScriptStep(kind, pinnedTime: pinned, line: entry.key.mark?.line ?? 0, column: entry.key.mark?.column ?? 0)
    }

    /// The keys a mapping-valued step accepts (LayoutSchema, so the layout
    /// reference is checked against the same list).
    private static func keys(_ step: String) -> [String] { LayoutSchema.scriptStepKeys[step] ?? [] }

    private func duration(_ m: MappingView?, _ name: String, default value: TimeInterval) -> TimeInterval {
        guard let n = m?[name] else { return value }
        return reader.number(n, name, min: 0, max: CGFloat(Self.maxDuration)).map(TimeInterval.init) ?? value
    }

    private func touchID(_ m: MappingView, _ node: Node) -> Int? {
        guard let n = m["touch"] else {
            reader.error(ScriptProblem.needsTouch, at: node)
            return nil
        }
        return reader.integer(n, "touch", min: 1, max: Self.maxTouchID)
    }

    private func kind(_ name: String, _ value: Node) -> ScriptStep.Kind? {
        switch name {
        case "tap": return point(value, "tap").map { .tap($0) }
        case "doubleTap": return point(value, "doubleTap").map { .doubleTap($0) }
        // Every field of a step is read before any is found wanting, so
        // each problem is reported, not only the first.
        case "longPress":
            guard let m = reader.mapping(value, "longPress", allowed: Self.keys("longPress") + ["on"]) else { return nil }
            if m["on"] != nil, m["at"] != nil { reader.error(ScriptProblem.longPressAtAndOn, at: m.key("on")) }
            let at = m["on"] != nil ? point(value, "longPress", allowed: Self.keys("longPress") + ["on"]) : requiredPoint(m, "at", value, "longPress")
            let duration = duration(m, "duration", default: 0.8)
            guard let at else { return nil }
            return .longPress(at: at, duration: duration)
        case "down":
            guard let m = reader.mapping(value, "down", allowed: Self.keys("down")) else { return nil }
            let id = touchID(m, value), at = requiredPoint(m, "at", value, "down")
            guard let id, let at else { return nil }
            return .down(touch: id, at: at)
        case "move":
            guard let m = reader.mapping(value, "move", allowed: Self.keys("move")) else { return nil }
            let id = touchID(m, value), to = requiredPoint(m, "to", value, "move"), duration = duration(m, "duration", default: 0.25)
            guard let id, let to else { return nil }
            return .move(touch: id, to: to, duration: duration)
        case "up", "cancel":
            guard let m = reader.mapping(value, name, allowed: Self.keys(name)), let id = touchID(m, value) else { return nil }
            return name == "up" ? .up(touch: id) : .cancel(touch: id)
        case "drag":
            guard let m = reader.mapping(value, "drag", allowed: Self.keys("drag")) else { return nil }
            let from = requiredPoint(m, "from", value, "drag"), to = requiredPoint(m, "to", value, "drag")
            let duration = duration(m, "duration", default: 0.3)
            guard let from, let to else { return nil }
            return .drag(from: from, to: to, duration: duration)
        case "pinch":
            guard let m = reader.mapping(value, "pinch", allowed: Self.keys("pinch")) else { return nil }
            let center = requiredPoint(m, "center", value, "pinch")
            let from = requiredNumber(m, "from", value, "pinch"), to = requiredNumber(m, "to", value, "pinch")
            let duration = duration(m, "duration", default: 0.5)
            guard let center, let from, let to else { return nil }
            return .pinch(center: center, from: from, to: to, duration: duration)
        case "rotate":
            guard let m = reader.mapping(value, "rotate", allowed: Self.keys("rotate")) else { return nil }
            let center = requiredPoint(m, "center", value, "rotate")
            let degrees = requiredNumber(m, "degrees", value, "rotate", min: -36_000)
            let radius = m["radius"].flatMap { reader.number($0, "rotate radius", min: 1) } ?? 60
            let duration = duration(m, "duration", default: 0.5)
            guard let center, let degrees else { return nil }
            return .rotate(center: center, radius: radius, degrees: degrees, duration: duration)
        case "wait":
            return reader.number(value, .waitSeconds, min: 0, max: CGFloat(Self.maxDuration)).map { .wait(TimeInterval($0)) }
        case "key":
            guard let key = reader.string(value, "key"), !key.isEmpty else { return nil }
            guard !LayoutLoader.hasControlCharacters(key) else {
                reader.error(ScriptProblem.controlCharactersInKey, at: value)
                return nil
            }
            return .key(key)
        case "shake":
            if !reader.isNull(value) { _ = reader.mapping(value, "shake", allowed: Self.keys("shake")) }
            return .shake
        default:
            return nil
        }
    }

    private func requiredPoint(_ m: MappingView, _ key: String, _ node: Node, _ step: String) -> CGPoint? {
        guard let n = m[key] else {
            reader.error(ScriptProblem.needsPoint(step: step, key: key), at: node)
            return nil
        }
        return point(n, "\(step) \(key)")
    }

    /// `[x, y]`, or `{on: ID}` (a mapping that may carry other keys of its step).
    private func point(_ node: Node, _ what: String, allowed: [String] = ["on"]) -> CGPoint? {
        guard case .mapping = node else { return reader.point(node, what) }
        guard let m = reader.mapping(node, what, allowed: allowed) else { return nil }
        guard let on = m["on"] else {
            reader.error(ScriptProblem.needsPointOrView(what), at: node)
            return nil
        }
        guard let name = reader.string(on, "\(what) on") else { return nil }
        guard let locate else {
            reader.error(ScriptProblem.viewNeedsLayout(what, view: name), at: on)
            return nil
        }
        switch locate(name) {
        case let .success(p): return p
        case let .failure(e):
            reader.error(ScriptProblem.noSuchView(what, reason: e.problem), at: on)
            return nil
        }
    }

    private func requiredNumber(_ m: MappingView, _ key: String, _ node: Node, _ step: String, min: CGFloat = 0) -> CGFloat? {
        guard let n = m[key] else {
            reader.error(ScriptProblem.needsNumber(step: step, key: key), at: node)
            return nil
        }
        return reader.number(n, "\(step) \(key)", min: min)
    }
}
