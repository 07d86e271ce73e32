"""The review of the last hand says what to learn where the person's choice cost something: one line
"To learn: …", the rule of thumb of the Expert's reason's kind (ai/coach/lessons.py), for every
game's coach; and the Hint says a reason shared by several choices once.

The positions are the coach tests' seeded games (tests/ai/coach/coach_checks.py); no table is run."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from hoyle_desktop.ai.coach import Advice, Choice, Reason, advise
from hoyle_desktop.ai.coach.lessons import FAMILIES, NO_LESSON, family, lesson
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.coach import COSTLY, WORDS_ONLY, advice_lines, note_for

sys.path.insert(0, str(Path(__file__).parents[1] / "ai" / "coach"))
from coach_checks import positions, profile_rules

from hoyle_desktop.cli.common import catalog

COACH = Path(__file__).parents[2] / "hoyle_desktop" / "ai" / "coach"
LEARN = "To learn: "


def _first_costly(game: str) -> tuple[Advice, Choice]:
    """The first seeded position where a choice costs what the gentle note speaks at (COSTLY)."""
    profile = sorted(p.id for p in catalog().profiles(game) if p.builtin)[0]
    for seed in range(3):
        for g, seat in positions(game, profile_rules(profile), seed=seed, count=40):
            advice = advise(game, g, seat)
            if advice.verdict != "choose":
                continue
            for choice in advice.choices[1:]:
                gap = advice.choices[0].value - choice.value
                if gap > 0.01 and (advice.unit in WORDS_ONLY or gap >= COSTLY.get(advice.unit, 0.5) + 0.01):
                    return advice, choice
    raise AssertionError(f"no costly choice found at {game}")


@pytest.mark.parametrize("game", [spec.key for spec in registry.playable()])
def test_a_costly_choice_is_reviewed_with_the_lesson_of_the_experts_reason(game):
    advice, mine = _first_costly(game)
    best = advice.choices[0]
    note = note_for(advice, mine.action)
    assert note is not None
    said = lesson(game, best.why, mine.why)
    assert said, f"{game}: no lesson for the Expert's reason {best.why.code}"
    # the note, then the lesson on a line of its own
    assert note.lesson == LEARN + said
    assert LEARN not in note.text


def _stakes(*values: float) -> Advice:
    edge = Reason("hookey_edge", {"edge": 5.9})
    choices = tuple(
        Choice(Action("stake", value=s), v, edge) for s, v in zip((1, 2, 10), values, strict=False)
    )
    return Advice("blind_hookey", 1, "counters", choices)


def test_a_small_cost_or_the_experts_own_choice_says_no_lesson():
    advice = _stakes(-0.06, -0.12, -0.59)
    cheap = note_for(advice, Action("stake", value=2))  # 0.06 below the Expert's: noted, no lesson
    assert cheap is not None and not cheap.lesson
    dear = note_for(advice, Action("stake", value=10))
    assert dear is not None and dear.lesson == (
        LEARN + "The bank has the edge at Blind Hookey: the smaller your stake, the less you lose."
    )
    assert note_for(advice, Action("stake", value=1)) is None  # as the Expert would: nothing to learn


def test_a_choice_of_the_experts_kind_learns_their_difference():
    """Two trades that make the hand alike: the lesson is the cheaper one (Commerce: "ready money"
    costs a counter, seed 002: "he may either do so for 'ready money' or by 'barter'")."""
    barter = Reason("trade", {"card": "4H", "cost": 0})
    money = Reason("trade", {"card": "4H", "cost": 1})
    assert lesson("commerce", barter, money) == (
        "Where two trades do as well, take the cheaper: ready money costs a counter."
    )
    assert lesson("commerce", barter, None) == lesson("commerce", money, barter)  # the kind's own


@pytest.mark.parametrize(
    ("game", "best", "mine", "starts"),
    [
        # the Expert's lead sheds one card, the person's 1.8 and wins counters: not "play the most"
        (
            "pope_joan",
            Reason("run", {"shed": 1}),
            Reason("run_money", {"shed": 1.8, "money": 1}),
            "A lead that",
        ),
        # neither says what it sheds: the same reason, the lead's return tells them apart
        ("newmarket", Reason("needs_lead", {"back": 56}), Reason("needs_lead", {"back": 26}), "Of two leads"),
        # the Expert's lead sheds more: the kind's own lesson
        ("spin", Reason("run", {"shed": 3}), Reason("run", {"shed": 1}), "Lead the card that plays the most"),
        # All-Fours: the ten takes the sure trick itself, "with 10 for Game in it"
        (
            "all_fours",
            Reason("wins_trick", {"game": 10}),
            Reason("wins_trick", {"game": 0}),
            "Win a sure trick",
        ),
        (
            "all_fours",
            Reason("wins_trick", {"game": 6}),
            Reason("cannot_win", {}),
            "Take a trick worth having",
        ),
        ("speculation", Reason("offer", {"price": 18}), Reason("offer", {"price": 17}), "Ask enough above"),
    ],
)
def test_the_lesson_says_what_the_two_choices_differ_by(game, best, mine, starts):
    said = lesson(game, best, mine)
    assert said is not None and said.startswith(starts)


def _worded_codes(module: str) -> set[str]:
    """The codes a coach module words (its why_text's tables and ``code == …`` tests)."""
    tree = ast.parse((COACH / f"{module}.py").read_text(encoding="utf-8"))
    codes: set[str] = set()
    for fn in ast.walk(tree):
        wording = ("why_text", "why_parts", "_main_text", "_why_texts")
        if not isinstance(fn, ast.FunctionDef) or fn.name not in wording:
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Dict):
                codes |= {
                    k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)
                }
            if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == "code":
                codes |= {
                    n.value for c in node.comparators for n in ast.walk(c) if isinstance(n, ast.Constant)
                }
    return codes


