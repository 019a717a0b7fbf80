import Foundation
import TapTestSupport
import XCTest

/// `StormRandom`'s draws are the standard library's, bit for bit: the oracle
/// is `random(in:using:)` itself, on a second generator with the same seed.
/// The recorded storm seeds were drawn with Swift 6.3's algorithms. Should a
/// later toolchain change its own (swiftlang/swift's main branch rounds
/// `Double` draws differently), this fails while `StormRandom` still names
/// the recorded storms: keep `StormRandom`, and compare with the old
/// toolchain's draws instead.
final class StormRandomTests: XCTestCase {
    /// The standard library's generic draws on the same SplitMix64 sequence.
    private struct Reference: RandomNumberGenerator {
        var inner: StormRandom
        mutating func next() -> UInt64 { inner.next() }
    }

    func testEveryDrawEqualsTheStandardLibrarysOnTheSameSequence() {
        let intRanges: [ClosedRange<Int>] = [0...0, 0...1, 0...2, 1...3, 0...6, -5...5, 0...1_000, 3...1 << 40, Int.min...Int.max,
                                            Int.min...0, -1...Int.max, 0...(1 << 62) + 7]
        let doubleRanges: [ClosedRange<Double>] = [0...0, 0...1, 0.05...0.95, -300...300, 0.01...2.5, 1e-9...1e9, -1e300...1e300, 7...7]
        for seed in 0..<200 as Range<UInt64> {
            // Given two generators with the same seed
            var fast = StormRandom(seed: seed &* 0x2545_F491_4F6C_DD1D)
            var reference = Reference(inner: fast)
            for n in 0..<500 {
                // When each draws the same kind of number
                switch n % 4 {
                case 0 where n % 8 == 0:
                    // Then the answers are equal
                    XCTAssertEqual(fast.fraction().bitPattern, Double.random(in: 0..<1, using: &reference).bitPattern, "seed \(seed), draw \(n)")
                case 0:
                    let p = Double(n % 11) / 10
                    XCTAssertEqual(fast.chance(p), Double.random(in: 0..<1, using: &reference) < p, "seed \(seed), draw \(n)")
                case 1:
                    let range = intRanges[n / 4 % intRanges.count]
                    XCTAssertEqual(fast.int(range), Int.random(in: range, using: &reference), "seed \(seed), draw \(n), \(range)")
                case 2:
                    let range = doubleRanges[n / 4 % doubleRanges.count]
                    XCTAssertEqual(fast.time(range).bitPattern, Double.random(in: range, using: &reference).bitPattern,
                                   "seed \(seed), draw \(n), \(range)")
                default:
                    let range = doubleRanges[(n / 4 + 3) % doubleRanges.count]
                    XCTAssertEqual(Double(fast.number(range)).bitPattern, Double.random(in: range, using: &reference).bitPattern,
                                   "seed \(seed), draw \(n), \(range)")
                }
            }
            // and both generators have used the same number of values
            XCTAssertEqual(fast.next(), reference.next(), "seed \(seed)")
        }
    }

    func testAClosedRangesUpperBoundIsDrawnWhenTheBoundDrawIsItsLastStep() {
        // Given the seed whose first number is UInt64.max: drawn below 2^53 + 1,
        // that is the last step, which the closed range turns into its upper bound
        // (once in 2^53 draws: no sampling reaches it)
        let seed = Self.unmixed(.max) &- 0x9E37_79B9_7F4A_7C15
        var check = StormRandom(seed: seed)
        XCTAssertEqual(check.next(), .max)
        var fast = StormRandom(seed: seed), reference = Reference(inner: StormRandom(seed: seed))

        // When each draws a number from 2...3
        let drawn = fast.time(2...3), expected = Double.random(in: 2...3, using: &reference)

        // Then both are the upper bound itself, and the sequences stay in step
        XCTAssertEqual(expected, 3)
        XCTAssertEqual(drawn.bitPattern, expected.bitPattern)
        XCTAssertEqual(fast.next(), reference.next())
    }

    /// The SplitMix64 state whose mixed output is `output`: each step of the
    /// mix undone (an xor-shift by undoing it twice more, a multiplication by
    /// its inverse modulo 2^64).
    private static func unmixed(_ output: UInt64) -> UInt64 {
        func inverse(_ c: UInt64) -> UInt64 {
            var x = c  // Newton's iteration: each step doubles the correct low bits
            for _ in 0..<6 { x = x &* (2 &- c &* x) }
            return x
        }
        var z = output
        z = z ^ (z >> 31) ^ (z >> 62)
        z = z &* inverse(0x94D0_49BB_1331_11EB)
        z = z ^ (z >> 27) ^ (z >> 54)
        z = z &* inverse(0xBF58_476D_1CE4_E5B9)
        return z ^ (z >> 30) ^ (z >> 60)
    }

    func testARejectedDrawIsRetriedAsTheStandardLibraryRetriesIt() {
        // Given 2^63 + 2 values, just over half of 2^64, where Lemire's method rejects nearly half the draws
        let range = -(1 << 62)...(1 << 62) + 1
        var fast = StormRandom(seed: 29), reference = Reference(inner: StormRandom(seed: 29))
        // When many are drawn, Then every one and the sequence after them are the standard library's
        for n in 0..<20_000 {
            XCTAssertEqual(fast.int(range), Int.random(in: range, using: &reference), "draw \(n)")
        }
        XCTAssertEqual(fast.next(), reference.next())
    }
}
