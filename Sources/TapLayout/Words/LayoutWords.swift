import Foundation
import TapExplain

/// Every word TapLayout says — the errors, warnings and notes of the layout
/// loader, the YAML reader, the dump readers and the scripts — in one table
/// per language.
///
/// Each field words one kind of message (an enum of typed problems) with a
/// function whose `switch` is exhaustive, so a new language is one
/// `LayoutWords(…)` value: the memberwise initializer makes the compiler
/// list every kind it lacks, and each `switch` every message.
///
///     LayoutWords.tables.register(japanese, for: Language.register(code: "ja", autonym: "日本語"))
public struct LayoutWords: Sendable {
    public var assumptionProblem: @Sendable (AssumptionProblem) -> String
    public var builtInObject: @Sendable (BuiltInObject) -> String
    public var colorProblem: @Sendable (ColorProblem) -> String
    public var composeProblem: @Sendable (ComposeProblem) -> String
    public var controlProblem: @Sendable (ControlProblem) -> String
    public var descriptionProblem: @Sendable (DescriptionProblem) -> String
    public var dumpPlanProblem: @Sendable (DumpPlanProblem) -> String
    public var dumpProblem: @Sendable (DumpProblem) -> String
    public var expectationProblem: @Sendable (ExpectationProblem) -> String
    public var foundValue: @Sendable (FoundValue) -> String
    public var fullWidthTypo: @Sendable (FullWidthTypo) -> String
    public var gestureProblem: @Sendable (GestureProblem) -> String
    public var hitRuleProblem: @Sendable (HitRuleProblem) -> String
    public var idReferrer: @Sendable (IDReferrer) -> String
    public var inputFileProblem: @Sendable (InputFileProblem) -> String
    public var jsonDumpProblem: @Sendable (JSONDumpProblem) -> String
    public var jsonExpected: @Sendable (JSONExpected) -> String
    public var jsonFound: @Sendable (JSONFound) -> String
    public var jsonKind: @Sendable (JSONKind) -> String
    public var jsonSubject: @Sendable (JSONSubject) -> String
    public var jsonSyntaxProblem: @Sendable (JSONSyntaxProblem) -> String
    public var layoutObjectKind: @Sendable (LayoutObjectKind) -> String
    public var listProblem: @Sendable (ListProblem) -> String
    public var loaderProblem: @Sendable (LoaderProblem) -> String
    public var nameProblem: @Sendable (NameProblem) -> String
    public var nameSuggestion: @Sendable (NameSuggestion) -> String
    public var pathProblem: @Sendable (PathProblem) -> String
    public var readerProblem: @Sendable (ReaderProblem) -> String
    public var referenceNeed: @Sendable (ReferenceNeed) -> String
    public var svgPathError: @Sendable (SVGPathError) -> String
    public var svgPathProblem: @Sendable (SVGPathProblem) -> String
    public var scriptProblem: @Sendable (ScriptProblem) -> String
    public var scriptTimelineProblem: @Sendable (ScriptTimeline.Problem) -> String
    public var valueProblem: @Sendable (ValueProblem) -> String
    public var valueSubject: @Sendable (ValueSubject) -> String
    public var viewProblem: @Sendable (ViewProblem) -> String
    public var viewRole: @Sendable (ViewRole) -> String

    public static let tables = WordTables<LayoutWords>(english: .english, [.zh: .chinese])
}
