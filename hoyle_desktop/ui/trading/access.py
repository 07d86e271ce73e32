"""What the trading tables (Commerce, My Bird Sings) say to a screen reader
(ui/table/accessibility.py): the arrows choose one of the person's cards (Up and Down one of the
table's at Commerce), so the chosen card is the list's current item, named "chosen"; F2 tells the
pool, the dealer and every seat's purse and state as the felt shows them."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from ...engine.actions import Action
from ...engine.cards import Card
from ..table import access_words
from . import words as trading_words


def plain(label: QLabel) -> str:
    """A label's rich text as words: no tags, no middle dots between its parts."""
    text = re.sub(r"<[^>]+>", "", label.text()).replace(" · ", ", ").replace("\u00a0", " ")
    return access_words.one_line(text)


class Words(access_words.Words):
    _last: tuple[Any, Any] = (None, None)
    _on_table = False  # the last card chosen was one of the table's (Up, Down), not of the hand

    def refusal(self, code: str) -> str:
        return trading_words.refusal(code)

    def hand(self) -> list[Card]:
        """The cards the person's row shows: at the held end of a deal the finished deal's (the
        engine has dealt the next already), until the person goes on."""
        return list(self.table.revealed.get(self.human) or self.table._shown_view().hand)

    def table_cards(self) -> list[Card]:
        if not getattr(self.table, "commerce", False) or self.table.revealed:
            return []
        return list(getattr(self.view(), "table", ()) or ())

    def chosen(self) -> set[Card]:
        hand, at = self.hand(), self.table.chosen
        return {hand[at]} if isinstance(at, int) and 0 <= at < len(hand) else set()

    def focus(self) -> int:
        now = (self.table.chosen, self.table.chosen_table)
        if now != self._last:
            if now[1] != self._last[1] and now[1] is not None:
                self._on_table = True
            elif now[0] != self._last[0] and now[0] is not None:
                self._on_table = False
            self._last = now
        if self._on_table and now[1] is not None:
            return len(self.hand()) + now[1]
        return now[0] if now[0] is not None else -1

    def places(self, legal: list[Action]) -> list[str]:
        """Commerce's cards on the table, after the hand (Up and Down choose one)."""
        on_table = QCoreApplication.translate("Accessibility", "%1, on the table")
        chosen = QCoreApplication.translate("Accessibility", "%1, chosen")
        places = []
        for i, card in enumerate(self.table_cards()):
            text = on_table.replace("%1", self.card_name(card))
            places.append(chosen.replace("%1", text) if i == self.table.chosen_table else text)
        return places

    def table_words(self) -> str:
        parts = [plain(self.table.centre)]
        parts += [plain(title) for _, title in sorted(self.table.seat_titles.items())]
        parts.append(plain(self.table.my_title))
        return " ".join(p if p.endswith(".") else p + "." for p in parts if p)
