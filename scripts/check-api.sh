#!/usr/bin/env bash
# Fails when the public API of the libraries a user imports breaks against the baseline
# below. When a break is intended, say so in CHANGELOG.md and move the baseline to the
# commit that makes it, in the same change.
#
# The baseline must be in this clone's history (a full clone, not a shallow one).
set -euo pipefail
cd "$(dirname "$0")/.."

# Moved from cc22139 (the Stage) on purpose: PresentationError gained a case (CHANGELOG).
# Moved from fa287ef on purpose: Control, Key, AccessibilityNode.Role and (SPI)
# ModalContent.Item gained cases for lists and progress (CHANGELOG, issue 15).
# Moved from 443e3a5 on purpose: ListColumns.gap (renderer SPI) gave way to
# LayoutMetrics.listColumnGap (CHANGELOG).
# Moved from 610ea27 on purpose: AccessibilityNode.Role gained .image (CHANGELOG, issue 24).
# Moved from b5df3eb on purpose: AccessibilityNode.Role gained .status (CHANGELOG, issue 25);
# Banner.Position and SnackbarPosition became typealiases of one MessagePosition, the
# renderer SPI's uncalled +Visibility painters went, TerminalDevice gained
# start(_:delivering:) with a default, and ChoiceList.highlightedIndex gave way to the
# stage's Presenter.highlightedIndex(ofList:) (CHANGELOG, issue 23).
# Moved from 63e9b4a on purpose: Stage.snapshot()/StageSnapshot became Stage.scene()/Scene,
# a value of resolved elements (renderer SPI: the layer states, ModalPainter and
# BannerPainter), and Presenter.revision went (CHANGELOG, issue 23).
# Moved from 0853e29 on purpose: Presenter.handle(_:) returns whether the modal took the
# event (@discardableResult Bool, was Void), and ProgressIndicator.announcedStep (package)
# went to the presenter's showing (CHANGELOG, issue 23).
# Moved from 16f3fb5 on purpose: ListColumns.textIndent(metrics:) and ListAppearance's
# textIndent(metrics:) and indicatorWidth(metrics:) (renderer SPI), three copies of one
# rule, gave way to LayoutMetrics.listTextIndent and ListAppearance.rowFrames (CHANGELOG,
# issue 33).
# Both moved from 16f3fb5, and met in ced1bde, textview's merge of main (f19809e and
# 340b635 each lack the other's break): Control, Key, AccessibilityNode.Role and (SPI)
# ModalContent.Item and ControlElement gained cases for the text area, and Presenter.focus
# became read-only outside the core, Stage.moveFocus(to:) being the door (CHANGELOG,
# issue 33).
# Moved from ced1bde on purpose (issue 37): Control and (SPI) ModalContent.Item and
# ControlElement gained cases for the image control, ModalImage.Source one for pixels in
# memory, AccessibilityNode.Role .menu and .menuItem, StageTarget .menuItem and .menu, and
# (SPI) StageLayer and StageLayerID .menu, for popup menus (CHANGELOG); FieldRule lost its
# never-released pattern rule (966270d).
# Moved again on purpose (issue 34): Control, AccessibilityNode.Role, PointerTarget and
# (SPI) ModalContent.Item and ControlElement gained cases for the slider (CHANGELOG).
# Moved from 74d6a66 on purpose (issue 34): Control, AccessibilityNode.Role, PointerTarget
# and (SPI) ModalContent.Item and ControlElement gained cases for the date and time
# pickers (CHANGELOG).
# Moved from 77f1b76 on purpose (issues 33 and 34): TextField.shownError and the
# package's isErrorRevealed are gone (the presenter keeps which errors show), and
# StageInput gained accessibilityScroll for a text over a line source (CHANGELOG).
# Moved from 0f61451 on purpose (issue 34): Control and (SPI) ModalContent.Item and
# ControlElement gained cases for the status list, dialog's mixed gauge (CHANGELOG).
baseline=e3eab7a  # issue 34: pickers' parts are the presenter's, GTK's calendar keys

if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
  # A shallow clone may still reach it from its origin.
  git fetch --quiet --unshallow 2>/dev/null || true
fi
if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
  # Without history there is nothing to compare with: say so loudly, but do not fail a
  # run that could not have checked (a shallow CI checkout).
  echo "warning: the API baseline $baseline is not in this clone; API check skipped" >&2
  exit 0
fi
# The products only: the executables and ScrimCLI (package declarations) are no API.
swift package diagnose-api-breaking-changes "$baseline" \
  --products ScrimCore ScrimTerminal ScrimTesting ScrimLine --baseline-dir .build/api-baseline
