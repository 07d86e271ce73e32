"""The offer panel: what is for sale, who offers it, the asking price, the best bid, what it is worth,
and a price to name. It sits in the side panel and never blocks the table: the buttons to buy,
bid, refuse, accept, counter or offer are the side panel's action buttons."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QLabel, QWidget

from ...engine.cards import Card, Rank, Suit
from ...engine.speculation.chances import item_chance, item_value
from ...engine.speculation.view import Market, SpeculationView
from ..table.amounts import NumberBox
from ..table.side_panel import SteadyLabel
from . import wording as w

RANKS = (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)  # the longest names a best trump may have


class OfferPanel(QGroupBox):
    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("Speculation", "Market"), parent)
        self.names = list(names)
        # Each keeps the height of its longest words from the start (a third line of "Worth" moved
        # the Hint and the history down and up again as offers came and went: playtest (h)).
        self.item, self.seller, self.asking, self.bid, self.worth = (SteadyLabel() for _ in range(5))
        longest = max(self.names, key=len)
        best = [Card(rank, suit) for rank in RANKS for suit in (Suit.CLUBS, Suit.DIAMONDS)]
        for label, words in (
            (self.item, lambda: w.item_words("all", longest, None, 3)),
            *((self.item, lambda card=card: w.item_words("best", longest, card)) for card in best),
            (self.seller, lambda: QCoreApplication.translate("Speculation", "you, if you offer it")),
            (self.bid, lambda: self._bid_words(88, longest)),
            (self.worth, lambda: self._worth_words(88.88, 1.0)),
        ):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # beside its name
            label.keep_room_for(words)
        self.price = NumberBox()
        self.price.setAccessibleName(QCoreApplication.translate("Speculation", "Price"))
        # A grid, not a form: a name stands beside the first line of its words (a form centres it).
        # The price's long name has a row of its own, so the words beside the short names have the
        # more room, the fewer lines, and the Hint below more of its own (playtest (i)).
        grid = QGridLayout(self)
        rows = (
            (QCoreApplication.translate("Speculation", "For sale:"), self.item),
            (QCoreApplication.translate("Speculation", "Offered by:"), self.seller),
            (QCoreApplication.translate("Speculation", "Asking:"), self.asking),
            (QCoreApplication.translate("Speculation", "Best bid:"), self.bid),
            (QCoreApplication.translate("Speculation", "Worth:"), self.worth),
        )
        for row, (name, field) in enumerate(rows):
            label = QLabel(name)
            label.setBuddy(field)
            grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(field, row, 1)
        grid.setColumnStretch(1, 1)
        price_row = QHBoxLayout()
        price_name = QLabel(QCoreApplication.translate("Speculation", "Your &price (counters):"))
        price_name.setBuddy(self.price)
        price_row.addWidget(price_name)
        price_row.addWidget(self.price, 1)
        grid.addLayout(price_row, len(rows), 0, 1, 2)

    def set_deal(self, words: str) -> None:
        """The deal's number ("Deal 1 of 5") in the market's title, a line less than a label of its own."""
        market = QCoreApplication.translate("Speculation", "Market")
        self.setTitle(f"{market} · {words}" if words else market)

    def show_view(self, view: SpeculationView, prices: Sequence[int], held: bool = False) -> None:
        """Fill the panel from ``view``; ``prices`` are the prices the person may name now. ``held``:
        a deal's end is in view while the game has moved on to the next deal: nothing is for sale."""
        m = view.market
        dash = "–"
        if held:
            for label in (self.item, self.seller, self.asking, self.bid, self.worth):
                label.setText(dash)
        elif m is not None:
            self.show_market(m, view)
        elif view.window_item is not None and view.to_act == view.seat:
            me = self.names[view.seat]
            card = view.best if view.window_item == "best" else None
            self.item.setText(w.item_words(view.window_item, me, card, view.down[view.seat], True))
            self.seller.setText(QCoreApplication.translate("Speculation", "you, if you offer it"))
            self.asking.setText(dash)
            self.bid.setText(dash)
            self._worth(view, view.window_item, view.seat)
        else:
            for label in (self.item, self.seller, self.asking, self.bid, self.worth):
                label.setText(dash)
        self.price.setEnabled(bool(prices))
        if prices:
            old = self.price.value()
            self.price.setRange(min(prices), max(prices))
            self.price.setValue(old if min(prices) <= old <= max(prices) else self._suggested(prices))

    def show_market(self, m: Market, view: SpeculationView, priced: bool = True) -> None:
        """The offer ``m`` as the table has shown it (the computers' trades and the answers to the
        person's own offer included: playtest (f) found the panel blank then); ``view``: the
        person's; ``priced``: False where the game has moved past the offer (no worth then)."""
        me = view.seat
        seller = self.names[m.seller]
        self.item.setText(w.item_words(m.item, seller, m.card, m.count, m.seller == me))
        self.seller.setText(seller)
        self.asking.setText(w.counters(m.price))
        self.bid.setText(
            self._bid_words(m.best_bid, self.names[m.bidder], m.bidder == me)
            if m.bidder is not None
            else QCoreApplication.translate("Speculation", "none yet")
        )
        if priced:
            self._worth(view, m.item, m.seller)
        else:
            self.worth.setText("–")

    def _worth(self, view: SpeculationView, item: str, seller: int) -> None:
        chance = item_chance(view, item, seller)
        self._value = item_value(view, item, seller)  # the worth the Hint's reasons quote
        self.worth.setText(self._worth_words(self._value, chance))

    @staticmethod
    def _worth_words(value: float, chance: float) -> str:
        # French says an amount below two in the singular ("0,8 jeton"): a form of its own. Two
        # decimals, as the Hint's reasons quote the same worth (it said 3.01 beside 2.9: playtest (f)).
        return w.fill(
            QCoreApplication.translate(
                "Speculation",
                "%1 counters to its holder (a %2% chance to win the pool)",
                "an amount below two",
            )
            if abs(value) < 2
            else QCoreApplication.translate(
                "Speculation", "%1 counters to its holder (a %2% chance to win the pool)"
            ),
            QLocale().toString(value, "f", 2),
            round(chance * 100),
        )

    @staticmethod
    def _bid_words(price: int, bidder: str, mine: bool = False) -> str:
        if mine:  # not "from You" (de "von Sie")
            return w.fill(QCoreApplication.translate("Speculation", "%1 from you"), w.counters(price))
        return w.fill(QCoreApplication.translate("Speculation", "%1 from %2"), w.counters(price), bidder)

    def _suggested(self, prices: Sequence[int]) -> int:
        value = round(getattr(self, "_value", 1.0))
        return min(max(value, min(prices)), max(prices))
