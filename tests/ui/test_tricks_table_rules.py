"""The trick table plays the rules a second reading corrected (issue 23): four-handed All-Fours shows
the two who wait for the beg no cards, Spoil-Five seats partnerships of six round the oval."""

from __future__ import annotations

import pytest
from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.engine.tricks.all_fours import BEG

pytestmark = pytest.mark.slow


def _seed_where_the_person_waits() -> int:
    from hoyle_desktop.engine.tricks.all_fours import AllFoursGame

    for seed in range(1, 200):
        game = AllFoursGame({"players": 4}, seed)
        if game.phase == BEG and 0 not in (game.dealer, game.elder):
            return seed
    raise AssertionError("no seed")


def test_four_handed_the_person_sees_no_card_before_the_beg_is_settled(qtbot) -> None:
    """ "The other two players must not take up their cards till the dealer has decided whether he
    will 'give one' or 'run the cards'\" (Hoyle, FOUR-HANDED ALL-FOURS)."""
    window = fast_window(qtbot)
    setup = new_setup(window, "all_fours", "all-fours-partners", 4, seed=_seed_where_the_person_waits())
    table = window.open_table(setup)
    game = table.game
    shown_early: list[object] = []
    original = table._show_event

    def watch(e) -> None:
        original(e)
        if not game.taken_up or e.kind == "deal":
            shown_early.extend(i.card for i in table.scene.hands[0] if i.card is not None)

    table._show_event = watch
    qtbot.waitUntil(lambda: table.idle and game.taken_up and game.deal_no >= 1, timeout=30_000)
    qtbot.waitUntil(lambda: table.idle, timeout=30_000)
    assert not shown_early
    if game.view(0).hand:
        qtbot.waitUntil(
            lambda: [i.card for i in table.scene.hands[0]] == list(game.view(0).hand), timeout=30_000
        )


def test_spoil_five_six_in_partnerships_round_the_oval(qtbot) -> None:
    """ "If five or more players are taking part in the game ... partnerships can be formed\""""
    window = fast_window(qtbot)
    setup = new_setup(window, "spoil_five", "spoil-five-partners", 6, seed=3)
    setup.rules["fiving"] = False
    table = window.open_table(setup)
    assert table.partnered and len(table.side_names) == 2
    points = {(round(table.scene.seat_point(s).x()), round(table.scene.seat_point(s).y())) for s in range(6)}
    assert len(points) == 6
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=30_000)
    assert [i.card for i in table.scene.hands[0]] == list(table.game.view(0).hand)
