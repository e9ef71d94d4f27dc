// The least a GTK 4 alert window costs: a window holding a label and two buttons, and
// nothing else. scripts/measure-gtk-vs-zenity.sh compiles it and measures it beside
// scrim-gtk (time to map, peak memory), with the renderer scrim-gtk chooses (Cairo).
//
//   gtk-floor [SECONDS]      closes itself after SECONDS (default 1), as the others do
#include <gtk/gtk.h>
#include <stdlib.h>

static gboolean done = FALSE;

static gboolean time_up(gpointer data) {
  (void)data;
  done = TRUE;
  return G_SOURCE_REMOVE;
}

int main(int argc, char **argv) {
  guint seconds = argc > 1 ? (guint)atoi(argv[1]) : 1;
  if (!gtk_init_check()) {
    fprintf(stderr, "gtk-floor: no display\n");
    return 69;
  }
  GtkWidget *window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(window), "Delete draft?");
  GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append(GTK_BOX(column), gtk_label_new("This draft will be gone for good."));
  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_box_append(GTK_BOX(row), gtk_button_new_with_label("Cancel"));
  gtk_box_append(GTK_BOX(row), gtk_button_new_with_label("Delete"));
  gtk_box_append(GTK_BOX(column), row);
  gtk_window_set_child(GTK_WINDOW(window), column);
  g_timeout_add_seconds(seconds, time_up, NULL);
  gtk_window_present(GTK_WINDOW(window));
  while (!done) g_main_context_iteration(NULL, TRUE);
  gtk_window_destroy(GTK_WINDOW(window));
  return 0;
}
