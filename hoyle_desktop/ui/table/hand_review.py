"""The last hand, to look back at: what everyone played in it and what it brought them.

A table hands every engine event it shows to :meth:`HandReview.note` (the history list's row count
tells where the event's lines begin). A hand begins with the family's start event and ends with
its end event (or the end of the game); what follows the end (the payments after a deal) still
belongs to it until the next hand begins. Nothing is re-decided: the cards come from the "play"
events, the scores from the events that move points or counters, the words from the history the
table has already written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Event
from ...engine.cards import Card
from ...i18n import says_knave
from .announcer import spoken
from .card_words import card_label
from .click_focus import tab_focus_only
from .counter_words import signed
from .side_panel import keep_room

EventTest = Callable[[Event], bool]
Scorer = Callable[[Sequence[Event], int], list[int]]
CardsOf = Callable[[Sequence[Event], int], str]  # the cards one seat had in the hand, in words


def cards_played(events: Sequence[Event], seat: int) -> str:
    """The cards a seat played ("play" events), in order."""
    return " ".join(card_label(c) for e in events if e.kind == "play" and e.seat == seat for c in e.cards)


def cards_left(events: Sequence[Event], seat: int) -> str:
    """The cards a seat still held when a player went out (the stops games' "out" event), which
    each paid for; "none" for a seat that held none (the one out), so the cell is never blank."""
    codes = next((e.data.get("left") for e in events if e.kind == "out" and "left" in e.data), None)
    if codes is None:  # nobody went out: nothing to say
        return ""
    held = " ".join(card_label(Card.parse(c)) for c in codes.get(str(seat), ()))
    return held or QCoreApplication.translate("HandReview", "none")


def counter_nets(events: Sequence[Event], players: int) -> list[int]:
    """Each seat's counters won less counters paid, from the ledger's "pay" events."""
    nets = [0] * players
    for e in events:
        if e.kind != "pay":
            continue
        src, dst = e.data.get("from"), e.data.get("to")
        if isinstance(dst, int) and 0 <= dst < players:
            nets[dst] += e.points
        if isinstance(src, int) and 0 <= src < players:
            nets[src] -= e.points
    return nets


def pool_nets(events: Sequence[Event], players: int) -> list[int]:
    """Each seat's counters from a pool kept outside the ledger (Spoil-Five): a stake is a "pay" of
    minus the amount by its payer, the pool taken a "take" of the amount by its taker."""
    nets = [0] * players
    for e in events:
        if e.kind in ("pay", "take") and e.seat is not None and 0 <= e.seat < players:
            nets[e.seat] += e.points
    return nets


def points_scored(events: Sequence[Event], players: int) -> list[int]:
    """Each seat's points pegged and counted, from the "score" events."""
    points = [0] * players
    for e in events:
        if e.kind == "score" and e.seat is not None and 0 <= e.seat < players:
            points[e.seat] += e.points
    return points


def by_sides(
    teams: Sequence[int], names: Sequence[str], score: Scorer, cards: CardsOf
) -> tuple[Scorer, CardsOf]:
    """The review's scorer and cards for a row a side (``teams``: each seat's side), where the
    engine scores a side's points on one of its seats (All-Fours' High went to one partner, +3
    beside +0 for the other, playtest (d), 29 November): the side's points, each partner's cards."""
    seats = [[s for s in range(len(teams)) if teams[s] == t] for t in range(max(teams) + 1)]

    def scored(events: Sequence[Event], _rows: int) -> list[int]:
        each = score(events, len(teams))
        return [sum(each[s] for s in of) for of in seats]

    def cards_of(events: Sequence[Event], side: int) -> str:
        said = QCoreApplication.translate("HandReview", "%1: %2", "a partner's cards in the row of a side")
        return " · ".join(said.replace("%1", names[s]).replace("%2", cards(events, s)) for s in seats[side])

    return scored, cards_of


@dataclass
class HandNotes:
    """What the coach says about one hand: how many of the person's decisions it judged, and a
    note (``coach.CoachNote``) for each the Expert would have made otherwise."""

    decisions: int = 0
    notes: list[Any] = field(default_factory=list)
    known: bool = True  # False for a hand begun before the game was resumed and not in its save
    judged: list[Any] = field(default_factory=list)  # (advice, action) behind each note: what is saved


# Where a hand begins and ends, for the tables that review it from this map (the engine's own event
# kinds; the same moments as the end-of-deal pause).
HANDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "all_fours": (frozenset({"new_deal"}), frozenset({"hand_end"})),
    "spoil_five": (frozenset({"new_deal"}), frozenset({"take", "spoilt"})),
    "crazy_eights": (frozenset({"deal_start"}), frozenset({"deal_end"})),
    "cassino": (frozenset({"deal_start"}), frozenset({"deal_end"})),
    "commerce": (frozenset({"hand_start"}), frozenset({"show"})),
    "my_bird_sings": (frozenset({"hand_start"}), frozenset({"sing"})),
    "speculation": (frozenset({"deal"}), frozenset({"deal_end"})),
    "loto": (frozenset({"round_start", "drawing"}), frozenset({"round_end"})),  # the two methods
}
CLOSED_BY_NEXT = frozenset({"loto"})  # the second method's drawings end where the next begins
DEALT = ("deal", "deal_face_up", "dealt", "take_cards", "turnup", "turn_up")  # cards given, not played


