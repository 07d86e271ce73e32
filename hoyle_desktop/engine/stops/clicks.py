"""Which action a click on a card means in the stops family, and which actions need a button.

Shared by every front end, so that a card clicked means the same everywhere. Clicking Spin (the
ace of diamonds at Spin) plays it as Spin wherever Spin can be played: alone after a stop, or
beside the card the player must follow with; its ordinary play is then a button. Clicking the
Pope when asked to play it in lieu of a stop plays it in lieu. Anything else is the card's plain
play.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action
from ..cards import Card


def _plain(action: Action) -> bool:
    return action.kind == "play" and len(action.cards) == 1 and action.value is None


def action_for_card(legal: Sequence[Action], card: Card) -> Action | None:
    """The action a click on ``card`` means, or None when the card cannot be played now."""
    mine = [a for a in legal if a.kind in ("play", "spin") and a.cards and a.cards[-1] == card]
    spin = [a for a in mine if a.kind == "spin" or len(a.cards) == 2]
    plain = [a for a in mine if _plain(a)]
    return (spin or plain or mine or [None])[0]


def button_actions(legal: Sequence[Action]) -> list[Action]:
    """What needs a button: every action but a card's plain play, and that too when a click on
    the card means something else (Spin's ordinary play)."""
    clicked = {action_for_card(legal, c) for a in legal for c in a.cards}
    return [a for a in legal if not _plain(a) or a not in clicked]
