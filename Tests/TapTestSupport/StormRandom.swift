import Foundation

/// A small, fast, seedable generator (SplitMix64): the same seed gives the
/// same layout and the same input on every machine.
///
/// Its draws are the standard library's `random(in:using:)` written out for
/// this one generator. In the debug build `make test` runs, the generic
/// versions look up type metadata on every call: they were a sixth of the
/// storms' time. They must give the same numbers bit for bit, or every
/// recorded seed would name another storm: `StormRandomTests` draws them
/// beside the standard library's and finds them equal.
public struct StormRandom: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `Double.random(in: 0..<1, using:) < p`.
    public mutating func chance(_ p: Double) -> Bool { fraction() < p }

    /// `Int.random(in: range, using:)`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let delta = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if delta == .max { return Int(truncatingIfNeeded: next()) }
        return Int(truncatingIfNeeded: UInt64(bitPattern: Int64(range.lowerBound)) &+ below(delta + 1))
    }

    public mutating func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(double(range)) }
    public mutating func time(_ range: ClosedRange<Double>) -> TimeInterval { double(range) }
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    /// `Double.random(in: 0..<1, using:)`: 53 random bits as a fraction
    /// (the standard library's `1 * fraction + 0`, which never reaches 1).
    public mutating func fraction() -> Double {
        Double(next() & (1 << 53 - 1)) * (Double.ulpOfOne / 2)
    }

    /// `Double.random(in: range, using:)` for a closed range: a fraction of
    /// 2^53 + 1 steps, the last of which is the upper bound itself.
    private mutating func double(_ range: ClosedRange<Double>) -> Double {
        let steps: UInt64 = 1 << 53
        let drawn = below(steps + 1)
        if drawn == steps { return range.upperBound }
        return (range.upperBound - range.lowerBound) * (Double(drawn) * (Double.ulpOfOne / 2)) + range.lowerBound
    }

    /// `next(upperBound:)`: Lemire's nearly divisionless method, as the
    /// standard library draws it (https://arxiv.org/abs/1805.10941).
    private mutating func below(_ bound: UInt64) -> UInt64 {
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold { product = next().multipliedFullWidth(by: bound) }
        }
        return product.high
    }
}
