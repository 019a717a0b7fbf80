import ArgumentParser
import TapPicture

/// `--aspect 16:9|4:3|1:1`: the slide proportions the command line offers.
extension PictureAspect: ExpressibleByArgument {
    public init?(argument: String) {
        guard let aspect = PictureAspect(argument), Self.choices.contains(aspect) else { return nil }
        self = aspect
    }

    public static var allValueStrings: [String] { choices.map(\.description) }
}
