"""Options ▸ Large cards at the card tables (the ones whose felt is ui/table/card_view.py's view) at a
small window: the playtest of 28 November found All-Fours at 1024x700 with cards of the same width
with the option as without (the table fitted them to the window), and Cribbage at the default
1100x760 with no room for them, and three-handed cribbage (its board three tracks high) with no
larger cards at either size. Large cards are now visibly larger at 1024x700 and 1100x760 too, and
nothing overlaps or is cut off (``problems``: the widgets, the cards inside the view, no line of
words on the felt running into a card)."""

from __future__ import annotations

import random

import pytest
from table_windows import laid_out, table_window
from test_table_overlaps import problems

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = pytest.mark.slow
SMALL = [(1024, 700), (1100, 760)]
# (game, profile, players, how much larger at least): cribbage's board and the hands along the top
# leave least room down.
CARD_TABLES = [
    ("cribbage", "hoyle-five-card", 2, 1.07),
    ("cribbage", "three-handed", 3, 1.07),  # its three-track board runs longer and lower with them
    ("cribbage", "four-handed-partners", 4, 1.07),
    ("pope_joan", "pope-joan", 4, 1.2),
    ("newmarket", "newmarket", 5, 1.2),
    ("snip_snap_snorum", "snip-snap-snorum", 5, 1.2),
    ("all_fours", "all-fours-partners", 4, 1.2),
    ("spoil_five", "spoil-five", 5, 1.2),
    ("crazy_eights", "crazy-eights", 4, 1.2),
    ("cassino", "cassino", 2, 1.2),
    ("cassino", "cassino-six-handed", 6, 1.2),
]


@pytest.mark.parametrize(
    ("game", "profile", "players", "larger"), CARD_TABLES, ids=[f"{c[1]}-{c[2]}" for c in CARD_TABLES]
)
def test_large_cards_are_larger_at_a_small_window_and_nothing_overlaps(
    qtbot, game: str, profile: str, players: int, larger: float
) -> None:
    window = table_window(qtbot, size=SMALL[0])
    rules = {**window.catalog.get(profile).rules, "players": players}
    table = window.open_table(
        NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed=3)
    )
    idle = lambda: getattr(table, "idle", True)  # noqa: E731
    settled = lambda: idle() and (table.session.human_may_act() or table.game.is_over())  # noqa: E731
    qtbot.waitUntil(settled, timeout=20_000)
    ordinary = {}
    for size in SMALL:
        window.resize(*size)
        laid_out(qtbot, window, size)
        ordinary[size] = table.scene.card_w
    window.settings.set("large_cards", True)
    table.apply_settings(["large_cards"])
    report, rng, moves = [], random.Random(5), 0
    for size in SMALL:
        window.resize(*size)
        qtbot.waitUntil(settled, timeout=20_000)
        laid_out(qtbot, window, size)  # the layouts after the last words set
        width = table.scene.card_w
        if width < larger * ordinary[size]:
            report.append(f"{size}: large cards {width:.0f} px wide, ordinary ones {ordinary[size]:.0f}")
        report += [f"{size}: {p}" for p in problems(table)]
        # A few moves on: the hand, the trick or the run and the piles as play moves them.
        for _ in range(3):
            if table.game.is_over():
                break
            legal = table.game.legal_actions(table.session.human)
            cards = [a for a in legal if a.cards] or legal
            table.session.act(rng.choice(cards))
            moves += 1
            qtbot.waitUntil(settled, timeout=20_000)
            laid_out(qtbot, window)
            if not table.game.is_over():  # (the game's summary then lies over the felt)
                report += [f"{size}, move {moves}: {p}" for p in problems(table)]
    assert not report, "\n".join(report)


@pytest.mark.parametrize("large", [False, True])
def test_speculations_words_at_a_deals_end_stay_on_a_small_felt(qtbot, large: bool) -> None:
    """Seen at 1024x700 with six players, the person winning the pool: "takes the pool" under his
    cards ran off the foot of the felt, and the caption under the pool ("You win with the ace of
    clubs.") ran into his name. (Since playtest (i) the caption says both, whole: no words under
    the winner's cards.)"""
    window = table_window(qtbot, size=SMALL[0], large_cards=large)
    rules = {**window.catalog.get("speculation").rules, "players": 6}
    table = window.open_table(NewGameSetup("speculation", "speculation", rules, 6, ["standard"] * 5, seed=31))
    qtbot.waitUntil(lambda: table.session.human_may_act() and table.idle, timeout=20_000)
    board = table.board
    board.caption = "You win with the ace of clubs. You take the pool: 7 counters."
    laid_out(qtbot, window)  # the side panel's layout after the prompt's last words (a posted request)
    report = problems(table)
    assert board.caption in [text for _, text in board.painted_words]
    assert not report, "\n".join(report)
