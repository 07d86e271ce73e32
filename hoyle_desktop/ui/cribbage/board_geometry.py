"""Pure geometry and peg model of the drawn cribbage board (no Qt): where every hole, label and
line sits, and which holes the two pegs of each track stand in.

The board lies with its long axis horizontal and the start end on the left, as in Hoyle: "both
start from the same end ... each travelling up the outer and down the inner row ... terminating
with the game-hole at the end from which they started".

Each track is a double row of thirty holes in six groups of five (sixty holes a lap). Holes 1-30
run left to right along the track's outer row, holes 31-60 come back right to left along its inner
row. A longer game goes round again: score ``s`` in ``1..target-1`` sits in hole ``(s - 1) % 60 + 1``.
Score 0 is one of the track's two start holes (left of hole 1, one beside each row) and the target
is the single game hole, shared by all tracks, at the left end on the board's centre line.

With two tracks the outer rows are the board's top and bottom rows and the inner rows face each
other across the middle, like a real board. With three tracks the middle track runs out along its
upper row. Everything is computed in board units (1 unit = the pitch of two holes in a group) and
scaled into the widget rectangle with the aspect ratio kept and the board centred. A board allowed to
run ``longer`` (a three-track board kept as low as a two-track one, to leave large cards room) spaces
its hole columns wider, up to that factor, to fill the width its height leaves it.
"""

from __future__ import annotations

import math
import random
from typing import NamedTuple

ROW_HOLES = 30
LAP_HOLES = 60
GROUP = 5

# Layout in board units.
GROUP_GAP = 0.6  # extra space between two groups of five
ROW_PITCH = 1.25  # the two rows of one track
TRACK_GAP = 2.05  # facing rows of neighbouring tracks
MARGIN_TOP = 1.6  # plank edge to the first row (the hole numbers live here)
MARGIN_BOTTOM = 1.05
MARGIN_SIDE = 0.55
LABEL_W = 6.6  # the name plates at the left end
GAME_DX = 1.05  # name plate -> game hole
START_DX = 1.35  # game hole -> start holes
FIRST_DX = 1.9  # start holes -> hole 1
END_DX = 1.9  # hole 30 -> right end of the plank

HOLE_R = 0.21
GAME_HOLE_R = 0.29
PEG_R = 0.36


class Point(NamedTuple):
    x: float
    y: float


class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float


class Segment(NamedTuple):
    a: Point
    b: Point


class HoleRef(NamedTuple):
    """Where a score is pegged: kind is "start", "track" or "game"; hole is 1..60 on the track."""

    kind: str
    hole: int
    lap: int


def laps_for(target: int) -> int:
    """Times round the 60-hole track: 61 -> 1, 121 -> 2, 181 -> 3 (at least 1)."""
    return max(1, math.ceil((target - 1) / LAP_HOLES))


def lap_of(score: int, target: int) -> int:
    """1-based lap the score is on (the start counts as lap 1, the game hole as the last lap)."""
    if score <= 0:
        return 1
    if score >= target:
        return laps_for(target)
    return (score - 1) // LAP_HOLES + 1


