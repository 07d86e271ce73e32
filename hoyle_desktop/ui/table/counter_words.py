"""Words for counters, shared by every game played for counters (context "Counters")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def counters(n: int) -> str:
    """ "1 counter", "5 counters"."""
    if abs(n) == 1:
        return QCoreApplication.translate("Counters", "%1 counter").replace("%1", str(n))
    return QCoreApplication.translate("Counters", "%1 counters").replace("%1", str(n))
