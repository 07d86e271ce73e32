"""Seen in bankl's sweep of every seat count (29 November): Blind Hookey with three packets, the
person dealing, at two to six players: the three lines under each of his packets ("15 cards /
Packet 2 / the dealer's") ran off the foot of the cloth, their last line cut, at 1024x700 and at
full HD alike (the room under the bottom seat counted two lines). Every line lies on the cloth."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QRectF
from table_windows import still_table

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.banking.model import BoxModel

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("deals", [True, False], ids=["the person deals", "a computer deals"])
def test_the_words_under_the_persons_three_packets_lie_on_the_cloth(qtbot, size, players, deals) -> None:
    """Whoever deals: under the person's own stakes, once settled, "3 counters / on packet 1 / won"
    (three lines too) lie on the cloth."""
    table = still_table(qtbot, size, "blind_hookey", "blind-hookey-three-packets", players)
    felt = table.felt
    model = copy.deepcopy(felt.model)
    model.dealer = table.human if deals else (table.human + 1) % players
    model.boxes = [[BoxModel(stake=3, status=f"{k}:on:won") for k in (1, 3)] for _ in range(players)]
    model.boxes[model.dealer] = [
        BoxModel([Card.parse(c)], 0, f"{k + 1}:{whose}", None, n)
        for k, (c, whose, n) in enumerate(
            [("9D", "company", 14), ("2S", "dealers", 8), ("6H", "company", 30)]
        )
    ]
    felt.set_model(model)
    felt.repaint()
    cloth = QRectF(felt.rect())
    off = [(t, r) for r, t in felt.painted_words if t and not cloth.contains(r.adjusted(1, 1, -1, -1))]
    assert not off, off
