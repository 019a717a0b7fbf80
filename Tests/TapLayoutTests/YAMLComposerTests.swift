import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// `YAMLComposer`: one pass over libyaml's events that builds the positioned
/// tree and reports, at a line and column, only what stops composing.
final class YAMLComposerTests: XCTestCase {
    func testNodesKeepTheirLinesAndColumnsAndAnAliasIsItsAnchorsNode() throws {
        // Given
        let yaml = "a: &x [1, 2]\nb: *x\n"

        // When
        let root = try XCTUnwrap(YAMLComposer.compose(yaml)?.rootNode)

        // Then
        guard case let .mapping(mapping) = root else { return XCTFail("\(root)") }
        let pairs = Array(mapping)
        XCTAssertEqual(pairs.map { $0.0.scalar?.string }, ["a", "b"])
        XCTAssertEqual(pairs[1].0.mark.map { [$0.line, $0.column] }, [2, 1])
        guard case let .sequence(list) = pairs[1].1 else { return XCTFail("\(pairs[1].1)") }
        XCTAssertEqual(list.map { $0.scalar?.string }, ["1", "2"])
        XCTAssertEqual(list.mark.map { [$0.line, $0.column] }, [1, 4], "the alias reads its anchor's node, where it is written")
    }

    func testAKeyWrittenAgainAfterAnAliasOfItIsReportedAtTheRepeat() {
        // Given: the key `x` comes first through an alias, then written out
        // (an alias reads its anchor's node, so the first place is the anchor's)
        let yaml = "a: &a x\n*a : 1\nx: 2\nview: {id: root}\n"

        // When
        let lines = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(lines, ["test.yaml:3:1: error: duplicate key 'x': it is already set at line 1, column 4"])
    }

    func testSeveralRepeatedKeysInOneMappingAreNamedTogetherAtTheFirst() {
        // When
        let lines = diagnostics(of: "view: {id: root, b: 1, a: 2, b: 3, a: 4}\n")

        // Then
        XCTAssertEqual(lines, ["test.yaml:1:24: error: duplicate key 'a', 'b' in mapping: each key may appear once"])
    }

    func testASecondDocumentIsRejectedWhereItStarts() {
        // When
        let lines = diagnostics(of: "view: {id: root}\n---\nview: {id: other}\n")

        // Then
        XCTAssertEqual(lines, ["test.yaml:2:1: error: invalid YAML: but found another document "
                               + "(expected a single document in the stream that starts at line 1, column 1)"])
    }

    func testAnAliasInsideItsOwnAnchorsNodeIsUndefined() {
        // When
        let lines = diagnostics(of: "view: &v {id: root, subviews: [*v]}\n")

        // Then
        XCTAssertEqual(lines, ["test.yaml:1:32: error: invalid YAML: found undefined alias"])
    }

    func testNestingPastTheLimitIsReportedAtTheCollectionThatPassesIt() {
        // Given: one list more than the limit, each on its own column
        let depth = LayoutLoader.maxYAMLNesting + 1
        let yaml = String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"

        // When
        let result = Result { () throws(YAMLProblem) in try YAMLComposer.compose(yaml) }

        // Then
        guard case let .failure(problem) = result else { return XCTFail("\(depth) levels were composed") }
        XCTAssertEqual([problem.line, problem.column], [1, depth])
        XCTAssertTrue(problem.problem.english.hasPrefix("invalid YAML: nested more than \(LayoutLoader.maxYAMLNesting) levels deep (the limit)"),
                      problem.problem.english)
    }

    func testTextPastTheFileLimitIsRejectedBeforeParsing() {
        // Given: a comment one byte longer than a layout may be
        let yaml = "#" + String(repeating: "x", count: LayoutLoader.maxFileBytes)

        // When
        let result = Result { () throws(YAMLProblem) in try YAMLComposer.compose(yaml) }

        // Then
        guard case let .failure(problem) = result else { return XCTFail("the text was composed") }
        XCTAssertEqual("\(problem.line):\(problem.column): \(problem.problem.english)", "1:1: text is 16 MB; layouts are limited to 16 MB")
    }

