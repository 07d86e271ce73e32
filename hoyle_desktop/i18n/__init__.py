"""The one Qt-free translation hook, for the code that never imports PySide6.

The profile checker (``profiles/messages.py``) and the coach (``ai/coach/words.py``) word their
sentences with :func:`translate` and :func:`fill`. The words are English until the GUI calls
:func:`use_translator` with ``QCoreApplication.translate`` (the main window does, once); the
command line keeps English. Call ``translate("Context", "text")`` by that name, with literal
strings: that is the form lupdate extracts (a third literal is the disambiguation, as Qt's).
:mod:`.cards` names cards, for the coach and the tables alike.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any


def _english(context: str, text: str, disambiguation: str | None = None) -> str:
    return text


_translator: Callable[..., str] = _english


def use_translator(translator: Callable[..., str] | None) -> None:
    """Words from now on come from ``translator(context, text[, disambiguation])``; None goes back
    to English."""
    global _translator
    _translator = translator if translator is not None else _english


def translate(context: str, text: str, disambiguation: str | None = None) -> str:
    if disambiguation is None:
        return _translator(context, text)
    return _translator(context, text, disambiguation)


_VOWELS = frozenset("AEIOUYÂÉÈÊÎÔaeiouyâéèêîô")


def fill(text: str, *values: Any) -> str:
    """Put ``values`` in for ``%1``, ``%2``… (highest first, so ``%1`` never eats ``%10``). French
    "de %1" before a word that begins with a vowel elides: "la main d’Ordinateur 2" (a computer's
    name; playtest 29 November (b)). Only the French catalogue writes "de %1"."""
    for i in range(len(values), 0, -1):
        value = str(values[i - 1])
        if value[:1] in _VOWELS:
            text = text.replace(f" de %{i}", f" d’%{i}").replace(f"De %{i}", f"D’%{i}")
            if text.startswith(f"de %{i}"):
                text = f"d’%{i}" + text[len(f"de %{i}") :]
        text = text.replace(f"%{i}", value)
    return text


NBSP = "\u00a0"
# A space before a high sign (: ; ! ?) or a percent sign (not a %1 marker), as French sets it.
_FRENCH_SPACE = re.compile(r" (?=[:;!?]|%(?![0-9nL]))")


_PERCENT_SPACE = re.compile(r" (?=%(?![0-9nL]))")


def french_spacing(text: str) -> str:
    """French puts a space before : ; ! ? and %, which must not break the line: "0 / % de chances",
    ") / : il manque" (playtest (f)). Each such plain space becomes a no-break space; the French
    catalogue is kept so (tools/translations.py imports through this; tests/ui/test_translations.py)."""
    return _FRENCH_SPACE.sub(NBSP, text)


def no_break_spacing(language: str, text: str) -> str:
    """``text`` of the catalogue of ``language`` with the spaces that must not break made no-break:
    French's (:func:`french_spacing`), German's before a percent sign ("42 / % der Fälle")."""
    if language == "fr":
        return french_spacing(text)
    if language == "de":
        return _PERCENT_SPACE.sub(NBSP, text)
    return text


# The games whose tables call the jack a "knave", as Peel's book does (and their cards, history,
# coach and review with them); every other table says "jack".
KNAVE_GAMES = frozenset(
    {
        "pope_joan",
        "spin",
        "newmarket",
        "jig",
        "snip_snap_snorum",
        "all_fours",
        "spoil_five",
        "commerce",
        "my_bird_sings",
        "speculation",
    }
)


def says_knave(game: str) -> bool:
    """Whether the game ``game`` (its registry key) calls the jack a knave."""
    return game in KNAVE_GAMES
