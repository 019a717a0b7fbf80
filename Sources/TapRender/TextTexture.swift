import CSDL2

/// A piece of text uploaded to a renderer, with its size in pixels.
struct TextTexture {
    let texture: OpaquePointer
    let width: Int
    let height: Int
}
