"""The coach: what the Expert would do in a seat's position, what each choice is worth, and why.

Every game's coach is the game's own Expert showing its values (never a second opinion), so the
best choice shown is the Expert's choice and the list is sorted by the value it shows.

* :class:`Reason` - why, as a code and its arguments (engine-side text is codes; the words, in
  three languages, are the UI's and the command line's).
* :class:`Choice` - one legal action, its value in the advice's unit, its reason.
* :class:`Advice` - the ranked choices for one seat in one position, and whether the choice is
  real (``verdict``: ``"choose"``, ``"only_one"``: one legal action, ``"all_equal"``: every choice
  worth the same).
* :func:`advise` - the advice for ``seat`` in ``game``, from that seat's information only.
* :func:`position_rng` - a random source seeded from the position, so that the same position gets
  the same advice and the Expert, given the same source, makes the same choice.

A game registers its coaching module in ``base.ADVISERS`` (lazily imported; it also words its
choices, see ``words.py``); a game without one gets
:func:`.generic.advise_by_expert`, a placeholder that puts the Expert's choice first, unvalued.
"""

from __future__ import annotations

from .base import UNITS, Advice, Adviser, Choice, Reason, advise, coach_module, position_rng, register

__all__ = [
    "UNITS",
    "Advice",
    "Adviser",
    "Choice",
    "Reason",
    "advise",
    "coach_module",
    "position_rng",
    "register",
]
