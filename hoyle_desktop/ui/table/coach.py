"""The coach at every table: the Hint (button and key H) and what the review of the last hand says
about the person's decisions.

A table makes one :class:`TableCoach`, puts its button and words in its side panel, calls
:meth:`TableCoach.refresh` whenever it refreshes its controls, and may give a ``mark`` hook that
shows the best action on the table (a card ringed, a button marked; ``mark(None)`` takes it away).

Whenever the person is to act with a real choice, the coach asks for the advice
(:func:`hoyle_desktop.ai.coach.advise`, the game's Expert showing its values) on the AI worker
threads, from a clone of the game: the GUI thread never waits. The Hint shows it (at once if it is
in, else when it comes); an answer for a position that has moved on is dropped. Once the person
has acted, the coach compares the action with the Expert's choice and, where the Expert would
have done otherwise at a cost by its own measure, notes it for the review of the last hand (and,
with the "coach notes" option on, says so at once, gently).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QBoxLayout, QPushButton, QSizePolicy, QWidget

from ...ai.coach import Advice, Choice, Reason, advise
from ...ai.coach.lessons import lesson
from ...ai.coach.ranking import HINT_SHOWN
from ...ai.coach.words import Wording, unit_note
from ...engine.actions import Action
from . import keys
from .announcer import spoken
from .click_focus import tab_focus_only
from .scrolled_label import ScrolledLabel
from .side_panel import SteadyLabel, log_line

Mark = Callable[[Action | None], None]
SHOWN = HINT_SHOWN  # choices the hint lists
HINT_LINES = 9  # the least room the Hint's words keep while hints are on (a longer hint scrolls in it)
HISTORY_KEPT = 14  # lines the history keeps where the panel is tall: the Hint's room takes the rest
HINT_MOST = 30  # the most the Hint's room takes (a long lead's hint): the rest of a tall panel is history's
MORE_PLACES = 1  # decimals a hint may add to its usual ones to tell the values it shows apart
# Reasons shown without a value: a placeholder adviser's, and Baccarat's stake of nothing (worth 0,
# more than any stake, while the Expert by design plays every coup at the least: its words say so)
UNVALUED = ("expert_choice", "not_valued", "no_stake")
# Units whose values only rank the choices (Snip-Snap-Snorum's order): said in words, never a number
WORDS_ONLY = ("order",)
# What a decision must cost, by the Expert's measure in its unit, for the gentle note to speak.
COSTLY = {
    "points": 0.5,
    "counters": 0.5,
    "win_chance": 0.03,
    "hand_chance": 0.03,
    "pool_chance": 0.03,
    "sing_chance": 0.03,
}


def value_text(value: float, unit: str, places: int | None = None) -> str:
    """A value in its unit, in words: "+1.4 points", "−0.5 counters", "34% chance to win";
    ``places``: the decimals (of the percentage for a chance), by default one (none for a chance)."""
    if unit.endswith("_chance"):
        # A chance reads from 0% to 100%, whatever an Expert's ordering adds or takes away.
        pct = QLocale().toString(100 * min(max(value, 0.0), 1.0), "f", places or 0)
        return {
            "win_chance": QCoreApplication.translate("Coach", "%1% chance to win the game"),
            "hand_chance": QCoreApplication.translate("Coach", "%1% chance to win the hand"),
            "pool_chance": QCoreApplication.translate("Coach", "%1% chance to win the pool"),
            # My Bird Sings: the chance that the next card makes the bird sing
            "sing_chance": QCoreApplication.translate("Coach", "%1% chance to sing with the next card"),
        }[unit].replace("%1", pct)
    places = 1 if places is None else places
    number = ("−" if round(value, places) < 0 else "+") + _decimal(value, places)
    return _amount(unit, round(value, places)).replace("%1", number)


def _amount(unit: str, shown: float) -> str:
    """ "%1 counters" or "%1 points" for an amount as shown; below two apart, as French puts it in
    the singular ("−0,5 jeton", "1,5 point"; English and German keep the plural)."""
    if abs(shown) < 2:
        return (
            QCoreApplication.translate("Coach", "%1 counters", "an amount below two")
            if unit == "counters"
            else QCoreApplication.translate("Coach", "%1 points", "an amount below two")
        )
    return (
        QCoreApplication.translate("Coach", "%1 counters")
        if unit == "counters"
        else QCoreApplication.translate("Coach", "%1 points")
    )


def shown_places(values: list[float], unit: str) -> int:
    """The fewest decimals (from one for points and counters, none for a chance's percentage, to
    ``MORE_PLACES`` more) at which every two different values shown read differently:
    Blind Hookey's stakes of one and two counters, −0.06 and −0.12, both read "−0.1" at one."""
    scale, least = (100.0, 0) if unit.endswith("_chance") else (1.0, 1)
    numbers = [v * scale for v in values]
    for places in range(least, least + MORE_PLACES + 1):
        if all(
            round(a, places) != round(b, places)
            for i, a in enumerate(numbers)
            for b in numbers[i + 1 :]
            if abs(a - b) > 1e-9 * scale
        ):
            return places
    return least + MORE_PLACES


