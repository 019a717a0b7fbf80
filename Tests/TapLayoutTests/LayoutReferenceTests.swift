import Foundation
import XCTest
@testable import TapLayout

/// docs/LAYOUT-REFERENCE.md documents every key the loader accepts. Each
/// LayoutSchema list has a section `## Title (listName)` with one
/// `### \`key\`` heading per entry; keys with sub-keys (script steps,
/// expectations) list them as `#### \`subKey\`` headings. These tests fail
/// when the schema and the reference drift apart.
final class LayoutReferenceTests: XCTestCase {
    /// Every public list in LayoutSchema, by the name its section carries.
    /// `windowKeys` is checked on its own: windows take the view keys too.
    private static let lists: [String: [String]] = [
        "topLevelKeys": LayoutSchema.topLevelKeys,
        "screenKeys": LayoutSchema.screenKeys,
        "viewKeys": LayoutSchema.viewKeys,
        "windowKeys": LayoutSchema.windowKeys,
        "rootViewControllerKeys": LayoutSchema.rootViewControllerKeys,
        "presentKeys": LayoutSchema.presentKeys,
        "presentationStyles": LayoutSchema.presentationStyles,
        "viewClasses": LayoutSchema.viewClasses,
        "borderKeys": LayoutSchema.borderKeys,
        "transformKeys": LayoutSchema.transformKeys,
        "touchesModes": LayoutSchema.touchesModes,
        "overriddenMethods": LayoutSchema.overriddenMethods,
        "layerKeys": LayoutSchema.layerKeys,
        "hitShapeKinds": LayoutSchema.hitShapeKinds,
        "circleKeys": LayoutSchema.circleKeys,
        "pathKeys": LayoutSchema.pathKeys,
        "fillRules": LayoutSchema.fillRules,
        "hitTestRules": LayoutSchema.hitTestRules,
        "hitTestRuleKeys": LayoutSchema.hitTestRuleKeys,
        "forwardScopes": LayoutSchema.forwardScopes,
        "shouldReceiveKeys": LayoutSchema.shouldReceiveKeys,
        "touchesShouldCancelAnswers": LayoutSchema.touchesShouldCancelAnswers,
        "gestureKeys": LayoutSchema.gestureKeys,
        "gestureTypes": LayoutSchema.gestureTypes,
        "swipeDirections": LayoutSchema.swipeDirections,
        "edgeNames": LayoutSchema.edgeNames,
        "windowLevels": LayoutSchema.windowLevels,
        "scriptSteps": LayoutSchema.scriptSteps,
        "scriptStepOptions": LayoutSchema.scriptStepOptions,
        "expectationKinds": LayoutSchema.expectationKinds,
        "reservedIDs": LayoutSchema.reservedIDs,
    ]

    private static let referenceURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/LAYOUT-REFERENCE.md")

    private var reference: Reference!

    override func setUpWithError() throws {
        let text = try String(contentsOf: Self.referenceURL, encoding: .utf8)
        reference = Reference(markdown: text)
    }

    // MARK: The document's shape

    func testTheReferenceHasASectionForEveryListInTheSchema() {
        let schemaLists = Set(Self.lists.keys)

        let documented = Set(reference.sections.keys)

        XCTAssertEqual(schemaLists.subtracting(documented).sorted(), [], "lists with no '## ... (listName)' section")
    }

    func testEverySectionOfTheReferenceNamesAListOfTheSchema() {
        let schemaLists = Set(Self.lists.keys)

        let documented = Set(reference.sections.keys)

        XCTAssertEqual(documented.subtracting(schemaLists).sorted(), [], "sections naming no LayoutSchema list")
    }

    func testEveryKeyHeadingIsWrittenExactlyAsACodeSpan() {
        let reference = reference!

        let malformed = reference.malformedHeadings

        XCTAssertEqual(malformed, [], "write key headings exactly as ### `key` (or #### `subKey`)")
    }

    func testNoSectionDocumentsAKeyTwice() {
        let reference = reference!

        let duplicates = reference.sections.flatMap { name, section in
            Dictionary(grouping: section.keys, by: { $0 }).filter { $0.value.count > 1 }.keys.map { "\(name).\($0)" }
        }

        XCTAssertEqual(duplicates.sorted(), [])
    }

    // MARK: Lists documented one to one

