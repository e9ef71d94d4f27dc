// GTK 4 for Swift, with small helpers for what Swift cannot call directly: type macros,
// variadic functions and construct-only properties.
#include <gtk/gtk.h>
#include <pango/pangocairo.h>

// Sets an accessible property holding a string (a label or a description); NULL resets it.
static inline void scrim_accessible_set_string(
    GtkWidget *widget, GtkAccessibleProperty property, const char *text) {
  if (text == NULL) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
  } else {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, text, -1);
  }
}

// Sets an accessible state holding a boolean (checked, selected, disabled...).
static inline void scrim_accessible_set_state(
    GtkWidget *widget, GtkAccessibleState state, gboolean value) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), state, value, -1);
}

// Sets an accessible relation holding an integer (position in set, set size).
static inline void scrim_accessible_set_int_relation(
    GtkWidget *widget, GtkAccessibleRelation relation, int value) {
  gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), relation, value, -1);
}

// Sets an accessible property holding an integer (a tree item's level).
static inline void scrim_accessible_set_int_property(
    GtkWidget *widget, GtkAccessibleProperty property, int value) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
}

// Sets an accessible property holding a boolean (modal, read-only...).
static inline void scrim_accessible_set_boolean_property(
    GtkWidget *widget, GtkAccessibleProperty property, gboolean value) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
}

// Whether an accessible boolean property (read-only...) holds `value`, for tests.
static inline gboolean scrim_accessible_boolean_property_is(
    GtkWidget *widget, GtkAccessibleProperty property, gboolean value) {
  char *error = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, value);
  gboolean holds = error == NULL;
  g_free(error);
  return holds;
}

// Asks screen readers to speak `text` now, assertively or politely: GTK 4.14's
// gtk_accessible_announce. Returns FALSE, saying nothing, on an older GTK.
static inline gboolean scrim_accessible_announce(
    GtkWidget *widget, const char *text, gboolean assertive) {
#if GTK_CHECK_VERSION(4, 14, 0)
  gtk_accessible_announce(GTK_ACCESSIBLE(widget), text,
      assertive ? GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_HIGH
                : GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  return TRUE;
#else
  (void)widget;
  (void)text;
  (void)assertive;
  return FALSE;
#endif
}

// Makes a drawing area with an accessible role, which GTK fixes at construction.
static inline GtkWidget *scrim_drawing_area_new(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

// The widget of an event controller, as a GtkWidget.
static inline GtkWidget *scrim_controller_widget(GtkEventController *controller) {
  return gtk_event_controller_get_widget(controller);
}

#include <glib-unix.h>

// Emits a button's "clicked" at once, as a click does (gtk_widget_activate delays it behind
// the button's press animation); for tests.
static inline void scrim_button_click(GtkWidget *button) {
  g_signal_emit_by_name(button, "clicked");
}

// Emits a signal of the first event controller of `type` on `widget`, as GTK does for a
// real event: tests go through the same C callbacks as the device. Returns whether a
// handler took a key press.
static inline gboolean scrim_emit_key_pressed(
    GtkWidget *widget, guint keyval, GdkModifierType state) {
  GListModel *controllers = gtk_widget_observe_controllers(widget);
  gboolean handled = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items(controllers); i++) {
    GObject *controller = g_list_model_get_item(controllers, i);
    if (GTK_IS_EVENT_CONTROLLER_KEY(controller)) {
      g_signal_emit_by_name(controller, "key-pressed", keyval, 0, state, &handled);
      g_object_unref(controller);
      break;
    }
    g_object_unref(controller);
  }
  g_object_unref(controllers);
  return handled;
}

// Emits a click gesture's "pressed" or "released" at (x, y) on `widget`'s first click
// gesture; with `motion`, the motion controller's "motion" there first.
static inline void scrim_emit_pointer(GtkWidget *widget, const char *signal, double x, double y) {
  GListModel *controllers = gtk_widget_observe_controllers(widget);
  for (guint i = 0; i < g_list_model_get_n_items(controllers); i++) {
    GObject *controller = g_list_model_get_item(controllers, i);
    if (g_str_equal(signal, "motion") && GTK_IS_EVENT_CONTROLLER_MOTION(controller)) {
      g_signal_emit_by_name(controller, "motion", x, y);
    } else if (!g_str_equal(signal, "motion") && GTK_IS_GESTURE_CLICK(controller)) {
      g_signal_emit_by_name(controller, signal, 1, x, y);
    }
    g_object_unref(controller);
  }
  g_object_unref(controllers);
}

// Makes a vertical box with an accessible role: the container of the stage's accessible
// elements.
static inline GtkWidget *scrim_box_new(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(
      GTK_TYPE_BOX, "accessible-role", role, "orientation", GTK_ORIENTATION_VERTICAL, NULL));
}

// Emits an input method's "commit", as the desktop's input method does when text is
// composed; for tests.
static inline void scrim_im_commit(GtkIMContext *context, const char *text) {
  g_signal_emit_by_name(context, "commit", text);
}
