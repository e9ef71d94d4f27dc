// Line mode's renderer, its line IO and the text rules it shares with the command live in
// ScrimLine, a library of its own (`LineApp`); the command, its tests, the fuzz harnesses
// and scrim-gtk see them through ScrimCLI as before.
@_exported import ScrimLine
