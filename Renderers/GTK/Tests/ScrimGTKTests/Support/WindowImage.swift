import CGTK

/// Renders a realized widget (a whole window, GTK's widgets and the stage's layer) into an
/// ARGB Cairo image, through GTK's own render nodes; nil before GTK has laid it out.
@MainActor
func renderWidget(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
  let width = gtk_widget_get_width(widget)
  let height = gtk_widget_get_height(widget)
  guard width > 0, height > 0, let paintable = gtk_widget_paintable_new(widget),
    let snapshot = gtk_snapshot_new()
  else { return nil }
  defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
  gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
  guard let node = gtk_snapshot_free_to_node(snapshot),
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
    let cairo = cairo_create(surface)
  else { return nil }
  gsk_render_node_draw(node, cairo)
  gsk_render_node_unref(node)
  cairo_destroy(cairo)
  cairo_surface_flush(surface)
  return surface
}
