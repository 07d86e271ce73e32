"""The banking table's amount box: a spin box that offers only the amounts the engine allows
(Baccarat's bank and stakes on its ladder of stake units, Blind Hookey's packet sizes, Vingt-un's
stakes), stepping from one to the next and snapping a typed amount to the nearest allowed."""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from PySide6.QtWidgets import QSpinBox


class AmountBox(QSpinBox):
    def __init__(self) -> None:
        super().__init__()
        self.values: list[int] = [0]
        self.editingFinished.connect(self.snap)

    def set_values(self, values: Sequence[int], nothing: str = "") -> None:
        """Offer ``values``; ``nothing`` is the words for an amount of 0, when it is offered."""
        chosen = self.value()
        self.values = sorted(set(values)) or [0]
        self.setRange(self.values[0], self.values[-1])
        self.setSpecialValueText(nothing if self.values[0] == 0 else "")
        self.setValue(
            self.nearest(chosen if chosen in self.values else self.values[min(1, len(self.values) - 1)])
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
        return self.nearest(self.value())

    def pick_digit(self, digit: int) -> None:
        """A digit key: that amount if allowed, else that many units (the smallest step), else the
        digit-th amount on offer (0 stands for 10)."""
        d = digit or 10
        unit = min((v for v in self.values if v > 0), default=1)
        for want in (d, d * unit):
            if want in self.values:
                self.setValue(want)
                return
        positive = [v for v in self.values if v > 0]
        if positive:
            self.setValue(positive[min(d, len(positive)) - 1])
