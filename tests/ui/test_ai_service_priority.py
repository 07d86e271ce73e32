"""A computer's move is never held up behind the coach's advice: the coach works out every decision
of the person for the review, and on a slow machine its queued questions made the computers wait
(the flaky-test hunt of 29 November found the table's moves behind stale advice)."""

from __future__ import annotations

import threading
from types import SimpleNamespace

from hoyle_desktop.ui.ai_service import AiService


class _Quick:
    """A bot that answers at once: what matters is when its question gets a thread."""

    def choose_in(self, info):
        return "move"


def test_a_bots_question_starts_before_advice_queued_earlier(qtbot) -> None:
    service = AiService(threads=1)
    gate = threading.Event()
    order: list[str] = []
    service.decided.connect(lambda _ticket, _action: order.append("bot"))
    service.computed.connect(lambda _ticket, value: order.append(value))
    service.run(lambda: gate.wait(5) and "busy")  # the one thread is taken
    service.run(lambda: "advice 1")
    service.run(lambda: "advice 2")
    service.request(_Quick(), SimpleNamespace())  # asked last, started first
    gate.set()
    qtbot.waitUntil(lambda: len(order) == 4, timeout=5_000)
    assert order == ["busy", "bot", "advice 1", "advice 2"]
    assert service.shutdown()
