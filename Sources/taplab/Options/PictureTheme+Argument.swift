import ArgumentParser
import TapPicture

/// `--theme light|dark`, in any case.
extension PictureTheme: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