def points_title() -> str:
    return QCoreApplication.translate("HandReview", "Points")


def counters_title() -> str:
    return QCoreApplication.translate("HandReview", "Counters")


def cards_title() -> str:
    return QCoreApplication.translate("HandReview", "Cards")


def cards_used(events: Sequence[Event], seat: int) -> str:
    """The cards a seat put to use in the hand (played, laid down, taken, exchanged, shown); where
    the hand ends with every hand shown at once (Commerce's "show", one event listing the seats),
    the hand the seat showed: the review's column of cards was empty for a player who stood. A card
    is named once however many events carry it."""
    for e in events:
        seats = (e.data or {}).get("seats") if e.kind == "show" and e.seat is None else None
        if seats and seat in seats and e.cards and len(e.cards) % len(seats) == 0:
            size = len(e.cards) // len(seats)
            at = seats.index(seat) * size
            return " ".join(card_label(c) for c in e.cards[at : at + size])
    # Each card once: Speculation names the best trump in every event about it (chief, offer, keep).
    used = dict.fromkeys(c for e in events if e.seat == seat and e.kind not in DEALT for c in e.cards)
    return " ".join(card_label(c) for c in used)


Pick = Callable[[Sequence[Event], int], Sequence[str]]  # one kind of a seat's cards, each in words


def grouped(*groups: tuple[Callable[[], str], Pick]) -> CardsOf:
    """The cards of several kinds in one cell, each kind named ("played: 8♦ K♥; drew: 7♥"): the
    review's column mixed played, drawn and held cards with nothing to tell them apart (playtest
    (f)). ``groups``: the words of each kind (a template with %1) and what it picks; empty kinds are
    left out. The words are read whole by a screen reader."""

    def cards(events: Sequence[Event], seat: int) -> str:
        parts = []
        for label, pick in groups:
            picked = list(dict.fromkeys(pick(events, seat)))
            if picked:
                parts.append(label().replace("%1", " ".join(picked)))
        return QCoreApplication.translate("HandReview", "; ", "between the kinds of a seat's cards").join(
            parts
        )

    return cards


