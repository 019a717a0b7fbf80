import Foundation

extension ViewControllerHierarchy.Line {
    /// PSPDFKit's "pimped" `recursiveDescription` (and the categories copied
    /// from it) prints, before a view, the controller whose root view it is:
    ///
    ///     (id) $2 = 0x08bb4d50 'MFMailComposeViewController:0x7ea0420' 1 child[MFMailComposeController:0x89b0220 ] <UILayoutContainerView: 0x8b97e70; …>
    ///        |    |    | 'MFMailComposeController:0x89b0220' <MFMailComposeView: 0x89b4410; …>
    ///
    /// `prefix` is the text between the line's start (or its `|` marks) and
    /// the view's `<`; nil where it names no controller (`XX (`, an lldb
    /// result, a log line's time). The `child[…]` list names controllers
    /// whose own views say so on their lines.
    init?(pimpedPrefix prefix: ArraySlice<UInt8>, viewAddress: String) {
        let quote = UInt8(ascii: "'")
        var from = prefix.startIndex
        while let open = prefix[from...].firstIndex(of: quote) {
            var end = open + 1
            while end < prefix.endIndex, Self.isNameByte(prefix[end]) { end += 1 }
            if end > open + 1, end + 3 < prefix.endIndex, prefix[end] == UInt8(ascii: ":"),
               prefix[end + 1] == UInt8(ascii: "0"), prefix[end + 2] == UInt8(ascii: "x") {
                var close = end + 3
                while close < prefix.endIndex, DescriptionEntry.isHexDigit(prefix[close]) { close += 1 }
                if close > end + 3, close < prefix.endIndex, prefix[close] == quote {
                    className = String(decoding: prefix[(open + 1)..<end], as: UTF8.self)
                    address = String(decoding: prefix[(end + 1)..<close], as: UTF8.self)
                    self.viewAddress = viewAddress
                    return
                }
            }
            from = open + 1
        }
        return nil
    }

    /// A byte of an Objective-C or Swift class name as these prefixes print it.
    private static func isNameByte(_ c: UInt8) -> Bool {
        DescriptionEntry.isLetter(c) || (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".") || c == UInt8(ascii: "$")
    }
}
