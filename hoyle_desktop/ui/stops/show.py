"""Showing the engine's events on the stops table: cards dealt and played, calls, counters moving.

``EventDisplay.show(batch)`` shows one event, or a batch of events that belong together (every
hand of a deal; counters paid at the same moment), and returns how long the table should linger
on it, as a multiple of the animation time. The display only reports what the engine says
happened; it decides nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...engine.actions import Event
from ...engine.cards import Card, Suit
from ...engine.stops.view import StopsView
from . import history_words as h
from . import snip_words as s
from . import wording as w
from .board import PoolBoard
from .scene import StopsScene

# How long the table lingers on each kind of event, as a multiple of the animation time.
PACE = {
    "first_dealer": 2.0, "deal_start": 1.2, "deal": 2.0, "turn_up": 2.0, "pool_cards": 1.5, "play": 1.2,
    "stop": 2.5, "declare": 2.5, "out": 4.0, "reveal": 2.5, "deal_end": 3.0, "leave": 1.5, "pay": 2.2,
}  # fmt: skip
RANK_OF_POOL = {"ace": "A", "king": "K", "queen": "Q", "knave": "J"}


def belongs_together(first: Event, nxt: Event) -> bool:
    """Hands dealt together, and counters paid at one moment, are shown at once."""
    money = ("pay", "short")
    return (first.kind in money and nxt.kind in money) or (first.kind == nxt.kind == "deal")


class EventDisplay:
    def __init__(
        self,
        scene: StopsScene,
        board: PoolBoard | None,
        names: Sequence[str],
        human: int,
        game_key: str,
        log: Callable[[str], Any],
        view: Callable[[], StopsView],
        winner_of: Callable[[Card], Card] | None = None,
    ) -> None:
        """``winner_of``: the card that wins a pool card's stakes (Newmarket), shown under it.
        ``log`` writes a history line and returns it."""
        self.scene, self.board, self.names, self.human = scene, board, list(names), human
        self.key = game_key
        self.pairs = game_key == s.KEY  # Snip-Snap-Snorum: cards paired, not followed in suit
        self.log = log
        self.view = view
        self.after_stop = False
        self.deal_text = ""
        self.run: list[tuple[int, str]] = []  # the run in play, who played each card, for the history
        self.winner_of = winner_of
        self.winners: dict[str, Card] = {}  # each pool card's winning card, when it is another card
        self.face_down = False  # played cards turned down: the history keeps no list of them
        # The run's history line, grown card by card as each is played (and heard so), its stop
        # added at the end; a line written between (a payment: the Pope's, a king's, Spin's, made
        # when its card is played) ends it, and the run goes on in a new line with the cards after.
        # ``grow(line, text, said)`` lengthens the newest line to ``text`` and has ``said`` announced,
        # false if another line came after it (the table's history: SidePanel.grow; none: a line a card)
        self.grow: Callable[[Any, str, str], bool] = lambda _line, _text, _said: False
        self.run_line: Any = None
        self.line_run: list[tuple[int, str]] = []  # the cards on that line, who played each
        # Counters paid to a player in the run in play (Spin, a king): its stop's bubble keeps them
        # in sight ("Spin: stop! +9"), as the stop follows the payment at once.
        self.paid_in_run: dict[int, int] = {}

    def name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else ""

    @property
    def hold_ms(self) -> int:
        return self.scene.anim_ms * 6

    def say(self, seat: int | None, text: str, loud: bool = False) -> None:
        if seat is not None and text:
            self.scene.captions[seat].say(text, self.hold_ms, loud)

    # -- one event or a batch -------------------------------------------------------------------
    def show(self, batch: Sequence[Event]) -> float:
        first = batch[0]
        if first.kind in ("pay", "short"):
            self.payments(batch)
            return PACE["pay"]
        if first.kind == "deal":
            for e in batch:
                self._deal(e)
            return PACE["deal"]
        handlers: dict[str, Callable[[Event], None]] = {
            "first_dealer": self._first_dealer, "deal_start": self._deal_start, "turn_up": self._turn_up,
            "pool_cards": self._pool_cards, "play": self._play, "stop": self._stop, "declare": self._declare,
            "out": self._out, "reveal": self._reveal, "leave": self._leave,
            "failed_to_pair": self._failed_to_pair, "exempt": self._exempt, "deal_end": self._deal_end,
        }  # fmt: skip
        handler = handlers.get(first.kind)
        if handler is not None:
            handler(first)
        return PACE.get(first.kind, 0.5)

    def _exempt(self, e: Event) -> None:
        self.log(h.exempt_line(self.name(e.seat), e.seat == self.human))

    def _first_dealer(self, e: Event) -> None:
        self.log(h.first_dealer_line(self.name(e.seat), e.cards[-1] if e.cards else None, e.reason))

    def _deal_start(self, e: Event) -> None:
        number = int(e.data.get("deal", 0))
        self.after_stop = False
        self._after_run()
        self.scene.new_deal(int(e.seat or 0))
        view = self.view()
        self.deal_text = deal_text(number, view.deals)
        self.log(h.deal_line(number, view.deals, self.name(e.seat)))
        if view.deal == number:  # the cards out of play and who sits out are known for this deal
            self.scene.set_out(view.out)
            self.set_notes(view)
        self.winners = {}
        if self.board is not None:
            self.board.set_labels(self.labels(None))
            self.board.set_pool_cards({})

    def set_notes(self, view: StopsView) -> None:
        for seat, plate in enumerate(self.scene.plates):
            if not view.seated[seat]:
                plate.set_state(note=w.seat_note("left"))
            elif seat not in view.active:
                plate.set_state(note=w.seat_note("sits_out"))
            else:
                plate.set_state(note="")

    def _deal(self, e: Event) -> None:
        hidden = int(e.data.get("hidden", 0))
        if e.reason == "spare":
            self.scene.deal_spare(e.cards, hidden, spare_label(self.key))
        elif e.seat is not None:
            self.scene.deal_hand(e.seat, e.cards, hidden)

    def _turn_up(self, e: Event) -> None:
        card = e.cards[0]
        if e.reason != "trumps":
            self.scene.turn_up(card, s.turn_up_label())
            self.log(s.turn_up_line(card))
            return
        label = w.label_text("trumps").replace("%1", w.suit_name(card.suit))
        self.scene.turn_up(card, label)
        self.log(h.turn_up_line(card))
        if self.board is not None:
            self.board.set_labels(self.labels(card.suit))

    def _pool_cards(self, e: Event) -> None:
        cards = self.show_pool_cards(e.data)
        self.log(h.pool_cards_line(list(cards.values())))

    def show_pool_cards(self, suits: Mapping[str, str]) -> dict[str, Card]:
        """Newmarket's pool cards, from each pool's suit (the pools are named after their ranks)."""
        cards = {name: Card.parse(RANK_OF_POOL[name] + str(suit)) for name, suit in suits.items()}
        if self.winner_of is not None:  # Peel's rule: the card below wins (the king the ace's pool)
            self.winners = {name: self.winner_of(c) for name, c in cards.items() if self.winner_of(c) != c}
        if self.board is not None:
            self.board.set_pool_cards(cards)
            self.board.set_labels(self.labels(None))
        return cards

    def _play(self, e: Event) -> None:
        seat, card = int(e.seat or 0), e.cards[0]
        if self.pairs:
            self.scene.play(seat, card, e.reason == "lead")
            self.say(seat, s.play_call(e.reason, card), loud=e.reason != "lead")
            self.log(s.play_line(self.name(seat), seat == self.human, card, e.reason))
            return
        lead = e.reason in ("lead", "snip") or (e.reason == "spin" and self.after_stop)
        self.after_stop = False
        if lead and e.reason != "spin":
            self._after_run()
        label = h.run_label(card, e.reason)
        self.run.append((seat, label))
        self.scene.play(seat, card, lead)
        self.say(seat, w.play_call(e.reason), loud=e.reason in ("spin", "in_lieu", "jig"))
        if not self.face_down:
            self._write_card(seat, label)

    def _write_card(self, seat: int, label: str) -> None:
        """The card played, on the run's line as it is played, heard with who played it."""
        said = h.run_by_players([(self.name(seat), label)])
        grown = [*self.line_run, (seat, label)]
        if self.grow(self.run_line, self._line_text(grown), said):
            self.line_run = grown
            return
        self.line_run = [(seat, label)]
        self.run_line = self.log(self._line_text(self.line_run))

    def _line_text(self, run: Sequence[tuple[int, str]]) -> str:
        return h.run_by_players([(self.name(seat), label) for seat, label in run])

    def _end_run(self, text: Callable[[str], str]) -> None:
        """The run's stop, or the player out, said by ``text(run)``: added to the run's line when it
        is still the newest (heard as the part added), else a line of its own."""
        if self.face_down:  # no card was written: the stop's line says there was a run
            self.log(text(self.logged_run()))
            return
        run = self._line_text(self.line_run)
        whole = text(run)
        added = whole[len(run) :].strip(" —") if self.line_run and whole.startswith(run) else ""
        added = added[:1].upper() + added[1:]  # heard alone: "Stop: a king, nothing follows."
        if not (added and self.grow(self.run_line, whole, added)):
            self.log(text(""))

    def _stop(self, e: Event) -> None:
        call = str(e.data.get("call", ""))
        self.after_stop = True
        paid = self.paid_in_run.pop(e.seat, 0) if e.seat is not None else 0
        self.say(e.seat, w.stop_call(e.reason, call) + (f" +{paid}" if paid else ""))
        # The person asked about this very stop (the Pope in lieu): nobody leads until they answer.
        view = self.view()
        asked = view.phase == "call" and bool(view.stopped) and e.cards[:1] == (view.stopped[-1][0],)
        name, you = self.name(e.seat), e.seat == self.human
        self._end_run(lambda run: h.stop_line(run, e.reason, call, name, you, asked))
        self._after_run()

    def logged_run(self) -> str:
        """The run for the history, each player's cards after his name (a screen reader, like the
        eye, learns who played what); when the played cards are turned down, only that there was one."""
        if self.face_down and self.run:
            return "…"
        return h.run_by_players([(self.name(seat), label) for seat, label in self.run])

    def _declare(self, e: Event) -> None:
        self.scene.show_cards(int(e.seat or 0), e.cards)
        self.say(e.seat, w.win_call(e.reason), loud=True)
        self.log(h.declare_line(self.name(e.seat), e.seat == self.human, e.reason, e.cards))

    def _out(self, e: Event) -> None:
        if self.pairs:
            self.say(e.seat, s.out_call(e.reason), loud=True)
            if e.seat is not None:
                self.scene.plates[e.seat].set_state(winner=True)
            self.log(s.out_line(self.name(e.seat), e.seat == self.human, e.reason))
            return
        self.say(e.seat, w.out_call(), loud=True)
        if e.seat is not None:
            self.scene.plates[e.seat].set_state(winner=True)
        self._end_run(lambda run: h.out_line(run, self.name(e.seat), e.seat == self.human, e.reason))
        self._after_run()

    def _deal_end(self, e: Event) -> None:
        """Snip-Snap-Snorum's deal may end with every card played and no one out first: said, or
        the last card played is all a person hears before "The deal is over"."""
        if self.pairs and e.seat is None:
            self.log(s.all_played_line())

    def _reveal(self, e: Event) -> None:
        self.scene.reveal_spare(e.cards)
        self.log(h.reveal_line(e.cards))

    def _leave(self, e: Event) -> None:
        if e.seat is not None:
            self.scene.plates[e.seat].set_state(note=w.seat_note("left"))
        self.log(h.leave_line(self.name(e.seat), e.seat == self.human))
        cards = int(e.data.get("to_stock", 0))
        if e.seat is not None and cards:
            self.scene.hand_to_stock(e.seat, spare_label(self.key))
            self.log(s.to_stock_line(self.name(e.seat), cards, e.seat == self.human))

    def _failed_to_pair(self, e: Event) -> None:
        self.say(e.seat, s.failed_call(), loud=True)
        rank = w.rank_name(Card.parse(str(e.data.get("rank", "A")) + "C").rank)
        self.log(s.failed_line(self.name(e.seat), e.seat == self.human, rank))

    # -- counters -------------------------------------------------------------------------------
    def point_of(self, account: Any):
        if isinstance(account, int):
            return self.scene.purse_point(account)
        if account == "box" or self.board is None or account not in self.board.pools:
            return self.scene.box_point()
        return self.board.pool_point(account)

    def payments(self, batch: Sequence[Event]) -> None:
        """Counters leave their purse or compartment at once and are counted in where they land."""
        for e in batch:
            if e.kind == "short":
                self.log(h.short_line(self.name(e.seat), e.points))
                continue
            src, dst, n = e.data.get("from"), e.data.get("to"), e.points
            start, end = self.point_of(src), self.point_of(dst)
            self._move(src, -n, in_flight=False)
            self._move(dst, n, in_flight=True)
            self.scene.fly(start, end, n, lambda dst=dst, n=n: self._landed(dst, n))
            if isinstance(src, str) and src != "box" and isinstance(dst, int):
                if self.board is not None and src in self.board.pools:
                    self.board.glow(src, self.scene.anim_ms)
                self.say(dst, w.win_call(e.reason), loud=e.reason in ("pope", "matrimony", "intrigue"))
        paid: dict[tuple[int, str], int] = {}  # counters paid to a player by the others, by reason
        for e in batch:
            src, dst = e.data.get("from"), e.data.get("to")
            if e.kind == "pay" and isinstance(src, int) and isinstance(dst, int):
                paid[(dst, e.reason)] = paid.get((dst, e.reason), 0) + e.points
        for (dst, reason), total in paid.items():
            if w.paid_call(reason, total):
                self.say(dst, w.paid_call(reason, total))
                self.paid_in_run[dst] = self.paid_in_run.get(dst, 0) + total
        for line in payment_lines(batch, self.name):  # when paid: after the card that won it
            self.log(line)

    def _after_run(self) -> None:
        """The run is over (or a new one led): its line is written whole."""
        self.run = []
        self.paid_in_run = {}
        self.run_line, self.line_run = None, []

    def _move(self, account: Any, amount: int, in_flight: bool) -> None:
        if isinstance(account, int):
            self.scene.plates[account].add(amount, in_flight)
        elif self.board is not None and account in self.board.pools:
            self.board.add(account, amount, in_flight)

    def _landed(self, account: Any, amount: int) -> None:
        if isinstance(account, int):
            self.scene.plates[account].landed(amount)
        elif self.board is not None and account in self.board.pools:
            self.board.landed(account, amount)

    # -- the board's printed labels -------------------------------------------------------------
    def labels(self, trumps: Suit | None) -> dict[str, tuple[str, str]]:
        pools = self.board.pools if self.board is not None else ()
        return {
            p: (
                w.pool_title(p),
                w.won_by(self.winners[p]) if p in self.winners else w.pool_subtitle(self.key, p, trumps),
            )
            for p in pools
        }


