"""The cribbage table: the drawn board, the cards, the person's controls and the history.

It shows the session's events one at a time at a readable pace, then lets the session move the
game on. Input is only offered when the person may act, and every refusal comes from the engine
(``why_illegal``), put into words by :mod:`.wording`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from ...engine.actions import Action, Event
from ...engine.cards import Card
from ...engine.cribbage.rules import CribbageRules
from ...engine.cribbage.view import CribbageView
from ..background import run_in_background
from ..session import GameSession
from ..table.base import TableBase
from ..table.card_view import CardTableView
from ..table.coach import TableCoach, mark_button, mark_cards
from ..table.hand_review import HandReview, by_sides, cards_played, points_scored
from ..table.hand_table import frame_hinted_card
from ..table.keys import mnemonic
from ..table.pacer import EventPacer
from ..table.side_panel import SidePanel, log_line
from .board import CribbageBoard
from .board_geometry import stretch_as_low_as
from .scene import CARDS_DOWN, CribbageScene
from .wording import (
    card_label,
    card_name,
    decimal,
    illegal_reason,
    number_word,
    outcome_text,
    play_phrase,
    say_go,
    show_phrase,
)

PEG_COLOURS = [QColor("#c62828"), QColor("#1565c0"), QColor("#2e7d32")]
# How long the table lingers on each kind of event, as a multiple of the animation time.
PACE = {
    "deal": 1.0, "hand": 1.2, "laid_out": 1.0, "starter": 1.5, "play": 1.2, "score": 2.2, "go_called": 1.5,
    "count_reset": 1.2, "show": 2.0, "thirty_one": 4.0,
    "claimed": 1.5, "missed": 3.0, "game_over": 1.0, "dealer": 2.0,
}  # fmt: skip


class CribbageTable(TableBase):
    def __init__(self, session: GameSession, renderer, settings, parent: QWidget | None = None) -> None:
        super().__init__(session, renderer, settings, parent)
        self.rules = CribbageRules.from_mapping(self.game.rules)
        self.names = self._seat_names()
        self.selected: list[Card] = []
        self.focus_index = 0
        self.show_running = 0
        self._replaying = False  # showing a resumed game's past at once
        self.show_title = ""  # whose hand or crib the show is counting ("Your crib")
        self.show_seat: int | None = None  # whose hand it is (None: the crib)
        self._claim_row: tuple[int, int | None, int] = (-1, None, 0)  # the last claim's history row
        # The shared paced queue (ui/table/pacer.py); the deal's end holds it (share_table_ways).
        self.pacer = EventPacer(
            lambda batch: self._show_event(batch[0]), self._on_idle, lambda: self.scene.anim_ms, parent=self
        )
        self._build()
        self.follow_session(self._refresh_controls)

    def _on_failed(self, text: str) -> None:
        self.status.emit(self.tr("A computer player failed: %1").replace("%1", text[-200:]))

    # -- building -------------------------------------------------------------------------------
    def _seat_names(self) -> list[str]:
        n = self.game.players
        if n == 2:
            return [self.tr("You") if s == self.human else self.tr("Computer") for s in range(n)]
        if n == 4:
            labels = [self.tr("You"), self.tr("Left"), self.tr("Partner"), self.tr("Right")]
            return [labels[(s - self.human) % 4] for s in range(n)]
        return [
            self.tr("You") if s == self.human else self.tr("Computer %1").replace("%1", str(s))
            for s in range(n)
        ]

    def _subject(self, seat: int | None) -> str:
        """A seat as its sentence's subject: four-handed, a place is no name ("Links spielt 5♠"),
        so each place has its words ("Der linke Spieler spielt 5♠", "Votre partenaire joue 5♠")."""
        if seat is None or seat >= len(self.names):
            return ""
        if self.game.players == 4 and seat != self.human:
            place = (seat - self.human) % 4
            if place == 1:
                return self.tr("The left player", "four-handed: a seat as a sentence's subject")
            if place == 2:
                return self.tr("Your partner", "four-handed: a seat as a sentence's subject")
            return self.tr("The right player", "four-handed: a seat as a sentence's subject")
        return self.names[seat]

    def _side_names(self) -> list[str]:
        if self.rules.partnerships:
            mine = self.rules.side_of(self.human)
            return [self.tr("Your side") if side == mine else self.tr("Opponents") for side in range(2)]
        return list(self.names)

    def _build(self) -> None:
        self.board = CribbageBoard(self)
        skunks = [t.below for t in (self.rules.skunk, self.rules.double_skunk) if t.enabled]
        self.board.setup(self._side_names(), PEG_COLOURS[: self.rules.sides], self.rules.target, skunks)
        self.board.set_animation_ms(int(self.settings.get("animation_ms")))
        # The pegs start at the start: every score, even one made with the deal (Hoyle's three for
        # last), is pegged when its event is shown.
        self.board.set_scores([0] * self.rules.sides)

        self.scene = CribbageScene(
            self.game.players, self.human, self._pixmap, str(self.settings.get("card_back"))
        )
        self.scene.anim_ms = int(self.settings.get("animation_ms"))
        self.scene.set_seat_names(self.names)
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.scene.card_dropped.connect(self._on_card_dropped)
        # Down, three rows of cards with their margins and the raised card (CARDS_DOWN card widths),
        # and the words between them.
        self.view = CardTableView(
            self.scene,
            self.renderer,
            self.settings,
            (8.5, 4.4, 40.0, CARDS_DOWN),
            self.tr("Card table"),
            words_down=self.scene.words_down(),
        )

        # The shared side panel (ui/table/side_panel.py): who is thinking, the prompt, the buttons of
        # the turn (Lay out, Say Go, Claim with its count box; the deal's Continue from
        # ui/table/deal_end.py), the review and the Hint, the history, Play again.
        self.panel = panel = SidePanel(self.tr("History"), self.game.seed, width=250)
        panel.focus_home = self.view
        self.board.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.beside_panel(self.view, panel, above=self.board)
        self.prompt.keep_room_for(lambda: self._go_prompt(30))  # its longest: the buttons never move
        self.claim_box = QSpinBox(panel)  # the panel keeps it while Claim is not shown
        self.claim_box.setRange(0, 60)
        self.claim_box.setAccessibleName(self.tr("Your count"))
        self.claim_box.hide()  # shown in Claim's row (SidePanel.set_actions)
        self.review = HandReview(
            self.history,
            lambda e: e.kind == "deal",
            lambda e: e.kind == "show" and e.data.get("what") == "crib",
            self,
        )
        side = panel.extra
        rows, scorer, cards, you = list(self.names), points_scored, self._cards_in_hand, self.human
        if self.rules.partnerships:  # a row a side, as the board pegs (the other partnership tables too)
            teams = [self.rules.side_of(s) for s in range(self.game.players)]
            rows, you = self._side_names(), teams[self.human]
            scorer, cards = by_sides(teams, self.names, points_scored, self._cards_in_hand)
        side.addWidget(self.review.button(rows, scorer, self.tr("Points"), self, cards, you=you))
        self.coach = TableCoach(self, side, self._mark_best)  # below the buttons: hints move none
        self._refresh_controls()

    def _cards_in_hand(self, events: Sequence[Event], seat: int) -> str:
        """The cards a seat played and, for the dealer, the crib's cards as shown."""
        played = cards_played(events, seat)
        crib = [e for e in events if e.kind == "show" and e.data.get("what") == "crib" and e.seat == seat]
        if not crib:
            return played
        words = self.tr("crib: %1").replace("%1", " ".join(card_label(c) for c in crib[0].cards))
        return f"{played} · {words}" if played else words

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_board()

    def _fit_board(self) -> None:
        """The board grows with a large window (as the cards do), up to a third of the height. With
        large cards a three-track board runs longer and as low as a two-track one: the felt below
        keeps the room the cards grow into."""
        tracks = self.board.track_count()
        large = bool(self.settings.get("large_cards")) and tracks > 2
        self.board.set_longer(stretch_as_low_as(tracks, 2) if large else 1.0)
        ordinary = self.board.sizeHint().height()
        wanted = min(self.board.heightForWidth(self.width() - 12), max(ordinary, int(self.height() * 0.3)))
        if wanted != self.board.height():
            self.board.setFixedHeight(wanted)

    def sizeHint(self) -> QSize:
        return QSize(1100, 760)

    # -- card pixmaps and layout ----------------------------------------------------------------
    def _pixmap(self, element: str) -> QPixmap:
        return self.renderer.pixmap(element, int(self.scene.card_w), self.devicePixelRatioF())

    def apply_settings(self, names: list[str] | None = None) -> None:
        """Card size, back, deck, colour or pace changed in the options."""
        self.board.set_animation_ms(int(self.settings.get("animation_ms")))
        self._fit_board()
        self.view.apply_settings(names)

    # -- the event queue ------------------------------------------------------------------------
    def start(self, replayed: bool = False) -> None:
        if replayed:
            past, pending = self.resumed_events()
            self._replay(past)
            self.session.start(replayed=True)
            if pending:
                self._enqueue(pending)  # saved at a deal's held end: held there again
        else:
            self.session.start()

    @property
    def idle(self) -> bool:
        return self.pacer.idle

    @property
    def queue(self) -> deque[Event]:
        return self.pacer.queue

    def _enqueue(self, events: list[Event]) -> None:
        self.pacer.enqueue(events)
        self._refresh_controls()

    def _on_idle(self) -> None:
        self._refresh_controls()
        self.session.proceed()

    def _show_event(self, e: Event) -> float:
        """Show one event; returns how long to linger (a multiple of the animation time)."""
        self.review.note(e)
        name = self.names[e.seat] if e.seat is not None and e.seat < len(self.names) else ""
        if e.kind in ("cut_for_deal",):
            self._log(
                self.tr("Cut for deal: %1, %2").replace("%1", name).replace("%2", card_name(e.cards[0]))
            )
            return 0.6
        if e.kind == "dealer":
            self._log(self.tr("First dealer: %1").replace("%1", name))
        elif e.kind == "deal":
            self.show_running = 0
            owner = self.names[int(e.data.get("dealer", 0))]
            self.scene.on_event(e, self.tr("Crib: %1").replace("%1", owner))
            self._log(
                self.tr("Deal %1, dealer: %2").replace("%1", str(e.data.get("deal", ""))).replace("%2", owner)
            )
            return PACE["deal"]
        elif e.kind == "play":  # the card in signs, said in words (the announcer), and the count
            count = str(e.data.get("count", ""))
            said = (
                self.tr("You play %1 (count %2)")
                if e.seat == self.human
                else self.tr("%3 plays %1 (count %2)")
            )
            who = self._subject(e.seat)
            self._log(said.replace("%1", card_label(e.cards[0])).replace("%2", count).replace("%3", who))
        elif e.kind == "count_reset":
            self._log(self.tr("The count starts again."))
        elif e.kind == "go_called":
            you = e.seat == self.human
            self._log(self.tr("You: Go") if you else self.tr("%1: Go").replace("%1", name))  # (announced)
        elif e.kind == "score":
            self._score(e, name)
        elif e.kind == "show":
            self.show_running = 0
            self.show_title = self._show_title(e)
            self.show_seat = None if e.data.get("what") == "crib" else e.seat
            self.scene.show_text.setText(self.show_title)
            widest = self.tr("%1: %n point(s)", "a hand or crib shown and its count", 29)
            self.scene.show_widest = widest.replace("%1", self.show_title)
            # The cards laid face up, in the line too: the screen shows them, a screen reader hears
            # "Computer's hand (five of hearts, …) counts 4", not the count alone.
            shown = self.tr("%1 (%2)", "a hand or crib shown, then its cards").replace("%1", self.show_title)
            in_order = sorted(e.cards, key=lambda c: (int(c.rank), c.suit.value))
            shown = shown.replace("%2", " ".join(card_label(c) for c in in_order))
            if "total" in e.data:  # counted by the table; a hand one counts oneself has no total yet
                total = int(e.data["total"])
                self._log(self.tr("%1 counts %n", None, total).replace("%1", shown))
            else:
                self._log(self.tr("%1: count it and claim the total").replace("%1", shown))
        elif e.kind == "claimed":
            if e.seat == self.human:
                self._log(self.tr("You claim %1").replace("%1", str(e.points)))
            else:
                self._log(
                    self.tr("%1 claims %2").replace("%1", self._subject(e.seat)).replace("%2", str(e.points))
                )
            # The score for an accepted claim replaces this line rather than saying it again.
            self._claim_row = (self.history.count() - 1, e.seat, e.points)
        elif e.kind == "missed":
            if e.seat == self.human:
                self._log(self.tr("You missed %n point(s)", None, e.points))
            else:
                missed = self.tr("%1 missed %n point(s)", None, e.points)
                self._log(missed.replace("%1", self._subject(e.seat)))
        elif e.kind == "claim_corrected":
            self._log(self.tr("Counted down to %1").replace("%1", str(e.points)))
        elif e.kind == "starter":
            self._log(self.tr("The start: %1").replace("%1", card_name(e.cards[0])))
        self.scene.on_event(e, self.scene.crib_text.text())
        if e.kind == "show":
            self._say_count(0)  # the scores that follow count it up
        if e.kind == "play" and int(e.data.get("count", 0)) == 31:
            return PACE["thirty_one"]
        if e.kind == "score" and e.reason in ("thirty_one", "last_card", "go"):
            return PACE["thirty_one"]
        return PACE.get(e.kind, 0.3)

    def _say_count(self, points: int) -> None:
        """The hand or crib being shown, with its count so far: over the cards in the middle, and
        for a hand where it lies at its seat, which it keeps to the next deal."""
        text = self.tr("%1: %n point(s)", "a hand or crib shown and its count", points).replace(
            "%1", self.show_title
        )
        self.scene.say_show(text)
        seat = self.show_seat
        if seat is not None and self.game.players == 4 and seat != self.human:
            # under a hand along the top, where three share the width: its place and its count
            # ("Hand des rechten Spielers: 2 Punkte" ran into its neighbours in German and French)
            text = self.tr(
                "%1: %n point(s)", "four-handed: a seat's place under its hand, and its count", points
            ).replace("%1", self.names[seat])
        if seat is not None:
            self.scene.set_count(seat, text)

    def _show_title(self, e: Event) -> str:
        crib = e.data.get("what") == "crib"
        if e.seat == self.human:
            return self.tr("Your crib") if crib else self.tr("Your hand")
        if self.game.players == 4:  # the seats are places ("Left"), not names: "%1's hand" fits none
            place = (int(e.seat or 0) - self.human) % 4
            if crib:
                crib_of = {1: self.tr("The left player's crib"), 2: self.tr("Your partner's crib")}
                return crib_of.get(place, self.tr("The right player's crib"))
            hand_of = {1: self.tr("The left player's hand"), 2: self.tr("Your partner's hand")}
            return hand_of.get(place, self.tr("The right player's hand"))
        name = self.names[e.seat or 0]
        return (self.tr("%1's crib") if crib else self.tr("%1's hand")).replace("%1", name)

    def _score(self, e: Event, name: str) -> None:
        side = int(e.data.get("side", 0))
        who = name
        if e.data.get("source") in ("hand", "crib") and e.reason not in ("claimed", "muggins"):
            self.show_running += e.points
            text = show_phrase(e.reason, e.points, self.show_running)
            self.scene.highlight_show(e.cards)
            who = self.show_title or name
            self._say_count(self.show_running)
        else:
            text = play_phrase(e.reason, e.points)
            if e.data.get("source") in ("hand", "crib") and e.reason == "claimed":
                self._say_count(e.points)  # a hand counted by its holder: the count claimed
        self.board.peg(side, e.points)
        score = int(e.data.get("score", 0))
        said = self.tr("%1: %2").replace("%1", who).replace("%2", text)
        line = self.tr("%1 (score %2)", "a score line and the side's new score on the board")
        line = line.replace("%1", said).replace("%2", str(score))
        row, claimer, claimed = self._claim_row
        self._claim_row = (-1, None, 0)
        same_claim = e.reason == "claimed" and (claimer, claimed) == (e.seat, e.points)
        if same_claim and 0 <= row < self.history.count():
            self.history.item(row).setText(line)
        else:
            self._log(line)
        if not self._replaying:
            self.status.emit(said)

    def _log(self, text: str) -> None:
        log_line(self.history, text)

    def _replay(self, events: list[Event]) -> None:
        """After resuming: show everything that happened so far at once, without animation, so the
        cards, the board's front and back pegs and the score history are as they were."""
        anim, board_ms = self.scene.anim_ms, self.board.animation_ms()
        self.scene.anim_ms = 0
        self.scene.layout_held = True
        self.board.set_animation_ms(0)
        self._replaying = True
        try:
            for event in events:
                self._show_event(event)
        finally:
            self._replaying = False
            self.scene.anim_ms = anim
            self.scene.layout_held = False
            self.board.set_animation_ms(board_ms)
        self.scene.relayout(0)
        self._log(self.tr("Game resumed"))

    # -- the person's actions -------------------------------------------------------------------
    def _view(self) -> CribbageView:
        view = self.game.view(self.human)
        assert isinstance(view, CribbageView)
        return view

    def _refresh_controls(self) -> None:
        mine = self._my_turn()
        view = self._view()
        phase = view.phase if mine else ""
        need = self.rules.discards_each
        legal = self.game.legal_actions(self.human) if mine else []
        if phase == "count" and not self.claim_box.isVisible():
            self.claim_box.setValue(0)  # each count starts from nothing, not from the last claim
        # Lay out stays while the others' lay-outs are shown (they lay out at once): it neither
        # blinks nor is taken away from under a key or a click. Not before the deal is shown.
        dealt = not any(e.kind == "deal" for e in self.pacer.queue)
        laying = view.phase == "lay_out" and self.session.human_may_act() and dealt
        if not getattr(getattr(self, "deal_end", None), "holding", False):  # (its Continue stays)
            actions = self._actions("lay_out" if laying else phase, legal)
            self.panel.set_actions(actions, {self.labels()["claim"]: self.claim_box})
        lay_out = self.action_button("discard")
        if lay_out is not None:
            lay_out.setEnabled(len(self.selected) == need)
        if phase == "lay_out" or laying:  # its question stays too, while the others' are shown
            text = self.tr("Choose %n card(s) for the crib, then lay out.", None, need)
            self.prompt.setText(text.replace("%n", number_word(need)))
        elif phase == "play" and not any(a.kind == "play" for a in legal):
            self.prompt.setText(self._go_prompt(view.count))
        elif phase == "play":
            self.prompt.setText(
                self.tr("Your turn: play a card (the count is %1).").replace("%1", str(view.count))
            )
        elif phase == "count":
            what = self.tr("the crib") if view.counting == "crib" else self.tr("your hand")
            self.prompt.setText(self.tr("Count %1 and claim the total.").replace("%1", what))
        elif self.game.is_over() and not self.again_button.isHidden():
            pass  # the result stays in the prompt (end_game)
        else:
            self.prompt.setText("")
        hand = [i for i in self.scene.hands[self.human]]
        for i, item in enumerate(hand):
            item.set_marks(focused=mine and i == self.focus_index, selected=item.card in self.selected)
            item.selected = item.card in self.selected
        if mine:
            self.scene.relayout(self.scene.anim_ms // 2)
        names = ", ".join(card_name(c) for c in view.hand)
        self.view.setAccessibleDescription(self.tr("Your hand: %1").replace("%1", names))
        self.coach.refresh()

    def _choose_first_text(self) -> str:
        """Enter at the lay-out before the crib's cards are chosen."""
        need = self.rules.discards_each
        text = self.tr(
            "Choose %n card(s) for the crib first: Space chooses the card the frame is on, Left and "
            "Right move the frame; then Enter lays them out.",
            None,
            need,
        )
        return text.replace("%n", number_word(need))

    def labels(self) -> dict[str, str]:
        """The words of the person's buttons, by the kind of action they take."""
        return {
            "discard": self.tr("&Lay out to the crib"),
            "go": self.tr("Say &Go"),
            "claim": self.tr("&Claim"),
        }

    def _actions(self, phase: str, legal: Sequence[Action]) -> list[tuple[str, Callable[[], None]]]:
        """The buttons of the turn: Lay out (enabled once the cards are chosen), Say Go where it may
        be said, Claim in a count."""
        labels = self.labels()
        if phase == "lay_out":
            return [(labels["discard"], self._lay_out)]
        if phase == "play" and any(a.kind == "go" for a in legal):
            return [(labels["go"], lambda: self._act(Action("go")))]
        if phase == "count":
            return [(labels["claim"], self._claim)]
        return []

    def button_letters(self) -> set[str]:
        """The letters of the person's buttons, shown now or not (ui/menu_letters.py: Alt+G while
        laying out is Say Go's letter, not the Game menu's)."""
        return {mnemonic(text) for text in self.labels().values()}

    def action_button(self, kind: str) -> QPushButton | None:
        """The side panel's button for ``kind`` ("discard", "go", "claim") while it is shown."""
        label = self.labels()[kind]
        return next((b for b in self.panel.action_buttons if b.text() == label), None)

    def _claim(self) -> None:
        self._act(Action("claim", value=self.claim_box.value()))

    def _go_key(self) -> str:
        return mnemonic(self.labels()["go"]) or "G"

    def _go_prompt(self, count: int) -> str:
        text = self.tr(
            "The count is %1 and none of your cards keeps it at thirty-one or under: say Go (key %2)."
        )
        return text.replace("%1", str(count)).replace("%2", self._go_key())

    def refusal_text(self, code: str) -> str:
        """A refusal in words: a card that would pass thirty-one when no card in the hand can be
        played says what to do instead, Go, and its key (the playtest of 28 November (d): Space on a
        card at 30 said only "That card would take the count past thirty-one")."""
        if code == "over_31" and self._must_say_go():
            return say_go(self._go_key())
        return illegal_reason(code)

    def _must_say_go(self) -> bool:
        if not self.session.human_may_act():
            return False
        legal = self.game.legal_actions(self.human)
        return any(a.kind == "go" for a in legal) and not any(a.kind == "play" for a in legal)

    def _mark_best(self, action: Action | None) -> None:
        """The coach's best lay-out or card, ringed in the hand (Go and a claim: the button)."""
        mark_cards(self.scene.hands[self.human], action)
        kind = action.kind if action is not None else ""
        mark_button(self.panel.action_buttons, self.labels()[kind] if kind in ("go", "claim") else None)
        if kind == "claim" and action is not None:
            self.claim_box.setValue(int(action.value or 0))
        self._frame_hinted(action)

    def _frame_hinted(self, action: Action | None) -> None:
        """The frame goes to the card the Hint named (at the lay-out its first card), so Space or
        Enter takes the card the person was told of, not another the frame happened to be on (the
        lead's look, 29 November: Enter played the four the frame was on, the Hint said the nine)."""
        at = frame_hinted_card(self.scene.hands[self.human], action)
        if at is not None:
            self.focus_index = at

    def thinking_name(self, seat: int) -> str:
        return self._subject(seat)

    def _on_card_clicked(self, card: Card) -> None:
        if not self._my_turn():
            self.say_refusal("not_your_turn", illegal_reason("not_your_turn"))
            return
        view = self._view()
        if view.phase == "lay_out":
            if card in self.selected:
                self.selected.remove(card)
            elif len(self.selected) < self.rules.discards_each:
                self.selected.append(card)
            else:
                self.selected = [*self.selected[1:], card]
            self._refresh_controls()
        elif view.phase == "play":
            self._act(Action("play", cards=(card,)))

    def _on_card_dropped(self, card: Card, target: str) -> None:
        """Dragging a card onto the crib chooses it; onto the middle of the table plays it."""
        if not self._my_turn():
            return
        phase = self._view().phase
        if phase == "lay_out" and target == "crib":
            if card not in self.selected:
                self._on_card_clicked(card)
            if len(self.selected) == self.rules.discards_each:
                self._lay_out()
        elif phase == "play" and target == "play":
            self._act(Action("play", cards=(card,)))

    def _lay_out(self) -> None:
        before = self._view()
        chosen = tuple(self.selected)
        self._act(Action("discard", cards=chosen))
        if self.settings.get("review_lay_outs") and before.laid_out != self._view().laid_out:
            self._review(before, chosen)

    # -- the coach ------------------------------------------------------------------------------
    def _review(self, before: CribbageView, chosen: tuple[Card, ...]) -> None:
        from ...ai.cribbage.coach import review_lay_out

        def report(review) -> None:  # Review
            if review.loss < 0.05:
                text = self.tr("Your lay-out was the best one (%1 points expected).")
                self._log(text.replace("%1", decimal(review.chosen_value)))
                return
            best = " ".join(card_label(c) for c in review.best.action.cards)
            text = self.tr("Your lay-out: %1 points expected; laying out %2 was worth %3.")
            self._log(
                text.replace("%1", decimal(review.chosen_value))
                .replace("%2", best)
                .replace("%3", decimal(review.best.value))
            )

        run_in_background(lambda: review_lay_out(before, chosen), report, parent=self)

    def _act(self, action: Action) -> None:
        reason = self.session.act(action)
        if reason is not None:
            self.say_refusal(reason, self.refusal_text(reason))
            return
        self.selected = []
        self.focus_index = 0

    def keyPressEvent(self, event: QKeyEvent) -> None:
        hand = self.scene.hands[self.human]
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = -1 if key == Qt.Key.Key_Left else 1
            self.focus_index = (self.focus_index + step) % len(hand)
            self._refresh_controls()
        elif key == Qt.Key.Key_Space and hand and 0 <= self.focus_index < len(hand):
            card = hand[self.focus_index].card
            if card is not None:
                self._on_card_clicked(card)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            lay_out, claim = self.action_button("discard"), self.action_button("claim")
            hinted = self.coach.shown_best() if not self.selected else None
            if lay_out is not None and lay_out.isEnabled():
                self._lay_out()
            elif lay_out is not None and hinted is not None and hinted.kind == "discard":
                self.selected = list(hinted.cards)  # nothing chosen: the cards the Hint on show named
                self._lay_out()
            elif lay_out is not None and self._my_turn():
                self.say_refusal("choose_first", self._choose_first_text())
            elif claim is not None:
                claim.click()
            elif self._must_say_go() and self.action_button("go") is not None:
                self.action_button("go").click()  # Go is all there is to do: Enter does it
            elif self.game.phase == "play" and hand and 0 <= self.focus_index < len(hand):
                card = hand[self.focus_index].card  # in the play Enter plays the card, as Space does
                if card is not None:
                    self._on_card_clicked(card)
        else:  # Say Go's letter among them (ui/table/keys.py), as at every table
            super().keyPressEvent(event)

    # -- the end --------------------------------------------------------------------------------
    def _on_finished(self, result) -> None:
        """The shared end (ui/table/base.py): the result in the prompt and, quiet, in the history
        (the summary says it once); written on the felt too, under the board's final score."""
        lines = self._result_lines(result)
        self.end_game(lines)
        self.scene.show_text.setText("\n".join(lines))
        self.scene.relayout(0)

    def end_controls(self) -> None:
        super().end_controls()
        self._refresh_controls()  # the game over: no card framed, the hand described as it is

    def summary_notes(self) -> list[str]:
        """The game's summary adds these to who won: a lurch or skunk, and the stakes."""
        return self._result_lines(self.game.result())[1:] if self.game.is_over() else []

    def continue_words(self) -> tuple[str, str]:
        """The held end of a deal's Continue (ui/table/deal_end.py): the last deal goes on to the
        game's result, not to a next deal."""
        label = (
            self.tr("C&ontinue to the result")
            if self.game.is_over()
            else self.tr("C&ontinue to the next deal")
        )
        return label, self.tr("The show stays on the table until you continue (Key: Space)")

    def _result_lines(self, result) -> list[str]:
        """Who won, by how much, who was lurched or skunked, and what it means for the stakes."""
        sides = self.rules.sides
        side_of = [self.rules.side_of(s) for s in range(self.game.players)]
        winner_side = side_of[result.winners[0]]
        side_names = self._side_names()
        top = result.scores[result.winners[0]]
        runner_up = max(result.scores[s] for s in range(self.game.players) if side_of[s] != winner_side)
        margin = top - runner_up
        # A side's sentences are their own (the opponents, plural, "sont" and "sind"), not a name
        # put into a seat's sentence ("Adversaires est en lurch").
        if side_of[self.human] == winner_side:
            first = self.tr("You win by %n point(s), %1 to %2.", None, margin)
            if self.rules.partnerships:
                first = self.tr("Your side wins by %n point(s), %1 to %2.", None, margin)
        elif self.rules.partnerships:
            first = self.tr("The opponents win by %n point(s), %1 to %2.", None, margin)
        else:
            first = self.tr("%3 wins by %n point(s), %1 to %2.", None, margin).replace(
                "%3", side_names[winner_side]
            )
        lines = [first.replace("%1", str(top)).replace("%2", str(runner_up))]
        for side in range(sides):
            seat = next(s for s in range(self.game.players) if side_of[s] == side)
            outcome = result.outcomes[seat]
            if outcome in ("lurched", "skunked", "double_skunked"):
                mine = side == side_of[self.human]
                if mine and not self.rules.partnerships:
                    line = self.tr("You are %1 (%2 points): it counts extra.")
                elif mine:
                    line = self.tr("Your side is %1 (%2 points): it counts extra.")
                elif self.rules.partnerships:
                    line = self.tr("The opponents are %1 (%2 points): it counts extra.")
                else:
                    line = self.tr("%3 is %1 (%2 points): it counts extra.").replace("%3", side_names[side])
                line = line.replace("%1", outcome_text(outcome))
                lines.append(line.replace("%2", str(result.scores[seat])))
        stake = result.stakes[self.human]
        if stake > 0:
            lines.append(self.tr("You gain %n stake(s).", None, stake))
        elif stake < 0:
            lines.append(self.tr("You lose %n stake(s).", None, -stake))
        return lines

    def shutdown(self) -> None:
        if getattr(self, "deal_end", None) is not None:
            self.deal_end.stop()
        self.pacer.stop()
        self.session.stop()
