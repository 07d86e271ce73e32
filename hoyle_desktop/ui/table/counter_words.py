"""Words for counts, shared by every table: ``amount`` chooses the form for one, none or many, and
``counters`` says counters with it (context "Counters")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def amount(n: int, one: str, none: str, many: str) -> str:
    """``n`` in the form its language gives it, of three translated forms (``%1`` or ``%n`` is the
    number): ``one`` for one, ``many`` for more, and ``none`` for none: the form for many translated
    apart (disambiguation "none"), because languages differ there: French says none in the
    singular ("0 carte", "0 jeton"), English and German in the plural. The caller translates each
    form with a literal ``translate`` call, so that lupdate finds them."""
    words = one if abs(n) == 1 else none if n == 0 else many
    return words.replace("%1", str(n)).replace("%n", str(n))


def signed(n: int) -> str:
    """A gain or loss: "+7", "−3" with the minus sign (not a hyphen), and "0" for neither."""
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


def counters(n: int) -> str:
    """ "1 counter", "5 counters"."""
    return amount(
        n,
        QCoreApplication.translate("Counters", "%1 counter"),
        QCoreApplication.translate("Counters", "%1 counters", "none"),
        QCoreApplication.translate("Counters", "%1 counters"),
    )