def picked(kinds: frozenset[str], unseen: bool = False) -> Pick:
    """A seat's cards in the events of ``kinds`` that it made, in order; ``unseen``: the cards hidden
    from the person (a computer's draws) counted ("2 unseen cards")."""

    def pick(events: Sequence[Event], seat: int) -> list[str]:
        mine = [e for e in events if e.kind in kinds and e.seat == seat]
        named = [card_label(c) for e in mine for c in e.cards]
        hidden = sum(int(e.data.get("hidden", 0)) for e in mine if not e.cards) if unseen else 0
        if hidden:
            named.append(
                (
                    QCoreApplication.translate("HandReview", "%n unseen card")
                    if hidden == 1
                    else QCoreApplication.translate("HandReview", "%n unseen cards")
                ).replace("%n", str(hidden))
            )
        return named

    return pick


class HandReview(QObject):
    available = Signal(bool)

    def __init__(
        self,
        history: QListWidget,
        starts: EventTest,
        ends: EventTest,
        parent: QObject | None = None,
        closed_by_next: bool = False,
    ) -> None:
        """``closed_by_next``: a hand that has no end event of its own (Loto's drawings) ends where
        the next begins."""
        super().__init__(parent)
        self.history = history
        self.starts, self.ends = starts, ends
        self.closed_by_next = closed_by_next
        self._current: list[Event] = []
        self._first_row = 0
        self.last: list[Event] = []
        self._last_rows: tuple[int, int | None] = (0, None)  # its history rows; None: up to now
        self.shown: QDialog | None = None
        self.current_notes = HandNotes()  # the coach's, for the hand being played
        self.open_button: QPushButton | None = None
        self.last_notes = HandNotes()

    def resumed(self) -> None:
        """The hands noted so far were replayed from a save, without the coach's notes: their review
        says nothing of the coach (not "nothing was yours to decide")."""
        self.last_notes = HandNotes(known=False)
        self.current_notes = self.last_notes if self._current is self.last else HandNotes(known=False)

    def between_hands(self) -> bool:
        """The last hand has ended and the next has not begun."""
        return self._current is self.last

    def count_decision(self, notes: HandNotes | None, note: Any, judged: Any = None) -> None:
        """The coach judged one of the person's decisions (in the hand ``notes`` belongs to);
        ``judged``: the advice and the action the note was made from, kept for the save."""
        target = notes if notes is not None else self.current_notes
        target.decisions += 1
        if note is not None:
            target.notes.append(note)
            target.judged.append(judged)

    @classmethod
    def for_game(cls, game_key: str, history: QListWidget, parent: QObject) -> HandReview:
        """The review of a game whose hands begin and end as :data:`HANDS` says."""
        starts, ends = HANDS[game_key]
        closed = game_key in CLOSED_BY_NEXT
        return cls(history, lambda e: e.kind in starts, lambda e: e.kind in ends, parent, closed)

    def note(self, e: Event) -> None:
        row = self.history.count()
        if self.starts(e):
            # a hand begun (not the game's opening events) that the next one ends
            begun = bool(self._current) and self._current is not self.last and self.starts(self._current[0])
            if self.closed_by_next and begun:
                self._end_hand()
            if self._current is self.last:  # the hand that ended takes no more events
                self._last_rows = (self._last_rows[0], row)
            self._current, self._first_row = [], row
            if self.current_notes is self.last_notes:
                self.current_notes = HandNotes()
        self._current.append(e)
        if self._current is not self.last and (self.ends(e) or e.kind == "game_over"):
            self._end_hand()

    def end_now(self) -> None:
        """A hand closed by the next one (Loto's drawing) has ended when the table stops after it: its
        end held in view, or the person's turn to draw. It may be reviewed now, not only once the
        next drawing has begun."""
        begun = bool(self._current) and self._current is not self.last and self.starts(self._current[0])
        if self.closed_by_next and begun:
            self._end_hand()

    def end_held(self) -> None:
        """The table holds a deal's end (ui/table/deal_end.py): the hand begun has ended, whatever
        event ended it (playtest (d), 29 November: Twenty-Five's deal ends on its last trick's
        score, no end of its own, and R at the held end did nothing)."""
        begun = bool(self._current) and self._current is not self.last and self.starts(self._current[0])
        if begun:
            self._end_hand()

    def _end_hand(self) -> None:
        self.last, self._last_rows = self._current, (self._first_row, None)
        self.last_notes = self.current_notes
        self.available.emit(True)

    def lines(self) -> list[str]:
        first, end = self._last_rows
        end = self.history.count() if end is None else min(end, self.history.count())
        return [self.history.item(i).text() for i in range(first, end)]

    def button(
        self,
        names: Sequence[str],
        score: Scorer,
        score_title: str,
        parent: QWidget,
        cards: CardsOf = cards_played,
        cards_title: str = "",
        you: int | None = None,
        left: CardsOf | None = None,
    ) -> QPushButton:
        """A button, hidden until a hand has ended, that opens the review of the last hand; a
        family whose cards are dealt rather than played says which were a seat's (``cards``). The
        rows are ``names``, a seat each, or a side each where ``score`` and ``cards`` count by side
        (Cassino's partners); ``you``: the person's row (else the parent's ``human`` seat);
        ``left``: the cards each still held at the hand's end, in a column of their own."""
        button = QPushButton(QCoreApplication.translate("HandReview", "&Review the last hand"))
        button.hide()
        keep_room(button)  # its row is kept from the start: the Hint below it never moves down
        self.open_button = button  # R at the table presses it (ui/table/base.py), in every language
        tab_focus_only(button)

        def show() -> None:
            self.shown = HandReviewDialog(
                self.last,
                self.lines(),
                names,
                score,
                score_title,
                parent,
                cards,
                cards_title,
                coach=self.last_notes if self.last_notes.known else None,
                game=str(getattr(getattr(getattr(parent, "game", None), "spec", None), "key", "")),
                you=you if you is not None else getattr(parent, "human", None),
                left=left,
            )
            self.shown.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.shown.open()

        button.clicked.connect(show)
        self.available.connect(button.setVisible)
        return button