def cost_text(cost: float, unit: str, places: int | None = None) -> str:
    """What a decision cost in the review, with the decimals its Hint showed (``places``: as
    :func:`shown_places` gives them; Blind Hookey's "−0.06" and "−0.18" cost "−0.12", not "−0.1"),
    a chance saying which chance (My Bird Sings: "27% less chance to sing with the next card")."""
    if unit.endswith("_chance"):
        places = places or 0
        if round(100 * cost, places) < 10**-places:  # never "0% less chance" for a choice that cost
            return QCoreApplication.translate("Coach", "under 1% less chance")
        pct = QLocale().toString(100 * cost, "f", places)
        less = {
            "win_chance": QCoreApplication.translate("Coach", "%1% less chance to win the game"),
            "hand_chance": QCoreApplication.translate("Coach", "%1% less chance to win the hand"),
            "pool_chance": QCoreApplication.translate("Coach", "%1% less chance to win the pool"),
            "sing_chance": QCoreApplication.translate("Coach", "%1% less chance to sing with the next card"),
        }.get(unit) or QCoreApplication.translate("Coach", "%1% less chance")
        return less.replace("%1", pct)
    places = 1 if places is None else places
    if round(cost, places) < 10**-places:  # never "−0.0 counters" (Loto's number covered too late)
        return (
            QCoreApplication.translate("Coach", "under %1 counters less")
            if unit == "counters"
            else QCoreApplication.translate("Coach", "under %1 points less")
        ).replace("%1", _decimal(10**-places, places))
    return _amount(unit, round(cost, places)).replace("%1", "−" + _decimal(cost, places))


def cost_said(cost: float, unit: str, places: int | None = None) -> str:
    """The review note's sentence for what the person's choice cost ("It cost you 1.2 counters."):
    a bare "(−1.2 counters)" after the Expert's card read as that card's worth (playtest, 29 November)."""
    if unit.endswith("_chance"):
        left = QCoreApplication.translate("Coach", "It left you %1.")
        return left.replace("%1", cost_text(cost, unit, places))
    places = 1 if places is None else places
    if round(cost, places) < 10**-places:
        least = 10**-places
        said = QCoreApplication.translate("Coach", "It cost you under %1.")
        return said.replace("%1", _amount(unit, least).replace("%1", _decimal(least, places)))
    amount = _amount(unit, round(cost, places)).replace("%1", _decimal(cost, places))
    return QCoreApplication.translate("Coach", "It cost you %1.").replace("%1", amount)


def _decimal(value: float, places: int = 1) -> str:
    """``places`` decimals, unsigned, with the reader's decimal mark (the language's, as QLocale has it)."""
    return QLocale().toString(abs(value), "f", places)


def advice_lines(advice: Advice, top: int = SHOWN, short: bool = False) -> list[str]:
    """The hint in words: the verdict, then the best few choices (value and reason). A reason in
    parts (``Wording.why_parts``) gives its main part on the choice's line and each other part on a
    line of its own below it, indented (``SUB``), so a newcomer reads it at a glance. ``short``: what
    H says first, the verdict and each choice with its main reason only (no further parts, no note
    on the play-outs nor on what the numbers are): a Newmarket lead said 18 sentences."""
    module = Wording(advice.game)

    def further(parts: list[str]) -> list[str]:
        return [] if short else [SUB + sentence(part) for part in parts]

    best = advice.best
    if best is None:
        return []
    if advice.verdict == "only_one":
        what = module.action_text(best.action, best.why)
        if advice.why is not None:  # the game's reason for it (Baccarat: the rule at the punter's point)
            text = QCoreApplication.translate("Coach", "Only one thing you may do: %1 (%2).")
            return [text.replace("%1", what).replace("%2", module.why_text(advice.why))]
        return [QCoreApplication.translate("Coach", "Only one thing you may do: %1.").replace("%1", what)]
    lines: list[str] = []
    level_why = advice.why
    whys = {module.why_text(c.why) for c in advice.choices}
    if level_why is None and len(whys) == 1 and best.why.code not in (*UNVALUED, "only_one"):
        level_why = best.why  # every choice for the same reason: the reason they are worth the same
    if advice.verdict == "all_equal" and level_why is not None:
        why = module.why_text(level_why)
        head, *tail = module.why_parts(level_why)
        equal = QCoreApplication.translate("Coach", "Every choice is worth the same here: %1.")
        lines += [equal.replace("%1", head), *further(tail)]
        if whys == {why}:  # each choice for that one reason: said once, not once a choice (Blind Hookey)
            anything = QCoreApplication.translate("Coach", "Any of them will do; the Expert would %1.")
            lines.append(anything.replace("%1", module.action_text(best.action, best.why)))
            return [sentence(line) for line in lines]
    elif advice.verdict == "all_equal":
        lines.append(QCoreApplication.translate("Coach", "Every choice is worth the same here."))
    places = shown_places([c.value for c in advice.choices[:top]], advice.unit)
    above: tuple[float, str] | None = None  # the value and reason of the line above, where valued
    said_above = ""  # the reason of the line above, where unvalued (an order's place, all equal)
    level_words = module.why_text(level_why) if advice.verdict == "all_equal" and level_why else None
    for choice in advice.choices[:top]:
        what = module.action_text(choice.action, choice.why)
        why = module.why_text(choice.why)
        if why == level_words:  # the verdict said it: name the Expert's choice, not the same words again
            if choice is best:
                expert = QCoreApplication.translate("Coach", "The Expert's choice: %1")
                lines.append(expert.replace("%1", what))
            continue
        alike = module.why_text(_alike(choice.why))  # its reason, less "it ends as the card above does"
        head, *tail = module.why_parts(choice.why)
        if choice.why.code in UNVALUED or advice.verdict == "all_equal" or advice.unit in WORDS_ONLY:
            if alike == said_above and choice.why.code not in UNVALUED:  # said once, on the first line
                same = QCoreApplication.translate(
                    "Coach", "%1: as good as the one above, for the same reason"
                )
                lines.append(same.replace("%1", what))
            else:
                line = QCoreApplication.translate("Coach", "%1: %2").replace("%1", what).replace("%2", head)
                lines += [line, *further(tail)]
            above, said_above = None, alike
        else:
            line, said = _valued_line(what, alike, head, choice.value, above, advice.unit, places)
            lines += [line, *further(tail if said else [])]
            above, said_above = (choice.value, alike), ""
    if short:
        return [sentence(line) for line in lines]
    if advice.note is not None:  # once, after the choices (the trick games: what the play-outs were)
        lines.append(module.why_text(advice.note))
    valued = advice.verdict == "choose" and any(c.why.code not in UNVALUED for c in advice.choices[:top])
    unit = unit_note(advice.game, advice.unit, advice.partners) if valued else None
    if unit:  # what the numbers are, once, after them
        lines.append(unit)
    return [sentence(line) for line in lines]


