"""Playtest 29 November (b), Pope Joan in French: after quitting and resuming, R on the deal I had
played (leads chosen, the Hint asked) said "L'entraîneur : rien dans cette main n'était à décider
par vous, il n'y a donc rien à juger": the coach's notes were not saved. They are now
(ui/table/coach_saved.py, docs/record-format.md): the review resumed says what it said before the
quit. A save of an older version, without them, still resumes, and its review says nothing of the
coach rather than that nothing was the person's to decide."""

from __future__ import annotations

import json
import random

import pytest
from table_windows import table_window
from test_deal_end import open_game, play_to_the_hold

from hoyle_desktop.storage.saves import save_path
from hoyle_desktop.ui.resume import offer_resume
from hoyle_desktop.ui.table.coach_saved import KEY


def _coach_said(table) -> tuple[str, list[str]] | None:
    """What the review of the last hand says of the coach (None: nothing)."""
    table.review.open_button.click()
    dialog = table.review.shown
    said = None
    if hasattr(dialog, "coach_total"):
        notes = getattr(dialog, "coach_notes", None)
        listed = [notes.item(i).text() for i in range(notes.count())] if notes else []
        said = dialog.coach_total.text(), listed
    dialog.close()
    return said


def _resume(qtbot):
    again = table_window(qtbot)
    assert offer_resume(again, ask=False)
    return again.table


@pytest.mark.deal_end_pause
def test_the_review_resumed_says_what_the_coach_said_and_an_old_save_says_nothing(qtbot) -> None:
    """Pope Joan saved at its first deal's held end, the person having played at random."""
    _window, table = open_game(qtbot, "pope_joan", "pope-joan", 4, {})
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding and not table.game.is_over()
    qtbot.waitUntil(lambda: not table.coach._tickets, timeout=20_000)  # every decision judged, saved
    said = _coach_said(table)
    assert said is not None and table.review.last_notes.decisions > 0, "the coach judged the deal"
    table.session.stop()
    table.window().close()

    resumed = _resume(qtbot)
    assert resumed.review.last, "the deal played before the quit can be reviewed"
    assert _coach_said(resumed) == said
    resumed.session.stop()
    resumed.window().close()

    path = save_path("pope_joan")  # as an older version wrote it: no coach's notes
    data = json.loads(path.read_text(encoding="utf-8"))
    assert KEY in data["setup"]
    del data["setup"][KEY]
    path.write_text(json.dumps(data), encoding="utf-8")
    old = _resume(qtbot)
    assert old.review.last
    assert _coach_said(old) is None
    old.session.stop()
