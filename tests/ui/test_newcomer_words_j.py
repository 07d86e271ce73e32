"""Playtest 28 November (j), "Not mended": what a newcomer met at Loto and Spin. Loto never said
the stake a card, and its rules page did not name *Next number*; Spin's payment for Spin or a king
was seen only once the run's line was written; Spin's New Game dialog used "spare hand" and "stop"
before the newcomer had met either."""

from __future__ import annotations

import random

import pytest
from table_windows import new_setup, open_default, table_window

from hoyle_desktop.engine.actions import Action


def test_loto_shows_the_stake_a_card_beside_the_pool(qtbot) -> None:
    """Peel, Loto: each player "stakes the same number of counters for each card" (the rules page);
    the table showed the pool and never the stake."""
    window = table_window(qtbot)
    table = open_default(window, "loto")
    qtbot.waitUntil(lambda: bool(table.pools_label.text()), timeout=10_000)
    table.session.stop()
    stake = table.game.cfg.stake
    assert stake == 12
    assert table.pools_label.text().endswith(f" · stake: {stake} a card"), table.pools_label.text()


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_loto_rules_page_names_next_number_as_the_table_does(qapp, lang) -> None:
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module
    from hoyle_desktop.ui.loto.wording import action_text
    from hoyle_desktop.ui.rules_help import rules_text

    translators = app_module.install_translators(qapp, lang) if lang != "en" else []
    try:
        button = action_text(Action("ready")).replace("&", "")
        page = rules_text("loto") or ""
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert f"<b>{button}</b>" in page, button


def test_spins_payment_is_said_at_the_seat_as_it_is_made(qtbot) -> None:
    """Peel, Spin: "each king entitles its holder to one counter from every competitor when they are
    played out ... the amounts must be collected before another card is played". The history writes
    the payment after its run's line (the playtest of 28 November (b)); the payee's bubble now says
    it when the counters fly."""
    window = table_window(qtbot)
    table = window.open_table(new_setup(window, "spin", "spin", 4, seed=3))
    said: list[tuple[int, str]] = []
    show = table.display
    original = show.say

    def record(seat, text, loud=False):
        said.append((seat, text))
        original(seat, text, loud)

    show.say = record
    rng = random.Random(3)
    for _ in range(20000):
        if any(t.startswith("+") and "for the king" in t for _s, t in said) and table.idle:
            break
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(0)))
    table.session.stop()
    kings = [(s, t) for s, t in said if "for the king" in t]
    assert kings, said[-10:]
    assert all(t == "+3 for the king" for _s, t in kings), kings  # from each of three others
    # the king's stop follows at once: its bubble keeps the payment in sight
    after = [said[i + 1] for i, x in enumerate(said[:-1]) if "for the king" in x[1]]
    assert after and all(t.endswith(" +3") for _s, t in after), after


def test_spins_description_says_what_a_spare_hand_and_a_stop_are(qapp) -> None:
    """The New Game dialog read "No spare hand and no trumps; the ace of diamonds makes a stop when
    its holder likes": two words a newcomer has not met. Every built-in stops profile that names a
    spare hand or a stop says what it is in the same words."""
    from hoyle_desktop.cli.common import catalog

    seen = 0
    for game in ("spin", "pope_joan", "jig"):
        for profile in catalog().profiles(game):
            if not profile.builtin:
                continue
            text = profile.description
            if "spare hand" in text:
                assert "dealt to nobody" in text, text
                seen += 1
            if "stop" in text:
                assert "nobody can follow" in text or "no one can follow" in text, text
                seen += 1
    assert seen >= 4
