import Foundation

/// Suggests the closest known name for a misspelt one: " (did you mean 'color'?)"
/// or "" when nothing is close enough to be a likely typo.
func didYouMean(_ word: String, among candidates: [String]) -> String {
    let lower = word.lowercased()
    var best: (String, Int)?
    for candidate in candidates {
        let d = editDistance(lower, candidate.lowercased())
        if d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    guard let (name, distance) = best else { return "" }
    let limit = max(1, min(3, word.count / 3))
    return distance <= limit ? " (did you mean '\(name)'?)" : ""
}

/// Levenshtein distance, capped in cost for very long inputs.
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a.prefix(64)), y = Array(b.prefix(64))
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
        current[0] = i
        for j in 1...y.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[y.count]
}
