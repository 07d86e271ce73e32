"""What the banking table says to a screen reader (ui/table/accessibility.py): the person's cards
are those of their boxes (hands) face up to them; the decisions are the side panel's buttons."""

from __future__ import annotations

from ...engine.cards import Card
from ..table import accessibility
from . import wording


class Words(accessibility.Words):
    cards_played = False

    def hand(self) -> list[Card]:
        view = self.table._view()
        boxes = view.boxes[self.human] if self.human < len(view.boxes) else ()
        return [card for box in boxes for card in box.cards if card is not None]

    def refusal(self, code: str) -> str:
        return wording.refusal(code)