SUB = "\u00a0" * 4  # no-break spaces (kept where rich text folds others): a further part, indented


def hint_html(lines: list[str], indent: int) -> str:
    """The hint's lines (escaped) as the label shows them: a line each; where a reason has further
    parts (``SUB``), every line after the first a block of its own, those parts indented by
    ``indent`` pixels, so their wrapped lines stay under them."""
    if not any(line.startswith(SUB) for line in lines):
        return "<br>".join(lines)
    html = lines[0]
    for line in lines[1:]:
        margin = indent if line.startswith(SUB) else 0
        html += f'<div style="margin-left:{margin}px">{line.removeprefix(SUB)}</div>'
    return html


def _alike(why: Reason) -> Reason:
    """``why`` without what its play-outs showed (``played``) where they showed that it ends exactly as
    another choice does (the trick games: "in every deal played out it ends as the two of diamonds
    does", said of each card in turn): compared so, two such choices give the same reason, said once."""
    played = why.args.get("played")
    if isinstance(played, dict) and int(played.get("same", 1)) == 2:
        return Reason(why.code, {k: v for k, v in why.args.items() if k != "played"})
    return why


def _valued_line(
    what: str, why: str, head: str, value: float, above: tuple[float, str] | None, unit: str, places: int
) -> tuple[str, bool]:
    """A choice with its value and reason (``head``: the reason's main part, ``why`` the whole), and
    whether the line gave the reason. A value equal to the line above's is said in words, not
    repeated (Loto's exchanges read "+0.0 counters" three times), and so is a reason the line above
    gave word for word (Vingt-un's three stakes repeated one long sentence)."""
    same_why = above is not None and why == above[1]
    if above is not None and abs(value - above[0]) <= 1e-9:
        if same_why:
            text = QCoreApplication.translate("Coach", "%1: as good as the one above, for the same reason")
            return text.replace("%1", what), False
        worth = QCoreApplication.translate("Coach", "worth the same")
    else:
        worth = value_text(value, unit, places)
    if same_why:
        return (
            QCoreApplication.translate("Coach", "%1 (%2): for the same reason")
            .replace("%1", what)
            .replace("%2", worth),
            False,
        )
    return (
        QCoreApplication.translate("Coach", "%1 (%2): %3")
        .replace("%1", what)
        .replace("%2", worth)
        .replace("%3", head),
        True,
    )


def sentences(lines: list[str]) -> str:
    """The hint's lines as one text of sentences, as a screen reader says them (no indents)."""
    said = [line.lstrip(SUB) for line in lines]
    return " ".join(line if line.endswith((".", "!", "?")) else line + "." for line in said)


def sentence(text: str) -> str:
    """A line that begins with a capital, as a sentence does ("stake 3 counters…" -> "Stake…"):
    each game's words name an action as it reads inside a sentence."""
    return text[:1].upper() + text[1:]


@dataclass
class Decision:
    """One of the person's decisions as the coach saw it: the advice and, once made, the action."""

    advice: Advice
    notes: list[Any] | None  # the review's list of notes for the hand it was made in


