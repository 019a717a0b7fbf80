import CSDL2

/// Text textures by string, pixel size and colour, so the window does not
/// rasterise every label on every frame. Bounded: when full it starts over,
/// which is simple and plenty for a screenful of labels.
final class TextureCache {
    private struct Key: Hashable {
        var text: String, size: Int, color: RGBA, face: FontSet.Face
    }

    private let renderer: OpaquePointer
    private let rasterizer: TextRasterizer
    private var entries: [Key: TextTexture] = [:]
    /// Enough for the tags of a 10,000-view screen with every overlay on
    /// (about 900 different labels); small text textures, a few MB at most.
    static let capacity = 2048

    init(renderer: OpaquePointer, rasterizer: TextRasterizer) {
        self.renderer = renderer
        self.rasterizer = rasterizer
    }

    /// The texture for `text`, or nil when there is nothing to draw.
    func texture(_ text: String, pixelSize: Int, color: RGBA, face: FontSet.Face = .sans) -> TextTexture? {
        let opaque = RGBA(color.r, color.g, color.b)
        let key = Key(text: text, size: pixelSize, color: opaque, face: face)
        if let hit = entries[key] { return hit }
        guard !text.isEmpty, let surface = rasterizer.render(text, pixelSize: pixelSize, color: opaque, face: face) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if entries.count >= Self.capacity { removeAll() }
        let entry = TextTexture(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        entries[key] = entry
        return entry
    }

    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }

    deinit { removeAll() }
}
