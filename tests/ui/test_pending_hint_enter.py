"""Enter pressed after H but before the Hint has come (ui/table/coach.py, every table).

Playtest (d), 29 November, four-handed cribbage in German: T (the Hint), then Enter two seconds
later, before the Expert had answered: Enter played the framed card, the eight of spades, where the
Expert would have played the nine of diamonds, and the review counted it against the person (−1.3).
Enter after the Hint does what the Hint names; while the Hint is still coming it now does nothing
and says so, at every table (one event filter, :class:`TableCoach`)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from table_windows import new_setup, table_window
from test_coach_hint import _let_others_finish, at_a_real_choice, open_game

from hoyle_desktop.engine import registry
from hoyle_desktop.ui.table import coach as coach_module
from hoyle_desktop.ui.table import keys

COMING = "The hint is still coming: Enter does nothing until it is shown."


@pytest.fixture
def gate(monkeypatch):
    """The coach's advice waits until the test opens the gate (a slow Expert, made certain)."""
    opened = threading.Event()
    advise = coach_module.advise

    def slow(key, game, seat):
        opened.wait(60)
        return advise(key, game, seat)

    monkeypatch.setattr(coach_module, "advise", slow)
    yield opened
    opened.set()


def _to_the_play(qtbot, table) -> None:
    """Cribbage: lay out (by the session) and wait for a real choice in the play."""
    for _ in range(40):
        qtbot.waitUntil(table.coach.may_ask, timeout=30_000)
        legal = table.game.legal_actions(table.human)
        if table.game.phase == "play" and len(legal) > 1:
            return
        table.session.act(legal[0])
    pytest.fail("no real choice in the play")


@pytest.mark.parametrize("key", ["cribbage", "spoil_five", "jig"])
def test_enter_while_the_hint_is_coming_plays_nothing_and_says_so(qtbot, gate, heard, key: str) -> None:
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, key)
    if key == "cribbage":
        _to_the_play(qtbot, table)
    else:
        at_a_real_choice(qtbot, table)
    coach = table.coach
    window.activateWindow()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: coach.label.text() == "Thinking about a hint…", timeout=5_000)
    before = len(table.game.history)
    for place in (table, table.access.list):  # at the table, and through the screen reader's list
        qtbot.keyClick(place, Qt.Key.Key_Return)
        qtbot.wait(150)  # a button's animated click would land within 100 ms
        assert len(table.game.history) == before, "Enter did something before the Hint came"
    assert COMING in heard and coach.label.text() == COMING  # heard, and seen where the hint comes
    gate.set()
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)
    assert len(table.game.history) == before  # the Enter held is not played when the Hint comes
    best = coach.decisions[coach._shown].advice.best.action
    if not best.cards:
        return  # the Expert's choice is a button here: what Enter does after it, test_coach_hint.py
    qtbot.keyClick(table, Qt.Key.Key_Return)  # the Hint on show: Enter does what it names
    qtbot.waitUntil(lambda: len(table.game.history) > before, timeout=5_000)
    assert table.game.history[before] == (table.human, best)


def test_a_failed_hint_does_not_hold_enter(qtbot, monkeypatch) -> None:
    """The coach failed: Enter is the table's again (it would otherwise wait for ever)."""

    def broken(key, game, seat):
        raise RuntimeError("no advice")

    monkeypatch.setattr(coach_module, "advise", broken)
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, "spoil_five")
    at_a_real_choice(qtbot, table)
    coach = table.coach
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: "failed" in coach.label.text(), timeout=30_000)
    assert not coach.hint_coming()


def _hint_marking_a_button(qtbot, table, limit: int):
    """Play the Expert's choices until a Hint on show marks a button (asked only where the panel
    offers one); that button, or a failed test."""
    coach = table.coach
    held = lambda: table.deal_end.holding  # noqa: E731
    for _ in range(limit):
        qtbot.waitUntil(lambda: held() or (table.idle and coach.may_ask()), timeout=30_000)
        if held():
            table.deal_end.play_on()  # the next deal
            continue
        _let_others_finish(qtbot, table)
        legal = table.game.legal_actions(table.human)
        if len(legal) > 1 and any(b.isVisibleTo(table) for b in table.panel.action_buttons):
            qtbot.keyClick(table, Qt.Key.Key_H)
            shown = lambda: coach._shown == coach._position() and coach.label.text() != ""  # noqa: E731
            qtbot.waitUntil(shown, timeout=30_000)
            marked = keys.hinted_button(keys.shown_buttons(table))
            if marked is not None:
                return marked
            best = coach.decisions[coach._shown].advice.best
            table.session.act(best.action if best is not None else legal[0])
        else:
            table.session.act(legal[0])
    pytest.fail(f"no Hint marked a button in {limit} decisions")


# One table of each family where the Hint marks a button in play (Vingt-un: test_vingt_un_enter_hint.py;
# Cassino's take: test_cassino_enter_hint.py). Cribbage's Go and Crazy Eights' suit are the only thing
# to do there, or follow a card chosen: no Hint marks them.
# Playtest (g), 29 November, Spin in French: the Hint framed "Play 4♣ with Spin" (+9 counters) and
# Enter played the 4♣ alone, as the stops table answered Enter with the card that follows on first.
FAMILIES = [
    ("spin", 3, 2),  # stops: with Spin beside the card that follows on
    ("all_fours", 2, 1),  # tricks: stand or beg
    ("commerce", 3, 1),  # trading: stand, pass, exchange
    ("my_bird_sings", 3, 1),  # trading: its own buttons
    ("speculation", 4, 1),  # keep, offer, buy
    ("baccarat", 3, 1),  # banking: banco, draw, stand
]


@pytest.mark.parametrize(("key", "players", "seed"), FAMILIES)
def test_enter_after_the_hint_presses_the_button_it_marked(qtbot, key: str, players: int, seed: int) -> None:
    window = table_window(qtbot, show_hints=True)
    spec = registry.get(key)
    table = window.open_table(new_setup(window, key, spec.default_profile, players, seed, "random"))
    marked = _hint_marking_a_button(qtbot, table, 120)
    best = table.coach.decisions[table.coach._shown].advice.best.action
    before = len(table.game.history)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(table.game.history) > before, timeout=5_000)
    assert table.game.history[before] == (table.human, best), f"Enter did not press {marked.text()!r}"