@dataclass(frozen=True)
class CoachNote:
    """A decision the Expert would have made otherwise: what was done, what was best, the cost."""

    text: str
    cost: float | None  # None where the choice made was not valued
    unit: str
    partners: bool = False  # the advice's: the measure is the side's
    places: int | None = None  # the decimals the Hint showed its values with (None: the unit's usual)
    lesson: str = ""  # "To learn: …" where the choice cost what the gentle note speaks at (a line of its own)


def note_for(advice: Advice, done: Action) -> CoachNote | None:
    """What the review says about ``done`` in the position ``advice`` was for (None: as the Expert
    would, or as good by its measure)."""
    best = advice.best
    if best is None or advice.verdict != "choose" or done == best.action:
        return None
    module = Wording(advice.game)
    mine = next((c for c in advice.choices if c.action == done), None)
    places = None
    costly = False  # beyond what the gentle note speaks at (COSTLY): the review says what to learn
    if mine is not None and mine.why.code not in UNVALUED and best.why.code not in UNVALUED:
        gap = _shown(best.value, advice.unit) - _shown(mine.value, advice.unit)
        if gap < 0.005:
            return None  # as good by the Expert's measure (two cards that play alike)
        cost = None if advice.unit in WORDS_ONLY else gap  # a place lower in an order is no amount
        places = shown_places([c.value for c in advice.choices[:SHOWN]] + [mine.value], advice.unit)
        costly = advice.unit in WORDS_ONLY or gap >= COSTLY.get(advice.unit, 0.5)
    else:
        cost = None
    text = QCoreApplication.translate("Coach", "You: %1; the Expert: %2").replace(
        "%1", module.action_text(done, mine.why if mine is not None else None)
    )
    text = text.replace("%2", module.action_text(best.action, best.why))
    text += "." if cost is None else ". " + cost_said(cost, advice.unit, places)
    reasons = reasons_text(module, best, mine)
    text = f"{text} {reasons}" if reasons else text
    learn = lesson_line(advice.game, best.why, mine.why if mine is not None else None) if costly else ""
    return CoachNote(text, cost, advice.unit, advice.partners, places, learn)


def lesson_line(game: str, why: Reason, mine: Reason | None = None) -> str:
    """ "To learn: …": the rule of thumb the Expert's reason teaches against the person's ``mine``
    (``ai/coach/lessons.py``), the review's line below the note; "" where its kind teaches none."""
    said = lesson(game, why, mine)
    return QCoreApplication.translate("Coach", "To learn: %1").replace("%1", said) if said else ""


def _shown(value: float, unit: str) -> float:
    """A value as the Hint shows it: a chance from 0% to 100% (My Bird Sings' two of hearts, a little
    below nothing by the Expert's ordering, read 0% in the Hint and cost 28% against 27% in the review)."""
    return min(max(value, 0.0), 1.0) if unit.endswith("_chance") else value


def reasons_text(module: Wording, best: Choice, mine: Choice | None) -> str:
    """Why the Expert's choice, and (where its words differ) why the person's, from the Expert's own
    reasons: what one learns from the review is the difference."""
    why = module.why_text(_against(best, mine))
    theirs = module.why_text(mine.why) if mine is not None and mine.why.code not in UNVALUED else ""
    if best.why.code in UNVALUED:
        return ""
    if theirs and theirs != why:
        text = QCoreApplication.translate("Coach", "The Expert's reason: %1. Yours: %2.")
        return text.replace("%1", why).replace("%2", theirs)
    return QCoreApplication.translate("Coach", "The Expert's reason: %1.").replace("%1", why)


def _against(best: Choice, mine: Choice | None) -> Reason:
    """The Expert's reason without its own comparison (``played``: what its play-outs showed against
    the next best) where the person's reason already compares the person's choice with it."""
    why = best.why
    played = mine.why.args.get("played") if mine is not None else None
    if isinstance(played, dict) and "played" in why.args and played.get("vs") == best.action.to_json():
        return Reason(why.code, {k: v for k, v in why.args.items() if k != "played"})
    return why


def noted_once(texts: list[str]) -> list[str]:
    """The review's notes, each text once where it first stands, with how often it came (Loto: the
    calls run on at their pace, and one uncovered number read 77 times the same)."""
    counts: dict[str, int] = {}
    for text in texts:
        counts[text] = counts.get(text, 0) + 1
    many = QCoreApplication.translate("Coach", "%1 (The same %2 times.)")
    return [text if n == 1 else many.replace("%1", text).replace("%2", str(n)) for text, n in counts.items()]


