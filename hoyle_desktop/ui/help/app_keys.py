"""What every game's "How to play in this app" shares: how games are kept and taken back, and the
"Keyboard" part it ends with (the table's own keys, then the main window's, the same for every game)."""

from __future__ import annotations

from collections.abc import Sequence

from .. import shortcuts
from .html import Section, fill, key, para, shortcut, table, translate


def keeping_games() -> str:
    """A paragraph on saved games, abandoning and Undo, as the main window behaves."""
    return para(
        fill(
            translate(
                "RulesHelp",
                "Every game is saved after each move, one for each kind of game: Game ▸ Choose Another "
                "Game keeps it, and its tile in the chooser then says <b>Resume</b>. Starting a new game "
                "of the same kind asks first; a game you abandon after your first move counts as played "
                "and not won. Game ▸ Undo (%1) takes back your last move; a game with a move taken back "
                "is not counted in the statistics.",
            ),
            shortcut(shortcuts.UNDO),
        )
    )


def moving_keys() -> tuple[str, str]:
    return (
        shortcut("Left") + " / " + shortcut("Right"),
        translate("RulesHelp", "move between the cards in your hand"),
    )


def button_keys(buttons: str) -> tuple[str, str]:
    """Alt and a button's underlined letter; ``buttons`` says which buttons (translated)."""
    return key(translate("RulesHelp", "Alt+underlined letter", "keyboard key")), buttons


def keys_section(table_rows: Sequence[tuple[str, str]]) -> Section:
    menu_rows = [
        (shortcut(shortcuts.NEW_GAME), translate("RulesHelp", "start a new game")),
        (shortcut(shortcuts.REPLAY), translate("RulesHelp", "start this game again with the same cards")),
        (
            shortcut(shortcuts.UNDO),
            translate(
                "RulesHelp", "take back your last move (the game is then not counted in the statistics)"
            ),
        ),
        (shortcut(shortcuts.CHOOSER), translate("RulesHelp", "choose another game (this one stays saved)")),
        (shortcut(shortcuts.OPTIONS), translate("RulesHelp", "options")),
        (shortcut(shortcuts.FULL_SCREEN), translate("RulesHelp", "full screen on or off")),
        (shortcut(shortcuts.RULES), translate("RulesHelp", "these rules")),
    ]
    return Section(
        "app-keys",
        translate("RulesHelp", "Keyboard"),
        [
            para(translate("RulesHelp", "The keys for the table and the menus:")),
            table(
                [translate("RulesHelp", "Key"), translate("RulesHelp", "What it does")],
                [*table_rows, *menu_rows],
            ),
        ],
        level=3,
    )
