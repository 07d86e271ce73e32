"""A number out of range is refused in words (playtest (f), 29 November): 9 typed at Vingt-un's
stake of 1 to 5 became 5 and S staked it, a Blind Hookey packet of 3 became 4, a Speculation price of
0 was offered at 1, each without a word. The amount shown stays, the words say what is allowed, and
the move typed after the number is refused once (a second press acts on the amount shown).

Typed into the box itself (playtest (g)): 9 typed into Speculation's price box at prices of 1 to 2
left no trace and Counter asked 2 without a word; 9 typed into Vingt-un's stake box vanished. The box
swallowed a digit past its most, so the move went on at the amount shown. The digits now stay as
typed for the move to refuse, and a number left in the box when the focus moves on (a click on the
button) is refused too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_windows import new_setup, open_blind_hookey_punter, table_window

from hoyle_desktop.engine.actions import Action

pytestmark = pytest.mark.slow


def _amount_asked(qtbot, table, kind: str) -> None:
    for _ in range(100):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
        legal = table.game.legal_actions(table.human)
        if any(a.kind == kind for a in legal):
            return
        table.session.act(legal[0])
    pytest.fail(f"never asked for {kind}")


def _at_a_stake_of_1_to_5(qtbot):
    window = table_window(qtbot, show_hints=True)
    setup = new_setup(window, "vingt_un", "vingt-un", 3, seed=5)
    setup.rules.update({"stake_min": 1, "stake_max": 5})
    table = window.open_table(setup)
    _amount_asked(qtbot, table, "stake")
    table.setFocus()
    return table


def test_a_stake_above_the_most_is_refused_in_words(qtbot) -> None:
    table = _at_a_stake_of_1_to_5(qtbot)
    qtbot.keyClicks(table, "2")
    before = len(table.game.history)
    qtbot.keyClicks(table, "9")
    assert table.amount.value() == 2  # the amount stays
    said = table.prompt.text()
    assert said == "9 is not allowed: choose 1 to 5 counters. The amount stays at 2.", said
    qtbot.keyClicks(table, "s")  # the move right after is refused: nothing staked at 5, nor at 2
    assert len(table.game.history) == before and table.prompt.text() == said
    qtbot.keyClicks(table, "s")  # told twice: a second press stakes the amount shown
    assert table.game.history[before] == (table.human, Action("stake", value=2))


def test_a_packet_below_the_least_is_refused_in_words(qtbot) -> None:
    table = open_blind_hookey_punter(table_window(qtbot))
    _amount_asked(qtbot, table, "cut")
    table.setFocus()
    shown = table.amount.value()
    before = len(table.game.history)
    qtbot.keyClicks(table, "3")  # no packet has three cards, nor thirty and more
    assert table.amount.value() == shown
    assert table.prompt.text().startswith("3 is not allowed: a packet has 4 to "), table.prompt.text()
    qtbot.keyClicks(table, "1")  # on its way to 10 to 13: shown as typed, and a move now refused
    assert table.amount.cleanText() == "1"
    table._act_valued("cut")
    assert len(table.game.history) == before
    assert table.prompt.text().startswith("1 is not allowed: a packet has 4 to ")
    assert table.amount.value() == shown


def _at_an_offer_window(qtbot):
    window = table_window(qtbot)
    table = window.open_table(new_setup(window, "speculation", "speculation", 5, seed=3))
    for _ in range(400):
        qtbot.waitUntil(table._my_turn, timeout=30_000)
        legal = table.game.legal_actions(table.human)
        if any(a.kind == "offer" for a in legal):
            return table
        table.session.act(legal[0])
    pytest.fail("never at an offer window")


def test_a_price_below_the_least_is_refused_in_words(qtbot) -> None:
    table = _at_an_offer_window(qtbot)
    price = table.offer.price
    least = price.minimum()
    assert least >= 1
    price.lineEdit().setText("0")  # typed into the box, as the playtest did
    before = len(table.game.history)
    button = next(b for b in table.panel.action_buttons if b.text() == "&Offer at my price")
    button.click()
    assert len(table.game.history) == before
    said = table.prompt.text()
    assert said.startswith("0 is not allowed: choose "), said
    assert price.value() >= least and price.cleanText() == str(price.value())


def test_an_amount_chosen_after_a_refusal_is_not_refused(qtbot) -> None:
    """A step with the arrows, or the Hint's amount, after a number refused: the move goes on."""
    table = _at_a_stake_of_1_to_5(qtbot)
    qtbot.keyClicks(table, "9")
    table.amount.stepBy(1)
    shown = table.amount.value()
    before = len(table.game.history)
    qtbot.keyClicks(table, "s")
    assert table.game.history[before] == (table.human, Action("stake", value=shown))
    _amount_asked(qtbot, table, "content")  # on to the next hand's stake
    _amount_asked(qtbot, table, "stake")
    table.setFocus()
    qtbot.keyClicks(table, "9")
    coach = table.coach
    qtbot.keyClicks(table, "h")
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)
    best = coach.decisions[coach._shown].advice.best.action
    before = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(table.game.history) > before, timeout=5_000)
    assert table.game.history[before] == (table.human, best)


def _typed_into(qtbot, box, text: str) -> None:
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)


def _offer_button(table):
    return next(b for b in table.panel.action_buttons if b.text() == "&Offer at my price")


@pytest.mark.parametrize("focus_leaves", [False, True])
def test_a_price_above_the_most_typed_into_the_box_is_refused(qtbot, focus_leaves: bool) -> None:
    table = _at_an_offer_window(qtbot)
    price = table.offer.price
    shown, most = price.value(), price.maximum()
    before = len(table.game.history)
    _typed_into(qtbot, price, str(most + 3))
    button = _offer_button(table)
    if focus_leaves:  # a click on the button takes the focus from the box first
        button.setFocus()
    button.click()
    assert len(table.game.history) == before  # nothing offered, not at the amount shown either
    said = table.prompt.text()
    assert said.startswith(f"{most + 3} is not allowed: choose "), said
    assert said.endswith(f"The amount stays at {shown}."), said
    assert price.value() == shown and price.cleanText() == str(shown)
    button.click()  # the amount shown, now that the refusal was said
    assert table.game.history[before] == (table.human, Action("offer", value=shown))


def test_a_stake_above_the_most_typed_into_the_box_is_refused(qtbot) -> None:
    table = _at_a_stake_of_1_to_5(qtbot)
    shown = table.amount.value()
    before = len(table.game.history)
    _typed_into(qtbot, table.amount, "9")
    table.setFocus()  # the focus moves on: the number typed is refused at once
    said = table.prompt.text()
    assert said == f"9 is not allowed: choose 1 to 5 counters. The amount stays at {shown}.", said
    qtbot.keyClick(table, Qt.Key.Key_S)  # and the move right after is refused: nothing staked
    assert len(table.game.history) == before
