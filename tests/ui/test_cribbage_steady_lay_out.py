"""Between a computer's lay-out and the table showing it, the person is still to lay out: the
prompt went blank and the Hint button hid for that moment, a blink a person saw (and the cause of
flaky tests: tests/ui/test_coach_hint.py). Both stay as they were until the person's turn is back."""

from __future__ import annotations

from table_windows import table_window
from test_coach_hint import open_game


def test_the_lay_out_prompt_and_the_hint_stay_while_the_computers_lay_out_is_shown(qtbot) -> None:
    window = table_window(qtbot, show_hints=True, computer_pace_ms=300, animation_ms=300)
    table = open_game(qtbot, window, "cribbage")
    coach = table.coach
    table.session.pause(True)  # the computer's lay-out waits until the person's moment is in view
    qtbot.waitUntil(coach.may_ask, timeout=10_000)
    question, seen = table.prompt.text(), []
    assert question.startswith("Choose") and not coach.button.isHidden()
    refresh = table._refresh_controls

    def watched() -> None:
        refresh()
        seen.append((table.idle, table.prompt.text(), coach.button.isHidden()))

    table._refresh_controls = watched
    at = len(table.game.history)
    table.session.pause(False)
    qtbot.waitUntil(lambda: any(s != table.human for s, _ in table.game.history[at:]), timeout=10_000)
    qtbot.waitUntil(coach.may_ask, timeout=10_000)  # shown, and the person's turn again
    assert any(not idle for idle, _, _ in seen), seen  # the moment this is about came
    assert all(text == question and not hidden for _, text, hidden in seen), seen