Item = TypeVar("Item", QListWidgetItem, QTableWidgetItem)


def in_words(item: Item, knave: bool) -> Item:
    """``item`` named for a screen reader with its cards in words ("knave of hearts", not "J♥",
    which it reads as "J, black heart suit"), as the table's history lines are."""
    words = spoken(item.text(), knave)
    if words != item.text():
        item.setData(Qt.ItemDataRole.AccessibleTextRole, words)
    return item


def expected_line(gained: int) -> str:
    """What the coach's costs are: the Expert's expectation before the hidden cards were known, not
    what a decision cost in the hand; said beside the person's gain where the hand brought one."""
    if gained > 0:
        return QCoreApplication.translate(
            "HandReview",
            "You gained %1 in this hand all the same: the coach's figures are what the Expert expected "
            "before the cards you could not see were known, not a count of what a decision cost you in "
            "this hand.",
        ).replace("%1", str(gained))
    return QCoreApplication.translate(
        "HandReview",
        "The coach's figures are what the Expert expected before the cards you could not see were "
        "known, not a count of what a decision cost you in this hand.",
    )


class HandReviewDialog(QDialog):
    def _section_resized(self, *_: object) -> None:
        self._refit.start()

    def _fit_rows(self, *_: object) -> None:
        """Each row as tall as its words at the columns' widths, the table as tall as its rows."""
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setFixedHeight(header + rows + 2 * self.table.frameWidth())

    def __init__(
        self,
        events: Sequence[Event],
        lines: Sequence[str],
        names: Sequence[str],
        score: Scorer,
        score_title: str,
        parent: QWidget | None = None,
        cards: CardsOf = cards_played,
        cards_title: str = "",
        coach: HandNotes | None = None,
        game: str = "",
        you: int | None = None,
        left: CardsOf | None = None,
    ) -> None:
        """``game``: the registry key, so the cards are named for a screen reader as the game's
        tables name them (a knave at Peel's games); ``you``: the person's seat, whose result in the
        hand the coach's costs are set beside."""
        super().__init__(parent)
        knave = says_knave(game)
        self.setWindowTitle(self.tr("The last hand"))
        players = len(names)
        scored = score(events, players)
        titles = [self.tr("Player"), cards_title or self.tr("Cards played"), score_title]
        if left is not None:  # what each still held: what the payments were for (the stops games)
            titles.insert(2, self.tr("Left in hand"))
        self.table = QTableWidget(players, len(titles))
        self.table.setHorizontalHeaderLabels(titles)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for seat, name in enumerate(names):
            row = [name, cards(events, seat), signed(scored[seat])]
            if left is not None:
                row.insert(2, left(events, seat))
            for col, text in enumerate(row):
                self.table.setItem(seat, col, in_words(QTableWidgetItem(text), knave))
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        if left is not None:
            header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self._fit_rows()
        # fitted again whenever a column's width changes: fitted only before the dialog was laid out,
        # a row kept one line where its words needed two, cut to "…" (Pope Joan at 1024x700)
        # (once the resize is done: fitted inside it, the rows still measured the old widths; the
        # timer is the dialog's, so it goes with it)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit_rows)
        header.sectionResized.connect(self._section_resized)
        self.story = QListWidget()
        self.story.setWordWrap(True)
        for line in lines:
            self.story.addItem(in_words(QListWidgetItem(line), knave))
        self.story.setAccessibleName(self.tr("What happened in the last hand"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        if coach is not None and not coach.decisions:  # dealt, or only forced moves: said, not blank
            self.coach_total = QLabel(
                QCoreApplication.translate(
                    "Coach",
                    "The coach: nothing in this hand was yours to decide, so there is nothing to judge.",
                )
            )
            self.coach_total.setWordWrap(True)
            self.coach_total.setObjectName("coach_total")
            layout.addWidget(self.coach_total)
        if coach is not None and coach.decisions:
            from ...ai.coach.words import unit_note
            from .coach import noted_once, total_line

            self.coach_total = QLabel(total_line(coach.notes, coach.decisions))
            self.coach_total.setWordWrap(True)
            self.coach_total.setObjectName("coach_total")
            layout.addWidget(self.coach_total)
            units = [note.unit for note in coach.notes if note.cost is not None]
            partners = any(note.partners for note in coach.notes)
            measure = unit_note(game, units[0], partners) if units else None
            if measure:  # what the costs are counted in, as the hint says it
                self.coach_unit = QLabel(measure)
                self.coach_unit.setWordWrap(True)
                layout.addWidget(self.coach_unit)
            if units:  # a cost beside a hand won read as counters lost (playtest 2026-11-28 (j))
                gained = scored[you] if you is not None and 0 <= you < players else 0
                self.coach_expected = QLabel(expected_line(gained))
                self.coach_expected.setWordWrap(True)
                layout.addWidget(self.coach_expected)
            if coach.notes:
                self.coach_notes = QListWidget()
                self.coach_notes.setWordWrap(True)
                texts = [note.text for note in coach.notes]
                lessons = {note.text: note.lesson for note in coach.notes}
                for text, said in zip(dict.fromkeys(texts), noted_once(texts), strict=True):
                    self.coach_notes.addItem(said)
                    if lessons[text]:  # what to learn from it, a line of its own, in bold
                        learn = QListWidgetItem(lessons[text])
                        font = learn.font()
                        font.setBold(True)
                        learn.setFont(font)
                        self.coach_notes.addItem(learn)
                self.coach_notes.setAccessibleName(self.tr("Where the Expert would have played otherwise"))
                # each note says why, two to five lines, and what to learn from it: the list scrolls
                self.coach_notes.setMaximumHeight(230)
                layout.addWidget(self.coach_notes)
        layout.addWidget(QLabel(self.tr("What happened, in order:")))
        layout.addWidget(self.story, 1)
        layout.addWidget(buttons)
        self.resize(640, 580)