    func testEveryListEntryIsDocumentedAndNothingElseIs() {
        let oneToOne = Self.lists.filter { $0.key != "windowKeys" }

        let mismatches = oneToOne.compactMap { name, list -> String? in
            let documented = Set(reference.keys(in: name))
            let missing = Set(list).subtracting(documented).sorted()
            let extra = documented.subtracting(list).sorted()
            guard !missing.isEmpty || !extra.isEmpty else { return nil }
            return "\(name): undocumented \(missing), documented but not accepted \(extra)"
        }

        XCTAssertEqual(mismatches.sorted(), [])
    }

    func testTheWindowSectionDocumentsExactlyTheKeysOnlyWindowsTake() {
        let windowOnly = Set(LayoutSchema.windowKeys).subtracting(LayoutSchema.viewKeys)

        let documented = Set(reference.keys(in: "windowKeys"))

        XCTAssertEqual(documented, windowOnly)
    }

    func testTheWindowSectionNamesTheViewKeysWindowsDoNotTake() {
        let refused = LayoutSchema.viewKeys.filter { !LayoutSchema.windowKeys.contains($0) }

        let prose = reference.sections["windowKeys"]?.prose ?? ""

        XCTAssertFalse(refused.isEmpty)
        for key in refused {
            XCTAssertTrue(prose.contains("`\(key)`"), "the window section should say that windows do not take `\(key)`")
        }
    }

    // MARK: Sub-keys

    func testEveryScriptStepDocumentsExactlyTheKeysItsMappingTakes() {
        let steps = LayoutSchema.scriptSteps

        let mismatches = steps.compactMap { step -> String? in
            let expected = LayoutSchema.scriptStepKeys[step] ?? []
            let documented = reference.subKeys(of: step, in: "scriptSteps")
            return Set(expected) == Set(documented) ? nil : "\(step): schema \(expected), reference \(documented)"
        }

        XCTAssertEqual(mismatches, [])
    }

    func testEveryStepWithSubKeysIsAScriptStep() {
        let withKeys = Set(LayoutSchema.scriptStepKeys.keys)

        let unknown = withKeys.subtracting(LayoutSchema.scriptSteps)

        XCTAssertEqual(unknown.sorted(), [])
    }

    func testEveryExpectationDocumentsExactlyTheKeysItsMappingTakes() {
        let kinds = LayoutSchema.expectationKinds

        let mismatches = kinds.compactMap { kind -> String? in
            let expected = LayoutSchema.expectationKeys[kind] ?? []
            let documented = reference.subKeys(of: kind, in: "expectationKinds")
            return Set(expected) == Set(documented) ? nil : "\(kind): schema \(expected), reference \(documented)"
        }

        XCTAssertEqual(mismatches, [])
    }

    func testOnlyStepsAndExpectationsHaveSubKeyHeadings() {
        let allowed: Set<String> = ["scriptSteps", "expectationKinds"]

        let sectionsWithSubKeys = reference.sections.filter { !$0.value.subKeys.isEmpty }.map(\.key)

        XCTAssertEqual(Set(sectionsWithSubKeys).subtracting(allowed).sorted(), [])
    }

    // MARK: The parser takes its keys from the schema

    func testAScriptUsingEveryDocumentedStepKeyLoads() {
        let script = """
            script:
              - down: {touch: 1, at: [10, 10]}
              - move: {touch: 1, to: [20, 20], duration: 0.1}
              - up: {touch: 1}
              - down: {touch: 2, at: [10, 10]}
              - cancel: {touch: 2}
              - {longPress: {at: [30, 30], duration: 0.6}, at: 1}
              - drag: {from: [10, 10], to: [100, 10], duration: 0.2}
              - pinch: {center: [100, 100], from: 40, to: 80, duration: 0.3}
              - rotate: {center: [100, 100], radius: 30, degrees: 45, duration: 0.3}
              - shake: {}
            """

        let steps = loadScript(script)

        XCTAssertEqual(steps?.count, 10)
    }

    func testEveryStepRejectsTheKeysOnlyOtherStepsTake() {
        let allStepKeys = Set(LayoutSchema.scriptStepKeys.values.joined())

        let accepted = LayoutSchema.scriptStepKeys.flatMap { step, keys in
            allStepKeys.subtracting(keys).compactMap { foreign -> String? in
                let messages = loadErrors("script:\n  - \(step): {\(foreign): 1}")
                return messages.contains { $0.contains("unknown key '\(foreign)' in \(step)") } ? nil : "\(step).\(foreign)"
            }
        }

        XCTAssertEqual(accepted.sorted(), [], "steps that accept a key their schema list does not name")
    }

