"""Speculation faults playtest B found (issue 24): a prompt offering a bid with no Bid button, and
words painted under cards at the default window size."""

from __future__ import annotations

import random

import pytest
from painted_words import words_meeting
from PySide6.QtCore import QCoreApplication
from table_windows import table_window
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.speculation.view import ANSWER
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup


def open_speculation(qtbot, players: int, size: tuple[int, int], seed: int):
    window = table_window(qtbot, size=size)
    rules = {**window.catalog.get("speculation").rules, "players": players}
    table = window.open_table(
        NewGameSetup("speculation", "speculation", rules, players, ["standard"] * (players - 1), seed=seed)
    )
    return window, table


def play_until(qtbot, table, phase: str, seed: int) -> None:
    """The person plays at random until it is their turn at ``phase`` (the computers as set up)."""
    rng = random.Random(seed)
    for _ in range(400):
        qtbot.waitUntil(table._my_turn, timeout=30_000)
        if table.game.view(table.human).phase == phase:
            return
        table.session.act(rng.choice(table.game.legal_actions(table.human)))
    pytest.fail(f"the person's turn never came at {phase}")


def five_held(qtbot, house_rules: str, size: tuple[int, int]):
    """Five at the table, the play stopped after the first deal's start: the board and its model,
    to be set as a test needs."""
    window = table_window(qtbot, size=size)
    rules = {**window.catalog.get(house_rules).rules, "players": 5}
    table = window.open_table(NewGameSetup("speculation", house_rules, rules, 5, ["random"] * 4, seed=5))
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    table.session.stop()
    return table.board, table.board.model


def words_over_words(board) -> list[str]:
    """Every two lines of words the board paints over each other (the trade's caption left out)."""
    board.caption = ""
    return words_meeting(board, -1, -1)


def words_over_cards(board) -> list[str]:
    board.repaint()
    found = []
    for box, text in board.painted_words:
        for card in board.painted_cards:
            if text and box.adjusted(1, 1, -1, -1).intersects(card):
                found.append(f"{text!r} at {box} runs under a card at {card}")
    return found


@pytest.mark.parametrize("size", [(1100, 760), (1024, 700)])
@pytest.mark.parametrize("players", [5, 6, 7])
def test_no_words_under_cards(qtbot, size, players) -> None:
    _window, table = open_speculation(qtbot, players, size, seed=players)
    rng = random.Random(players)
    found: list[str] = []
    for _ in range(3000):
        qtbot.wait(1)
        if not table.idle:
            continue
        found += words_over_cards(table.board)
        if table.game.view(0).deal > 1 or table.game.is_over():
            break
        if table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(0)))
    assert not found, sorted(set(found))[:5]


def test_an_offer_with_no_room_to_bid_is_not_answered_with_bid_less(qtbot) -> None:
    """Playtest B: "Buy it, bid less (your price below), or refuse" with no Bid button (the best bid
    already left no room under the asking price)."""
    _window, table = open_speculation(qtbot, 5, (1100, 760), seed=1)
    table.session.stop()
    spec = table.game.spec
    found = None
    for seed in range(200):
        game = spec.new_game(dict(table.game.rules), seed)
        rng = random.Random(seed)
        for _ in range(300):
            if game.is_over():
                break
            seat = game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            if seat == 0 and game.view(0).phase == ANSWER and not any(a.kind == "bid" for a in legal):
                found = game
                break
            game.apply(seat, rng.choice(legal))
        if found:
            break
    assert found is not None
    kinds = {a.kind for a in found.legal_actions(0)}
    text = table._prompt(found.view(0), kinds)
    assert "bid less" not in text and "Buy it" in text
    labels = [label for label, _ in table._buttons(found.view(0), found.legal_actions(0))]
    assert not [label for label in labels if "B&id" in label]


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("turned", [0, 1, 2, 3])
def test_the_spare_hand_keeps_clear_of_a_side_seats_cards(qtbot, language, turned) -> None:  # noqa: F811
    """Playtest (h), "Speculation, for the pool" (a spare hand) with five at 1024x700: once the
    player at the right had turned up a card, his cards lay over the spare hand and its words
    ("Spare han", "Extrahan", "Main de rése"). The spare hand moves in, clear of them."""
    from PySide6.QtCore import QRectF

    from hoyle_desktop.engine.cards import Card, Rank, Suit

    board, model = five_held(qtbot, "speculation-pool-games", (1024, 700))
    model.deal, model.spare, model.spare_down = 1, [], 3
    model.down = [3, 3, 3, 3, 3 - turned]
    model.rows = [[], [], [], [], [Card(Rank.KING, Suit.CLUBS)] * turned]
    board.caption = ""
    found = words_over_cards(board)
    spare = [c for c in board.painted_cards if abs(c.width() - int(board.card_width() * 0.7)) < 1]
    seats = [board.cards_rect(seat) for seat in range(5)]
    found += [
        f"a spare card at {c} lies on seat {s}"
        for c in spare
        for s, r in enumerate(seats)
        if QRectF(c).adjusted(1, 1, -1, -1).intersects(r)
    ]
    assert len(spare) == 3 and not found, found


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("size", [(1024, 700), (1024, 660)])
def test_the_pool_keeps_clear_of_a_side_seats_line(qtbot, language, size) -> None:  # noqa: F811
    """Playtest (i), five at 1024x700: "Pool: 6" stood on the right-hand player's line when he was
    the dealer and the chief hand ("Pool: 6Computer 4 (dealer) · purse 24 · chief hand"). The
    seat's line keeps clear of the pool's words as it keeps clear of the turn-up."""
    board, model = five_held(qtbot, "speculation", size)
    model.deal, model.pool, model.dealer, model.holder = 1, 16, 4, 4
    model.purses = [29, 29, 35, 29, 24]
    assert not words_over_words(board)



