"""Blind Hookey (Hoyle's Games Modernized): packets cut blind, stakes made blind, bottom cards
compared with the dealer's. Both methods: a packet for every player, or three packets with the
punters' stakes on two. :mod:`.edge` computes the bank's edge exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game import BANKING, Game, GameSpec

HOYLE = "Hoyle's Games Modernized"


def _blind_hookey(rules: Mapping[str, Any], seed: int) -> Game:
    from .game import BlindHookeyGame

    return BlindHookeyGame(rules, seed)


SPEC = GameSpec("blind_hookey", "Blind Hookey", BANKING, 2, 8, HOYLE, _blind_hookey, "blind-hookey")
