import Foundation
import TapExplain
import TapKit

/// Reads layout files (SPEC 3) into live TapKit objects.
///
///     let layout = try LayoutLoader.load(path: "Layouts/000-overlapping-buttons.yaml")
///     layout.view("button2")?.frame   // (170.0, 240.0, 150.0, 100.0)
///
/// Problems come back as one `LayoutError` listing every diagnostic in the
/// file, each `FILE:LINE:COLUMN: error: MESSAGE`.
public final class LayoutLoader {
    /// Larger files are rejected before parsing. A real layout is a few KB;
    /// a real app's `recursiveDescription` of 50,000 views (a long
    /// collection view) is 9 to 15 MB, which the limit lets in.
    public static let maxFileBytes = 16 * 1024 * 1024
    /// The limit on YAML nesting, checked by `YAMLComposer`. A view level
    /// nests a mapping and its `subviews` list, so a chain of views can be
    /// 1,050 deep, root included — room for the 1,000-deep stress chain.
    /// Neither libyaml nor the composer recurses; the loader does, one view
    /// at a time, well inside a thread's 8 MB at this depth.
    public static let maxYAMLNesting = 2100

    let reader: YAMLReader
    var objects: [String: LayoutObject] = [:]
    /// What an imported dump said of its views (`applyDumpProvenance`).
    var provenance = ProvenanceTable()
    /// Every id, sorted, for "did you mean" suggestions: worked out at the
    /// first unknown id, once every id is known (references are resolved
    /// after the whole file is read, expectations after that).
    private(set) lazy var sortedIDs: [String] = objects.keys.sorted()
    /// Addresses and class names of the objects, once they are all built.
    private(set) lazy var names = NameIndex(objects, provenance: provenance)
    var retained: [AnyObject] = []
    /// References to ids that may be defined later in the file.
    var pendingReferences: [(id: String, node: Node, what: String, needs: ReferenceNeed, resolve: (LayoutObject) -> Bool)] = []
    /// Every `requireToFail` entry that named a recognizer, in file order,
    /// for `checkRequirementCycles`.
    var failureRequirements: [RequireToFailEntry] = []
    /// Where each id is defined, for "first used at" in duplicate-id messages.
    var definitions: [String: Mark] = [:]
    /// Ids TapLab defines itself, with what they name.
    var builtInIDs: [String: BuiltInObject] = [:]
    /// Where each view written so far starts: a YAML alias brings back a node
    /// already built (an alias bomb brings it back billions of times).
    var viewsAt: Set<SourcePosition> = []
    var reusedViewsAt: Set<SourcePosition> = []
    /// The subviews of list cells, where `contentView: true` may be written.
    var cellSubviewsAt: Set<SourcePosition> = []
    /// Rows a table's subview holds (iOS 7–10's `UITableViewWrapperView`),
    /// built in it, that join the table once the subview is in it.
    var heldRows: [ObjectIdentifier: (rows: [UITableViewCell], framed: Bool, at: Node?)] = [:]

    /// Where a node starts in the file.
    struct SourcePosition: Hashable {
        var line: Int, column: Int
    }
    let application = UIApplication()
    var screenSize = CGSize(width: 390, height: 844)

    init(file: String, text: String) {
        reader = YAMLReader(file: file, text: text)
    }

    // MARK: Entry points

    /// `regularOnly`: refuse a FIFO, a device or a socket at once instead of
    /// waiting for a writer (the window, which must not freeze on one).
    public static func load(path: String, regularOnly: Bool = false, rebuildable: Bool = true) throws(LayoutError) -> LoadedLayout {
        try load(text: readText(path: path, regularOnly: regularOnly), file: path, rebuildable: rebuildable)
    }

    /// Why `path` cannot be opened (a link loop, a dangling link, no such
    /// file), or nil when it can; `folderToo` where a folder is as good.
    public static func pathProblem(_ path: String, folderToo: Bool = false) -> PathProblem? {
        PathProblem.of(path, folderToo: folderToo)
    }

