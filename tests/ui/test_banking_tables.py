"""Baccarat (Chemin de Fer, and Banque resumed) and Blind Hookey on the one banking table,
offscreen: whole games played with the buttons, the amount box and the keys; a false draw refused
in words; the cloth's purses, nets and pools equal to the engine's at every pause; the review of
the last hand; a saved game resumed where it was left."""

from __future__ import annotations

import pytest
from table_windows import resume_in_new_window
from test_stops_table_games import fast_window

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.banking.view import banking_view
from hoyle_desktop.ui.banking import wording as w
from hoyle_desktop.ui.banking.table import BankingTable
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = pytest.mark.slow


def play(qtbot, table, choose, limit: int = 20_000) -> object | None:
    """Let ``choose`` act for the person at every pause until the game ends; the cloth must show
    the engine's counters whenever the table is idle."""
    finished: list[object] = []
    table.session.finished.connect(finished.append)
    for _ in range(limit):
        if finished:
            break
        qtbot.wait(2)
        if not table.idle:
            continue
        view = banking_view(table.game, 0)
        model = table.felt.model
        assert model.purses == list(view.purses) and model.nets == list(view.nets)
        assert model.pools == dict(view.pools)
        if table.session.human_may_act():
            choose(table)
    return finished[0] if finished else None


def test_chemin_de_fer_whole_game(qtbot) -> None:
    window = fast_window(qtbot)
    rules = {**window.catalog.get("baccarat").rules, "players": 3, "coups": 6}
    table = window.open_table(NewGameSetup("baccarat", "baccarat", rules, 3, ["standard", "expert"], seed=3))
    assert isinstance(table, BankingTable)
    refused: list[str] = []
    seen: set[str] = set()

    def choose(table) -> None:
        legal = table.game.legal_actions(0)
        view = banking_view(table.game, 0)
        seen.add(view.phase)
        if table.amount.isEnabled():
            allowed = {int(a.value) for a in legal if a.value is not None}
            least = min((a for a in allowed if a), default=0)
            qtbot.keyClicks(table, str(least))  # the least amount on offer, digit by digit
            assert table.amount.chosen() == least
            qtbot.keyClick(table, "\r")  # Enter confirms the amount
            return
        point = view.extra.get("point")
        if view.phase == "punter" and not refused and point is not None and point != 5:
            wrong = Action("stand") if point <= 4 else Action("card")
            if wrong not in legal:  # the croupier refuses a false draw, in words
                qtbot.keyClicks(table, w.key_of(wrong).lower())
                refused.append(table.prompt.text())
                return
        qtbot.keyClicks(table, w.key_of(legal[-1]).lower())

    result = play(qtbot, table, choose)
    assert result is not None, "the game did not end"
    assert sum(result.scores) == 0
    assert table.again_button.isVisible()
    texts = table.panel.history_texts()
    assert any(t.startswith("Coup ") for t in texts) and any("(the coup)" in t for t in texts)
    assert texts[-len(result.scores) - 1].startswith("The game is over.")
    assert not refused or refused[0].startswith("A false draw")
    assert table.review.last, "a coup to review"
    assert any(w.hand_cards(table.review.last, s) for s in range(3))


def test_blind_hookey_whole_game(qtbot) -> None:
    window = fast_window(qtbot)
    rules = {**window.catalog.get("blind-hookey-three-packets").rules, "players": 3, "hands": 3}
    table = window.open_table(
        NewGameSetup("blind_hookey", "blind-hookey-three-packets", rules, 3, ["easy", "expert"], seed=2)
    )

    def choose(table) -> None:
        if table.amount.isEnabled():
            table.panel.action_buttons[0].click()  # the amount on offer (a packet's size, a stake)
            return
        legal = table.game.legal_actions(0)
        if legal[0].kind == "reject":
            qtbot.keyClicks(table, "2")  # reject packet 2 by its key
            return
        table.panel.action_buttons[0].click()

    result = play(qtbot, table, choose)
    assert result is not None, "the game did not end"
    texts = table.panel.history_texts()
    assert any("rejected; it is the dealer" in t for t in texts)
    assert any("the bottom card is" in t for t in texts)
    assert any(t.startswith("Cut for the deal") for t in texts)


def test_banque_resumes_where_it_was_left(qtbot) -> None:
    window = fast_window(qtbot)
    rules = {**window.catalog.get("baccarat-banque").rules, "players": 3, "coups": 8}
    table = window.open_table(
        NewGameSetup("baccarat", "baccarat-banque", rules, 3, ["easy", "expert"], seed=4)
    )
    for _ in range(5000):
        if len(table.game.history) > 12 or table.game.is_over():
            break
        qtbot.wait(2)
        if table.idle and table.session.human_may_act():
            table.panel.action_buttons[-1].click()
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    resumed = resume_in_new_window(qtbot, window, fast_window)
    qtbot.waitUntil(lambda: resumed.idle, timeout=10_000)
    assert resumed.felt.model.purses == list(resumed.game.ledger.purses)
    assert "The game is resumed." in resumed.panel.history_texts()


def test_the_amount_box_offers_only_the_engines_amounts(qtbot) -> None:
    """Baccarat's stakes go in multiples of the stake unit on its ladder, nothing included; the
    digits type the amount; a step goes to the next amount offered; an amount typed between two is
    refused, and the one shown before stays (playtest (f), 29 November: never changed without a word)."""
    from hoyle_desktop.engine.baccarat.rules import amounts
    from hoyle_desktop.ui.banking.amount import AmountBox

    box = AmountBox()
    qtbot.addWidget(box)
    offered = amounts(10, 200, least=0)
    box.set_values(offered, "nothing")
    box.pick_digit(2)
    box.pick_digit(0)
    assert box.chosen() == 20
    box.setValue(100)
    box.stepBy(1)
    assert box.chosen() == 120 and box.chosen() in offered
    refused: list[int] = []
    box.refused.connect(refused.append)
    box.setValue(105)  # typed into the box itself, between two steps of the ladder
    box.snap()
    assert box.value() == 120 and refused == [105]
    assert box.refusal() == 105 and box.refusal() is None  # the next move is refused once
    box.setValue(0)
    assert box.text() == "nothing"
