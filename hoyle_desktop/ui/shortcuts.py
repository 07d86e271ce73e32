"""The main window's keyboard shortcuts, in one place: the menus use them and the rules pages'
Keyboard table is written from them, so the help cannot name a key the window does not have.
Portable names (``Ctrl+N``); Qt shows them as each system names them."""

from __future__ import annotations

NEW_GAME = "Ctrl+N"
REPLAY = "Ctrl+R"
CHOOSER = "Ctrl+G"
UNDO = "Ctrl+Z"
OPTIONS = "Ctrl+,"
RULES = "F1"
FULL_SCREEN = "F11"
QUIT = "Ctrl+Q"
# At every table, for a person who cannot see it (ui/table/accessibility.py): no letters, so they
# never clash with a table's buttons.
WHERE_AM_I = "F2"
REPEAT_ANNOUNCEMENT = "F3"
LIST_HAND = "F4"
