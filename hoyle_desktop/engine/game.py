"""The one contract every game in the suite implements.

A game is made from a house-rule profile (a plain mapping, already checked against the game's
schema) and a seed. Chance is inside the game: the seed drives a private ``random.Random``, so
seed + the list of actions is the whole game, and :mod:`hoyle_desktop.engine.record` replays it.

    game = spec.new_game(rules, seed)
    while not game.is_over():
        seat = game.seats_to_act()[0]
        events = game.apply(seat, choose(game.view(seat), game.legal_actions(seat)))
    game.result()

Several seats may act at once (laying out to the crib, marking Loto cards): ``seats_to_act``
lists them all and each may act in any order. The AI, the command line and the GUI use only
this interface.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .actions import JSON, Action, Event, IllegalAction
from .cards import Card
from .state_copy import copy_state

# The kinds of game in the suite; they decide which kind of result a view shows.
SCORING, COUNTERS, BANKING, TRADING, TRICKS, LOTO = (
    "scoring",
    "counters",
    "banking",
    "trading",
    "tricks",
    "loto",
)


@dataclass(frozen=True)
class GameSpec:
    """A game's facts as data. ``factory`` is None for a game announced but not built yet."""

    key: str
    title: str
    kind: str
    min_players: int
    max_players: int
    source: str
    factory: Callable[[Mapping[str, Any], int], Game] | None = None
    default_profile: str | None = None

    @property
    def available(self) -> bool:
        return self.factory is not None

    def new_game(self, rules: Mapping[str, Any], seed: int) -> Game:
        if self.factory is None:
            raise LookupError(f"{self.key} is not playable yet")
        return self.factory(rules, seed)


@dataclass(frozen=True)
class Result:
    """How a finished game came out, per seat.

    ``outcomes`` uses codes such as "win", "loss", "lurched", "skunked", "double_skunked";
    ``stakes`` is each seat's gain (+) or loss (-) in units of the agreed stake, summing to zero;
    ``scores`` is each seat's final score, or net counters in a game for counters.
    """

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    outcomes: tuple[str, ...]
    stakes: tuple[int, ...]
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "outcomes": list(self.outcomes),
            "stakes": list(self.stakes),
            **({"details": dict(self.details)} if self.details else {}),
        }


class SeatView(ABC):
    """What one seat may know. Must hold no card that seat cannot see."""

    seat: int

    @abstractmethod
    def to_json(self) -> JSON: ...


