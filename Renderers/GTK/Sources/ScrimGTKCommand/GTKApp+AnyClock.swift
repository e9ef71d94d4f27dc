import CGTK
import ScrimCore
import ScrimGTK

extension GTKApp {
  /// Makes an app on a clock known only as `any Clock<Duration>`, as the runner holds it.
  static func make(
    content: UnsafeMutablePointer<GtkWidget>?, clock: any Clock<Duration>, size: Size,
    scheme: ContainerScheme, reducesMotion: Bool? = nil, paintsBackground: Bool = false
  ) -> GTKApp {
    make(
      content: content, opened: clock, size: size, scheme: scheme, reducesMotion: reducesMotion,
      paintsBackground: paintsBackground)
  }

  private static func make<C: Clock>(
    content: UnsafeMutablePointer<GtkWidget>?, opened clock: C, size: Size,
    scheme: ContainerScheme, reducesMotion: Bool?, paintsBackground: Bool
  ) -> GTKApp where C.Duration == Duration {
    GTKApp(
      content: content, clock: clock, size: size, scheme: scheme, reducesMotion: reducesMotion,
      paintsBackground: paintsBackground)
  }
}
