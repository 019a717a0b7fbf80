import Foundation
@testable import TapLayout

/// The stub language's layout, dump and script messages: one value, every
/// kind of message a field the memberwise initializer asks for (the
/// English marked `ja·`: a stub, not a translation).
let japaneseLayout = LayoutWords(
    assumptionProblem: { "ja·" + AssumptionProblem.english($0) },
    builtInObject: { "ja·" + BuiltInObject.english($0) },
    colorProblem: { "ja·" + ColorProblem.english($0) },
    composeProblem: { "ja·" + ComposeProblem.english($0) },
    controlProblem: { "ja·" + ControlProblem.english($0) },
    descriptionProblem: { "ja·" + DescriptionProblem.english($0) },
    dumpPlanProblem: { "ja·" + DumpPlanProblem.english($0) },
    dumpProblem: { "ja·" + DumpProblem.english($0) },
    expectationProblem: { "ja·" + ExpectationProblem.english($0) },
    foundValue: { "ja·" + FoundValue.english($0) },
    fullWidthTypo: { "ja·" + FullWidthTypo.english($0) },
    gestureProblem: { "ja·" + GestureProblem.english($0) },
    hitRuleProblem: { "ja·" + HitRuleProblem.english($0) },
    idReferrer: { "ja·" + IDReferrer.english($0) },
    inputFileProblem: { "ja·" + InputFileProblem.english($0) },
    jsonDumpProblem: { "ja·" + JSONDumpProblem.english($0) },
    jsonExpected: { "ja·" + JSONExpected.english($0) },
    jsonFound: { "ja·" + JSONFound.english($0) },
    jsonKind: { "ja·" + JSONKind.english($0) },
    jsonSubject: { "ja·" + JSONSubject.english($0) },
    jsonSyntaxProblem: { "ja·" + JSONSyntaxProblem.english($0) },
    layoutObjectKind: { "ja·" + LayoutObjectKind.english($0) },
    listProblem: { "ja·" + ListProblem.english($0) },
    loaderProblem: { "ja·" + LoaderProblem.english($0) },
    nameProblem: { "ja·" + NameProblem.english($0) },
    nameSuggestion: { "ja·" + NameSuggestion.english($0) },
    pathProblem: { "ja·" + PathProblem.english($0) },
    readerProblem: { "ja·" + ReaderProblem.english($0) },
    referenceNeed: { "ja·" + ReferenceNeed.english($0) },
    svgPathError: { "ja·" + SVGPathError.english($0) },
    svgPathProblem: { "ja·" + SVGPathProblem.english($0) },
    scriptProblem: { "ja·" + ScriptProblem.english($0) },
    scriptTimelineProblem: { "ja·" + ScriptTimeline.Problem.english($0) },
    valueProblem: { "ja·" + ValueProblem.english($0) },
    valueSubject: { "ja·" + ValueSubject.english($0) },
    viewProblem: { "ja·" + ViewProblem.english($0) },
    viewRole: { "ja·" + ViewRole.english($0) }
)
