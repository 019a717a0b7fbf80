import Foundation

/// The loader's problems reported by their case alone
/// (`reader.error(.emptyID, at: node)`): the reader's generic
/// `error(_: some Worded, at:)` cannot tell which enum a bare case is of.
extension YAMLReader {
    func error(_ problem: LoaderProblem, at node: Node?) { error(problem, mark: node?.mark) }
    func error(_ problem: ViewProblem, at node: Node?) { error(problem, mark: node?.mark) }
    func error(_ problem: ListProblem, at node: Node?) { error(problem, mark: node?.mark) }
    func error(_ problem: ControlProblem, at node: Node?) { error(problem, mark: node?.mark) }
    func error(_ problem: GestureProblem, at node: Node?) { error(problem, mark: node?.mark) }
    func error(_ problem: HitRuleProblem, at node: Node?) { error(problem, mark: node?.mark) }
}
