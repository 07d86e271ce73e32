"""Cribbage: the cards of the count lie clear of the person's hand.

Playtest (h), 29 November 2026 (two-handed at 1024x700, and the lead saw the same three-handed): the
computer's jack of diamonds on the count lay over the top of the person's four of clubs, the card
the keyboard's frame was on. The row of the count ended 4 px above the hand, and the keyboard's card
rises out of the fan by ``FOCUS_LIFT`` of its height, its dashed frame a little beyond. Now the
count's row ends above the raised card and its frame, at every size and number of players."""

from __future__ import annotations

import random

import pytest
from table_windows import each_case, set_table_size, table_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

PROFILES = {2: "modern-six-card", 3: "three-handed", 4: "four-handed-partners"}


def in_the_play(qtbot, window, players: int, size: tuple[int, int], large: bool):
    """A table in ``window`` in the play with a card on the count and the person to play. Each case
    is a new game in the one window (24 windows took a third of the file's time)."""
    set_table_size(qtbot, window, size, large)
    profile = PROFILES[players]
    rules = dict(window.catalog.get(profile).rules)
    for seed in range(1, 30):
        table = window.open_table(
            NewGameSetup("cribbage", profile, rules, players, ["random"] * (players - 1), seed=seed)
        )
        rng = random.Random(seed)
        while True:
            qtbot.waitUntil(lambda table=table: table.game.is_over() or table._my_turn(), timeout=30_000)
            game = table.game
            if game.is_over() or game.phase not in ("lay_out", "play"):
                break
            if game.phase == "play" and table.scene.pile:
                return table
            table.session.act(rng.choice(game.legal_actions(table.human)))
    raise AssertionError("no seed put a card on the count before the person's turn")


# (1014, 646): the window inside a 1024x700 screen with a title bar, as the playtest had it
SIZES = [(1014, 646), (1024, 700), (1280, 800), (1600, 1000)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_count_row_clears_the_raised_card_and_its_frame(qtbot, players) -> None:
    window = table_window(qtbot, size=SIZES[0])

    def check(case: tuple[tuple[int, int], str]) -> None:
        size, look = case
        table = in_the_play(qtbot, window, players, size, look == "large")
        scene = table.scene
        pile = [item.mapRectToScene(item.card_size()) for item in scene.pile]
        for i, card in enumerate(scene.hands[table.human]):
            table.focus_index = i
            table._refresh_controls()
            frame = card.sceneBoundingRect()  # the raised card and its frame's margin
            assert card.focused and frame.top() < card.scenePos().y()
            for face in pile:
                assert face.bottom() < frame.top(), (face, frame)
        # and the hand still lies whole on the felt, its frame too
        assert scene.sceneRect().contains(frame)

    each_case([(size, look) for size in SIZES for look in ("normal", "large")], check)
