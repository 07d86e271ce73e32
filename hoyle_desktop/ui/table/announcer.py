"""Saying what happens at a table to a screen reader: Qt's accessibility announcement (Qt 6.8), polite.

Every table writes each event as a line of its history list, at its own pace; the announcer listens
to that list and announces each line as it appears (and a line grown in place by what it says of its
new part, ``GROWN_ROLE``), so the computer's moves are heard in the order
they are shown and before the person is asked. Lines added in one go (a resumed game's past) are
not read out one by one: only the last few, so a person is never buried under what they missed.

Several like lines in a row from one seat (Crazy Eights' computer drawing until it can play: "Computer
2 draws a card." five times) are said once, counted ("Computer 2 draws 5 cards."): a line the table's
``counted`` knows a counted form for is held while the same line follows, and said when another line
comes, when anything else is said, or after ``HOLD_MS`` of quiet.

``listeners`` is the seam for tests: every announced text is also handed to each function in it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QListWidget, QWidget

# Functions that hear every announcement (tests append to it; nothing in the app does).
listeners: list[Callable[[str], None]] = []

# More lines than this added in one go (a resumed game's past): only the last READ_OF_MANY are read.
MANY_AT_ONCE = 12
READ_OF_MANY = 3
# A history line with this role set is shown, not announced: the game's summary says it (who won).
QUIET_ROLE = Qt.ItemDataRole.UserRole + 7
# A history line grown in place (``side_panel.grow_line``: a stops run, card by card) holds here what is
# said of its new part; the announcer says it once and clears it.
GROWN_ROLE = Qt.ItemDataRole.UserRole + 8
# A line that may repeat is held this long for the next like line (longer than a computer's step).
HOLD_MS = 2500

# ``counted(line, n)``: the sentence saying ``line`` happened ``n`` times, or None for a line that is
# never counted (said each time).
Counted = Callable[[str, int], "str | None"]


def spoken(text: str, knave: bool = False) -> str:
    """``text`` with each card written in signs ("10♥", "A♣") put into words ("ten of hearts"): a
    screen reader would read the sign's name ("black club suit"). ``knave``: Peel's and Hoyle's
    tables say "knave of hearts", as their hands do."""
    from ...engine.cards import Card, Rank, Suit
    from .card_words import (
        card_in_sentence,
        card_name,
        dative_after,
        no_article_after,
        rank_letter,
        rank_name,
    )

    ranks = {rank_letter(rank): rank for rank in Rank}
    suits = {suit.symbol: suit for suit in Suit}
    letters = "|".join(sorted((re.escape(k) for k in ranks), key=len, reverse=True))
    pattern = re.compile(rf"(?<!\w)({letters})([{''.join(suits)}])")
    bare_after = no_article_after()
    dative = dative_after()

    def named(m: re.Match[str]) -> str:
        card = Card(ranks[m.group(1)], suits[m.group(2)])
        # A lone card after a verb or a preposition ("pose R♣ sur la table") takes the article the
        # language puts there ("pose le roi de trèfle"), in German in the case the word before asks
        # ("mit dem Kreuz-Buben", else the accusative: "spielt den Kreuz-Buben"); a card in a row,
        # after a colon or after a determiner ("votre", "the") is named bare.
        before = re.search(r"([^\s:(]+) $", m.string[: m.start()])
        after = m.string[m.end() :]
        in_row = pattern.match(after[1:]) is not None if after[:1] in (" ", "\u00a0") else False
        lone = before is not None and not pattern.search(before.group(1)) and not in_row
        if lone and before.group(1).lower() not in bare_after:
            case = "dative" if before.group(1).lower() in dative else "accusative"
            return "\x00" + card_in_sentence(card, knave, case) + "\x01"
        return "\x00" + card_name(card, knave) + "\x01"

    marked = pattern.sub(named, text)
    # Cards in a row ("A♥ 2♥ 3♥", the coach's kept whole by no-break spaces) are said as a list:
    # "ace of hearts, two of hearts, ..."
    said = re.sub("\x01[ \u00a0]\x00", ", ", marked).replace("\x00", "").replace("\x01", "")
    # Ranks kept, as the coach writes them ("keeps 2-6-6-K", German "behält A-9-B-K"): read aloud
    # "two minus six …" and letters; said as ranks ("two, six, six, king").
    run = re.compile(rf"(?<![\w\-])(?:{letters})(?:-(?:{letters})){{3,}}(?![\w\-])")
    said = run.sub(lambda m: ", ".join(rank_name(ranks[r], knave) for r in m.group(0).split("-")), said)
    # Signs a screen reader names aloud: "Round 1 of 3 · 5 called" ("middle dot", German "Mittelpunkt"),
    # "Loto card #11" ("number sign", "Raute"): a pause, and the number alone.
    # A payment's arrow ("Computer 3 → Bank: 50 counters"), read "right arrow": said as a word.
    to = QCoreApplication.translate("Accessibility", "to", "a payment's arrow, payer → payee, read aloud")
    said = said.replace(" \u2192 ", f" {to} ")
    # A menu path ("Game ▸ House Rules…"), the triangle read by its name: "Game menu, House Rules…".
    menu = QCoreApplication.translate(
        "Accessibility", "%1 menu", "a menu path read aloud: Game ▸ … is 'Game menu, …'"
    )
    said = re.sub(r"(?<!\u25b8 )(?<!\w)(\w+) \u25b8 ", lambda m: menu.replace("%1", m.group(1)) + ", ", said)
    said = said.replace(" \u25b8 ", ", ")
    return re.sub(r"#(?=\d)", "", said.replace(" · ", ", "))


def announce(widget: QWidget, text: str, assertive: bool = False, knave: bool = False) -> None:
    """Announce ``text`` on behalf of ``widget``; politely unless ``assertive`` (the person asked).
    Cards written in signs are said in words (a jack as a knave with ``knave``)."""
    text = spoken(text.strip(), knave)
    if not text:
        return
    for listener in list(listeners):
        listener(text)
    if not QAccessible.isActive():
        return  # no screen reader listening: nothing to build
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(
        QAccessible.AnnouncementPoliteness.Assertive
        if assertive
        else QAccessible.AnnouncementPoliteness.Polite
    )
    QAccessible.updateAccessibility(event)


class Announcer(QObject):
    """Announces the lines added to a history list, and remembers the last thing said (F3)."""

    def __init__(self, widget: QWidget, history: QListWidget | None = None, knave: bool = False) -> None:
        super().__init__(widget)
        self.widget = widget
        self.knave = knave
        self.last = ""
        self.on_say: list[Callable[[str], None]] = []  # told each text as it is said
        self._pending: list[str] = []
        self.quiet: set[str] = set()  # the history's quiet lines: the game's summary says them
        self._scheduled = False
        self.counted: Counted = lambda _line, _n: None  # the table's counted forms (TableAccess sets it)
        self._held: tuple[str, int] = ("", 0)  # a line that may repeat, and how often it came so far
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.timeout.connect(self._release)
        if history is not None:
            history.model().rowsInserted.connect(
                lambda _parent, first, last: self._lines_added(history, first, last)
            )
            history.model().dataChanged.connect(
                lambda top, bottom, *_: self._lines_changed(history, top.row(), bottom.row())
            )
            # A resumed game's history is written before the table has its announcer: named now.
            self._name_lines(history, 0, history.count() - 1)

    def say(self, text: str, assertive: bool = False) -> None:
        self._release()  # a line held to be counted comes first
        self._say(text, assertive)

    def _say(self, text: str, assertive: bool = False) -> None:
        if text.strip():
            self.last = text.strip()
            for heard in self.on_say:
                heard(self.last)
        announce(self.widget, text, assertive, self.knave)

    def told(self, text: str) -> bool:
        """Whether a line waiting to be said, or the last one said, holds ``text`` already."""
        text = text.strip()
        return any(text in line for line in [*self._pending, self._held[0], self.last] if line)

    def repeat(self) -> None:
        """Say the last announcement again (the person asked: at once)."""
        announce(self.widget, self.last, assertive=True, knave=self.knave)

    def _name_lines(self, history: QListWidget, first: int, last: int) -> None:
        """Each history line's accessible name says its cards in words, as its announcement did: a
        person reading the history with the arrows hears "knave of hearts", not "J, black heart"."""
        for row in range(max(first, 0), last + 1):
            item = history.item(row)
            if item is None:
                continue
            words = spoken(item.text(), self.knave)
            if words != item.text() and item.data(Qt.ItemDataRole.AccessibleTextRole) != words:
                item.setData(Qt.ItemDataRole.AccessibleTextRole, words)

    def _lines_changed(self, history: QListWidget, first: int, last: int) -> None:
        """A line grown in place says its new part (as a line added says itself), then is named again."""
        for row in range(max(first, 0), last + 1):
            item = history.item(row)
            said = item.data(GROWN_ROLE) if item is not None else None
            if said:
                item.setData(GROWN_ROLE, None)  # said once (this comes back here with nothing to say)
                self._pending.append(str(said).strip())
                self._schedule()
        self._name_lines(history, first, last)

    def _schedule(self) -> None:
        if not self._scheduled:  # the first lines of this turn: said once the turn is over
            self._scheduled = True
            QTimer.singleShot(0, self, self._flush)

    def _lines_added(self, history: QListWidget, first: int, last: int) -> None:
        self._name_lines(history, first, last)
        for row in range(first, last + 1):
            item = history.item(row)
            if item is not None and item.data(QUIET_ROLE):
                self.quiet.add(item.text().strip())
            elif item is not None and item.text().strip():
                self._pending.append(item.text().strip())
        self._schedule()

    def _flush(self) -> None:
        lines, self._pending, self._scheduled = self._pending, [], False
        if len(lines) > MANY_AT_ONCE:
            lines = lines[-READ_OF_MANY:]
        for line in lines:
            self._hear(line)

    def _hear(self, line: str) -> None:
        """Say a history line, or hold it while like lines may follow (counted when they stop)."""
        held, times = self._held
        if line == held:
            self._held = (held, times + 1)
            self._hold_timer.start(HOLD_MS)
            return
        self._release()
        if self.counted(line, 2) is None:
            self._say(line)
            return
        self._held = (line, 1)
        self._hold_timer.start(HOLD_MS)

    def _release(self) -> None:
        """Say the held line: once as it is, or counted if it came several times."""
        held, times = self._held
        if not held:
            return
        self._held = ("", 0)
        self._hold_timer.stop()
        self._say(held if times == 1 else self.counted(held, times) or held)

    def flush_now(self) -> None:
        """Say what is waiting at once, a held line too (a key asks for the table's state after it)."""
        if self._pending:
            self._flush()
        self._release()
