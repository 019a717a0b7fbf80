import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `<svg>` size and the `<text>` elements of a document TapLab wrote,
/// each with where its baseline starts after its transform: how tests read
/// a picture's words and their positions back (SPEC 13), as a reader's
/// viewer would find them. Test support only; nothing in the product links it.
public final class SVGText: NSObject, XMLParserDelegate {
    public struct Text {
        public var string: String, baseline: CGPoint, inLayer: Bool
        /// The text's size in the picture's pixels (its font size through its transform).
        public var pixelSize: CGFloat = 0
    }
    public private(set) var size = CGSize.zero
    public private(set) var texts: [Text] = []
    public private(set) var layerOpacity: String?
    private var open: Text?, depthInLayer = 0

    public static func read(_ data: Data) throws -> SVGText {
        let reader = SVGText()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return reader
    }

    public func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if depthInLayer > 0 { depthInLayer += 1 }
        switch name {
        case "svg" where size == .zero:
            size = CGSize(width: Self.number(attributes["width"]), height: Self.number(attributes["height"]))
        case "g" where attributes["id"] == "taplab-text":
            layerOpacity = attributes["fill-opacity"]
            depthInLayer = 1
        case "text":
            let m = (attributes["transform"] ?? "matrix(1 0 0 1 0 0)").dropFirst("matrix(".count).dropLast()
                .split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
            let t = m.count == 6 ? m : [1, 0, 0, 1, 0, 0]
            let x = Self.number(attributes["x"]), y = Self.number(attributes["y"])
            // SVG's matrix(a b c d e f): x' = a x + c y + e, y' = b x + d y + f.
            let point = CGPoint(x: t[0] * x + t[2] * y + t[4], y: t[1] * x + t[3] * y + t[5])
            let scale = abs(t[0] * t[3] - t[1] * t[2]).squareRoot()
            open = Text(string: "", baseline: point, inLayer: depthInLayer > 0, pixelSize: Self.number(attributes["font-size"]) * scale)
        default: break
        }
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) { open?.string += string }

    public func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let text = open { texts.append(text); open = nil }
        if depthInLayer > 0 { depthInLayer -= 1 }
    }

    private static func number(_ text: String?) -> CGFloat {
        CGFloat(Double((text ?? "0").replacingOccurrences(of: "px", with: "")) ?? 0)
    }
}
