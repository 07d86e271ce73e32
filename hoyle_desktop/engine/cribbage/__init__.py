"""Cribbage: five-, six- and seven-card, for two, three or four players (Hoyle, Britannica, today's rules)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import SCORING, Game, GameSpec


def _new_game(rules: Mapping[str, Any], seed: int) -> Game:
    from .state import CribbageGame  # imported on use: the chooser lists games without loading them

    return CribbageGame(rules, seed)


SPEC = GameSpec(
    key="cribbage",
    title="Cribbage",
    kind=SCORING,
    min_players=2,
    max_players=4,
    source="Hoyle's Games Modernized; Encyclopaedia Britannica (9th ed.); The Book of Card Games",
    factory=_new_game,
    default_profile="modern-six-card",
)
