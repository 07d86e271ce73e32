"""Enter inside an amount box does what the box is for (playtest (i), 29 November, Speculation: 3
typed in "Your price (counters)" and Enter turned the card up, "You turn up the four of clubs.",
and the chance to sell was gone). The shared box (ui/table/amounts.NumberBox) says Enter was pressed
in it; each table answers with the box's own move: Speculation offers (or bids, or counters) at the
price typed, the banking tables stake (or cut, or bank) the amount typed. Enter at the table itself
is unchanged (Speculation: it turns up the card)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_windows import new_setup, table_window
from test_amount_refused import _at_a_stake_of_1_to_5, _at_an_offer_window, _typed_into

from hoyle_desktop.engine.actions import Action

pytestmark = pytest.mark.slow


def test_enter_in_speculations_price_box_offers_at_the_price_typed(qtbot) -> None:
    table = _at_an_offer_window(qtbot)
    price = table.offer.price
    typed = price.maximum() if price.value() != price.maximum() else price.minimum()
    before = len(table.game.history)
    _typed_into(qtbot, price, str(typed))
    qtbot.keyClick(price, Qt.Key.Key_Return)
    assert table.game.history[before] == (table.human, Action("offer", value=typed))


def test_enter_in_speculations_price_box_refuses_a_price_not_allowed(qtbot) -> None:
    table = _at_an_offer_window(qtbot)
    price = table.offer.price
    before = len(table.game.history)
    _typed_into(qtbot, price, str(price.maximum() + 3))
    qtbot.keyClick(price, Qt.Key.Key_Return)
    assert len(table.game.history) == before  # nothing offered, and the card not turned up
    assert table.prompt.text().startswith(f"{price.maximum() + 3} is not allowed: choose ")


def test_enter_at_speculations_table_still_turns_the_card_up(qtbot) -> None:
    table = _at_an_offer_window(qtbot)
    before = len(table.game.history)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.game.history[before] == (table.human, Action("turn"))


def test_enter_in_vingt_uns_stake_box_stakes_the_amount_typed(qtbot) -> None:
    table = _at_a_stake_of_1_to_5(qtbot)
    before = len(table.game.history)
    _typed_into(qtbot, table.amount, "4")
    qtbot.keyClick(table.amount, Qt.Key.Key_Return)
    assert table.game.history[before] == (table.human, Action("stake", value=4))


def test_enter_in_vingt_uns_box_divides_when_dividing_is_what_it_asks(qtbot) -> None:
    """With a pair the box holds the stake to divide with, beside Content and a card: Enter in the
    box divides (at the table Enter still says Content)."""
    window = table_window(qtbot)
    setup = new_setup(window, "vingt_un", "vingt-un", 3, seed=2)  # a pair in the first hand
    setup.rules.update({"stake_min": 1, "stake_max": 5})
    table = window.open_table(setup)
    for _ in range(60):  # stakes of 2, Content otherwise, until a pair may be divided
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
        legal = table.game.legal_actions(table.human)
        kinds = {a.kind for a in legal}
        if "divide" in kinds:
            break
        content = next((a for a in legal if a.kind == "content"), legal[0])
        table.session.act(Action("stake", value=2) if "stake" in kinds else content)
    assert {"divide", "content", "card"} <= kinds, kinds
    before = len(table.game.history)
    _typed_into(qtbot, table.amount, "2")
    qtbot.keyClick(table.amount, Qt.Key.Key_Return)
    assert table.game.history[before] == (table.human, Action("divide", value=2))
