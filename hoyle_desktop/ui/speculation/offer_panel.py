"""The offer panel: what is for sale, who offers it, the asking price, the best bid, what it is worth,
and a price to name. It sits in the side panel and never blocks the table: the buttons to buy,
bid, refuse, accept, counter or offer are the side panel's action buttons."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from ...engine.speculation.chances import item_chance
from ...engine.speculation.view import SpeculationView
from . import wording as w


class OfferPanel(QGroupBox):
    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("Speculation", "Market"), parent)
        self.names = list(names)
        self.item = QLabel()
        self.seller = QLabel()
        self.asking = QLabel()
        self.bid = QLabel()
        self.worth = QLabel()
        for label in (self.item, self.seller, self.asking, self.bid, self.worth):
            label.setWordWrap(True)
        self.price = QSpinBox()
        self.price.setAccessibleName(QCoreApplication.translate("Speculation", "Price"))
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("Speculation", "For sale:"), self.item)
        form.addRow(QCoreApplication.translate("Speculation", "Offered by:"), self.seller)
        form.addRow(QCoreApplication.translate("Speculation", "Asking:"), self.asking)
        form.addRow(QCoreApplication.translate("Speculation", "Best bid:"), self.bid)
        form.addRow(QCoreApplication.translate("Speculation", "Worth:"), self.worth)
        form.addRow(QCoreApplication.translate("Speculation", "Your &price (counters):"), self.price)

    def show_view(self, view: SpeculationView, prices: Sequence[int], held: bool = False) -> None:
        """Fill the panel from ``view``; ``prices`` are the prices the person may name now. ``held``:
        a deal's end is in view while the game has moved on to the next deal: nothing is for sale."""
        m = view.market
        dash = "–"
        if held:
            for label in (self.item, self.seller, self.asking, self.bid, self.worth):
                label.setText(dash)
        elif m is not None:
            seller = self.names[m.seller]
            self.item.setText(w.item_words(m.item, seller, m.card, m.count, m.seller == view.seat))
            self.seller.setText(seller)
            self.asking.setText(w.counters(m.price))
            self.bid.setText(
                w.fill(
                    QCoreApplication.translate("Speculation", "%1 from %2"),
                    w.counters(m.best_bid),
                    self.names[m.bidder],
                )
                if m.bidder is not None
                else QCoreApplication.translate("Speculation", "none yet")
            )
            self._worth(view, m.item, m.seller)
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

    def _worth(self, view: SpeculationView, item: str, seller: int) -> None:
        chance = item_chance(view, item, seller)
        self._value = view.pool * chance
        self.worth.setText(
            w.fill(
                QCoreApplication.translate(
                    "Speculation", "%1 counters to its holder (a %2% chance to win the pool)"
                ),
                QLocale().toString(self._value, "f", 1),
                round(chance * 100),
            )
        )

    def _suggested(self, prices: Sequence[int]) -> int:
        value = round(getattr(self, "_value", 1.0))
        return min(max(value, min(prices)), max(prices))
