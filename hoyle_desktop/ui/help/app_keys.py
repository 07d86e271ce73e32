"""The "Keyboard" part every game's "How to play in this app" ends with: the table's own keys,
then the keys of the main window's menus, which are the same for every game."""

from __future__ import annotations

from collections.abc import Sequence

from .. import shortcuts
from .html import Section, key, para, shortcut, table, translate


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
