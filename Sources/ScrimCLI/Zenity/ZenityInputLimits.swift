/// How much of its input a zenity box takes: the real zenity reads without a limit, so
/// `--filename /dev/zero` or `cat /dev/urandom |` would fill memory before a window shows.
package enum ZenityInputLimits {
  /// The most bytes of a `--text-info` box's file or stdin: the drop-in's textbox bound
  /// (512 KiB, about 6,500 lines of a log), one figure for every box that shows a file.
  ///
  /// The whole text is laid out before the box shows, so more keeps a user waiting: a
  /// megabyte of binary bytes took seconds (each byte a symbol past ASCII's fast path).
  package static let textBytes = CompatFile.maximumByteCount

  /// The most bytes of a `--list` box's stdin: 4 MiB, far more than a list a user reads.
  package static let listBytes = 4 << 20

  /// The most cells a `--list` box takes from stdin: 200,000, twice the largest list the
  /// GTK benchmark opens (scrim-gtk-bench, 100,000 rows).
  package static let listCells = 200_000

  /// The longest `--progress` input line taken: 64 KiB, as the drop-in's gauge reads.
  ///
  /// No percentage or `# text` that long is meant: a longer line is skipped whole, so that
  /// `cat /dev/zero` holds at most this much and the lines after it are still read.
  package static let progressLineBytes = 64 << 10
}
