extension Int {
    /// Digits in groups of three, as the tables print counts: 10,465.
    public var grouped: String {
        let digits = String(magnitude)
        var out = ""
        for (i, c) in digits.reversed().enumerated() {
            if i > 0, i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (self < 0 ? "-" : "") + String(out.reversed())
    }
}
