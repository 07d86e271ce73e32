"""Playtest 29 November (b), Pope Joan in French: after quitting and resuming, R on the deal I had
played (leads chosen, the Hint asked) said "L'entraîneur : rien dans cette main n'était à décider
par vous, il n'y a donc rien à juger": the coach's notes are not saved, and a hand replayed from the
save was reviewed as if nothing had been the person's to decide. Such a hand's review now says
nothing of the coach."""

from __future__ import annotations

from table_windows import table_window
from test_hand_review import jig_after_one_hand

from hoyle_desktop.ui.resume import offer_resume


def test_a_hand_played_before_the_resume_is_not_said_to_have_had_nothing_to_decide(qtbot) -> None:
    table = jig_after_one_hand(qtbot)
    table.session.stop()
    table.window().close()
    again = table_window(qtbot)
    assert offer_resume(again, ask=False)
    resumed = again.table
    assert resumed.review.last, "the deal played before the quit can be reviewed"
    resumed.review.open_button.click()
    dialog = resumed.review.shown
    qtbot.addWidget(dialog)
    assert not hasattr(dialog, "coach_total"), dialog.coach_total.text()
    resumed.session.stop()
