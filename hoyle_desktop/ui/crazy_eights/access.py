"""What the Crazy Eights table says to a screen reader (ui/table/accessibility.py): the pile's top,
the suit named and the stock's count, as the table shows them (at a held end of a deal the engine
has dealt the next deal already: its starter is not what the person sees)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..matching import access as matching_access
from . import words as w


class Words(matching_access.Words):
    def table_words(self) -> str:
        scene = self.table.scene
        top = next((item.card for item in reversed(scene.pile) if item.card is not None), None)
        if top is None:
            return ""
        text = QCoreApplication.translate("Accessibility", "On the pile: %1.").replace(
            "%1", self.card_name(top)
        )
        named = scene.banner.text()  # "Clubs to follow", "An eight turned up: any suit"
        # the stock's count, written by the stock alone (no longer in the side panel, which F2 read)
        stock = w.stock_label(self.table.stock) + "."
        return f"{text} {named}. {stock}" if named else f"{text} {stock}"

    def counted(self, line: str, times: int) -> str | None:
        """A computer drawing until it can play: "Computer 2 draws 5 cards." once, not a line a card."""
        for seat, name in enumerate(self.table.names):
            if seat != self.human and line == w.draws(name, None):
                return w.draws_many(name, times)
        return None
