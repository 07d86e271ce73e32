"""What the Pope Joan family's table says to a screen reader (ui/table/accessibility.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.stops.clicks import button_actions
from ..table import access_words
from . import snip_words as s
from . import wording as w


class Words(access_words.Words):
    def refusal(self, code: str) -> str:
        to_follow = getattr(self.view(), "to_follow", None)
        return s.must_pair(to_follow) if code == "must_pair" else w.illegal_reason(code, to_follow)

    def action_label(self, action: Action) -> str | None:
        return w.action_text(action) if action in button_actions([action]) else None

    def table_words(self) -> str:
        """The card to follow on, the board's pools and the person's purse."""
        view = self.view()
        parts = []
        chain = view.extra.get("chain") if isinstance(view.extra, dict) else None
        if chain is not None:  # Snip-Snap-Snorum pairs the last card played; nothing follows on
            if chain and view.to_follow is not None:  # (the person pairs it: else a new lead)
                card = Card.parse(chain[-1][1])
                text = QCoreApplication.translate("Accessibility", "The card to pair: %1.")
                parts.append(text.replace("%1", self.card_name(card)))
        else:
            parts.append(self.run_words())
            if view.to_follow is not None:
                parts.append(w.follow_prompt(view.to_follow))
        # "Ace: 3 counters": a bare "Ace 3" is heard as two names, not a pool and what lies on it;
        # the colon as the language writes it (French: "Cagnotte : 1 jeton")
        with_colon = QCoreApplication.translate("PopeJoan", "%1: %2")
        board = getattr(self.table, "board", None)  # what it shows (at a held end, not the next deal's)
        shown = board.shown_counts() if board is not None else {}
        pools = [
            with_colon.replace("%1", w.pool_title(name)).replace("%2", w.counters(shown.get(name, count)))
            for name, count in view.pools.items()
        ]
        if pools:
            title = w.board_title(self.table.key)
            listed = ", ".join(pools)
            parts.append((with_colon.replace("%1", title).replace("%2", listed) if title else listed) + ".")
        plates = getattr(getattr(self.table, "scene", None), "plates", None)
        purse = plates[self.human].shown_purse() if plates is not None else view.purses[self.human]
        parts.append(w.purse_text(purse) + ".")
        parts += self.players_words(view)
        return " ".join(p for p in parts if p)

    def players_words(self, view: Any) -> list[str]:
        """Each other player's cards and purse as the table shows them, its plates and hands ("Computer
        1: 5 cards, purse 4."): F2 said the person's purse alone. (At a held deal end the engine has
        dealt the next deal already: what is shown is the finished one's.)"""
        names = getattr(self.table, "names", ())
        scene = getattr(self.table, "scene", None)
        hands, plates = getattr(scene, "hands", None), getattr(scene, "plates", None)
        text = QCoreApplication.translate("Accessibility", "%1: %2, purse %3.")
        said = []
        for seat in range(min(len(names), len(view.seated))):
            if seat == self.human or not view.seated[seat]:
                continue
            cards = len(hands[seat]) if hands is not None else view.hand_sizes[seat]
            purse = plates[seat].shown_purse() if plates is not None else view.purses[seat]
            said.append(
                text.replace("%1", names[seat])
                .replace("%2", access_words.cards_text(cards))
                .replace("%3", str(purse))
            )
        return said

    def run_words(self) -> str:
        """The run in play, who played each card ("The run so far: Computer 3: ten of diamonds."):
        each card is heard as it is played, and F2 says them together again. Nothing between runs,
        nor where played cards lie face down."""
        display = getattr(self.table, "display", None)
        if display is None or display.after_stop or display.face_down or not display.run:
            return ""
        text = QCoreApplication.translate("Accessibility", "The run so far: %1.")
        return text.replace("%1", display.logged_run())
