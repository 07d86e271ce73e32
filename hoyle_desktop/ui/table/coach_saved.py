"""The coach's notes for the review, kept in the save (notes of 29 November: a game resumed at a
deal's held end showed its review without the coach's line).

What is saved is what each note was made from, in no language: the advice (the choices the Hint
showed and the one made, with their values and reasons) and the action taken, for the last hand
and the one being played, each with how many hands had ended before it. Resumed, each note is
worded again (:func:`.coach.note_for`), in the language of the day. A save without them (older
versions) resumes as before: the review says nothing of the coach for those hands.
"""

from __future__ import annotations

import logging
from typing import Any

from ...ai.coach import Advice, Choice, Reason
from ...engine.actions import Action
from .coach import SHOWN, note_for
from .hand_review import HandNotes

log = logging.getLogger(__name__)
KEY = "coach"  # the set-up's key in the save (docs/record-format.md)


def _reason(data: Any) -> Reason | None:
    return None if data is None else Reason(str(data["code"]), dict(data.get("args", {})))


def advice_json(advice: Advice, done: Action) -> dict[str, Any]:
    """The advice as the review needs it: the choices the Hint showed and the one made."""
    kept = list(advice.choices[:SHOWN])
    kept += [c for c in advice.choices[SHOWN:] if c.action == done][:1]
    return {
        "game": advice.game,
        "seat": advice.seat,
        "unit": advice.unit,
        "verdict": advice.verdict,
        "partners": advice.partners,
        "why": advice.why.to_json() if advice.why is not None else None,
        "choices": [{"action": c.action.to_json(), "value": c.value, "why": c.why.to_json()} for c in kept],
    }


def advice_from_json(data: dict[str, Any]) -> Advice:
    choices = tuple(
        Choice(Action.from_json(c["action"]), float(c["value"]), _reason(c["why"]) or Reason(""))
        for c in data["choices"]
    )
    return Advice(
        str(data["game"]),
        int(data["seat"]),
        str(data["unit"]),
        choices,
        str(data.get("verdict", "choose")),
        _reason(data.get("why")),
        partners=bool(data.get("partners", False)),
    )


def hand_json(notes: HandNotes) -> dict[str, Any] | None:
    if not notes.known:
        return None
    judged = [j for j in notes.judged if j is not None]
    return {
        "decisions": notes.decisions,
        "notes": [{"advice": advice_json(a, d), "done": d.to_json()} for a, d in judged],
    }


def hand_from_json(data: Any) -> HandNotes:
    """A saved hand's notes, worded again now (a hand not saved: notes not known)."""
    if data is None:
        return HandNotes(known=False)
    notes = HandNotes(int(data["decisions"]))
    for item in data.get("notes", []):
        advice, done = advice_from_json(item["advice"]), Action.from_json(item["done"])
        note = note_for(advice, done)
        if note is not None:
            notes.notes.append(note)
            notes.judged.append((advice, done))
    return notes


def saved_notes(table: Any) -> dict[str, Any] | None:
    """The review's notes for the save (None: no review): the last hand's and the one being played,
    as the table has shown them (its last action's events are still to show)."""
    review = getattr(table, "review", None)
    if review is None or not hasattr(review, "between_hands"):
        return None
    coach = getattr(table, "coach", None)
    if coach is not None and hasattr(coach, "settle"):
        coach.settle()  # the action just made is judged before it is saved
    between = review.between_hands()
    return {
        "between": between,
        "last": hand_json(review.last_notes),
        "current": None if between else hand_json(review.current_notes),
    }


def restore_notes(table: Any, data: Any) -> None:
    """Give a resumed table's review the notes its save kept, where it can tell their hands: resumed
    at a deal's held end (the deal held is the save's latest hand), or where the last action began
    or ended no hand (the review stands as it stood when the save was made)."""
    review = getattr(table, "review", None)
    if review is None or not isinstance(data, dict) or not hasattr(review, "between_hands"):
        return
    try:
        between = bool(data.get("between"))
        last, current = hand_from_json(data.get("last")), hand_from_json(data.get("current"))
    except Exception:  # a damaged or foreign note: the review says nothing of the coach, as before
        log.warning("the coach's saved notes could not be read", exc_info=True)
        return
    resumed = table.resumed_past()
    if resumed.held:
        latest, before = (last, HandNotes(known=False)) if between else (current, last)
        if review.between_hands():
            review.last_notes = review.current_notes = latest
        else:
            review.last_notes, review.current_notes = before, latest
    elif not any(review.starts(e) or review.ends(e) for e in [*resumed.last, *resumed.pending]):
        review.last_notes = last
        review.current_notes = last if between else current
