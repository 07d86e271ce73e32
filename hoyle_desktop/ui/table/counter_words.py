"""Words for counters, shared by every game played for counters (context "Counters")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def counters(n: int) -> str:
    """ "1 counter", "5 counters"."""
    if abs(n) == 1:
        return QCoreApplication.translate("Counters", "%1 counter").replace("%1", str(n))
    if n == 0:  # a form of its own: French says none in the singular ("0 jeton")
        return QCoreApplication.translate("Counters", "%1 counters", "none").replace("%1", "0")
    return QCoreApplication.translate("Counters", "%1 counters").replace("%1", str(n))
