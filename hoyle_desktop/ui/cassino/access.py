"""What the Cassino table says to a screen reader (ui/table/accessibility.py): the cards and builds
on the table, which the person's cards may take."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action
from ...engine.cards import Card
from ..matching import access as matching_access
from . import words


class Words(matching_access.Words):
    def refusal(self, code: str) -> str:
        return words.refusal(code)

    def card_words(self, card: Card, legal: list[Action]) -> str:
        """Any card may be laid down, so "playable" told nothing: whether it takes, builds or only
        goes to the table (choosing it says how, with a button each)."""
        kinds = {a.kind for a in legal if a.cards and a.cards[0] == card}
        if not kinds:
            return super().card_words(card, legal)
        if "take" in kinds:
            text = QCoreApplication.translate("Accessibility", "%1, takes cards")
        elif kinds & {"build", "raise"}:
            text = QCoreApplication.translate("Accessibility", "%1, builds")
        else:
            text = QCoreApplication.translate("Accessibility", "%1, takes nothing")
        return text.replace("%1", self.card_name(card))

    def table_words(self) -> str:
        """The cards and builds in view (at a held end of a deal the engine has laid out the next)."""
        builds = self.table.builds
        in_builds = {card for _, _, cards in builds for card in cards}
        spread = [item.card for item in self.table.scene.spread if item.card is not None]
        loose = [card for card in spread if card not in in_builds]
        text = QCoreApplication.translate("Accessibility", "On the table: %1.").replace(
            "%1", self.cards_text(loose)
        )
        for _, value, cards in builds:
            build = QCoreApplication.translate("Accessibility", "A build of %1: %2.")
            text += " " + build.replace("%1", str(value)).replace("%2", self.cards_text(cards))
        return text
