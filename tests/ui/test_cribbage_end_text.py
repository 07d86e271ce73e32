"""The end of a cribbage game, written on the felt above the cards shown, never runs into a seat's
name (issue 18, seen playing as a new player: at 1400x900 "Computer wins by 31 points, 121 to 90"
was drawn over the name "Computer" under the emptied top hand)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF
from table_windows import table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = pytest.mark.slow


def _stopped_table(qtbot, size: tuple[int, int], crib: bool = False):
    """A two-handed table at its first lay-out, its game stopped: the felt to write on; with
    ``crib``, once the computer's two cards lie in the crib (its lay-out comes from a worker)."""
    window = table_window(qtbot, size=size)
    rules = dict(window.catalog.get("modern-six-card").rules)
    table = window.open_table(NewGameSetup("cribbage", "modern-six-card", rules, 2, ["random"], seed=5))
    qtbot.waitUntil(lambda: table.idle and (bool(table.scene.crib) or not crib), timeout=10_000)
    table.session.stop()
    return table


@pytest.mark.parametrize("size", [(1400, 900), (1024, 700)])
def test_the_end_of_the_game_and_the_seat_names_do_not_overlap(qtbot, size) -> None:
    table = _stopped_table(qtbot, size)
    scene = table.scene
    for seat, hand in enumerate(scene.hands):
        if seat != table.human:
            scene._drop(hand)  # the hands are played out when the last card wins
    end_of_game = ("Computer wins by 31 points, 121 to 90.", "You are skunked (90 points).", "You lose 2.")
    scene.show_text.setText("\n".join(end_of_game))
    scene.relayout(0)
    end = scene.show_text.sceneBoundingRect()
    names = [t for t in scene.seat_texts.values() if t.isVisible() and t.text()]
    assert not [t.text() for t in names if t.sceneBoundingRect().intersects(end)]


def test_a_seats_name_goes_with_its_cards(qtbot) -> None:
    """Playtest of 28 November (c): while the hands are shown and the crib counted, the other
    seats' names stayed where their cards had been, over empty cloth."""
    window = table_window(qtbot, size=(1100, 760))
    rules = dict(window.catalog.get("modern-six-card").rules)
    table = window.open_table(NewGameSetup("cribbage", "modern-six-card", rules, 2, ["random"], seed=5))
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    table.session.stop()
    scene = table.scene
    name = scene.seat_texts[1]
    assert scene.hands[1] and name.isVisible()
    scene._drop(scene.hands[1])  # its cards gone to the show
    scene._drop(scene.spent[1])
    scene.relayout(0)
    assert not name.isVisible()


@pytest.mark.deal_end_pause
@pytest.mark.parametrize(
    ("profile", "players", "size"),
    [
        (profile, players, size)
        for profile, players in (("modern-six-card", 2), ("three-handed", 3), ("four-handed-partners", 4))
        for size in ((1024, 700), (1280, 900))
    ],
)
def test_the_held_end_of_a_deal_shows_every_hand_counted_and_the_crib(qtbot, profile, players, size) -> None:
    """Playtest of 28 November (c): at the held end of a deal only the crib lay on the table, the
    hands gone and the computer's name left over empty cloth. Each hand shown now lies face up at
    its seat with its count where its name was ("Computer's hand: 7 points"; the person's beside
    the hand), the crib with its count in the middle, and nothing runs into anything. Three-handed at
    1024x700 (the tallest board, the lowest felt) the crib's title lay over the top seats' counts,
    which were hidden: every count is readable for two, three and four players at both sizes."""
    import random

    from test_deal_end import play_to_the_hold
    from test_table_overlaps import problems

    window = table_window(qtbot, size=size)
    rules = dict(window.catalog.get(profile).rules)
    setup = NewGameSetup("cribbage", profile, rules, players, ["standard"] * (players - 1), seed=5)
    table = window.open_table(setup)
    play_to_the_hold(qtbot, table, random.Random(2))
    assert table.deal_end.holding
    qtbot.wait(50)
    scene = table.scene
    for seat in range(players):
        cards = scene.shown_hands.get(seat, [])
        assert len(cards) == 4 and all(c.face_up and c.isVisible() for c in cards), seat
        label = scene.my_count if seat == table.human else scene.seat_texts[seat]
        # four-handed, under a hand along the top: its place ("Left: 6 points"), the title's words too long
        at_top = players == 4 and seat != table.human
        said = r"^(Left|Partner|Right): \d+ point" if at_top else r"hand: \d+ point"
        assert label.isVisible() and re.search(said, label.text()), label.text()
        box = label.sceneBoundingRect()
        reach = QRectF()
        for card in cards:
            reach = reach.united(card.sceneBoundingRect())
        # With its cards: under them (another's) or beside them (the person's).
        assert box.left() < reach.right() + 40 and box.right() > reach.left() - 40, (seat, box, reach)
        assert abs(box.center().y() - reach.center().y()) < reach.height(), (seat, box, reach)
    # The crib's four cards in the middle, the start card whole on the pack, the count beside them.
    title = scene.show_text.text().replace(":\n", ": ")  # (on two lines where one is too wide)
    whose = r"(Your|\w+( \d)?'s|Your partner's|The \w+ player's)"
    assert len(scene.show) == 4 and re.match(whose + r" crib: \d+ point", title)
    assert not scene.crib_text.isVisible()
    assert not problems(table)


