"""The banking table's amount box: a spin box that offers only the amounts the engine allows
(Baccarat's bank and stakes on its ladder of stake units, Blind Hookey's packet sizes, Vingt-un's
stakes), stepping from one to the next. A number typed that is not allowed is refused (the signal
``refused``, which the table words), the amount shown stays, and the next move with it is refused
once (playtest (f): 9 typed at a stake of 1 to 5 became 5 and was staked without a word).

The number keys mean the same at every table: they type the amount, digit after digit (5 then 0
is 50), as into any number box; a digit that would pass the largest amount starts a new number."""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from PySide6.QtCore import Signal

from ..table.amounts import NumberBox, typed_number


class AmountBox(NumberBox):
    refused = Signal(int)  # a number typed that is not allowed; the amount shown stays

    def __init__(self) -> None:
        super().__init__()
        self.values: list[int] = [0]
        self.question = ""  # what the amount is for: a new question starts from its own default
        self.typed = ""  # the digits typed for this question
        self.pending: int | None = None  # a number refused, not yet refused again at a move
        # (the amount kept, the nearest allowed now): the last set_values moved a kept amount the
        # question no longer allows (the table says so); None: kept as it was, or a new question
        self.moved: tuple[int, int] | None = None
        self._allowed = 0
        self.editingFinished.connect(self.snap)

    def set_values(self, values: Sequence[int], nothing: str = "", question: str = "") -> None:
        """Offer ``values`` for ``question`` (a stake, a packet's size); ``nothing`` is the words
        for an amount of 0, when it is offered. The amount chosen for one question is never carried
        over to another (a packet's size is no stake); the same question's amount is kept (the last
        stake, into the next hand), or, where it is no longer allowed, the nearest amount allowed
        is taken and ``moved`` says so (it jumped to the second amount offered without a word).
        "Nothing" (0) is no amount to keep: where it is no longer allowed the question starts afresh,
        with nothing said of a 0 the person never typed (playtest (i): Blind Hookey's third packet,
        after nothing was staked on the second, opened with "0 is not allowed now")."""
        kept = self.shown if question == self.question else None  # no earlier amount to keep
        if kept == 0 and 0 not in values:
            kept = None
        self.question = question
        self.values = sorted(set(values)) or [0]
        self.moved = None
        if kept is not None and kept not in self.values:
            self.moved = (kept, self.nearest(kept))
        if kept is None or self.moved is not None:
            self.typed = ""
            self.pending = None
        self.setRange(self.values[0], self.values[-1])
        self.setSpecialValueText(nothing if self.values[0] == 0 else "")
        self.setValue(self.nearest(self.least() if kept is None else kept))

    def least(self) -> int:
        """Where a question starts with nothing kept: the least amount allowed, past "nothing" (0)
        where a stake may be nothing (polish (e): it started at the second amount offered, meant to
        pass "nothing", and so at 2 of Vingt-un's 1 to 5)."""
        return self.values[1] if self.values[0] == 0 and len(self.values) > 1 else self.values[0]

    def nearest(self, value: int) -> int:
        i = bisect.bisect_left(self.values, value)
        near = self.values[max(0, i - 1) : i + 1]
        return min(near, key=lambda v: (abs(v - value), v))

    def snap(self) -> None:
        """Typed into the box itself (Enter, or the focus leaving it): an amount not allowed
        (between two steps of Baccarat's ladder) is refused and the last one allowed shown again."""
        if self.value() not in self.values:
            self._refuse(self.value())

    def left_out_of_range(self, number: int) -> None:
        """Typed into the box itself and ended by Enter or the focus leaving: refused at once."""
        self._refuse(number)

    def _refuse(self, number: int) -> None:
        self._restore()
        self.pending = number
        self.refused.emit(number)

    def _restore(self) -> None:
        self.typed = ""
        self.setValue(self.shown)  # and its text, where a number on its way to another stood

    @property
    def shown(self) -> int:
        """The amount allowed the box stands at (the last one set or stepped to)."""
        return self.value() if self.value() in self.values else self._allowed

    def setValue(self, value: int) -> None:
        if value in self.values:
            self._allowed = value
        super().setValue(value)

    def stepBy(self, steps: int) -> None:
        self.pending = None  # an amount stepped to is chosen: no refusal stands
        i = self.values.index(self.nearest(self.value()))
        self.setValue(self.values[max(0, min(len(self.values) - 1, i + steps))])

    def chosen(self) -> int:
        """The amount allowed the box shows."""
        return self.shown

    def refusal(self) -> int | None:
        """The number a move with the amount must be refused for, once: one typed and refused just
        before, or one the box's text holds that is not allowed (1 on the way to 10, where a packet
        has four cards at least), which is then refused. None: the move may go on."""
        pending, self.pending = self.pending, None
        if pending is not None:
            return pending
        number = typed_number(self)
        if number is not None and number not in self.values and self.isEnabled():
            self._restore()
            return number
        return None

    def pick_digit(self, digit: int) -> None:
        """A digit key types the amount: appended to the digits typed so far, or a new number when
        that would pass the largest amount. A number allowed is shown; one that more digits may still
        make allowed (1 on the way to 10) is shown as typed; any other is refused."""
        typed = self.typed + str(digit)
        if int(typed) > self.values[-1]:
            typed = str(digit)
        if typed == "0" and 0 not in self.values:
            typed = "10"  # 0 is ten where nothing is no amount (the rules pages' key tables)
        number = int(typed)
        if number in self.values:
            self.typed = typed
            self.pending = None
            self.setValue(number)
        elif any(v > number and str(v).startswith(typed) for v in self.values):
            self.typed = typed
            self.pending = None
            self.lineEdit().setText(self.prefix() + typed + self.suffix())
        else:
            self._refuse(number)
