"""Polish (e): the amount box keeps the last stake into the next hand (Vingt-un, Baccarat, Blind
Hookey: ui/banking/amount.py with ui/table/amounts.py's words). Kept, as most card tables keep the
last bet: it stands in the box, and the Hint, asked, sets its own. But where the amounts allowed
had changed (Baccarat's bank left room for 30 after a stake of 50; Blind Hookey's "nothing" on a
second packet, then a first packet's stake of 1 at least; a second packet cut from fewer cards),
the box jumped to the second amount offered, without a word. Now it goes to the nearest amount
allowed, and the prompt and the status line say so."""

from __future__ import annotations

import pytest
from table_windows import new_setup, table_window
from test_amount_refused import _amount_asked

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.banking.amount import AmountBox

pytestmark = pytest.mark.slow


def test_a_kept_amount_out_of_range_goes_to_the_nearest_allowed(qtbot) -> None:
    box = AmountBox()
    qtbot.addWidget(box)
    box.set_values([0, 10, 20, 30, 40, 50], "nothing", "stake")
    box.setValue(50)
    assert box.moved is None
    box.set_values([0, 10, 20, 30], "nothing", "stake")  # the bank has room for 30 now
    assert box.chosen() == 30 and box.moved == (50, 30)
    box.set_values([0, 10, 20, 30], "nothing", "stake")  # the same question asked again: kept
    assert box.chosen() == 30 and box.moved is None
    box.setValue(0)
    box.set_values([10, 20], "nothing", "stake")  # "nothing" no longer allowed: the least, unsaid
    assert box.chosen() == 10 and box.moved is None  # (playtest (i): "0 is not allowed now")
    box.set_values([4, 5, 6], "", "cut")  # another question: its own default, nothing said
    assert box.moved is None


def test_the_kept_stake_stands_and_a_moved_one_is_said(qtbot, monkeypatch) -> None:
    window = table_window(qtbot)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 3, seed=5))
    _amount_asked(qtbot, table, "stake")  # the person's turn: nothing moves until they stake
    said: list[str] = []
    table.status.connect(said.append)
    table.amount.setValue(4)
    table._refresh_controls()  # the same question again: the stake kept, shown, nothing said
    assert table.amount.chosen() == 4 and table.amount.text().startswith("4 ")
    assert table.prompt.text() == "Look at your card and stake on it."
    assert not said
    legal = [Action("stake", value=n) for n in (1, 2, 3)]  # a limit lowered to 3 (as the engine would)
    monkeypatch.setattr(type(table.game), "legal_actions", lambda game, seat: list(legal))
    table._refresh_controls()
    assert table.amount.chosen() == 3
    words = "4 is not allowed now: choose 1 to 3 counters. The amount is 3."
    assert table.prompt.text() == "Look at your card and stake on it. " + words, table.prompt.text()
    assert said == [words]
    table._refresh_controls()  # refreshed again at the same decision: the words stay, said once
    assert table.prompt.text().endswith(words) and said == [words]
    table.session.stop()


@pytest.mark.parametrize(
    ("values", "nothing", "first"),
    [
        ([1, 2, 3, 4, 5], "", 1),  # Vingt-un's stakes: it started at 2
        ([10, 20, 30, 40, 50], "", 10),  # Baccarat's bank
        ([4, 5, 6, 7], "", 4),  # Blind Hookey's packet, cut
        ([0, 1, 2, 3], "nothing", 1),  # a stake where "nothing" is allowed: the least stake
        ([0], "nothing", 0),  # nothing is all there is
    ],
)
def test_with_nothing_kept_the_box_starts_at_the_least_amount(qtbot, values, nothing, first) -> None:
    """Polish (e): with nothing kept from an earlier hand the box started at the second amount
    offered (2 at Vingt-un's 1 to 5). It starts at the least amount allowed; where "nothing" is
    offered (a stake of 0), at the least amount staked, as the second amount was meant to be."""
    box = AmountBox()
    qtbot.addWidget(box)
    box.set_values(values, nothing, "stake")
    assert box.chosen() == first


def test_vingt_uns_first_stake_box_shows_the_least_stake(qtbot) -> None:
    window = table_window(qtbot)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 3, seed=5))
    _amount_asked(qtbot, table, "stake")
    least = min(int(a.value) for a in table.game.legal_actions(table.human) if a.kind == "stake")
    assert table.amount.chosen() == least and table.amount.text().startswith(f"{least} ")
