"""The banking table's amount box: a spin box that offers only the amounts the engine allows
(Baccarat's bank and stakes on its ladder of stake units, Blind Hookey's packet sizes, Vingt-un's
stakes), stepping from one to the next and snapping a typed amount to the nearest allowed.

The number keys mean the same at every table: they type the amount, digit after digit (5 then 0
is 50), as into any number box; a digit that would pass the largest amount starts a new number."""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from PySide6.QtWidgets import QSpinBox


class AmountBox(QSpinBox):
    def __init__(self) -> None:
        super().__init__()
        self.values: list[int] = [0]
        self.question = ""  # what the amount is for: a new question starts from its own default
        self.typed = ""  # the digits typed for this question
        self.editingFinished.connect(self.snap)

    def set_values(self, values: Sequence[int], nothing: str = "", question: str = "") -> None:
        """Offer ``values`` for ``question`` (a stake, a packet's size); ``nothing`` is the words
        for an amount of 0, when it is offered. The amount chosen for one question is never carried
        over to another (a packet's size is no stake)."""
        kept = self.value() if question == self.question else None  # no earlier amount to keep
        self.question = question
        if kept is None:
            self.typed = ""
        self.values = sorted(set(values)) or [0]
        self.setRange(self.values[0], self.values[-1])
        self.setSpecialValueText(nothing if self.values[0] == 0 else "")
        self.setValue(
            self.nearest(kept if kept in self.values else self.values[min(1, len(self.values) - 1)])
        )

    def nearest(self, value: int) -> int:
        i = bisect.bisect_left(self.values, value)
        near = self.values[max(0, i - 1) : i + 1]
        return min(near, key=lambda v: (abs(v - value), v))

    def snap(self) -> None:
        self.setValue(self.nearest(self.value()))

    def stepBy(self, steps: int) -> None:
        i = self.values.index(self.nearest(self.value()))
        self.setValue(self.values[max(0, min(len(self.values) - 1, i + steps))])

    def chosen(self) -> int:
        """The amount allowed nearest to what the box shows: a number typed in the box outside the
        range (2 where a packet takes four cards at least) is not yet the box's value, and a click
        on the button used to act on the amount before it, silently."""
        text = self.cleanText().strip()
        if text.isdigit():
            return self.nearest(int(text))
        return self.nearest(self.value())

    def pick_digit(self, digit: int) -> None:
        """A digit key types the amount: appended to the digits typed so far, or a new number when
        that would pass the largest amount; the box shows the nearest amount allowed."""
        typed = self.typed + str(digit)
        if int(typed) > self.values[-1]:
            typed = str(digit)
        self.typed = typed
        self.setValue(self.nearest(int(typed)))
