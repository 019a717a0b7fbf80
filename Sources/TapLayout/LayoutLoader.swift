import Foundation
import TapKit
import Yams

/// Reads layout files (SPEC 3) into live TapKit objects.
///
///     let layout = try LayoutLoader.load(path: "Layouts/000-overlapping-buttons.yaml")
///     layout.view("button2")?.frame   // (170.0, 240.0, 150.0, 100.0)
///
/// Problems come back as one `LayoutError` listing every diagnostic in the
/// file, each `FILE:LINE:COLUMN: error: MESSAGE`.
public final class LayoutLoader {
    /// Larger files are rejected before parsing (a real layout is a few KB).
    public static let maxFileBytes = 8 * 1024 * 1024

    let reader: YAMLReader
    var objects: [String: LayoutObject] = [:]
    var retained: [AnyObject] = []
    /// References to ids that may be defined later in the file.
    var pendingReferences: [(id: String, node: Node, what: String, resolve: (LayoutObject) -> Bool)] = []
    let application = UIApplication()
    var screenSize = CGSize(width: 390, height: 844)

    init(file: String) {
        reader = YAMLReader(file: file)
    }

    // MARK: Entry points

    public static func load(path: String) throws(LayoutError) -> LoadedLayout {
        let text: String
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > maxFileBytes {
                throw LayoutError([LayoutDiagnostic(file: path, line: 1, column: 1,
                    message: "file is \(size / 1024 / 1024) MB; layouts are limited to \(maxFileBytes / 1024 / 1024) MB")])
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw LayoutError([LayoutDiagnostic(file: path, line: 1, column: 1, message: "cannot read file")])
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw LayoutError([LayoutDiagnostic(file: path, line: 1, column: 1, message: "file is not UTF-8 text")])
            }
            text = decoded
        } catch let error as LayoutError {
            throw error
        } catch {
            throw LayoutError([LayoutDiagnostic(file: path, line: 1, column: 1,
                                                message: FileManager.default.fileExists(atPath: path)
                                                    ? "cannot read file: \(error.localizedDescription)" : "no such file")])
        }
        return try load(text: text, file: path)
    }

    public static func load(text: String, file: String = "<layout>") throws(LayoutError) -> LoadedLayout {
        let root = try compose(text, file: file)
        let loader = LayoutLoader(file: file)
        let layout = loader.build(root)
        // In file order, as a compiler lists them (references are checked last).
        let diagnostics = loader.reader.diagnostics.enumerated()
            .sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
            .map(\.element)
        guard diagnostics.isEmpty, let layout else {
            throw LayoutError(diagnostics.isEmpty
                ? [LayoutDiagnostic(file: file, line: 1, column: 1, message: "layout could not be built")] : diagnostics)
        }
        return layout
    }

    /// YAML text → node tree, with libyaml's errors turned into diagnostics.
    static func compose(_ text: String, file: String) throws(LayoutError) -> Node {
        do {
            guard let root = try Yams.compose(yaml: text) else {
                throw LayoutError([LayoutDiagnostic(file: file, line: 1, column: 1,
                                                    message: "empty layout: expected a mapping with at least 'view' or 'windows'")])
            }
            return root
        } catch let error as LayoutError {
            throw error
        } catch let error as YamlError {
            throw LayoutError([diagnostic(for: error, file: file)])
        } catch {
            throw LayoutError([LayoutDiagnostic(file: file, line: 1, column: 1, message: "invalid YAML: \(error)")])
        }
    }

    static func diagnostic(for error: YamlError, file: String) -> LayoutDiagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let where_ = context.map { " (\($0.text))" } ?? ""
            return LayoutDiagnostic(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)\(where_)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return LayoutDiagnostic(file: file, line: context.mark.line, column: context.mark.column,
                                    message: "duplicate key '\(duplicates.joined(separator: "', '"))' in mapping")
        case let .reader(problem, offset, _, _):
            return LayoutDiagnostic(file: file, line: 1, column: 1, message: "invalid YAML text: \(problem) at byte \(offset ?? 0)")
        default:
            return LayoutDiagnostic(file: file, line: 1, column: 1, message: "invalid YAML: \(error)")
        }
    }

    // MARK: Top level

    func build(_ root: Node) -> LoadedLayout? {
        guard let top = reader.mapping(root, "the layout", allowed: LayoutSchema.topLevelKeys) else { return nil }
        let title = top["title"].flatMap { reader.string($0, "title") } ?? ""
        let description = top["description"].flatMap { reader.string($0, "description") } ?? ""
        let difficulty = top["difficulty"].flatMap { reader.integer($0, "difficulty", min: 1, max: 4) } ?? 1
        if let screen = top["screen"] { readScreen(screen) }

        application.delegate = AppDelegate()
        register("application", .application(application), at: root)
        if let delegate = application.delegate as? UIResponder { register("appDelegate", .delegate(delegate), at: root) }

        switch (top["view"], top["windows"]) {
        case let (view?, nil): buildShortForm(view)
        case let (nil, windows?): buildWindows(windows)
        case (_?, _?): reader.error("use either 'view' (one window) or 'windows', not both", at: top.key("windows"))
        case (nil, nil): reader.error("a layout needs 'view' (one window) or 'windows'", at: root)
        }
        if let first = top["firstResponder"], let id = reader.string(first, "firstResponder") {
            reference(id, at: first, "firstResponder") { object in
                guard let responder = object.responder else { return false }
                responder.acceptsFirstResponder = true
                responder.becomeFirstResponder()
                return true
            }
        }
        resolveReferences()
        let script = top["script"].map { ScriptParser(reader: reader).steps($0) } ?? []
        let expectations = top["expect"].map(readExpectations) ?? []
        return LoadedLayout(file: reader.file, title: title, description: description, difficulty: difficulty,
                            screenSize: screenSize, application: application, objects: objects,
                            script: script, expectations: expectations, retained: retained)
    }

    private func readScreen(_ node: Node) {
        guard let m = reader.mapping(node, "screen", allowed: LayoutSchema.screenKeys) else { return }
        let width = m["width"].flatMap { reader.number($0, "screen width", min: 1, max: 20_000) } ?? screenSize.width
        let height = m["height"].flatMap { reader.number($0, "screen height", min: 1, max: 20_000) } ?? screenSize.height
        screenSize = CGSize(width: width, height: height)
    }

    /// `view:` — one window `main` at level normal whose root view controller
    /// `rootVC` owns the given root view.
    private func buildShortForm(_ node: Node) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        window.identifier = "main"
        register("main", .view(window), at: node)
        let controller = UIViewController()
        controller.identifier = "rootVC"
        register("rootVC", .controller(controller), at: node)
        guard let root = buildView(node, in: window.bounds.size) else { return }
        controller.view = root
        window.rootViewController = controller
        application.addWindow(window)
        window.makeKeyAndVisible()
    }

    private func buildWindows(_ node: Node) {
        guard let list = reader.sequence(node, "windows") else { return }
        if list.isEmpty { reader.error("windows must list at least one window", at: node) }
        for item in list { buildWindow(item) }
    }

    private func buildWindow(_ node: Node) {
        guard let m = reader.mapping(node, "window", allowed: LayoutSchema.windowKeys) else { return }
        let window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        if let level = m["level"] { window.windowLevel = readLevel(level) }
        applyViewKeys(m, to: window, parentSize: screenSize, defaultFrame: window.frame, what: "window")
        if let rvc = m["rootViewController"], let c = reader.mapping(rvc, "rootViewController", allowed: LayoutSchema.rootViewControllerKeys) {
            let controller = UIViewController()
            if let idNode = c["id"], let id = reader.string(idNode, "controller id") {
                controller.identifier = id
                register(id, .controller(controller), at: idNode)
            } else {
                reader.error("rootViewController needs an 'id'", at: rvc)
            }
            if let viewNode = c["view"], let root = buildView(viewNode, in: window.bounds.size) {
                controller.view = root
                window.rootViewController = controller
                // A window's own subviews were added first; keep them in front, as written.
                for sub in window.subviews where sub !== root { window.bringSubviewToFront(sub) }
            } else if c["view"] == nil {
                reader.error("rootViewController needs a 'view'", at: rvc)
            }
        }
        application.addWindow(window)
        if !window.isHidden { window.makeKeyAndVisible() }
    }

    private func readLevel(_ node: Node) -> UIWindow.Level {
        if let text = node.scalar?.string, Double(text) == nil {
            switch reader.oneOf(node, "level", LayoutSchema.windowLevels) {
            case "statusBar": return .statusBar
            case "alert": return .alert
            default: return .normal
            }
        }
        return reader.number(node, "level").map { UIWindow.Level($0) } ?? .normal
    }

    // MARK: Ids

    func register(_ id: String, _ object: LayoutObject, at node: Node) {
        if id.isEmpty {
            reader.error("ids must not be empty", at: node)
        } else if objects[id] != nil {
            let reserved = ["main", "rootVC", "application", "appDelegate"].contains(id)
            reader.error("duplicate id '\(id)'" + (reserved ? " ('\(id)' is defined by TapLab in this layout)" : ""), at: node)
        } else {
            objects[id] = object
        }
    }

    /// Records a reference to resolve once every id is known; `resolve`
    /// returns false when the object is of the wrong kind.
    func reference(_ id: String, at node: Node, _ what: String, resolve: @escaping (LayoutObject) -> Bool) {
        pendingReferences.append((id, node, what, resolve))
    }

    private func resolveReferences() {
        for ref in pendingReferences {
            guard let object = objects[ref.id] else {
                reader.error("\(ref.what) names unknown id '\(ref.id)'\(didYouMean(ref.id, among: Array(objects.keys)))", at: ref.node)
                continue
            }
            if !ref.resolve(object) { reader.error("\(ref.what) cannot name '\(ref.id)': it is the wrong kind of object", at: ref.node) }
        }
        pendingReferences.removeAll()
    }

    /// Ids used in expectations must exist.
    func checkID(_ id: String, at node: Node, _ what: String) {
        if objects[id] == nil {
            reader.error("\(what) names unknown id '\(id)'\(didYouMean(id, among: Array(objects.keys)))", at: node)
        }
    }
}
