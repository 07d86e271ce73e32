"""Help for the option "played cards turned down", shared by the four games' House rules tables.

Kept apart from the longer help modules so that it can be carried over on its own.
"""

from __future__ import annotations

from ..html import translate


def played_face_down_option() -> tuple[str, str]:
    return (
        translate("RulesHelp", "Played cards turned down"),
        translate(
            "RulesHelp",
            "as Peel describes the table: after each stop the cards played are turned face down onto "
            "one pile, and the history names no cards, so you must remember what has gone. Without "
            "it every played card stays face up in its suit's row.",
        ),
    )
