import Benchmark
import Foundation

/// Benchmarks timed on the thread's CPU clock (CLOCK_THREAD_CPUTIME_ID) as
/// well as package-benchmark's wall clock: the machine is shared, and a wall
/// clock also counts the time other processes held the CPU. The report
/// prints the `threadCPU` p50.
public enum TimedBenchmark {
    public static let threadCPU = BenchmarkMetric.custom("threadCPU", polarity: .prefersSmaller, useScalingFactor: false)

    /// The thread's CPU time in nanoseconds.
    public static func now() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
    }

    public static func configuration(seconds: Int = 1, iterations: Int = 10_000) -> Benchmark.Configuration {
        .init(metrics: [.wallClock, threadCPU], timeUnits: .nanoseconds,
              units: [.wallClock: .count, threadCPU: .count],
              warmupIterations: 1, maxDuration: .seconds(seconds), maxIterations: iterations)
    }

    /// A benchmark named `name` that runs `body` once per iteration on what
    /// `setup` made (set up in the benchmark's own process only).
    public static func register<State>(_ name: String, seconds: Int = 1, iterations: Int = 10_000,
                                       setup: @escaping () throws -> State, _ body: @escaping (State) -> Void) {
        Benchmark(name, configuration: configuration(seconds: seconds, iterations: iterations), closure: { benchmark, state in
            let start = now()
            body(state)
            benchmark.measurement(threadCPU, now() - start)
        }, setup: setup)
    }

    /// A figure and its baseline, registered side by side: `name` writes its
    /// note when set up; the baseline is `name.base`.
    public static func pair<State>(_ name: String, seconds: Int = 1, iterations: Int = 10_000,
                                   note: @escaping (State) -> FigureNote, setup: @escaping () throws -> State,
                                   figure: @escaping (State) -> Void, baseline: @escaping (State) -> Void) {
        register(name, seconds: seconds, iterations: iterations, setup: {
            let state = try setup()
            var figure = note(state)
            if figure.baseline.isEmpty { figure.baseline = name + ".base" }
            figure.write(for: name)
            return state
        }, figure)
        register(name + ".base", seconds: seconds, iterations: iterations, setup: setup, baseline)
    }
}
