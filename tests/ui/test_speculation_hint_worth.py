"""Playtest (f), Speculation: at an offer the Hint quoted a worth of 3.01 while the market panel said
2.9. The panel and the Hint's reasons quote one worth (the pool times the card's chance, to its
holder), to the same two decimals."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai" / "coach"))

from coach_checks import checked_advice, positions, profile_rules

from hoyle_desktop.ai.coach.texts import decimal
from hoyle_desktop.ui.speculation.offer_panel import OfferPanel


def test_the_market_panel_and_the_hint_quote_the_same_worth(qtbot) -> None:
    panel = OfferPanel([f"P{i}" for i in range(5)])
    qtbot.addWidget(panel)
    checked = 0
    for game, seat in positions("speculation", profile_rules("speculation"), seed=2, count=120):
        view = game.view(seat)
        if view.phase != "answer" or view.market is None:
            continue
        panel.show_view(view, [])
        value = checked_advice("speculation", game, seat).best.why.args["value"]
        assert panel.worth.text().startswith(decimal(value) + " "), (panel.worth.text(), value)
        checked += 1
    assert checked
