import Foundation

/// The full-width punctuation a Chinese input method types where YAML wants
/// ASCII, each with the ASCII mark it stands for (`[20，100]` is one scalar).
enum FullWidthMarks {
    static let ascii: [Character: Character] = [
        "，": ",", "：": ":", "［": "[", "］": "]", "｛": "{", "｝": "}", "－": "-", "．": ".",
    ]
}
