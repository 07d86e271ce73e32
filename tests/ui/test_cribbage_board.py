"""The drawn cribbage board: hole geometry, score -> hole mapping, pegging and painting."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor

from hoyle_desktop.ui.cribbage.board import CribbageBoard
from hoyle_desktop.ui.cribbage.board_geometry import (
    BoardGeometry,
    PegModel,
    aspect_ratio,
    column_of,
    lap_of,
    laps_for,
    score_to_hole,
    stretch_as_low_as,
)

RED, BLUE, GREEN = QColor("#c62828"), QColor("#1f5fbf"), QColor("#2e7d32")


@pytest.fixture
def board(qtbot):
    b = CribbageBoard()
    qtbot.addWidget(b)
    b.setup(["Alice", "Computer"], [RED, BLUE], 121, [91, 61])
    b.resize(1000, 260)
    return b


# -- geometry ----------------------------------------------------------------------------------
@pytest.mark.parametrize("tracks", [2, 3])
def test_sixty_distinct_holes_per_track_monotone_along_the_path(tracks):
    g = BoardGeometry(tracks, 121, 1000, 260)
    every = set()
    for t in range(tracks):
        holes = g.track_holes(t)
        assert len(holes) == 60 and len(set(holes)) == 60
        every |= set(holes)
        out, back = holes[:30], holes[30:]
        assert len({p.y for p in out}) == 1 and len({p.y for p in back}) == 1
        assert out[0].y != back[0].y
        assert all(a.x < b.x for a, b in pairwise(out))  # out, away from the start
        assert all(a.x > b.x for a, b in pairwise(back))  # and back again
        assert holes[29].x == holes[30].x and holes[0].x == holes[59].x  # the turn and the home stretch
        steps = [b.x - a.x for a, b in pairwise(out)]
        inside = {round(s, 6) for i, s in enumerate(steps) if (i + 1) % 5}
        between = {round(s, 6) for i, s in enumerate(steps) if not (i + 1) % 5}
        assert len(inside) == 1 and len(between) == 1 and min(between) > max(inside)  # sets of five
        start_a, start_b = g.start_holes(t)
        assert start_a.x == start_b.x < out[0].x and start_a.y == out[0].y and start_b.y == back[-1].y
    assert len(every) == 60 * tracks
    game = g.game_hole()
    assert game.x < min(g.start_holes(t)[0].x for t in range(tracks))


def test_two_tracks_run_up_the_outer_rows_and_down_the_inner_rows():
    g = BoardGeometry(2, 121, 1000, 260)
    top_outer, top_inner = g.row_y(0, True), g.row_y(0, False)
    bottom_inner, bottom_outer = g.row_y(1, False), g.row_y(1, True)
    assert top_outer < top_inner < bottom_inner < bottom_outer
    game = g.game_hole()
    assert top_inner < game.y < bottom_inner


def test_score_to_hole_mapping():
    assert score_to_hole(0, 61) == ("start", 0, 1)
    assert score_to_hole(1, 61) == ("track", 1, 1)
    assert score_to_hole(30, 61) == ("track", 30, 1)
    assert score_to_hole(31, 61) == ("track", 31, 1)
    assert score_to_hole(60, 61) == ("track", 60, 1)
    assert score_to_hole(61, 61) == ("game", 0, 1)
    assert column_of(1) == (0, True) and column_of(30) == (29, True)
    assert column_of(31) == (29, False) and column_of(60) == (0, False)


def test_longer_games_go_round_again():
    assert [laps_for(t) for t in (61, 121, 181)] == [1, 2, 3]
    assert laps_for(91) == 2 and laps_for(2) == 1
    assert score_to_hole(61, 121) == ("track", 1, 2)
    assert score_to_hole(90, 121) == ("track", 30, 2)
    assert score_to_hole(120, 121) == ("track", 60, 2)
    assert score_to_hole(121, 121) == ("game", 0, 2)
    assert score_to_hole(150, 181) == ("track", 30, 3)
    assert [lap_of(s, 121) for s in (0, 1, 60, 61, 120, 121)] == [1, 1, 1, 2, 2, 2]
    g = BoardGeometry(2, 121, 1000, 260)
    assert g.score_point(1, 61) == g.score_point(1, 1) == g.hole(1, 1)
    assert g.score_point(1, 121) == g.game_hole() == g.score_point(1, 500)
    assert g.score_point(0, 0) == g.start_holes(0)[0]
    assert g.score_point(0, 0, second_start=True) == g.start_holes(0)[1]


def test_skunk_lines_cross_the_path_before_their_hole():
    g = BoardGeometry(2, 121, 1000, 260)
    segs, labels = g.skunk_segments(91)  # hole 90 -> 91 steps from row to row at the far end
    assert len(segs) == 2 and len(labels) == 2
    for t, s in enumerate(segs):
        h90, h91 = g.hole(t, 30), g.hole(t, 31)
        assert s.a.y == s.b.y == (h90.y + h91.y) / 2 and s.a.x < h90.x < s.b.x
    segs, _ = g.skunk_segments(61)  # hole 60 -> 61 at the start end
    assert all(s.a.x < g.hole(0, 1).x < s.b.x and s.a.x > g.start_x for s in segs)
    segs, labels = g.skunk_segments(45)  # within the inner row, between holes 44 and 45
    assert all(g.hole(0, 45).x < s.a.x == s.b.x < g.hole(0, 44).x for s in segs)
    assert len(labels) == 1 and labels[0].y == g.number_y()
    assert g.skunk_segments(0) == ([], []) and g.skunk_segments(121) == ([], [])


def test_geometry_keeps_the_aspect_ratio_and_centres():
    for w, h in ((1000, 260), (600, 600), (2400, 200)):
        g = BoardGeometry(3, 61, w, h)
        assert g.plank.w / g.plank.h == pytest.approx(aspect_ratio(3))
        assert g.plank.x == pytest.approx(w - g.plank.x - g.plank.w)
        assert g.plank.y == pytest.approx(h - g.plank.y - g.plank.h)
    assert aspect_ratio(2) > aspect_ratio(3)


def test_a_longer_three_track_board_is_as_low_as_a_two_track_one_and_fills_its_width():
    """With large cards at a small window the three-handed table's board runs longer (its hole
    columns spaced wider) to be as low as the two-track board: the felt keeps room for the cards."""
    longer = stretch_as_low_as(3, 2)
    assert longer > 1.2 and stretch_as_low_as(2, 2) == 1.0
    assert aspect_ratio(3, longer) == pytest.approx(aspect_ratio(2))
    width = 1012
    height = round(width / aspect_ratio(2))
    g = BoardGeometry(3, 121, width, height, longer)
    assert g.plank.w == pytest.approx(width, abs=1) and g.plank.h == pytest.approx(height, abs=1)
    right = g.inlay_rect(0)
    assert right.x + right.w < g.plank.x + g.plank.w  # the rows end on the plank
    assert g.column_x(29) - g.column_x(28) == pytest.approx(g.unit * g.stretch)
    assert g.label_rect(0).y + g.label_rect(0).h < g.label_rect(1).y  # the name plates apart
    # Only as long as asked: a wide box beyond that centres the board, as ever.
    wide = BoardGeometry(3, 121, 3000, height, longer)
    assert wide.stretch == pytest.approx(longer) and wide.plank.x > 0


def test_peg_model_jumps():
    m = PegModel(2, 121)
    assert m.jump(0, 45) is not None and (m.front[0], m.back[0]) == (45, 0)
    assert m.jump(0, 20) is None and (m.front[0], m.back[0]) == (20, 0)
    assert m.jump(1, 78, back=72) is None and (m.shown_front[1], m.shown_back[1]) == (78, 72)
    assert m.jump(1, 10, back=40) is None and (m.front[1], m.back[1]) == (10, 9)


# -- the widget --------------------------------------------------------------------------------
def test_peg_leapfrogs_and_stops_at_the_game_hole(board, qtbot):
    board.set_animation_ms(0)
    assert board.pegs(0) == (0, 0)
    board.peg(0, 5)
    assert board.pegs(0) == (5, 0)
    board.peg(0, 3)
    assert board.pegs(0) == (8, 5)
    board.set_scores([118, 0])
    assert board.pegs(0) == (118, 8)
    fired = []
    board.peg_finished.connect(fired.append)
    board.peg(0, 10)
    assert board.pegs(0) == (121, 118) and board.scores() == [121, 0]
    board.peg(0, 2)  # nothing left to peg: the pegs stay, the signal still comes
    assert board.pegs(0) == (121, 118) and fired == [0, 0]
    with pytest.raises(IndexError):
        board.peg(2, 1)


def test_animation_finishes_and_emits(board, qtbot):
    board.set_animation_ms(80)
    board.show()
    fired: list[int] = []
    board.peg_finished.connect(fired.append)
    board.peg(1, 6)
    assert board.is_animating()
    assert board.scores() == [0, 6]  # the score counts at once; only the hop takes time
    assert board.pegs(1) == (6, 0)
    qtbot.waitUntil(lambda: bool(fired), timeout=3000)
    assert fired == [1]
    assert not board.is_animating()
    assert board._model.shown_front[1] == 6


def test_hops_asked_for_in_flight_are_queued(board, qtbot):
    board.set_animation_ms(40)
    fired = []
    board.peg_finished.connect(fired.append)
    board.peg(0, 2)
    board.peg(1, 3)
    board.peg(0, 4)
    assert board.pegs(0) == (6, 2) and board.pegs(1) == (3, 0)
    qtbot.waitUntil(lambda: len(fired) == 3, timeout=3000)
    assert fired == [0, 1, 0] and not board.is_animating()


def test_zero_animation_is_immediate(board):
    board.set_animation_ms(400)
    board.peg(0, 9)
    assert board.is_animating()
    fired = []
    board.peg_finished.connect(fired.append)
    board.set_animation_ms(0)  # lands the hop in flight
    assert fired == [0] and not board.is_animating()
    board.peg(1, 2)
    assert fired == [0, 1] and not board.is_animating() and board._model.shown_front[1] == 2


def test_set_scores_jumps_and_can_animate(board, qtbot):
    board.set_scores([45, 78], backs=[39, 72])
    assert board.pegs(0) == (45, 39) and board.pegs(1) == (78, 72) and not board.is_animating()
    board.set_animation_ms(30)
    fired: list[int] = []
    board.peg_finished.connect(fired.append)
    board.set_scores([50, 78], animate=True)
    qtbot.waitUntil(lambda: bool(fired), timeout=3000)
    assert board.pegs(0) == (50, 45) and board.pegs(1) == (78, 72)


def test_accessibility(board):
    board.set_animation_ms(0)
    assert board.accessibleName() == "Cribbage board"
    board.setup(["Alice", "Computer"], [RED, BLUE], 121)
    board.set_scores([45, 38])
    assert board.accessibleDescription() == "Alice 45, Computer 38"
    board.peg(1, 2)
    assert board.accessibleDescription() == "Alice 45, Computer 40"


def test_three_tracks(qtbot):
    b = CribbageBoard()
    qtbot.addWidget(b)
    b.setup(["Alice", "Bob", "Computer"], [RED, BLUE, GREEN], 61)
    b.set_animation_ms(0)
    assert b.track_count() == 3 and b.scores() == [0, 0, 0]
    b.resize(1000, 260)
    g = b.geometry_model()
    bands = [g.track_band(t) for t in range(3)]
    assert bands[0][1] < bands[1][0] and bands[1][1] < bands[2][0]
    plates = [g.label_rect(t) for t in range(3)]
    assert all(a.y + a.h < b_.y for a, b_ in pairwise(plates))
    assert b.heightForWidth(1000) > CribbageBoard().heightForWidth(1000)
    b.peg(2, 61)
    assert b.pegs(2) == (61, 0)
    assert not b.grab().toImage().isNull()


def test_size_hints_follow_the_aspect_ratio(board):
    assert board.hasHeightForWidth()
    hint = board.sizeHint()
    assert hint.width() / hint.height() == pytest.approx(aspect_ratio(2), rel=0.01)
    assert board.minimumSizeHint().width() < hint.width()


def test_resize_repaints(board):
    board.show()
    for w, h in ((1000, 260), (400, 120), (1600, 900), (90, 30), (5, 5), (1200, 300)):
        board.resize(w, h)
        board.repaint()
        assert board.grab().size().width() == w


def test_grab_is_not_blank_and_shows_pegs(board):
    board.set_animation_ms(0)
    board.set_scores([45, 78], backs=[39, 72])
    image = board.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, 1000, 7) for y in range(0, 260, 7)}
    assert len(colours) > 200
    g = board.geometry_model()
    front = g.score_point(0, 45)
    peg = QColor(image.pixel(QPoint(round(front.x), round(front.y))))
    assert peg.red() > 2 * peg.blue()  # Alice's red peg sits in hole 45
    hole = g.hole(1, 10)
    assert QColor(image.pixel(QPoint(round(hole.x), round(hole.y)))).lightness() < 70


def test_mid_hop_frame_paints(board, qtbot):
    board.set_animation_ms(10_000)
    board.peg(0, 12)
    board._t = 0.5
    assert not board.grab().toImage().isNull()
    board.set_animation_ms(0)
    assert board.pegs(0) == (12, 0)


def test_pegging_again_from_peg_finished(board, qtbot):
    board.set_animation_ms(30)
    done = []

    def again(track: int) -> None:
        done.append(track)
        if len(done) == 1:
            board.peg(1, 5)  # the table answers one hop with the next

    board.peg_finished.connect(again)
    board.peg(0, 2)
    qtbot.waitUntil(lambda: len(done) == 2, timeout=3000)
    assert done == [0, 1] and board.scores() == [2, 5] and not board.is_animating()
