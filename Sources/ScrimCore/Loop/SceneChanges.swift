/// What differs between the scene a `StageLoop` presents and the one it presented before, so
/// that a renderer repaints only what changed.
@_spi(Renderer)
public struct SceneChanges: Hashable, Sendable {
  /// The layers added, changed or removed, by identity: a layer `==` to the one presented
  /// before is not here.
  public var layers: [StageLayerID]
  /// Whether the whole scene should be painted: the first one, or a new size, scrim or
  /// appearance.
  public var isWhole: Bool
  /// Whether the host gained or lost the keyboard (its cursor shows or goes).
  public var hostFocusChanged: Bool

  /// Compares `scene` with the scene presented before it, if any.
  public init(from previous: Scene?, to scene: Scene) {
    guard let previous else {
      layers = scene.layers.map(\.id)
      isWhole = true
      hostFocusChanged = true
      return
    }
    isWhole =
      previous.size != scene.size || previous.scrim != scene.scrim
      || previous.appearance != scene.appearance
    hostFocusChanged = previous.hostHasFocus != scene.hostHasFocus
    var changed: [StageLayerID] = []
    for layer in scene.layers {
      let id = layer.id
      guard let old = previous.layers.first(where: { $0.id == id }), old == layer else {
        changed.append(id)
        continue
      }
    }
    for old in previous.layers where !scene.layers.contains(where: { $0.id == old.id }) {
      changed.append(old.id)
    }
    layers = changed
  }

  /// Whether nothing changed: the scene paints as the last one did.
  public var isEmpty: Bool { layers.isEmpty && !isWhole && !hostFocusChanged }
}
