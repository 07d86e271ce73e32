"""The show, as the playtest of 28 November (d) found it (three-handed, large cards, 1024x700): the
crib's row lay over the pack and the start card (the start card mostly covered, though it is part of
every count), and "Your crib: 12 points" sat close under another hand's count. Now the start card
stays whole on the pack, the cards counted lie in a row right of it, and the count stands beside
them (or, with no room there, above them), nearer its own cards than any other words.

Fast: one deal of the engine played at random, its events shown by the table at once."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from table_windows import each_case, set_table_size, table_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

PROFILES = {2: "modern-six-card", 3: "three-handed", 4: "four-handed-partners"}


def show_table(qtbot, window, players: int, size: tuple[int, int], large: bool, what: str):
    """A table in ``window`` showing the first deal's first hand (``what`` "hand"), counted, or its
    crib ("crib"). Each case is a new game in one window (a window a case took a third of the time)."""
    set_table_size(qtbot, window, size, large)
    profile = PROFILES[players]
    rules = dict(window.catalog.get(profile).rules)
    table = window.open_table(
        NewGameSetup("cribbage", profile, rules, players, ["random"] * (players - 1), seed=5)
    )
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    table.session.stop()
    game, rng = table.game, random.Random(2)
    shown = False
    while not shown:
        seat = game.seats_to_act()[0]
        for event in game.apply(seat, rng.choice(game.legal_actions(seat))):
            if event.kind == "deal" or (shown and event.kind == "show"):
                shown = True
                break
            table._show_event(event.for_seat(table.human))
            if event.kind == "show" and (what == "hand") == (event.data.get("what") != "crib"):
                shown = True  # its scores follow in this batch
    return table


def gap(a: QRectF, b: QRectF) -> float:
    across = max(0.0, a.left() - b.right(), b.left() - a.right())
    down = max(0.0, a.top() - b.bottom(), b.top() - a.bottom())
    return (across**2 + down**2) ** 0.5


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_start_card_is_whole_and_each_count_is_by_its_cards(qtbot, players) -> None:
    window = table_window(qtbot, size=(1024, 700))

    def check(case: tuple[tuple[int, int], str, str]) -> None:
        size, look, what = case
        table = show_table(qtbot, window, players, size, look == "large", what)
        scene = table.scene
        assert scene.show and scene.starter is not None
        start = scene.starter.sceneBoundingRect().adjusted(4, 4, -4, -4)  # (less the rings' margin)
        over = [i for i in scene.all_items() if i.isVisible() and i.zValue() > scene.starter.zValue()]
        covered = [i.card for i in over if i.sceneBoundingRect().intersects(start)]
        assert not covered, "the start card is covered"
        title = scene.show_text
        assert title.text() and title.isVisible()
        box = title.sceneBoundingRect()
        assert scene.sceneRect().contains(box), (title.text(), scene._show_title_at)
        row = QRectF()
        for item in scene.show:
            row = row.united(item.sceneBoundingRect())
        texts = [
            t
            for t in scene.items()
            if isinstance(t, QGraphicsSimpleTextItem) and t is not title and t.isVisible() and t.text()
        ]
        mine = gap(box, row)
        nearest = min(gap(box, t.sceneBoundingRect()) for t in texts)
        assert mine <= 16 and nearest >= mine + 6, (
            title.text(),
            mine,
            [(t.text(), gap(box, t.sceneBoundingRect())) for t in texts],
        )
        cards = [i for i in scene.all_items() if i.isVisible() and i not in scene.show]
        under = [i.card for i in cards if i.sceneBoundingRect().intersects(box)]
        assert not under, "the count lies on a card"

    sizes, looks = ((1024, 700), (1280, 900)), ("normal", "large")
    each_case([(s, look, w) for s in sizes for look in looks for w in ("hand", "crib")], check)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_count_of_a_hand_being_shown_is_said_once_beside_its_row(qtbot, players) -> None:
    """Playtest (f): while the computer's hand was counted, "Computer's hand: 9 points" stood both
    under its hand at the top and beside the counted row in the middle, about 100 px apart. The row
    beside the start card says it; the seat keeps its name until the show moves on."""
    table = show_table(qtbot, table_window(qtbot, size=(1024, 700)), players, (1024, 700), False, "hand")
    scene = table.scene
    words = " ".join(scene.show_text.text().split())
    assert words and scene.show_text.isVisible()
    said = [
        t
        for t in scene.items()
        if isinstance(t, QGraphicsSimpleTextItem) and t.isVisible() and " ".join(t.text().split()) == words
    ]
    assert said == [scene.show_text], [(t.text(), t.scenePos()) for t in said]
    seat = table.show_seat
    if seat != table.human:  # its name stands under its hand meanwhile
        assert scene.seat_texts[seat].text() == scene.names[seat]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_hand_being_counted_lies_on_the_table_once(qtbot, players) -> None:
    """Playtest (d), 29 November, three-handed in French: the hand counted lay in the middle and
    still at its seat (the person's at the bottom too): "I looked twice for a second hand". The hand
    being counted lies in the middle, beside the start card; once the show moves on it goes back to
    its seat, face up with its count, so the held end shows every hand counted and the crib."""
    window = table_window(qtbot, size=(1024, 700))

    def check(what: str) -> None:
        table = show_table(qtbot, window, players, (1024, 700), False, what)
        scene = table.scene
        visible = [i.card for i in scene.all_items() if i.isVisible() and i.card is not None and i.face_up]
        twice = {card for card in visible if visible.count(card) > 1}
        assert not twice, sorted(str(c) for c in twice)
        for item in scene.show:
            assert item.isVisible()
        for seat, hand in scene.shown_hands.items():
            at_seat = all(i.isVisible() for i in hand)
            assert at_seat == (what == "crib" or seat != table.show_seat), (seat, table.show_seat)

    each_case(["hand", "crib"], check)
