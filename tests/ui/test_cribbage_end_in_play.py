"""A cribbage game that ends during the play (a side pegs out while the others still hold cards):
the end of the game, written on the felt, lies clear of every card still on the table, two-, three-
and four-handed, in English, German and French at 1024x700 (lead's look, 29 November: after Close
of the summary the end's lines were drawn over the computer's cards along the top)."""

from __future__ import annotations

import pytest
from test_cribbage_game_end import play_to_the_end
from test_translations import clean_translators  # noqa: F401  (a fixture)

pytestmark = [pytest.mark.slow, pytest.mark.deal_end_pause]

GAMES = {
    2: ("hoyle-six-card", [120, 120]),
    3: ("three-handed", [60, 60, 60]),
    4: ("four-handed-partners", [120, 120]),
}


def cards_under(table) -> list[str]:
    """The cards on the table the end's words run into."""
    scene = table.scene
    words = scene.show_text.sceneBoundingRect().adjusted(1, 1, -1, -1)
    assert scene.show_text.isVisible() and scene.show_text.text()
    under = []
    for item in scene.all_items():
        if item.isVisible() and item.sceneBoundingRect().intersects(words):
            under.append(f"{item.card} of seat {getattr(item, 'owner', '?')}")
    return under


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_end_of_a_game_won_in_the_play_lies_clear_of_the_cards(
    clean_translators,  # noqa: F811
    qtbot,
    players,
    lang,
) -> None:
    profile, scores = GAMES[players]
    table, _heard = play_to_the_end(qtbot, clean_translators, profile, players, scores, lang, (1024, 700))
    assert table.game.phase != "count" and any(table.scene.hands[s] for s in range(players))
    table.summary.close_button.click()
    qtbot.wait(20)
    assert not table.summary.isVisible()
    assert not cards_under(table)
    sc = table.scene.sceneRect()
    assert sc.contains(table.scene.show_text.sceneBoundingRect())