POOL_GAP_PX = 8  # a letter's width between the pool's words and another line, at the least


def gap(a, b) -> float:
    """The room between two boxes (0 if they touch or overlap)."""
    across = max(a.left() - b.right(), b.left() - a.right())
    down = max(a.top() - b.bottom(), b.top() - a.bottom())
    return max(0.0, across, down)


def pool_box(board, taken: list) -> object:
    """Where the board writes the pool's words with ``taken`` the room others' words and cards take."""
    from PySide6.QtGui import QPainter, QPixmap

    pixmap = QPixmap(board.size())
    painter = QPainter(pixmap)
    painter.setFont(board.font())
    _place, words, _apart = board._pool_place(painter, board.card_width(), taken)
    painter.end()
    return words


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("side", ["right", "left"])
def test_the_pool_stands_a_letter_clear_of_a_line_beside_it(qtbot, language, side) -> None:  # noqa: F811
    """Playtest (i), five at 1024x700: "Pool: 6" ended 2 px from "Computer 4 (dealer) · purse 28",
    clear of it yet read as one line. A line 2 px beside the pool's words moves them: they keep
    a letter's width from it."""
    board, model = five_held(qtbot, "speculation", (1024, 700))
    model.pool = 6
    home = pool_box(board, [])
    line = home.translated(home.width() + 2, 0) if side == "right" else home.translated(-home.width() - 2, 0)
    moved = pool_box(board, [line])
    assert gap(moved, line) >= POOL_GAP_PX, (home, line, moved)


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("size", [(1024, 700), (1010, 650), (1024, 660)])
@pytest.mark.parametrize("holder", [None, 4])
def test_the_pool_stands_clear_of_the_dealers_line(qtbot, language, size, holder) -> None:  # noqa: F811
    """The same at the table: the pool's words a letter's width from every other line, the
    right-hand player the dealer (and the chief hand), his purse of two figures and of three."""
    board, model = five_held(qtbot, "speculation", size)
    for purse in (28, 128):
        model.deal, model.pool, model.dealer, model.holder = 1, 6, 4, holder
        model.purses = [29, 29, 29, 29, purse]
        board.caption = ""
        board.repaint()
        pool_text = QCoreApplication.translate("Speculation", "Pool: %1").replace("%1", "6")
        pool = next(box for box, text in board.painted_words if text == pool_text)
        near = [
            f"{text!r} {gap(pool, box):.0f} px from the pool's words"
            for box, text in board.painted_words
            if text and text != pool_text and gap(pool, box) < POOL_GAP_PX
        ]
        assert not near, near


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
@pytest.mark.parametrize("size", [(1024, 700), (1010, 650), (1000, 640)])
def test_the_pool_stands_clear_of_a_dealers_line_over_four_cards(qtbot, language, size) -> None:  # noqa: F811
    """Playtest 29 November (c), five in French: the right-hand player, dealer and chief hand, held
    two cards face down and two turned up (the five and the knave of spades he had bought); his line
    went into two, "Ordinateur 4 (donneur)" over "bourse 29 · main maîtresse", and "Cagnotte : 6"
    ran into it ("Cagnotte : 6bourse 29"): every other place for the pool's words was taken too."""
    from hoyle_desktop.engine.cards import Card

    board, model = five_held(qtbot, "speculation", size)
    model.deal, model.pool, model.dealer, model.holder = 3, 6, 4, 4
    model.purses = [33, 25, 30, 27, 29]
    model.turn_up, model.turn_up_owner = Card.parse("8S"), 1
    model.down = [2, 2, 2, 3, 2]
    model.rows = [[Card.parse(c) for c in row.split()] for row in ("2C", "TH", "7H", "", "5S JS")]
    model.best = Card.parse("JS")
    assert not words_over_words(board)


@pytest.mark.parametrize("row", ["JH KD 3H", "2C JH KD 3H", "JH KD 3H 4S", "5C JH KD"])
def test_every_turned_card_shows_in_the_chief_hands_row(qtbot, row: str) -> None:
    """Playtest (g): the person's knave of hearts (best trump) turned first, then the king of
    diamonds and three of hearts: the knave lay over the king's left, the three over its right, and
    the king was not seen at all. Every card of a row keeps a strip no later card covers."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QRegion

    from hoyle_desktop.engine.cards import Card

    board, model = five_held(qtbot, "speculation", (1024, 700))
    model.deal, model.pool, model.dealer, model.holder = 1, 6, 1, 0
    model.down = [0, 2, 2, 2, 2]
    model.rows = [[Card.parse(c) for c in row.split()], [], [], [], []]
    model.best = Card.parse("JH")
    board.repaint()
    mine = board.cards_rect(board.human)
    painted = [r for r in board.painted_cards if mine.adjusted(-1, -1, 1, 1).contains(r)]
    assert len(painted) == len(model.rows[0])
    for i, r in enumerate(painted):
        seen = QRegion(r.toRect())
        for later in painted[i + 1 :]:
            seen -= QRegion(later.toRect())
        width = seen.boundingRect().width() if not seen.isEmpty() else 0
        assert width >= board.card_width() * 0.3, f"card {i} of {row!r} shows {width} px ({QRectF(r)})"
