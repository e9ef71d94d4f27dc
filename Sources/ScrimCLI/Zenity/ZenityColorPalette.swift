/// GTK 3's colour chooser palette, which zenity shows with `--show-palette`: the Tango
/// colours, each in a light, plain and dark shade, then the greys, by GTK's names for them.
enum ZenityColorPalette {
  /// The swatches in GTK's order, each with the name its tooltip and screen reader give.
  static let swatches: [(name: String, color: ZenityColor)] = named.map { name, value in
    (name, ZenityColor(hex: value))
  }

  private static let named: [(String, UInt32)] = [
    ("Light Scarlet Red", 0xEF2929), ("Scarlet Red", 0xCC0000), ("Dark Scarlet Red", 0xA40000),
    ("Light Orange", 0xFCAF3E), ("Orange", 0xF57900), ("Dark Orange", 0xCE5C00),
    ("Light Butter", 0xFCE94F), ("Butter", 0xEDD400), ("Dark Butter", 0xC4A000),
    ("Light Chameleon", 0x8AE234), ("Chameleon", 0x73D216), ("Dark Chameleon", 0x4E9A06),
    ("Light Sky Blue", 0x729FCF), ("Sky Blue", 0x3465A4), ("Dark Sky Blue", 0x204A87),
    ("Light Plum", 0xAD7FA8), ("Plum", 0x75507B), ("Dark Plum", 0x5C3566),
    ("Light Chocolate", 0xE9B96E), ("Chocolate", 0xC17D11), ("Dark Chocolate", 0x8F5902),
    ("Light Aluminum 1", 0xEEEEEC), ("Aluminum 1", 0xD3D7CF), ("Dark Aluminum 1", 0xBABDB6),
    ("Light Aluminum 2", 0x888A85), ("Aluminum 2", 0x555753), ("Dark Aluminum 2", 0x2E3436),
    ("Black", 0x000000), ("Very Dark Gray", 0x2E3436), ("Darker Gray", 0x555753),
    ("Dark Gray", 0x888A85), ("Medium Gray", 0xBABDB6), ("Light Gray", 0xD3D7CF),
    ("Lighter Gray", 0xEEEEEC), ("Very Light Gray", 0xF3F3F3), ("White", 0xFFFFFF),
  ]
}

extension ZenityColor {
  /// An opaque colour from its 0xRRGGBB.
  init(hex value: UInt32) {
    self.init(
      red: Double(value >> 16) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }
}