def payment_lines(batch: Sequence[Event], name: Callable[[int | None], str]) -> list[str]:
    """The history's lines for a batch of payments, alike ones added up: stakes by reason (every
    payer listed), takings by taker and compartment, payments by payee (every payer listed)."""
    groups: dict[tuple, dict[Any, int]] = {}
    rules: dict[tuple, tuple[int, int]] = {}
    for e in batch:
        if e.kind != "pay":
            continue
        src, dst = e.data.get("from"), e.data.get("to")
        if src == "box" and isinstance(dst, int):
            key: tuple = ("buy", e.reason, dst)
            part: Any = dst
        elif isinstance(src, int) and isinstance(dst, str):
            key, part = ("stake", e.reason), src
        elif isinstance(src, str) and isinstance(dst, int):
            key, part = ("take", e.reason, dst, src), dst
        elif isinstance(src, int) and isinstance(dst, int):
            key, part = ("collect", e.reason, dst), src
        else:
            continue
        group = groups.setdefault(key, {})
        group[part] = group.get(part, 0) + e.points
        if "per_card" in e.data:  # how the engine reckoned it (the Pope's stake a card, its limit)
            rules[key] = (int(e.data["per_card"]), int(e.data.get("cap") or 0))
    lines = []
    for key, parts in groups.items():
        kind, reason = key[0], key[1]
        total = sum(parts.values())
        named = [(name(s), n) for s, n in parts.items()]
        penalty = s.penalty_line(reason, named[0][0], total) if kind == "stake" and len(named) == 1 else ""
        if kind == "buy":
            lines.append(h.buy_in_line(name(key[2]), total))
        elif penalty:
            lines.append(penalty)
        elif kind == "take" and reason == "turn_up_snip":
            lines.append(s.turn_up_paid_line(name(key[2])))
        elif kind == "stake":
            lines.append(h.stake_line(reason, named, total))
        elif kind == "take":
            lines.append(h.take_line(reason, name(key[2]), total, key[3]))
        else:
            lines.append(h.collect_line(reason, name(key[2]), total, named, rules.get(key)))
    return lines


def deal_text(number: int, deals: int) -> str:
    """'Deal 2 of 4', or 'Deal 2' in a game played until one player is left."""
    if deals <= 0:
        return s.deal_text(number)
    return w.label_text("deal_no").replace("%1", str(number)).replace("%2", str(deals))


def spare_label(key: str) -> str:
    return s.stock_label() if key == s.KEY else w.label_text("dead_hand")
