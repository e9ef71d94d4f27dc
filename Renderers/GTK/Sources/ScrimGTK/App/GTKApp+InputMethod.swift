import CGTK
@_spi(Renderer) import ScrimCore

/// The desktop's input method (dead keys, compose sequences, CJK input methods) for the
/// stage's text fields.
///
/// It is attached to the app's key controllers only while a modal has the keyboard, so
/// that otherwise every key reaches your widgets untouched. Composed text
/// reaches the stage as `.text`; keys the method leaves alone still come as key presses.
@MainActor
final class InputMethod {
  let context: UnsafeMutablePointer<GtkIMContext>
  private var controllers: [OpaquePointer] = []
  private var isAttached = false

  init(context: UnsafeMutablePointer<GtkIMContext>) {
    self.context = context
  }

  /// Adds a key controller that composes through this method while attached.
  func add(_ controller: OpaquePointer) {
    controllers.append(controller)
    if isAttached { gtk_event_controller_key_set_im_context(controller, context) }
  }

  /// Attaches or detaches the method.
  func setAttached(_ attached: Bool) {
    guard attached != isAttached else { return }
    isAttached = attached
    for controller in controllers {
      gtk_event_controller_key_set_im_context(controller, attached ? context : nil)
    }
    if attached {
      gtk_im_context_focus_in(context)
    } else {
      gtk_im_context_focus_out(context)
      gtk_im_context_reset(context)
    }
  }
}

extension GTKApp {
  /// The input method context the app's keyboard composes text through while a modal is
  /// up, once `attachKeyboard(to:)` has made it.
  public var inputMethodContext: UnsafeMutablePointer<GtkIMContext>? { inputMethod?.context }

  /// Adds a key controller to the input method, making the method on first use.
  func composeText(through controller: OpaquePointer) {
    if inputMethod == nil, let context = gtk_im_multicontext_new() {
      gtk_im_context_set_client_widget(context, widget)
      connectSignal(context, "commit", appCommit, context: retained(), release: appUnref)
      inputMethod = InputMethod(context: context)
    }
    inputMethod?.add(controller)
    if let scene = loop.scene { updateInputMethod(for: scene) }
  }

  /// Attaches the input method while the scene shows a modal (which has text fields to
  /// type into, and lists that jump to a typed letter).
  func updateInputMethod(for scene: Scene) {
    inputMethod?.setAttached(scene.layers.contains { $0.id == .modal })
  }

  /// Text the input method composed.
  func committed(_ text: String) {
    guard !text.isEmpty else { return }
    keyboardInput(.text(text))
  }
}
