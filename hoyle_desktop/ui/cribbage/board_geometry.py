"""Pure geometry of the drawn cribbage board (no Qt): where every hole, label and line sits.

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
scaled into the widget rectangle with the aspect ratio kept and the board centred.
"""

from __future__ import annotations

import math
from typing import NamedTuple

ROW_HOLES = 30
LAP_HOLES = 60
GROUP = 5

# Layout in board units.
GROUP_GAP = 0.6  # extra space between two groups of five
ROW_PITCH = 1.15  # the two rows of one track
TRACK_GAP = 1.95  # facing rows of neighbouring tracks
MARGIN_TOP = 1.5  # plank edge to the first row (the hole numbers live here)
MARGIN_BOTTOM = 1.2
MARGIN_SIDE = 0.55
LABEL_W = 6.6  # the name plates at the left end
GAME_DX = 1.05  # name plate -> game hole
START_DX = 1.35  # game hole -> start holes
FIRST_DX = 1.75  # start holes -> hole 1
END_DX = 1.55  # hole 30 -> right end of the plank

HOLE_R = 0.2
GAME_HOLE_R = 0.29
PEG_R = 0.31


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


def board_units(tracks: int) -> tuple[float, float]:
    """Width and height of the whole plank in board units."""
    w = MARGIN_SIDE + LABEL_W + GAME_DX + START_DX + FIRST_DX + _col_units(ROW_HOLES - 1) + END_DX
    h = MARGIN_TOP + tracks * ROW_PITCH + (tracks - 1) * TRACK_GAP + MARGIN_BOTTOM
    return w, h


def aspect_ratio(tracks: int) -> float:
    w, h = board_units(tracks)
    return w / h


class BoardGeometry:
    """Pixel positions of everything on a board of ``tracks`` tracks drawn into ``(width, height)``."""

    def __init__(self, tracks: int, target: int, width: float, height: float) -> None:
        self.tracks = max(1, tracks)
        self.target = target
        self.width, self.height = width, height
        uw, uh = board_units(self.tracks)
        self.unit = max(1e-6, min(width / uw, height / uh))
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
        return self.col0_x + _col_units(col) * self.unit

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
        y = self.plank.y + MARGIN_TOP * 0.42 * self.unit
        return [(str(n), Point(self.column_x(n - 1), y)) for n in range(GROUP, ROW_HOLES + 1, GROUP)]

    def label_rect(self, track: int) -> Rect:
        """The name plate of a track, level with its two rows."""
        top, bottom = self.track_band(track)
        pad = 0.62 * self.unit
        return Rect(self.label_x, top - pad, LABEL_W * self.unit, bottom - top + 2 * pad)

    def skunk_segments(self, score: int) -> tuple[list[Segment], Point | None]:
        """Line across every track just before the hole of ``score`` (holes >= score lie past it).

        Returns the segments (one per track) and an anchor for the small label, below the board's
        last row. Scores outside ``1..target-1`` give no line.
        """
        if not 0 < score < self.target:
            return [], None
        u = self.unit
        k = (score - 1) % LAP_HOLES + 1
        half_row = 0.48 * u
        segs: list[Segment] = []
        x = 0.0
        for t in range(self.tracks):
            top, bottom = self.track_band(t)
            if k == 1:  # between the start (or hole 60) and hole 1: across both rows
                x = self.col0_x - 0.85 * u
                y1, y2 = top - half_row, bottom + half_row
            elif k == ROW_HOLES + 1:  # the turn at the far end: across both rows
                x = self.column_x(ROW_HOLES - 1) + 0.85 * u
                y1, y2 = top - half_row, bottom + half_row
            else:
                col, outer = column_of(k)
                prev_col = col - 1 if outer else col + 1
                x = (self.column_x(col) + self.column_x(prev_col)) / 2.0
                y = self.row_y(t, outer)
                y1, y2 = y - half_row, y + half_row
            segs.append(Segment(Point(x, y1), Point(x, y2)))
        label_y = self.track_band(self.tracks - 1)[1] + 0.78 * u
        return segs, Point(x, label_y)
