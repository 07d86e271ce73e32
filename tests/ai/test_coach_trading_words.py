"""The Commerce coach's reason for a trade counts its counters in good English (the playtest of
27 November found "for 1 counters")."""

from __future__ import annotations

from hoyle_desktop.ai.coach.base import Reason
from hoyle_desktop.ai.coach.trading import why_text


def test_a_trade_for_one_counter_is_singular() -> None:
    assert why_text(Reason("trade", {"card": "7H", "cost": 1})).endswith("for one counter")
    assert why_text(Reason("trade", {"card": "7H", "cost": 2})).endswith("for 2 counters")
    assert "counter" not in why_text(Reason("trade", {"card": "7H", "cost": 0}))