    func testAStepRejectsAnOptionOtherThanAt() {
        let step = "script:\n  - {tap: [1, 1], after: 2}"

        let messages = loadErrors(step)

        XCTAssertTrue(messages.contains { $0.contains("unknown key 'after' in script step") }, "\(messages)")
    }

    func testExpectationsRejectTheKeysOnlyTheOtherKindTakes() {
        let hit = "expect:\n  - hit: {at: [1, 1], view: root, from: root}"
        let chain = "expect:\n  - chain: {from: root, is: [root], view: root}"

        let (hitMessages, chainMessages) = (loadErrors(hit), loadErrors(chain))

        XCTAssertTrue(hitMessages.contains { $0.contains("unknown key 'from' in hit expectation") }, "\(hitMessages)")
        XCTAssertTrue(chainMessages.contains { $0.contains("unknown key 'view' in chain expectation") }, "\(chainMessages)")
    }

    func testTheTouchesKeyAndTheFillRuleTakeOnlyTheirDocumentedValues() {
        let touches = "  subviews: [{id: a, touches: swallow}]"
        let fillRule = "  subviews: [{id: a, hitShape: {path: \"M0 0 h1 v1 z\", fillRule: winding}}]"

        let (touchesMessages, fillMessages) = (loadErrors(touches, inRoot: true), loadErrors(fillRule, inRoot: true))

        XCTAssertTrue(touchesMessages.contains { $0.contains("must be one of forward, consume") }, "\(touchesMessages)")
        XCTAssertTrue(fillMessages.contains { $0.contains("must be one of nonZero, evenOdd") }, "\(fillMessages)")
    }

    // MARK: Helpers

    private func layoutText(_ extra: String, inRoot: Bool = false) -> String {
        inRoot ? "view:\n  id: root\n\(extra)\n" : "view: {id: root}\n\(extra)\n"
    }

    private func loadScript(_ extra: String, file: StaticString = #filePath, line: UInt = #line) -> [ScriptStep]? {
        do {
            return try LayoutLoader.load(text: layoutText(extra)).script
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    private func loadErrors(_ extra: String, inRoot: Bool = false) -> [String] {
        do {
            _ = try LayoutLoader.load(text: layoutText(extra, inRoot: inRoot))
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }
}

/// The key headings of docs/LAYOUT-REFERENCE.md, by section. Fenced code
/// blocks are skipped; `## Title (listName)` opens a schema section, any other
/// level-2 heading closes it.
private struct Reference {
    struct Section {
        var keys: [String] = []
        var subKeys: [String: [String]] = [:]
        var prose = ""
    }

    var sections: [String: Section] = [:]
    var malformedHeadings: [String] = []

    init(markdown: String) {
        var current: String?
        var key: String?
        var inFence = false
        for raw in markdown.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if line.hasPrefix("## ") {
                current = Self.listName(line)
                key = nil
                if let current, sections[current] == nil { sections[current] = Section() }
                continue
            }
            guard let name = current else { continue }
            if line.hasPrefix("### ") {
                guard let k = Self.codeSpan(line, level: 3) else { malformedHeadings.append(line); key = nil; continue }
                sections[name]?.keys.append(k)
                key = k
            } else if line.hasPrefix("#### ") {
                guard let k = Self.codeSpan(line, level: 4), let parent = key else { malformedHeadings.append(line); continue }
                sections[name]?.subKeys[parent, default: []].append(k)
            } else if key == nil {
                sections[name]?.prose += raw + "\n"
            }
        }
    }

    func keys(in list: String) -> [String] { sections[list]?.keys ?? [] }

    func subKeys(of key: String, in list: String) -> [String] { sections[list]?.subKeys[key] ?? [] }

    /// `## Window keys (windowKeys)` -> `windowKeys`.
    private static func listName(_ heading: String) -> String? {
        guard heading.hasSuffix(")"), let open = heading.lastIndex(of: "(") else { return nil }
        let name = heading[heading.index(after: open)..<heading.index(before: heading.endIndex)]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return String(name)
    }

    /// `### \`key\`` -> `key`; nil when the heading is anything else.
    private static func codeSpan(_ heading: String, level: Int) -> String? {
        let prefix = String(repeating: "#", count: level) + " `"
        guard heading.hasPrefix(prefix), heading.hasSuffix("`") else { return nil }
        let body = heading.dropFirst(prefix.count).dropLast()
        guard !body.isEmpty, !body.contains("`"), !body.contains(" ") else { return nil }
        return String(body)
    }
}