def total_line(notes: list[CoachNote], decisions: int) -> str:
    """The review's one line for the deal."""
    if not decisions:
        return ""
    if not notes:
        return QCoreApplication.translate(
            # not "as the Expert would have made it": a choice as good by its measure has no note either
            "Coach",
            "The coach: no decision worse than the Expert's, by its measure.",
        )
    costs: dict[str, float] = {}
    places: dict[str, int | None] = {}
    for note in notes:
        if note.cost is not None:
            costs[note.unit] = costs.get(note.unit, 0.0) + note.cost
            shown = (places.get(note.unit), note.places)
            places[note.unit] = max((p for p in shown if p is not None), default=None)
    # Whole sentences, so each language places its own stops (French: a space before the ";").
    line = (
        QCoreApplication.translate("Coach", "The coach: decisions unlike the Expert's: %1 of %2; %3.")
        if costs
        else QCoreApplication.translate("Coach", "The coach: decisions unlike the Expert's: %1 of %2.")
    )
    spent = ", ".join(cost_text(c, u, places[u]) for u, c in costs.items())
    return line.replace("%1", str(len(notes))).replace("%2", str(decisions)).replace("%3", spent)


class TableCoach(QObject):
    answered = Signal()  # the hint the person asked for is on show (or the coach failed to give it)

    def __init__(
        self,
        table: Any,  # TableBase
        layout: QBoxLayout,
        mark: Mark | None = None,
        may_ask: Callable[[], bool] | None = None,
        steady: bool = False,
        lines: int = HINT_LINES,
    ) -> None:
        """``steady``: the button stays while hints are on, where the person's turns come and go too
        fast to follow (Loto: a number to cover at one call, none at the next); pressed when nothing
        is the person's to decide, it says so, as H does at every table. ``lines``: the room the
        Hint's words keep while hints are on (a table with less room to share gives fewer)."""
        super().__init__(table)
        self.lines = lines
        self._room = lines  # the lines its room keeps now: room_lines(), as the panel was last resized
        self.steady = steady
        self._given_back = False  # the room is given back (a deal's held end: no Hint there)
        self.table = table
        self.game = table.game
        self.key = self.game.spec.key
        self.seat = table.human
        self.mark = mark
        self.may_ask = may_ask or table._my_turn
        self.button = QPushButton(QCoreApplication.translate("Coach", "&Hint"))
        self.button.setToolTip(
            QCoreApplication.translate("Coach", "The best choices, what each is worth and why (Key: H)")
        )
        # Asked on the click, like every button: a press dragged off the button asks nothing.
        self.button.clicked.connect(self.ask)
        self.button.hide()  # until refresh finds the person may ask (a resumed held end: not yet)
        tab_focus_only(self.button)
        self.label = SteadyLabel()  # keeps its height when the hint goes: nothing below jumps
        self.label.setWordWrap(True)
        self.label.setObjectName("hint")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.button)
        # a hint longer than the room scrolls, never cut; Page Up and Page Down scroll it first
        name = QCoreApplication.translate("Coach", "Hint")
        self.scroll = ScrolledLabel(self.label, name=name, is_hint=True)
        self.scroll.reserve(lines if table.settings.get("show_hints") else 0)  # from the start
        # no more than its room: the history below takes what is left (Expanding, it took a share)
        self.scroll.setSizePolicy(self.scroll.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Preferred)
        layout.addWidget(self.scroll)
        # the side panel: the room grows with its height (never with the words: nothing moves)
        self._panel: QWidget | None = self.scroll.parentWidget()
        self._history: QWidget | None = getattr(getattr(table, "panel", None), "history", None)
        if self._panel is not None and self._history is not None:
            self._panel.installEventFilter(self)
        self.decisions: dict[int, Decision] = {}  # by the history's length when the person was to act
        self._tickets: dict[int, int] = {}  # ticket -> the position it was asked for
        self._asking: set[int] = set()  # positions whose advice is on its way
        self._wanted: int | None = None  # the position the person pressed Hint at
        self._shown: int | None = None  # the position whose hint is on show
        self._waiting: int | None = None  # H pressed at this position as the person's turn came
        self.whole = ""  # the whole hint on show, in words, where H said it short
        ai = table.session.ai
        ai.computed.connect(self._on_computed)
        ai.failed.connect(self._on_failed)
        table.session.events.connect(self._on_events)
        table.installEventFilter(self)  # Enter waits while the hint asked for is on its way

    # -- the position ---------------------------------------------------------------------------
    def _position(self) -> int:
        return len(self.game.history)

    def _real_choice(self) -> bool:
        return len(self.game.legal_actions(self.seat)) > 1

    def refresh(self) -> None:
        """The table refreshed its controls: show the button while the person may act, take an
        old hint away, and start on the advice for a new decision."""
        mine = bool(self.may_ask())
        hints = bool(self.table.settings.get("show_hints"))
        steady = self.steady and not self.game.is_over()  # a finished game offers nothing to ask
        held = bool(getattr(getattr(self.table, "deal_end", None), "holding", False))
        # While hints are on, what lies below stays put between turns: the button's row and a steady
        # room for its words are kept. Not at a deal's held end, where the Hint goes (but Loto's
        # steady one): the room is given back to the deal's summary (Cassino's count) and history.
        self._given_back = held and not steady
        room = self.button.sizePolicy()
        room.setRetainSizeWhenHidden(hints and not self._given_back)
        self.button.setSizePolicy(room)
        self.scroll.reserve(self._room if hints and not self._given_back else 0)
        self._show_room()
        # While the table shows a move before the person's turn (a computer laying out beside the
        # person), the button stays as it was: hidden and shown again, it blinked.
        # Not at a deal's held end: the live table and the one resumed there look the same.
        kept = not self.button.isHidden() and self._turn_coming() and not held
        self.button.setVisible((mine or steady or kept) and hints)
        # the empty room says faintly what the button gives, while it may be pressed (not the
        # tooltip: the keys' tooltips add the button's letter to it, "(Taste: H) (Taste: T)")
        gives = QCoreApplication.translate("Coach", "The best choices, what each is worth and why")
        self.scroll.set_placeholder(gives if self.button.isVisibleTo(self.table) else "")
        here = self._position()
        waiting, self._waiting = self._waiting, None
        if held and not steady:  # no hint comes at a held end: one asked as the deal ended is dropped
            waiting, self._wanted = None, None
        if waiting is not None and not mine and self._turn_coming():
            self._waiting = waiting  # still showing the others' moves: "the hint comes..." stays
            return
        at = self._shown if self._shown is not None else self._wanted
        moved = at is not None and at != here
        acted = at is not None and any(s == self.seat for s, _ in self.game.history[at:])
        # the others moved while the person looked at a hint (not the person): it follows the position
        follow = moved and mine and not acted
        if moved or not mine:
            self.clear()
            if not mine and at is not None and not acted:
                # The table is showing another's move (a computer laying out beside the person): the
                # hint comes back, for the position then, once the person may ask again.
                self._wanted = at
        if mine and self._real_choice():
            self._prepare(here)
            if follow:
                self.ask()
        if waiting is not None and mine:  # H was pressed as the turn came: the hint it asked for
            self._set_text("")
            self.ask()

    def _turn_coming(self) -> bool:
        """The game waits on the person, and the table is still showing what came before (a
        computer's card on its way): the person's turn is a moment off."""
        return bool(self.table.session.human_may_act()) and bool(self.table.settings.get("show_hints"))

    def clear(self) -> None:
        self._shown = None
        self._wanted = None
        self._set_text("")
        if self.mark is not None:
            self.mark(None)

    def _prepare(self, here: int) -> None:
        """Ask for the advice at ``here`` on a worker thread unless it is in or on its way."""
        if here in self.decisions or here in self._asking:
            return
        key, game, seat = self.key, self.game.clone(), self.seat
        ticket = self.table.session.ai.run(lambda: advise(key, game, seat))
        self._tickets[ticket] = here
        self._asking.add(here)

    # -- the hint -------------------------------------------------------------------------------
    def ask(self) -> None:
        """The person pressed Hint (or H)."""
        deal_end = getattr(self.table, "deal_end", None)
        held = deal_end.held_words() if hasattr(deal_end, "held_words") else ""
        if held:  # the deal's end waits for Space: H says so, not "nothing is yours to decide"
            self._say(held)
            return
        if not self.may_ask() and not self.steady and self._turn_coming():
            # H while the table still shows a computer's move before the person's turn (the playtest
            # of 28 November (d), All-Fours): the hint comes with the turn, as asked.
            self._waiting = self._position()
            coming = QCoreApplication.translate(
                "Coach", "The hint comes as soon as it is your turn, once the last move has been shown."
            )
            self._set_text(coming)
            self._say(coming)
            return
        if not self.may_ask():  # H at a table where nothing is the person's to decide: said, not silent
            nothing = QCoreApplication.translate("Coach", "No hint now: nothing is yours to decide.")
            self._set_text(nothing)
            self._say(self.label.text())
            self._shown = self._position()  # taken away as the game moves on, as a hint is
            return
        if not self.button.isVisible():
            return
        here = self._position()
        if self.whole and self._shown == here:  # H again at a hint said short: the whole of it
            self._say(self.whole)
            return
        legal = self.game.legal_actions(self.seat)
        if len(legal) == 1:
            what = Wording(self.key).action_text(legal[0])
            self._show_text(
                [QCoreApplication.translate("Coach", "Only one thing you may do: %1.").replace("%1", what)]
            )
            self._shown = here
            if self.mark is not None:  # ringed, with the frame on it: Enter does it (All-Fours, by keys)
                self.mark(legal[0])
            return
        self._wanted = here
        decision = self.decisions.get(here)
        if decision is not None:
            self._show(decision.advice, here)
            return
        self._set_text(QCoreApplication.translate("Coach", "Thinking about a hint…"))
        self._say(self.label.text())
        self._prepare(here)

    def on_its_way(self) -> bool:
        """The person asked for a hint, has not acted since, and it is not on show yet (worked out,
        or following the position while the table shows the others' moves). A table whose turns
        pass on a clock holds them for it: Loto's calls."""
        at = self._wanted
        acted = at is not None and any(s == self.seat for s, _ in self.game.history[at:])
        return at is not None and self._shown is None and not acted

    def hint_coming(self) -> bool:
        """The person asked for the hint and it has not come yet (worked out, or due with the turn).
        Never at a deal's held end, where no hint comes (playtest (h): "still coming" stood there)."""
        if self._given_back:
            return False
        return self._waiting is not None or self.on_its_way()

    def room_lines(self) -> int:
        """The lines the Hint's room keeps: ``lines`` at the least, else what the side panel has
        left once the rest of it and ``HISTORY_KEPT`` lines of history are laid out, up to
        ``HINT_MOST`` (a full-screen window's panel is not one empty box: the history has it) (notes of 29
        November: at 1280x900 a Pope Joan lead's hint scrolled in nine lines beside a history half
        empty). Steady while the window keeps its size: the words never change it."""
        panel, history, layout = self._panel, self._history, getattr(self._panel, "layout", lambda: None)()
        if panel is None or history is None or layout is None:
            return self.lines
        spacing = max(1, self.label.fontMetrics().lineSpacing())
        others = layout.sizeHint().height() - self.scroll.sizeHint().height() - history.sizeHint().height()
        free = panel.height() - others - HISTORY_KEPT * history.fontMetrics().lineSpacing()
        return max(self.lines, min(HINT_MOST, free // spacing))

    def _fit_room(self) -> None:
        """The panel was resized: the room is measured again (only then: what else the panel shows
        comes and goes with the play, and the history below must not move with it)."""
        self._room = self.room_lines()
        if self.scroll.reserved_lines:  # hints on and the room not given back (see refresh)
            self.scroll.reserve(self._room)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter after H does what the hint names; pressed before the hint has come it would do what
        the table's frame is on (playtest (d), 29 November, four-handed cribbage: the framed card was
        played and the review counted it against the person). It does nothing then, and says so."""
        if watched is self._panel and event.type() == QEvent.Type.Resize:
            self._fit_room()
            return False
        if watched is not self.table or event.type() != QEvent.Type.KeyPress:
            return False
        if not isinstance(event, QKeyEvent) or event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return False
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if not self.hint_coming():
            return self._press_marked()
        text = QCoreApplication.translate(
            "Coach", "The hint is still coming: Enter does nothing until it is shown."
        )
        self._set_text(text)  # where the hint will come (in place of "Thinking about a hint…")
        self.table.status.emit(text)
        self._say(text)
        return True

    def _press_marked(self) -> bool:
        """Enter with the Hint on show: the button it marked is pressed, at every table, before the
        table's own Enter (playtest (g), 29 November, Spin: the Hint marked "Play 4♣ with Spin" and
        the stops table's Enter played the 4♣ alone, the card that follows on). True if pressed."""
        if self._shown != self._position() or not self.may_ask():
            return False
        marked = keys.hinted_button(keys.shown_buttons(self.table))
        if marked is None:
            return False
        marked.animateClick()
        return True

    def shown_best(self) -> Action | None:
        """The choice the hint on show names for the position now, or None (no hint on show, or
        one that names no choice): what Enter does after the Hint where the table asks more than
        one key for it (cribbage's lay-out: choose the cards, then lay them out; Loto's "Cover 60")."""
        here = self._position()
        decision = self.decisions.get(here) if self._shown == here else None
        advice = decision.advice if decision is not None else None
        if advice is None or advice.best is None or advice.verdict != "choose":
            return None
        return advice.best.action

    def _show(self, advice: Advice, here: int) -> None:
        lines = advice_lines(advice)
        self._show_text(lines, bold_first=advice.verdict == "choose", short=advice_lines(advice, short=True))
        self._shown = here
        if self.mark is not None and advice.best is not None and advice.verdict == "choose":
            self.mark(advice.best.action)
        self.answered.emit()

    def _show_text(self, lines: list[str], bold_first: bool = False, short: list[str] | None = None) -> None:
        """Show ``lines``; say ``short`` (the main lines) where it leaves some out, and that H again
        says them all (``whole``)."""
        shown = [escape(line) for line in lines]
        if bold_first and shown:
            shown[0] = f"<b>{shown[0]}</b>"
        words = sentences(lines)
        said = sentences(short) if short and short != lines else words
        if said != words:
            said += " " + QCoreApplication.translate("Coach", "Press H again for the whole hint.")
        self._set_text(hint_html(shown, self.label.fontMetrics().horizontalAdvance("MM")), said, words)
        self._say(said)

    def _set_text(self, text: str, words: str = "", whole: str = "") -> None:
        """``words``: what a screen reader reads as the label, the lines as sentences, as announced
        (its own text ran the lines together at bare line breaks); "": the label's own text.
        ``whole``: the whole hint where ``words`` is its short form (the label's description, and
        what H at the same position says)."""
        self.label.setText(text)
        access = getattr(self.table, "access", None)
        knave = bool(access is not None and access.announcer.knave)
        self.label.setAccessibleName(spoken(words, knave) if words else "")
        self.whole = spoken(whole, knave) if whole and whole != words else ""
        self.label.setAccessibleDescription(self.whole)
        self._show_room()
        self.scroll.show_top()

    def _show_room(self) -> None:
        """The words' room shows but where it is given back (a held end) and has no words to show."""
        self.scroll.setVisible(not self._given_back or bool(self.label.text()))

    def _say(self, text: str) -> None:
        """The person asked (H): the screen reader says the hint at once, as it is shown."""
        access = getattr(self.table, "access", None)
        if access is not None:
            access.announcer.say(text, assertive=True)

    def _on_computed(self, ticket: int, advice: Any) -> None:
        here = self._tickets.pop(ticket, None)
        if here is None:
            return
        self._asking.discard(here)
        review = getattr(self.table, "review", None)
        self.decisions[here] = Decision(advice, getattr(review, "current_notes", None))
        session = self.table.session
        judged = self._settle()  # judged after its action was saved: saved again, notes and all
        if judged and session.save is not None and not getattr(session, "stopped", True):
            session.save(session)  # (never from a table left: an abandoned game would come back)
        if self._wanted == here and here == self._position() and self.may_ask():
            self._show(advice, here)

    def _on_failed(self, ticket: int, text: str) -> None:
        here = self._tickets.pop(ticket, None)
        if here is not None:
            self._asking.discard(here)
            if self._wanted == here:
                self._shown = here  # said instead of the hint; nothing more is coming
                self._set_text(QCoreApplication.translate("Coach", "No hint this time: the coach failed."))
                self._say(self.label.text())
                self.answered.emit()

    # -- after the decision ---------------------------------------------------------------------
    def settle(self) -> None:
        """Judge the person's decisions made since (the save asks first: its notes are then whole)."""
        self._settle()

    def _on_events(self, _events: list) -> None:
        self._settle()
        self._withdraw()

    def _withdraw(self) -> None:
        """The game moved past the position the words on show were for: they go at once, marks and
        all, not when the table next refreshes (Loto kept "Cover 66" on show through the calls after
        it was covered). The person acted: nothing more comes. Another player moved while the person
        may still act: the hint follows the position at the table's next refresh, as asked."""
        at = self._shown
        if at is None or at == self._position():
            return
        acted = any(s == self.seat for s, _ in self.game.history[at:])
        self.clear()
        if not acted and at in self.decisions:  # a hint (not "No hint now"): it follows the position
            self._wanted = at  # as refresh() does when it sees the position moved under the hint

    def _settle(self) -> bool:
        """Compare each decision the person has made since with the Expert's choice. Advice asked
        at several positions before one decision (the others acted meanwhile) counts once: the
        latest, made with the most the person could know."""
        history = self.game.history
        made: dict[int, int] = {}  # the person's action's index in the history -> the latest advice
        for here in sorted(self.decisions):
            done_at = next((i for i in range(here, len(history)) if history[i][0] == self.seat), None)
            if done_at is not None:
                made[done_at] = here
        for done_at, here in made.items():
            decision = self.decisions[here]
            for old in [h for h in self.decisions if h <= here]:
                del self.decisions[old]
            note = note_for(decision.advice, history[done_at][1])
            review = getattr(self.table, "review", None)
            if review is not None and hasattr(review, "count_decision"):
                review.count_decision(decision.notes, note, (decision.advice, history[done_at][1]))
            if note is not None and self._costly(note):
                self._gently(decision.advice)
        return bool(made)

    def _costly(self, note: CoachNote) -> bool:
        return note.cost is not None and note.cost >= COSTLY.get(note.unit, 0.5)

    def _gently(self, advice: Advice) -> None:
        if not self.table.settings.get("coach_notes") or advice.best is None:
            return
        what = Wording(advice.game).action_text(advice.best.action, advice.best.why)
        text = QCoreApplication.translate("Coach", "The coach would have played: %1.").replace("%1", what)
        self.table.status.emit(text)
        history = getattr(self.table, "history", None)
        if history is not None:  # it stays in the table's history, in the order it was played
            log_line(history, text)


def mark_cards(items: Any, action: Action | None) -> None:
    """A ``mark`` hook for a hand of card items: ring the cards of the best action."""
    cards = set(action.cards) if action is not None else set()
    for item in items:
        item.set_marks(coached=item.card in cards)


def mark_button(buttons: list[QWidget], label: str | None) -> None:
    """A ``mark`` hook's helper for action buttons: the button with ``label`` is marked best."""
    for button in buttons:
        best = label is not None and button.text() == label
        button.setProperty("coached", best)
        # The style sheet's button is of another height than the style's: kept at the style's, so
        # the buttons below do not move as the mark comes and goes.
        if button.property("plain_height") is None:
            button.setProperty("plain_height", button.sizeHint().height())
        button.setFixedHeight(int(button.property("plain_height")))
        button.setStyleSheet("QPushButton { border: 2px solid #2e9d4f; font-weight: bold; }" if best else "")


def mark_best(items: Any, buttons: list[QWidget], action: Action | None, label: str | None) -> None:
    """The usual ``mark`` hook: the button called ``label`` (the action's own button) if the panel
    shows one, else the action's cards ringed in the hand."""
    on_button = label is not None and any(b.text() == label for b in buttons)
    mark_button(buttons, label if on_button else None)
    mark_cards(items, None if on_button else action)