def score_to_hole(score: int, target: int) -> HoleRef:
    """Map a score to its hole: 0 -> start, 1..60 -> the track (again each lap), target -> game."""
    if score <= 0:
        return HoleRef("start", 0, 1)
    if score >= target:
        return HoleRef("game", 0, laps_for(target))
    return HoleRef("track", (score - 1) % LAP_HOLES + 1, (score - 1) // LAP_HOLES + 1)


def column_of(hole: int) -> tuple[int, bool]:
    """Column 0..29 (left to right) of a track hole 1..60 and whether it is on the outer row."""
    if hole <= ROW_HOLES:
        return hole - 1, True
    return LAP_HOLES - hole, False


def _col_units(col: int) -> float:
    return col + (col // GROUP) * GROUP_GAP


def board_units(tracks: int, stretch: float = 1.0) -> tuple[float, float]:
    """Width and height of the whole plank in board units (``stretch``: the hole columns' spacing)."""
    ends = MARGIN_SIDE + LABEL_W + GAME_DX + START_DX + FIRST_DX + END_DX
    w = ends + _col_units(ROW_HOLES - 1) * stretch
    h = MARGIN_TOP + tracks * ROW_PITCH + (tracks - 1) * TRACK_GAP + MARGIN_BOTTOM
    return w, h


def aspect_ratio(tracks: int, stretch: float = 1.0) -> float:
    w, h = board_units(tracks, stretch)
    return w / h


def stretch_as_low_as(tracks: int, other: int) -> float:
    """How much wider a board of ``tracks`` must space its hole columns to be as low, for its
    length, as a board of ``other`` tracks (1 if it already is)."""
    ends, cols = board_units(tracks, 0.0)[0], _col_units(ROW_HOLES - 1)
    return max(1.0, (aspect_ratio(other) * board_units(tracks)[1] - ends) / cols)


class BoardGeometry:
    """Pixel positions of everything on a board of ``tracks`` tracks drawn into ``(width, height)``."""

    def __init__(self, tracks: int, target: int, width: float, height: float, longer: float = 1.0) -> None:
        self.tracks = max(1, tracks)
        self.target = target
        self.width, self.height, self.longer = width, height, longer
        uw, uh = board_units(self.tracks)
        self.unit = max(1e-6, min(width / uw, height / uh))
        # The hole columns' spacing: as wide as the width allows, from 1 to ``longer`` times the pitch.
        ends, cols = board_units(self.tracks, 0.0)[0], _col_units(ROW_HOLES - 1)
        self.stretch = max(1.0, min(longer, (width / self.unit - ends) / cols))
        uw = ends + cols * self.stretch
        self.plank = Rect(
            (width - uw * self.unit) / 2.0, (height - uh * self.unit) / 2.0, uw * self.unit, uh * self.unit
        )
        u = self.unit
        self.label_x = self.plank.x + MARGIN_SIDE * u
        self.game_x = self.label_x + (LABEL_W + GAME_DX) * u
        self.start_x = self.game_x + START_DX * u
        self.col0_x = self.start_x + FIRST_DX * u
        self.hole_r = HOLE_R * u
        self.game_hole_r = GAME_HOLE_R * u
        self.peg_r = PEG_R * u

    # -- rows and columns -------------------------------------------------------------------
    def column_x(self, col: int) -> float:
        return self.col0_x + _col_units(col) * self.unit * self.stretch

    def outer_is_upper(self, track: int) -> bool:
        """The outer (outward) row is the upper row for the top half of the board."""
        return 2 * track <= self.tracks - 1

    def row_y(self, track: int, outer: bool) -> float:
        upper = self.plank.y + (MARGIN_TOP + track * (ROW_PITCH + TRACK_GAP)) * self.unit
        lower = upper + ROW_PITCH * self.unit
        return upper if outer == self.outer_is_upper(track) else lower

    def track_band(self, track: int) -> tuple[float, float]:
        """Top and bottom y of the track's two rows (hole centres)."""
        a, b = self.row_y(track, True), self.row_y(track, False)
        return min(a, b), max(a, b)

    # -- holes --------------------------------------------------------------------------------
    def hole(self, track: int, hole: int) -> Point:
        """Centre of track hole 1..60."""
        col, outer = column_of(hole)
        return Point(self.column_x(col), self.row_y(track, outer))

    def track_holes(self, track: int) -> list[Point]:
        return [self.hole(track, h) for h in range(1, LAP_HOLES + 1)]

    def start_holes(self, track: int) -> tuple[Point, Point]:
        """The two start holes: beside the outer row (the front peg's) and beside the inner row."""
        return (
            Point(self.start_x, self.row_y(track, True)),
            Point(self.start_x, self.row_y(track, False)),
        )

    def game_hole(self) -> Point:
        top = self.track_band(0)[0]
        bottom = self.track_band(self.tracks - 1)[1]
        return Point(self.game_x, (top + bottom) / 2.0)

    def score_point(self, track: int, score: int, second_start: bool = False) -> Point:
        """Where a peg standing at ``score`` sits; ``second_start`` picks the inner start hole."""
        ref = score_to_hole(score, self.target)
        if ref.kind == "start":
            return self.start_holes(track)[1 if second_start else 0]
        if ref.kind == "game":
            return self.game_hole()
        return self.hole(track, ref.hole)

    # -- decorations --------------------------------------------------------------------------
    def group_ticks(self) -> list[float]:
        """x of the engraved tick in each gap between two groups of five."""
        return [
            (self.column_x(g * GROUP - 1) + self.column_x(g * GROUP)) / 2.0
            for g in range(1, ROW_HOLES // GROUP)
        ]

    def number_labels(self) -> list[tuple[str, Point]]:
        """Hole numbers every five along the top edge, above the fifth hole of each group."""
        y = self.number_y()
        return [(str(n), Point(self.column_x(n - 1), y)) for n in range(GROUP, ROW_HOLES + 1, GROUP)]

    def number_y(self) -> float:
        """Centre line of the hole numbers (and skunk labels) in the top margin."""
        return self.plank.y + MARGIN_TOP * 0.42 * self.unit

    def label_rect(self, track: int) -> Rect:
        """The name plate of a track, level with its two rows."""
        top, bottom = self.track_band(track)
        pad = 0.62 * self.unit
        return Rect(self.label_x, top - pad, LABEL_W * self.unit, bottom - top + 2 * pad)

    def name_rect(self, track: int) -> Rect:
        """Upper line of the name plate (the name), right of the colour swatch."""
        r, u = self.label_rect(track), self.unit
        return Rect(r.x + 1.15 * u, r.y + 0.06 * r.h, r.w - 1.45 * u, 0.44 * r.h)

    def score_rect(self, track: int) -> Rect:
        """Lower line of the name plate (score on the left, lap on the right)."""
        r, u = self.label_rect(track), self.unit
        return Rect(r.x + 1.15 * u, r.y + 0.5 * r.h, r.w - 1.45 * u, 0.46 * r.h)

    def swatch(self, track: int) -> Point:
        """Where the peg showing the player's colour sits on the name plate."""
        r = self.label_rect(track)
        return Point(r.x + 0.62 * self.unit, r.y + r.h / 2.0)

    def inlay_rect(self, track: int) -> Rect:
        """The sunken strip holding a track's start holes and its two rows."""
        top, bottom = self.track_band(track)
        u = self.unit
        left, right = self.start_x - 0.62 * u, self.column_x(ROW_HOLES - 1) + 1.55 * u
        return Rect(left, top - 0.58 * u, right - left, bottom - top + 1.16 * u)

    def skunk_segments(self, score: int) -> tuple[list[Segment], list[Point]]:
        """The line every track must pass to reach ``score``: across the path between the holes of
        ``score - 1`` and ``score``, one segment per track, and where its small labels go.

        Within a row the line crosses the row between two holes and one label sits in the top
        margin with the hole numbers. At either end of the track (scores 1 and 31 of a lap, where
        the standard skunk lines 31, 61, 91, 121 and 151 fall) the path steps from one row to the
        other, so the line is a short bar between the two rows, labelled beside it on each track.
        Scores outside ``1..target-1`` give no line.
        """
        if not 0 < score < self.target:
            return [], []
        u = self.unit
        k = (score - 1) % LAP_HOLES + 1
        segs: list[Segment] = []
        labels: list[Point] = []
        for t in range(self.tracks):
            top, bottom = self.track_band(t)
            if k in (1, ROW_HOLES + 1):
                x, side = (self.col0_x, -1.0) if k == 1 else (self.column_x(ROW_HOLES - 1), 1.0)
                y = (top + bottom) / 2.0
                segs.append(Segment(Point(x - 0.42 * u, y), Point(x + 0.42 * u, y)))
                labels.append(Point(x + side * 0.98 * u, y))
            else:
                col, outer = column_of(k)
                prev_col = col - 1 if outer else col + 1
                x = (self.column_x(col) + self.column_x(prev_col)) / 2.0
                y = self.row_y(t, outer)
                segs.append(Segment(Point(x, y - 0.48 * u), Point(x, y + 0.48 * u)))
                labels = [Point(x, self.number_y())]
        return segs, labels


class GrainLine(NamedTuple):
    points: list[tuple[float, float]]
    dark: bool
    alpha: int
    width: float


def grain_lines(left: float, top: float, w: float, h: float, unit: float) -> list[GrainLine]:
    """Long, gently waving grain lines along the plank (fixed seed: the grain never changes)."""
    rng = random.Random(1631)  # the year Sir John Suckling is said to have made the game
    lines = []
    for _ in range(max(12, int(h / (0.13 * unit)))):
        y0 = top + rng.uniform(-0.05, 1.05) * h
        amp, phase = rng.uniform(0.04, 0.32) * unit, rng.uniform(0.0, math.tau)
        freq = rng.uniform(0.5, 2.4) * math.tau / w
        drift = rng.uniform(-0.5, 0.5) * unit
        pts = [
            (x, y0 + amp * math.sin(phase + freq * (x - left)) + drift * (x - left) / w)
            for x in (left + w * k / 48 for k in range(49))
        ]
        dark = rng.random() < 0.72
        alpha = rng.randint(24, 60) if dark else rng.randint(20, 44)
        lines.append(GrainLine(pts, dark, alpha, rng.uniform(0.03, 0.14) * unit))
    return lines


def wood_bands(left: float, w: float, unit: float) -> list[tuple[float, bool]]:
    """Centres of a few broad lighter (True) or darker (False) bands across the plank."""
    rng = random.Random(1666)
    return [(left + rng.uniform(0.0, 1.0) * w, rng.random() < 0.5) for _ in range(7)]


class Move(NamedTuple):
    """One ``peg()``: the back peg of ``track`` leaps from ``old_back`` past ``old_front``."""

    track: int
    old_front: int
    old_back: int
    new_front: int


class PegModel:
    """Two pegs per track: the committed scores and the (possibly lagging) pegs on show.

    At the start both pegs of a track stand at 0 (front peg in the outer start hole, back peg in
    the inner one). Pegging moves the back peg past the front one, stopping at the game hole.
    """

    def __init__(self, tracks: int, target: int) -> None:
        self.target = target
        self.front, self.back = [0] * tracks, [0] * tracks
        self.shown_front, self.shown_back = [0] * tracks, [0] * tracks

    def peg(self, track: int, points: int) -> Move:
        """Commit ``points`` for a track and return the hop that shows it (a no-op hop if none)."""
        old_front, old_back = self.front[track], self.back[track]
        new = min(self.target, old_front + max(0, points))
        if new != old_front:
            self.front[track], self.back[track] = new, old_front
        return Move(track, old_front, old_back, new)

    def jump(self, track: int, score: int, back: int | None = None) -> Move | None:
        """Set a track's score. A rise pegs as usual and returns its hop (not yet shown); a fall
        puts the back peg at the start; ``back`` sets the back peg. Those show at once (None)."""
        new = max(0, min(self.target, score))
        old_front, old_back = self.front[track], self.back[track]
        if back is None and new > old_front:
            self.front[track], self.back[track] = new, old_front
            return Move(track, old_front, old_back, new)
        if back is not None:
            back = max(0, min(back, new - 1)) if new > 0 else 0
        else:
            back = old_back if new == old_front else 0
        self.front[track], self.back[track] = new, back
        self.show(track)
        return None

    def land(self, move: Move) -> None:
        """Show a hop as landed."""
        if move.new_front != move.old_front:
            self.shown_front[move.track], self.shown_back[move.track] = move.new_front, move.old_front

    def show(self, track: int) -> None:
        self.shown_front[track], self.shown_back[track] = self.front[track], self.back[track]
