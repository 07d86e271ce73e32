"""What the Speculation table says to a screen reader (ui/table/accessibility.py): the person's cards
are those turned up before them and those they have looked at; the market is the side panel."""

from __future__ import annotations

from ...engine.cards import Card
from ..table import accessibility


class Words(accessibility.Words):
    cards_played = False

    def hand(self) -> list[Card]:
        view = self.view()
        return list(view.rows[view.seat]) + [card for _, card in view.known]
