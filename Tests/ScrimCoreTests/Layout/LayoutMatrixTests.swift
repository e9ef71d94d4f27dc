@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Every layout over the matrix of widths, texts and button sets the issue asks for,
/// measured in real terminal cells.
@Suite struct LayoutMatrixTests {
  static let widths = [1, 20, 40, 80, 200]
  static let heights = [1, 2, 5, 24, 60]
  static let texts: [(String, String)] = [
    ("short", "OK?"),
    ("long", String(repeating: "Scrim lays modals out in cells. ", count: 30)),
    ("CJK", "ファイルを削除しますか？この操作は元に戻せません。削除されたファイルは復元できません。"),
    ("emoji", "Deploy 🚀 to prod 👨‍👩‍👧 now? 🇫🇷❤️ 👍🏽 " + String(repeating: "🎉", count: 40)),
    ("combining", String(repeating: "Zu\u{308}rich Cafe\u{301} n\u{303}o ", count: 12)),
    ("controls", "Bell\u{7} escape \u{1B}[2J tab\there\r\nnew line\u{0} nul \u{9B} C1"),
  ]
  static let buttonSets: [[String]] = [
    [], ["OK"], ["CANCEL", "OK"], ["CANCEL", "DISCARD CHANGES", "SAVE TO THE CLOUD NOW"],
  ]

  let cells = TerminalTextMeasurer()

  @Test("alerts and dialogs stay inside the container at every size", arguments: widths)
  func alerts(width: Int) {
    for height in Self.heights {
      for (name, text) in Self.texts {
        for buttons in Self.buttonSets {
          for kind in [ModalKind.alert, .dialog] {
            let size = Size(width: width, height: height)
            let content = ModalContent(
              kind: kind, title: text, message: text,
              items: kind == .dialog ? [.textField(text)] : [],
              buttonTitles: buttons, stackOrder: Array(buttons.indices.reversed()))
            let layout = ModalLayout.make(for: content, in: size, measurer: cells)
            let context = "\(kind) \(size) \(name) \(buttons)"
            LayoutInvariants.check(layout, in: size, measurer: cells, context: context)
            if height >= 2 { #expect(layout.title != nil, "title — \(context)") }
            if let preferred = buttons.indices.last {
              let shown = layout.buttons.buttons.contains {
                $0.index == preferred && $0.frame.intersects(layout.buttons.region.viewport)
              }
              #expect(shown, "preferred button hidden — \(context)")
            }
          }
        }
      }
    }
  }

  @Test("action sheets stay inside the container at every size", arguments: widths)
  func sheets(width: Int) {
    for height in Self.heights {
      for (name, text) in Self.texts {
        for buttons in Self.buttonSets where !buttons.isEmpty {
          let size = Size(width: width, height: height)
          let anchor = Rect(x: width / 2, y: height / 3, width: 4, height: 1)
          let content = ModalContent(
            kind: .actionSheet, title: text, message: text, buttonTitles: buttons + [text],
            sourceRect: anchor)
          let layout = ModalLayout.make(for: content, in: size, measurer: cells)
          let context = "sheet \(size) \(name) \(buttons)"
          LayoutInvariants.check(layout, in: size, measurer: cells, context: context)
          #expect(!layout.buttons.buttons.isEmpty, "\(context)")
        }
      }
    }
  }

  @Test("snackbars and banners stay inside the container at every size", arguments: widths)
  func messages(width: Int) {
    for height in Self.heights {
      for (name, text) in Self.texts {
        for buttons in Self.buttonSets {
          for position in SnackbarLayout.Position.allCases {
            let size = Size(width: width, height: height)
            let context = "\(size) \(name) \(buttons) \(position)"
            let snackbar = SnackbarLayout.make(
              text: text, actionTitle: buttons.last, position: position, in: size, measurer: cells)
            LayoutInvariants.check(
              snackbar, in: size, measurer: cells, context: "snackbar " + context)
            let banner = BannerLayout.make(
              title: text, message: name == "short" ? nil : text, hasIcon: true,
              actionTitles: buttons, position: position, in: size, measurer: cells)
            LayoutInvariants.check(banner, in: size, measurer: cells, context: "banner " + context)
          }
        }
      }
    }
  }
}