    /// A size as people read it, never rounded onto the limit it broke:
    /// `8.5 MB`, not `8 MB is over the 8 MB limit`.
    public static func megabytes(_ bytes: Int) -> String {
        let mb = Double(bytes) / 1_048_576
        return mb == mb.rounded() ? "\(Int(mb)) MB" : "\(formatNumber(CGFloat(mb), decimals: 2)) MB"
    }

    /// `-` names standard input wherever TapLab reads a file (`--script -`,
    /// `taplab trace -` for a dump pasted from the clipboard).
    public static let standardInput = "-"

    /// A file's bytes, at most `maxFileBytes`. Read as a stream, so standard
    /// input (`-`), pipes and process substitution (`<(…)`, `/dev/fd/63`)
    /// read as files do; a file over the limit is refused without reading it all.
    /// `regularOnly` refuses anything but a regular file, opened without
    /// blocking: opening a FIFO waits for a writer, for ever if none comes.
    public static func readData(path: String, regularOnly: Bool = false) throws(LayoutError) -> Data {
        let fail = { (problem: InputFileProblem) in LayoutError([LayoutDiagnostic(file: path, line: 1, column: 1, problem: problem)]) }
        var opened: Int32?
        defer { if let opened { close(opened) } }
        if path != standardInput {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw fail(.folder)
            }
            // A regular file says its size: one too large is refused unread.
            if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maxFileBytes {
                throw fail(.tooLarge(bytes: size, limit: maxFileBytes))
            }
            let fd = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
            guard fd >= 0 else {
                throw fail(pathProblem(path).map { .unopenable(NestedProblem($0)) } ?? .noPermission)
            }
            opened = fd
            var info = stat()
            if regularOnly, fstat(fd, &info) != 0 || (info.st_mode & S_IFMT) != S_IFREG { throw fail(.notRegularFile) }
        }
        // read(2) a megabyte at a time: FileHandle's read(upToCount:) asks
        // for 4 KB per call, some 2,300 calls for a 9 MB dump.
        let descriptor = opened ?? STDIN_FILENO
        var data = Data(), chunk = [UInt8](repeating: 0, count: 1 << 20)
        while data.count <= maxFileBytes {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            let code = errno
            if count < 0, code == EINTR { continue }
            guard count >= 0 else { throw fail(.readFailed(String(cString: strerror(code)))) }
            guard count > 0 else { break }
            data.append(contentsOf: chunk[..<count])
        }
        guard data.count <= maxFileBytes else {
            throw fail(.inputTooLarge(limit: maxFileBytes))
        }
        return data
    }

    /// A file's text (`readData`), refused when it is not UTF-8 (or UTF-16
    /// with a byte-order mark, as a Windows editor saves a dump).
    public static func readText(path: String, regularOnly: Bool = false) throws(LayoutError) -> String {
        let data = try readData(path: path, regularOnly: regularOnly)
        let isUTF16 = data.count >= 2 && (data.prefix(2) == Data([0xFF, 0xFE]) || data.prefix(2) == Data([0xFE, 0xFF]))
        guard let text = String(data: data, encoding: isUTF16 ? .utf16 : .utf8) else {
            throw LayoutError([LayoutDiagnostic(file: path, line: 1, column: 1, problem: InputFileProblem.notUTF8)])
        }
        return text
    }

    /// A layout's text, or a dump's (SPEC 9), told apart by content.
    /// `rebuildable` (the default): the layout can build copies of itself
    /// (`rebuilt()`, on which `--why` checks its fixes); a command that
    /// asks no `--why` of a large dump passes false and keeps less.
    public static func load(text: consuming String, file: String = "<layout>", rebuildable: Bool = true) throws(LayoutError) -> LoadedLayout {
        guard !DumpReader.isDump(text) else { return try DumpReader.load(text, file: file, rebuildable: rebuildable) }
        let layout = try loadLayout(text: text, file: file)
        if rebuildable {
            let source = copy text
            layout.rebuilder = { () throws(LayoutError) in try loadLayout(text: source, file: file) }
        }
        return layout
    }

    static func loadLayout(text: String, file: String) throws(LayoutError) -> LoadedLayout {
        if let foreign = ForeignPaste.detect(text) {
            throw LayoutError([LayoutDiagnostic(file: file, line: 1, column: 1, problem: LoaderProblem.foreignPaste(foreign))])
        }
        let root = try compose(text, file: file)
        let loader = LayoutLoader(file: file, text: text)
        // A view takes ten nodes or more: room for every id up front, so the
        // tables never grow (and copy themselves) while a large file loads.
        let ids = root.documentNodeCount / 8
        loader.objects.reserveCapacity(ids)
        loader.definitions.reserveCapacity(ids)
        loader.viewsAt.reserveCapacity(ids)
        let layout = loader.build(root)
        // In file order, as a compiler lists them (references are checked last).
        let diagnostics = loader.reader.sortedDiagnostics
        guard diagnostics.isEmpty, let layout else {
            throw LayoutError(diagnostics.isEmpty
                ? [LayoutDiagnostic(file: file, line: 1, column: 1, problem: LoaderProblem.notBuilt)] : diagnostics)
        }
        return layout
    }

    /// YAML text → node tree, with what stops it composing as a diagnostic.
    /// `empty` is what an empty file is told.
    static func compose(_ text: String, file: String, empty: any Worded = LoaderProblem.emptyLayout) throws(LayoutError) -> Node {
        let document: YAMLDocument?
        do throws(YAMLProblem) {
            document = try YAMLComposer.compose(text)
        } catch {
            throw LayoutError([error.diagnostic(file: file)])
        }
        guard let document else { throw LayoutError([LayoutDiagnostic(file: file, line: 1, column: 1, problem: empty)]) }
        return document.rootNode
    }

    /// Where `text` ends, as libyaml counts lines and columns: CR LF is one
    /// break, NEL, LS and PS are breaks too, and columns count code points.
    /// libyaml puts an error at the end of a file without a final line break
    /// (and an empty node there) one line past the last; diagnostics point
    /// here instead.
    static func end(of text: String) -> (line: Int, column: Int) {
        var (lines, lastLineLength, previous) = (1, 0, Unicode.Scalar(0))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previous == "\r": break
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": (lines, lastLineLength) = (lines + 1, 0)
            default: lastLineLength += 1
            }
            previous = scalar
        }
        return (lines, lastLineLength + 1)
    }

    /// The character at a 1-based line and column (columns count characters).
    static func character(at mark: Mark, in text: String) -> Character? {
        let lines = text.split(separator: "\n", maxSplits: mark.line, omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let line = lines[mark.line - 1]
        guard mark.column >= 1, mark.column <= line.count else { return nil }
        return line[line.index(line.startIndex, offsetBy: mark.column - 1)]
    }

    // MARK: Top level

    func build(_ root: Node) -> LoadedLayout? {
        guard let top = reader.mapping(root, .layout, allowed: LayoutSchema.topLevelKeys) else { return nil }
        let title = top["title"].flatMap { reader.string($0, "title") } ?? ""
        let description = top["description"].flatMap { reader.string($0, "description") } ?? ""
        let difficulty = top["difficulty"].flatMap { reader.integer($0, "difficulty", min: 1, max: 4) } ?? 1
        if let screen = top["screen"] { readScreen(screen) }

        application.delegate = AppDelegate()
        register("application", .application(application), at: root, builtIn: .application)
        if let delegate = application.delegate as? UIResponder {
            register("appDelegate", .delegate(delegate), at: root, builtIn: .applicationDelegate)
        }

        switch (top["view"], top["windows"]) {
        case let (view?, nil): buildShortForm(view)
        case let (nil, windows?): buildWindows(windows)
        case let (view?, windows?):
            reader.error(.viewAndWindows, at: top.key("windows"))
            // Check both anyway, so that ids they define are known and their
            // own problems are reported too.
            buildShortForm(view)
            buildWindows(windows)
        case (nil, nil): reader.error(.noViewOrWindows, at: root)
        }
        if let first = top["firstResponder"], let id = reader.string(first, "firstResponder") {
            reference(id, at: first, "firstResponder", needs: .responder) { object in
                guard let responder = object.responder else { return false }
                responder.acceptsFirstResponder = true
                responder.becomeFirstResponder()
                return true
            }
        }
        resolveReferences()
        checkRequirementCycles()
        let script = top["script"].map(readScript) ?? []
        let expectations = top["expect"].map(readExpectations) ?? []
        return LoadedLayout(file: reader.file, title: title, description: description, difficulty: difficulty,
                            screenSize: screenSize, application: application, objects: objects, provenance: provenance,
                            script: script, expectations: expectations, retained: retained)
    }

    /// The script's steps; a script that moves or lifts a finger that is not
    /// down is rejected here rather than when it runs.
    private func readScript(_ node: Node) -> [ScriptStep] {
        let before = reader.diagnostics.count + reader.suppressed
        let objects = self.objects, provenance = self.provenance, screen = screenSize, reader = self.reader
        // Built on the first step that names a view, after every object is.
        var index: NameIndex?
        let locate = { (name: String) -> Result<CGPoint, NameError> in
            let names = index ?? NameIndex(objects, provenance: provenance)
            index = names
            return LoadedLayout.tapTarget(on: name, in: names, objects: objects, screen: screen, suggest: !reader.isFull).map(\.point)
        }
        let steps = ScriptParser(reader: reader, locate: locate).steps(node)
        // Only a script that read cleanly: a step that failed to parse (say a
        // `down`) would make the steps after it look wrong.
        guard reader.diagnostics.count + reader.suppressed == before else { return steps }
        do {
            _ = try ScriptTimeline(steps)
        } catch {
            let d = ExpectationChecker.scriptDiagnostic(error, file: reader.file)
            reader.error(d.problem, line: d.line, column: d.column)
        }
        return steps
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
        register("main", .view(window), at: node, builtIn: .shortFormWindow)
        let controller = UIViewController()
        controller.identifier = "rootVC"
        register("rootVC", .controller(controller), at: node, builtIn: .shortFormRootViewController)
        guard let root = buildView(node, in: window.bounds.size) else { return }
        controller.view = root
        window.rootViewController = controller
        application.addWindow(window)
        window.makeKeyAndVisible()
    }

    private func buildWindows(_ node: Node) {
        guard let list = reader.sequence(node, "windows") else { return }
        if list.isEmpty { reader.error(.noWindows, at: node) }
        for item in list { buildWindow(item) }
    }

    private func buildWindow(_ node: Node) {
        guard let m = reader.mapping(node, "window", allowed: LayoutSchema.windowKeys) else { return }
        let window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        if let level = m["level"] { window.windowLevel = readLevel(level) }
        applyViewKeys(m, to: window, parentSize: screenSize, defaultFrame: window.frame, role: .window)
        applyListKeys(m, to: window, depth: 0)
        for child in m["subviews"].flatMap({ reader.sequence($0, "subviews") }) ?? [] {
            if let view = buildView(child, in: window.bounds.size, depth: 1) { window.addSubview(view) }
        }
        if let rvc = m["rootViewController"], let c = reader.mapping(rvc, "rootViewController", allowed: LayoutSchema.rootViewControllerKeys) {
            let controller = UIViewController()
            if let idNode = c["id"], let id = reader.string(idNode, .controllerID(presented: false)) {
                controller.identifier = id
                register(id, .controller(controller), at: idNode)
            } else {
                reader.error(.rootViewControllerNeedsID, at: rvc)
            }
            if let viewNode = c["view"], let root = buildView(viewNode, in: window.bounds.size) {
                controller.view = root
                window.rootViewController = controller
                // A window's own subviews were added first; keep them in front, as written.
                for sub in window.subviews where sub !== root { window.bringSubviewToFront(sub) }
                if let present = c["present"] { readPresentation(present, from: controller) }
            } else if c["view"] == nil {
                reader.error(.rootViewControllerNeedsView, at: rvc)
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
}
