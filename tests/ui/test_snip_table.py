"""Snip-Snap-Snorum through the stops table, offscreen: whole games in each variation, the
pairing refused in words, the keyboard, and resuming a saved game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_windows import resume_in_new_window
from test_stops_table_games import fast_window, new_setup, play_through

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.stops.view import FOLLOW

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(
    ("profile", "players", "rules"),
    [
        # short whole games: two counters each when the last one in wins, one deal when the first out does
        ("snip-snap-snorum", 4, {"purse": 2}),
        ("snip-snap-snorum-whole-pack", 3, {"purse": 2}),
        ("snip-snap-snorum-first-out", 4, {"deals": 1}),
        ("turn-up-snip", 5, {"failing": "fined", "pack": 32, "purse": 2}),
    ],
)
def test_whole_game_through_the_table(qtbot, profile: str, players: int, rules: dict) -> None:
    window = fast_window(qtbot)
    setup = new_setup(window, "snip_snap_snorum", profile, players, seed=11)
    setup.rules.update(rules)
    result, deals = play_through(qtbot, window, setup, seed=2)
    table = window.table
    assert sum(result.scores) == 0 and len(deals) >= 1
    assert table.again_button.isVisible()
    texts = table.panel.history_texts()
    assert any("into the pool" in t for t in texts)
    assert any("takes the pool" in t or "take the pool" in t for t in texts)
    assert all(v == 0 for v in table.board.counts().values())
    # issue #23: "the first out in the previous game becomes the new dealer" of the next
    first_out = result.details["next_rules"]["first_dealer"]
    table.again_button.click()
    again = window.table
    assert again is not table and again.game.dealer == first_out
    qtbot.waitUntil(lambda: any("the first out in the last game" in t for t in again.panel.history_texts()))


def _until_pairing(qtbot, table) -> None:
    """Play the person's cards (with the keyboard) until he must pair while holding another card."""
    for _ in range(400):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        view = table.game.view(0)
        if (
            view.phase == FOLLOW
            and len(view.hand) > 1
            and any(c.rank != view.to_follow.rank for c in view.hand)
        ):
            return
        first = table.game.legal_actions(0)[0].cards[0]
        table.focus_index = [i.card for i in table.scene.hands[0]].index(first)
        qtbot.keyClick(table, Qt.Key.Key_Space)
    raise AssertionError("never had to pair")


def test_failing_to_pair_is_refused_in_words(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "snip_snap_snorum", "snip-snap-snorum", 2, seed=5))
    table.game.ledger  # noqa: B018 - the game is made
    messages: list[str] = []
    table.status.connect(messages.append)
    _until_pairing(qtbot, table)
    view = table.game.view(0)
    assert "Pair it" in table.prompt.text()
    other = next(c for c in view.hand if c.rank != view.to_follow.rank)
    before = len(table.game.history)
    table._on_card_clicked(other)
    assert len(table.game.history) == before
    assert messages[-1].startswith("You must pair the card just played")
    assert table.session.act(Action("play", (other,))) == "must_pair"
    highlighted = [i.card for i in table.scene.hands[0] if i.highlight]
    assert highlighted and all(c.rank == view.to_follow.rank for c in highlighted)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter plays the pairing card
    assert len(table.game.history) == before + 1


def test_quit_and_resume_exactly_where_you_were(qtbot) -> None:
    window = fast_window(qtbot)
    setup = new_setup(window, "snip_snap_snorum", "turn-up-snip", 4, seed=21)
    table = window.open_table(setup)
    for _ in range(4):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        table._on_card_clicked(table.game.legal_actions(0)[0].cards[0])
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    view = table.game.view(0)
    resumed = resume_in_new_window(qtbot, window, fast_window)
    assert resumed.game.view(0) == view
    qtbot.waitUntil(lambda: resumed.idle and resumed.session.human_may_act(), timeout=20_000)
    assert [i.card for i in resumed.scene.hands[0]] == list(view.hand)
    assert resumed.deal_label.text() == f"Deal {view.deal}"
