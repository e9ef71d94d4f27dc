import CGTK

/// How `scrim-gtk` asks GTK to draw: with Cairo in memory, not OpenGL.
///
/// A dialog of a few rectangles and lines of text gains nothing from the GPU, while
/// setting up OpenGL (Mesa, and under Xvfb its LLVM software rasterizer) more than
/// quadruples the process's memory: 36 MiB against 160 MiB at the window's map under Xvfb
/// (scripts/measure-gtk-vs-zenity.sh). GTK 4.8 has no API for it, only its environment
/// variables, which must be set before GTK starts; a user's own GDK_DEBUG or GSK_RENDERER
/// wins.
package enum ProcessRendering {
  /// Chooses software rendering for this process, unless the environment already chose.
  package static func preferCairo() {
    setenv("GDK_DEBUG", "gl-disable", 0)
    setenv("GSK_RENDERER", "cairo", 0)
  }
}
