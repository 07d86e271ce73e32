"""A computer's answer asked at one call of Loto's first method is not played at a later call.

`test_resume_held.py::test_a_game_saved_at_a_held_end_comes_back_held_there[loto]` failed now and
then under load ("the resumed table went past the held end"); this is the way found for it. At the
first method every computer seat to act is asked at once and each answer is played after its
reaction time (`ui/loto/session.py`). When a seat claimed the card, the round ended and the engine
dealt the next round and called its first number at once; a computer asked at the last call of the
old round whose answer came late (a busy machine) had it played in the new round if it happened to
be legal there: "ready" from a seat that holds the new round's first number. The seat passed that
number without a look, and the move came behind the held end of the round, so the save's last
action was no longer the one that ended it and the resumed table did not hold. An answer is now
played only at the call it was asked at; one asked at a call gone by is dropped and the seat is
asked again.

The late answer is made here without a clock: the computers' questions go to a stand-in for the AI
service that answers only when told."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.loto import SPEC
from hoyle_desktop.ui.loto.session import LotoSession
from hoyle_desktop.ui.session import SeatSetup

READY = Action("ready")
CARD = Action("claim", value="card")
RULES = {"players": 3, "method": "first"}
SEED = 7  # Computer 2 holds the second round's first number (found by trying seeds)


class AnswersWhenTold(QObject):
    """The AI service's signals and ``request``; the answers are the test's to give."""

    decided = Signal(int, object)
    failed = Signal(int, str)
    computed = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[int, int]] = []  # (ticket, seat)

    def request(self, _bot, info) -> int:
        self.asked.append((len(self.asked) + 1, info.seat))
        return len(self.asked)

    def ticket(self, seat: int) -> int:
        return next(t for t, s in reversed(self.asked) if s == seat)


def _seat_1_may_claim_the_card():
    """Seat 1 covers every number it holds; the person and seat 2 only say ready. Until seat 1 may
    claim the card with seat 2 still to act at that call."""
    game = SPEC.new_game(RULES, seed=SEED)
    while not (1 in game.seats_to_act() and CARD in game.legal_actions(1)):
        seat = game.seats_to_act()[0]
        legal = game.legal_actions(seat)
        mine = [a for a in legal if a.kind in ("claim", "cover")] if seat == 1 else []
        game.apply(seat, (mine or [READY])[0])
    assert game.round == 1 and 2 in game.seats_to_act()
    return game


def test_an_answer_asked_in_the_round_before_is_not_played_in_the_next(qtbot, quick_loto) -> None:
    game = _seat_1_may_claim_the_card()
    ai = AnswersWhenTold()
    session = LotoSession(game, SeatSetup("loto", "loto", RULES, SEED, 0, [None, "standard", "standard"]), ai)
    session.proceed()  # both computers asked at this call
    stale = ai.ticket(2)
    ai.decided.emit(ai.ticket(1), CARD)  # seat 1 takes the card: the next round, its first call
    qtbot.waitUntil(lambda: game.round == 2)
    moves = len(game.history)
    assert READY in game.legal_actions(2)  # legal now, but no answer to this call
    ai.decided.emit(stale, READY)  # seat 2's answer to the old round's last call, come late
    qtbot.waitUntil(lambda: len(game.history) > moves or ai.ticket(2) != stale)
    assert len(game.history) == moves, f"played at the next round's call: {game.history[-1]}"
    assert ai.ticket(2) != stale  # asked again, at this call