@pytest.mark.parametrize("module", sorted(FAMILIES))
def test_every_reason_kind_has_a_lesson_or_needs_none(module):
    codes = _worded_codes(module)
    assert codes, module
    lessons = FAMILIES[module]()
    assert not codes - set(lessons) - NO_LESSON, f"{module}: kinds without a lesson"
    assert not set(lessons) - codes, f"{module}: lessons for kinds it never gives"
    assert all(text().endswith(".") and len(text()) < 160 for text in lessons.values())


def test_every_game_has_a_family_of_lessons():
    assert {family(spec.key) for spec in registry.playable()} <= set(FAMILIES)


# -- the Hint: a reason several choices share, said once ----------------------------------------------
def _play(code: str) -> Action:
    return Action("play", cards=(Card.parse(code),))


def test_choices_for_one_reason_say_it_on_the_first_line_only():
    """Snip-Snap-Snorum: "whichever card you play, the next player pairs it 30% of the time", then each
    card "paired 30% of the time" (coachb, 29 November): the first card says its reason, the rest
    that it is the same."""
    why = Reason("most_played", {"played": 0, "pct": 30})
    choices = tuple(Choice(_play(c), 0.0, why) for c in ("3H", "5S", "7C"))
    advice = Advice("snip_snap_snorum", 0, "order", choices, "all_equal", Reason("same_risk", {"pct": 30}))
    lines = advice_lines(advice)
    assert lines[1] == "Play the three of hearts: no card of this rank is out yet; paired 30% of the time"
    assert lines[2:] == [
        "Play the five of spades: as good as the one above, for the same reason",
        "Play the seven of clubs: as good as the one above, for the same reason",
    ]


def test_cards_that_end_as_each_other_in_every_play_out_share_their_reason():
    """Spoil-Five: "in every deal played out it ends as the two of diamonds does" on each line."""
    seven, nine = _play("7C"), _play("9C")

    def ends_as(card: str, other: Action) -> Reason:
        return Reason("cannot_win", {"card": card, "played": {"vs": other.to_json(), "same": 2, "n": 14}})

    choices = (Choice(seven, -0.7, ends_as("7C", nine)), Choice(nine, -0.7, ends_as("9C", seven)))
    lines = advice_lines(Advice("spoil_five", 0, "counters", choices))
    assert lines[0].endswith("in every deal played out it ends as the nine of clubs does")
    assert lines[1] == "Play the nine of clubs: as good as the one above, for the same reason"


@pytest.mark.parametrize(
    ("lang", "learn"),
    [
        ("de", "Zum Lernen: Die Bank ist bei Blind Hookey im Vorteil: je kleiner Ihr Einsatz, desto weniger"),
        (
            "fr",
            "À retenir\u00a0: La banque a l’avantage au Blind Hookey\u00a0: plus votre mise est petite",
        ),
    ],
)
def test_the_lesson_is_said_in_the_readers_language(qapp, lang, learn):
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module
    from hoyle_desktop import i18n

    translators = app_module.install_translators(qapp, lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        note = note_for(_stakes(-0.06, -0.12, -0.59), Action("stake", value=10))
    finally:
        i18n.use_translator(None)
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert note is not None
    assert note.lesson.startswith(learn)