    /// A 1 MB string anchored on line 1 (as the title), a root view on lines 2-3.
    private static let anchoredMegabyte = "title: &big \"" + String(repeating: "x", count: 1 << 20) + "\"\nview:\n  id: root\n"

    func testAliasesBringingBackMoreTextThanTheLimitAreRefusedAtTheAliasThatPassesIt() {
        // Precondition: 6,000 labels whose text is the anchored 1 MB string (issue 43's generator)
        let yaml = Self.anchoredMegabyte + "  subviews:\n"
            + (0..<6_000).map { "    - {id: l\($0), class: label, text: *big}\n" }.joined()

        // Action
        let result = Result { () throws(YAMLProblem) in try YAMLComposer.compose(yaml) }

        // Assertion: the 17th alias passes 16 MB, at its `*` (line 5 is the first label's)
        guard case let .failure(problem) = result else { return XCTFail("the text was composed") }
        XCTAssertEqual(problem.problem, .aliasedTextOverLimit(limit: YAMLComposer.maxAliasedBytes))
        XCTAssertEqual([problem.line, problem.column], [5 + 16, 37])
    }

    func testTextBroughtBackThroughAnAliasedListOrButtonOrExpectationCountsToo() {
        // Precondition: the same megabyte as button titles, as `notInLog`
        // items, and inside an anchored list aliased whole
        let buttons = Self.anchoredMegabyte + "  subviews:\n"
            + (0..<40).map { "    - {id: b\($0), class: button, text: *big}\n" }.joined()
        let expectations = Self.anchoredMegabyte + "expect:\n" + (0..<40).map { _ in "  - notInLog: [*big, *big]\n" }.joined()
        let lists = Self.anchoredMegabyte + "expect:\n  - notInLog: &two [*big, *big]\n" + (0..<40).map { _ in "  - notInLog: *two\n" }.joined()

        // Action
        let problems = [buttons, expectations, lists].map { yaml in
            Result { () throws(YAMLProblem) in try YAMLComposer.compose(yaml) }
        }

        // Assertion: each is refused by the byte limit, at an alias
        for result in problems {
            guard case let .failure(problem) = result else { return XCTFail("the text was composed") }
            XCTAssertEqual(problem.problem, .aliasedTextOverLimit(limit: YAMLComposer.maxAliasedBytes))
        }
    }

    func testShortAliasedTextAndAliasesUnderTheLimitStillCompose() throws {
        // Precondition: 16 uses of the megabyte (at the limit), and 100,000 of a short name
        let atLimit = Self.anchoredMegabyte + "  subviews:\n"
            + (0..<16).map { "    - {id: l\($0), class: label, text: *big}\n" }.joined()
        let short = "view:\n  id: &n root\nexpect:\n  - notInLog: [" + Array(repeating: "*n", count: 100_000).joined(separator: ", ") + "]\n"

        // Action / Assertion
        XCTAssertNotNil(try YAMLComposer.compose(atLimit))
        XCTAssertNotNil(try YAMLComposer.compose(short))
    }

    func testTheLoaderReportsAliasedTextPastTheLimitAtTheAliasInTheFile() throws {
        // Precondition
        let yaml = Self.anchoredMegabyte + "  subviews:\n"
            + (0..<6_000).map { "    - {id: l\($0), class: label, text: *big}\n" }.joined()

        // Action
        let diagnostics: [LayoutDiagnostic]
        do {
            _ = try LayoutLoader.load(text: yaml, file: "big.yaml")
            return XCTFail("the layout loaded")
        } catch {
            diagnostics = error.diagnostics
        }

        // Assertion: one diagnostic, FILE:LINE:COLUMN at the alias
        XCTAssertEqual(diagnostics.map { "\($0.file):\($0.line):\($0.column)" }, ["big.yaml:21:37"])
        XCTAssertEqual(diagnostics.first?.problem as? ComposeProblem, .aliasedTextOverLimit(limit: YAMLComposer.maxAliasedBytes))
    }

    func testAFileWithoutADocumentComposesToNothing() throws {
        XCTAssertNil(try YAMLComposer.compose(""))
        XCTAssertNil(try YAMLComposer.compose("# only a comment\n"))
    }
}
