"""The end of a cribbage game on the shared path (ui/table/base.py ``end_game``): the result in the
prompt and, quiet, in the history; the summary waits for the person and is the one thing the
screen reader hears of the result; in English, German and French; the winner words for two, three
and four (partners) players; a lurch or skunk where the profile has them. Each game starts a point
or two from the end (the engine's scores set as the person is first asked, as test_cribbage_faults
does)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from table_windows import table_window
from test_cribbage_faults import step
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.table import announcer
from hoyle_desktop.ui.table.game_summary import winner_line

pytestmark = [pytest.mark.slow, pytest.mark.deal_end_pause]


def play_to_the_end(
    qtbot, app, profile: str, players: int, scores: list[int], lang: str = "en", size=(1100, 760)
):
    """The person plays at random from ``scores`` until the game ends and the summary waits (in
    ``lang``: English too, for its plurals), the window ``size``."""
    from hoyle_desktop import app as app_module

    app_module.install_translators(app, lang)
    window = table_window(qtbot, size=size, animation_ms=20)
    rules = dict(window.catalog.get(profile).rules)
    setup = NewGameSetup("cribbage", profile, rules, players, ["greedy"] * (players - 1), seed=5)
    table = window.open_table(setup)
    heard: list[str] = []
    announcer.listeners.append(heard.append)
    try:
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
        table.game.scores = list(scores)
        rng = random.Random(2)
        for _ in range(5000):
            if table.deal_end.holding and table.game.is_over():
                break
            qtbot.wait(2)
            if table.idle and table.session.human_may_act() and not table.deal_end.holding:
                step(table, rng)
            elif table.deal_end.holding and not table.game.is_over():
                table.deal_end.release()  # a deal's end before the game's
        assert table.game.is_over()
        assert getattr(table, "summary", None) is None, "the summary came before the person went on"
        qtbot.keyClick(table, Qt.Key.Key_Space)
        assert table.summary.isVisible()
        qtbot.wait(20)
        table.access.announcer.flush_now()
    finally:
        announcer.listeners.remove(heard.append)
    return table, heard


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("CribbageTable", text, None, n)


def history(table) -> list[str]:
    return [table.history.item(i).text() for i in range(table.history.count())]


def said_once(table, heard: list[str]) -> None:
    """The result lines are in the history but not heard one by one: the summary says them once."""
    result_lines = table._result_lines(table.game.result())
    assert history(table)[-len(result_lines) :] == result_lines
    assert table.prompt.text() == result_lines[0]
    felt = table.scene.show_text.text().replace("\n\u2060", " ")  # (lines wrapped clear of the crib)
    assert felt == "\n".join(result_lines)
    assert table.summary.notes == result_lines[1:]  # the lurch or skunk and the stakes, in the summary
    words = table.summary.text()
    assert heard.count(words) == 1, heard[-5:]
    assert not [h for h in heard if h != words and result_lines[0] in h], heard[-5:]


def test_two_handed_a_win_and_a_lurch_are_said_once(clean_translators, qtbot) -> None:  # noqa: F811
    table, heard = play_to_the_end(qtbot, clean_translators, "hoyle-six-card", 2, [120, 10])
    result = table.game.result()
    assert result.winners == (0,) and result.outcomes[1] == "lurched"
    lines = table._result_lines(table.game.result())
    assert lines[0].startswith("You win by ") and lines[0].endswith(f", 121 to {result.scores[1]}.")
    assert lines[1] == f"Computer is lurched ({result.scores[1]} points): it counts extra."
    assert lines[2] == "You gain 2 stakes."
    assert table.summary.winner.text() == "You win the game!"
    said_once(table, heard)
    # A card clicked after the end is refused as at every table: what deals a new game, and its key.
    table.summary.hide()
    table._on_card_clicked(next(iter(table.game.view(table.human).hand), None))
    assert table.prompt.text() == "The game is over: Play again (key P) deals a new one."
    assert table.again_button.isVisible() and table.panel.action_buttons == []


def test_two_handed_a_loss_skunked(clean_translators, qtbot) -> None:  # noqa: F811
    table, heard = play_to_the_end(qtbot, clean_translators, "modern-six-card", 2, [70, 120])
    result = table.game.result()
    assert result.winners == (1,) and result.outcomes[0] == "skunked"
    lines = table._result_lines(table.game.result())
    assert lines[0].startswith("Computer wins by ")
    assert lines[1] == f"You are skunked ({result.scores[0]} points): it counts extra."
    assert table.summary.winner.text() == "Computer wins the game."
    said_once(table, heard)


def test_three_handed_win_words(clean_translators, qtbot) -> None:  # noqa: F811
    table, heard = play_to_the_end(qtbot, clean_translators, "three-handed", 3, [40, 60, 40])
    result = table.game.result()
    assert result.winners == (1,)
    assert table._result_lines(table.game.result())[0].startswith("Computer 1 wins by ")
    assert table.summary.winner.text() == "Computer 1 wins the game."
    said_once(table, heard)


def test_four_handed_partners_win_words(clean_translators, qtbot) -> None:  # noqa: F811
    table, heard = play_to_the_end(qtbot, clean_translators, "four-handed-partners", 4, [120, 100])
    result = table.game.result()
    assert result.winners == (0, 2)
    assert table._result_lines(table.game.result())[0].startswith("Your side wins by ")
    assert table.summary.winner.text() == "Your side wins the game!"  # not "shared: You, Partner"
    said_once(table, heard)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_end_in_german_and_french(clean_translators, qtbot, lang) -> None:  # noqa: F811
    table, heard = play_to_the_end(qtbot, clean_translators, "hoyle-six-card", 2, [120, 10], lang)
    loser = table.game.result().scores[1]
    lines = table._result_lines(table.game.result())
    won = tr("You win by %n point(s), %1 to %2.", 121 - loser).replace("%1", "121").replace("%2", str(loser))
    assert lines[0] == won and not won.startswith("You win")
    assert len(lines) == 3 and "lurched" not in lines[1] and "stake" not in lines[2], lines
    assert table.summary.winner.text() == QCoreApplication.translate("GameSummary", "You win the game!")
    assert table.summary.winner.text() != "You win the game!"
    said_once(table, heard)
    partners = winner_line(["a", "b", "c", "d"], (1, 3), 0, [0, 1, 0, 1])
    assert partners and partners != "The other side wins the game."


def test_a_summary_torn_down_hides_without_its_veil(qtbot) -> None:
    """A summary being torn down (its Python attributes gone, as between tests) may still be told
    it hides: it must not raise (seen once in a batch of GUI tests: 'no attribute veil')."""
    from PySide6.QtWidgets import QWidget

    from hoyle_desktop.engine.game import Result
    from hoyle_desktop.ui.table.game_summary import GameSummary

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(600, 400)
    table.show()
    result = Result((0,), (121, 90), ("win", "loss"), (1, -1))
    summary = GameSummary(table, "cribbage", result, ["You", "C"], 0)
    veil = summary.veil
    vars(summary).clear()
    summary.hide()
    summary.show()
    veil.deleteLater()
