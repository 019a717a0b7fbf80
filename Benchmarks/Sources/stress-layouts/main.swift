import BenchSupport
import Foundation

// stress-layouts [DIR]: writes the stress layouts the benchmarks read into
// DIR (default: TAPLAB_STRESS or .build/stress), those missing or out of date.
let folder = CommandLine.arguments.dropFirst().first ?? StressSet.folder
do {
    let written = try StressSet.write(into: folder)
    print(written.isEmpty ? "stress layouts in \(folder) are up to date" : "wrote \(written.joined(separator: ", "))")
} catch {
    FileHandle.standardError.write(Data("error: cannot write the stress layouts into \(folder): \(error)\n".utf8))
    exit(1)
}
