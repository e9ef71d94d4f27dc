import CGTK

// A screen reader hears nothing of a process's first window until GTK has joined the
// accessibility registry, which GTK 4.8 does only after that window shows
// (`AccessibilityRegistration`). So when the app's widget first maps, the app waits for
// the registry without holding anything up, and then says its focus again.

extension GTKApp {
  /// Says the focus again once GTK joins the accessibility registry, if it has not yet.
  func refocusWhenRegistered() {
    connectSignal(widget, "map", appMapped, context: retained(), release: appUnref)
  }

  fileprivate func mapped() {
    AccessibilityRegistration.whenRegistered { [weak self] in self?.mirror?.refocus() }
  }
}

private let appMapped:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutableRawPointer?)
    -> Void = { _, context in
      guard let context else { return }
      let raw = UInt(bitPattern: context)
      MainActor.assumeIsolated {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: raw) else { return }
        Unmanaged<GTKApp>.fromOpaque(pointer).takeUnretainedValue().mapped()
      }
    }
