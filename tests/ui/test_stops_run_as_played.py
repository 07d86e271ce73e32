"""A run at the stops tables is written and heard card by card, as it is played (stopsb, 29 November):
the history wrote a run in one line at its stop, and held the payments made during it (the Pope's
36 counters, Spin's, a king's) until then, after the stop line (playtest (h), Pope Joan; (g), Spin);
a screen reader heard the person's own card following on only with the whole run at its stop
(accessibility check (c), "Not mended"). Whole deals through the table, offscreen; what each event
shown left in the history, and what was heard before the next came (the announcer's ``listeners``)."""

from __future__ import annotations

import random

import pytest
from table_windows import new_setup, table_window

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.ui.stops import history_words as h
from hoyle_desktop.ui.stops.show import payment_lines
from hoyle_desktop.ui.table.announcer import spoken

pytestmark = pytest.mark.slow

Shown = list[tuple[list[Event], list[str], int]]  # each batch, the history after it, heard before it


def watch(table, heard: list[str]) -> Shown:
    """Every batch the table's pacer shows, with the history's lines after it and how many
    announcements had been heard before it (what the last batch said is heard by the next)."""
    shown: Shown = []
    show = table.pacer.show

    def watched(batch):
        heard_before = len(heard)
        factor = show(batch)
        shown.append((list(batch), table.panel.history_texts(), heard_before))
        return factor

    table.pacer.show = watched
    return shown


def play_deals(qtbot, game: str, profile: str, seed: int, heard: list[str], deals: int = 1, **rules):
    # a little animation, so the pacer's next event comes after the announcer's turn (0 ms ties)
    window = table_window(qtbot, (1200, 800), animation_ms=2)
    setup = new_setup(window, game, profile, 4, seed=seed, deals=deals)
    setup.rules.update(rules)
    table = window.open_table(setup)
    shown = watch(table, heard)
    rng = random.Random(seed)
    for _ in range(40_000):
        if table.game.is_over() or table.deal_end.holding:
            break
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(table.human)))
    qtbot.waitUntil(lambda: table.idle or table.deal_end.holding, timeout=20_000)
    return table, shown


def heard_after(shown: Shown, i: int, heard: list[str]) -> list[str]:
    """What was announced after batch ``i`` was shown and before the next one."""
    end = shown[i + 1][2] if i + 1 < len(shown) else len(heard)
    return heard[shown[i][2] : end]


@pytest.mark.parametrize(("game", "profile", "seed"), [("spin", "spin", 1), ("pope_joan", "pope-joan", 3)])
def test_each_card_of_a_run_is_written_and_heard_as_it_is_played(qtbot, heard, game, profile, seed) -> None:
    """Playtest (g), Spin: "A♣ 2♣ 3♣ lay on the board before my first turn with only the stakes in the
    history"; the check (c): the person's own card following on was heard only at the run's stop."""
    table, shown = play_deals(qtbot, game, profile, seed, heard)
    knave = table.access.announcer.knave
    plays = [i for i, (batch, _, _) in enumerate(shown) if batch[0].kind == "play"]
    assert len(plays) > 10
    own_followed = 0
    for i in plays:
        e = shown[i][0][0]
        label = h.run_label(e.cards[0], e.reason)
        texts = shown[i][1]
        assert texts[-1].endswith(label), (label, texts[-3:])
        said = spoken(h.run_by_players([(table.names[e.seat], label)]), knave)
        assert said in heard_after(shown, i, heard), (said, heard_after(shown, i, heard))
        own_followed += e.seat == table.human and e.reason == "follow"
    assert own_followed, "the person never followed on"


def test_the_popes_payment_is_written_when_it_is_paid_before_the_stop(qtbot, heard) -> None:
    """Playtest (h): after the nine of diamonds "the purse read 83 but the history still ended at the
    turn-up"; the Pope's lines came after the stop line. Now at the payment, before the run goes on."""
    for seed in range(3, 12):
        table, shown = play_deals(qtbot, "pope_joan", "pope-joan", seed, heard)
        popes = [i for i, (batch, _, _) in enumerate(shown) if any(e.reason == "pope" for e in batch)]
        if popes:
            break
    else:
        pytest.fail("the Pope was never played")
    i = popes[0]
    lines = payment_lines(shown[i][0], lambda seat: table.names[seat] if seat is not None else "")
    texts = shown[i][1]
    assert texts[-len(lines) :] == lines, texts[-4:]
    assert any("Pope" in line for line in lines)
    pope = shown[i - 1][0][0]  # the nine of diamonds, played just before
    assert texts[-len(lines) - 1].endswith(h.run_label(pope.cards[0], pope.reason)), texts[-4:]
    knave = table.access.announcer.knave
    assert [spoken(line, knave) for line in lines] == [
        line for line in heard_after(shown, i, heard) if line in {spoken(x, knave) for x in lines}
    ]
    stop = next(j for j in range(i, len(shown)) if shown[j][0][0].kind in ("stop", "out"))
    after = shown[stop][1]
    assert after.index(lines[-1]) < len(after) - 1  # the stop's words come after the payment


def test_a_grown_history_line_is_heard_by_its_new_part_once(qtbot, heard) -> None:
    """The shared piece: a line grown in place (``side_panel.grow_line``) is announced by what is said
    of its new part, once; a line with another after it is not grown (the run goes on below)."""
    from PySide6.QtWidgets import QListWidget

    from hoyle_desktop.ui.table.announcer import Announcer
    from hoyle_desktop.ui.table.side_panel import grow_line, log_line

    history = QListWidget()
    qtbot.addWidget(history)
    announcer = Announcer(history, history)
    line = log_line(history, "Computer 3: 4♣")
    qtbot.waitUntil(lambda: bool(heard))
    assert grow_line(history, line, "Computer 3: 4♣ 5♣", "Computer 3: 5♣")
    qtbot.waitUntil(lambda: len(heard) == 2)
    announcer.flush_now()
    assert heard == ["Computer 3: four of clubs", "Computer 3: five of clubs"]
    assert history.item(0).text() == "Computer 3: 4♣ 5♣"
    log_line(history, "Computer 3: 1 counter from King")
    assert not grow_line(history, line, "Computer 3: 4♣ 5♣ 6♣", "Computer 3: 6♣")
    assert history.item(0).text() == "Computer 3: 4♣ 5♣"