@pytest.mark.deal_end_pause
@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_counts_along_the_top_stay_apart_in_every_language(clean_translators, qtbot, lang) -> None:  # noqa: F811
    """Four-handed at 1024x700 three hands share the top: in German and French their counts ran
    into one another ("Hand von Partner: 10 Punkte" over "Hand von Rechts: …"). A count wider than
    its share is written a little smaller, on its one line."""
    import random

    from test_deal_end import play_to_the_hold
    from test_table_overlaps import problems

    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    window = table_window(qtbot, size=(1024, 700))
    rules = dict(window.catalog.get("four-handed-partners").rules)
    setup = NewGameSetup("cribbage", "four-handed-partners", rules, 4, ["standard"] * 3, seed=5)
    table = window.open_table(setup)
    play_to_the_hold(qtbot, table, random.Random(2))
    assert table.deal_end.holding
    qtbot.wait(50)
    counts = [table.scene.seat_texts[seat] for seat in range(1, 4)]
    assert all(text.isVisible() and re.search(r"\d", text.text()) for text in counts)
    assert not problems(table)


def test_the_end_of_the_game_keeps_clear_of_the_crib(qtbot) -> None:
    """German at 1024x700 (lead's look at the end of a game, 28 November): "Computer ist doppelt
    Schneider (16 Punkte): Das zählt zusätzlich." ran on over the crib's pile; each line of the end
    of the game now wraps short of it, and is written again whole when there is room. (The hands
still lie along the top here, as when a game ends in the play: the end stands clear of them too,
tests/ui/test_cribbage_end_in_play.py.)"""
    scene = _stopped_table(qtbot, (1024, 700), crib=True).scene
    end_of_game = (
        "Sie gewinnen mit 5 Punkten Vorsprung, 21 zu 16.",
        "Computer ist doppelt Schneider (16 Punkte): Das zählt zusätzlich, sehr viel zusätzlich.",
        "Sie gewinnen 3 Einsätze.",
    )
    scene.show_text.setText("\n".join(end_of_game))
    scene.relayout(0)
    assert scene.crib, "the crib lies on the table"
    end = scene.show_text.sceneBoundingRect()
    crib = [item.sceneBoundingRect() for item in scene.crib] + [scene.crib_text.sceneBoundingRect()]
    assert not [box for box in crib if box.intersects(end)], end
    if end.bottom() <= scene.middle_top():  # above the middle row: short of the crib's pile
        assert end.right() <= scene._show_limit() + 1, (end, scene._show_limit())
    assert scene.show_text.text().count("\n") > 2  # (a line was wrapped)
    words = re.sub(r"\s+", " ", scene.show_text.text().replace("\u2060", "")).strip()
    assert words == " ".join(end_of_game)