class Game(ABC):
    spec: ClassVar[GameSpec]
    # A quiet game is a search's copy: ``apply`` may return no events and the record is not kept
    # (a game that has nothing to save by it may ignore the flag). Determinised copies are quiet.
    quiet: bool = False

    def __init__(self, rules: Mapping[str, Any], seed: int) -> None:
        self.rules: dict[str, Any] = _copy_plain(rules)
        self.seed = seed
        self.rng = random.Random(seed)
        self.history: list[tuple[int, Action]] = []
        # Events that creating the game produced (cutting for deal, the first deal), for the table.
        self.opening_events: list[Event] = []
        # Every event that moved points or counters, compactly, so a replay can check each one.
        self.points_log: list[list[Any]] = []

    # -- to implement ---------------------------------------------------------------------
    @property
    @abstractmethod
    def players(self) -> int: ...

    @abstractmethod
    def seats_to_act(self) -> tuple[int, ...]:
        """Seats that may act now; empty once the game is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action for ``seat`` in a stable order; empty when it is not to act."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action already checked legal."""

    @abstractmethod
    def view(self, seat: int) -> SeatView: ...

    @abstractmethod
    def hidden_cards(self, seat: int) -> frozenset[Card]:
        """Cards in play that ``seat`` may not see; tests check views never show them."""

    @abstractmethod
    def result(self) -> Result | None:
        """The result once over, else None."""

    def deal_log(self) -> list[JSON]:
        """The cards of each deal, for the record (a person reading it, and replay checks)."""
        return []

    def why_illegal(self, seat: int, action: Action) -> str | None:
        """A reason code if ``action`` is not legal for ``seat`` now; games refine the codes."""
        if seat not in self.seats_to_act():
            return "not_your_turn"
        return None if action in self.legal_actions(seat) else "not_allowed"

    def private_turn(self) -> bool:
        """True while the seat to act answers a question the other seats must not learn was
        asked (Pope Joan: the Pope's holder offered to play it in lieu of a stop). A table then
        asks a computer seat without showing it think and without a pause."""
        return False

    # -- provided ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.result() is not None

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply an action for ``seat``; raises :class:`IllegalAction` and changes nothing if
        it is not legal. Returns the events, in order, with private cards still in them:
        pass each through ``Event.for_seat`` before showing it to a seat."""
        if self.is_over():
            raise IllegalAction("game_over")
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(reason, f"seat {seat}: {action}")
        events = self._apply(seat, action)
        self.history.append((seat, action))
        if events:  # a quiet game's often have none
            self.points_log.extend(points_of(events))
        return events

    # -- search: cheap copies and determinised deals ------------------------------------------
    def clone(self) -> Game:
        """An independent copy that plays on exactly as this game would (its chance included).

        Default: :func:`~.state_copy.copy_state`, a structural copy sharing only immutable values
        (cards, events, typed rules; the ``rules`` mapping is read-only and shared). Games override
        it with a hand-written copy where search speed matters."""
        return copy_state(self, share=(self.rules,))

    def determinise(self, seat: int, rng: random.Random) -> Game:
        """A copy in which every card ``seat`` cannot see is dealt again at random from ``rng``,
        consistently with all that ``seat`` has seen; the copy's own chance (cuts, deals to come)
        is drawn from ``rng`` itself from then on (no costly new generator). The original is
        unchanged.

        Promised (``tests/engine/test_every_game.py``): ``view(seat)``, ``legal_actions(seat)``,
        ``seats_to_act()`` and the set ``hidden_cards(seat)`` are the same in the copy; the copy
        plays on to a legal end. The past (``history``, events, the record) is not rewritten: a
        search reads a determinised game only through the contract, never its log. The copy is
        ``quiet``: it may skip building events and its record.

        Default: the hidden cards, less :meth:`pinned_cards`, are permuted uniformly and the
        permutation is applied to the whole state (every hand, owner map, crib and stock at once).
        That is right when nothing the seat has seen narrows where a hidden card may lie. A game
        whose play reveals more (a void, a go, a forced follow) pins those cards or overrides this
        with a constrained deal (:func:`.unseen.deal_consistently`)."""
        hidden = sorted(self.hidden_cards(seat) - self.pinned_cards(seat))  # sorted: no hash order
        images = hidden[:]
        rng.shuffle(images)
        new = copy_state(self, dict(zip(hidden, images, strict=True)), share=(self.rules, self.rng))
        new.rng, new.quiet = rng, True
        return new

    def pinned_cards(self, seat: int) -> frozenset[Card]:
        """Hidden cards the default :meth:`determinise` leaves where they are, because ``seat``
        knows where they lie (a card a forced follow proves to be in the player's hand)."""
        return frozenset()

    def record(self) -> JSON:
        result = self.result()
        return {
            "format": "hoyle-record",
            "version": 1,
            "game": self.spec.key,
            "seed": self.seed,
            "rules": self.rules,
            "actions": [{"seat": s, **a.to_json()} for s, a in self.history],
            "deals": self.deal_log(),
            "points": points_of(self.opening_events) + self.points_log,
            "result": result.to_json() if result else None,
        }


def _copy_plain(rules: Mapping[str, Any]) -> dict[str, Any]:
    """A deep copy of a profile's rules mapping (JSON-like: mappings, lists, scalars), quicker than
    ``copy.deepcopy``, which it falls back on for anything else."""

    def copy_of(value: Any) -> Any:
        kind = type(value)
        if kind is dict:
            return {k: copy_of(v) for k, v in value.items()}
        if kind is list:
            return [copy_of(v) for v in value]
        if kind in (int, str, bool, float, type(None)):
            return value
        return copy.deepcopy(value)

    return {k: copy_of(v) for k, v in rules.items()}


def points_of(events: Sequence[Event]) -> list[list[Any]]:
    """The record's entries for the events that moved points or counters."""
    return [[e.seat, e.kind, e.reason, e.points] for e in events if e.points]


def play_out(game: Game, choose: Callable[[Game, int], Action], max_actions: int = 100_000) -> Game:
    """Play ``game`` to the end, asking ``choose(game, seat)`` for each action. For tests and the CLI."""
    for _ in range(max_actions):
        seats: Sequence[int] = game.seats_to_act()
        if not seats:
            return game
        game.apply(seats[0], choose(game, seats[0]))
    raise RuntimeError(f"{game.spec.key}: no end after {max_actions} actions")
