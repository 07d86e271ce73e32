"""Computer players for the trick games (All-Fours, Spoil-Five): they see one seat's view only.

* ``easy`` plays any legal card and decides begging, robbing and the like at random.
* ``rules`` is the plain rule-based player the benchmarks measure against: lead your highest
  card, follow with your lowest, and trump (with the lowest trump that wins) when that wins.
* ``standard`` plays like ``rules`` but wins a trick with its cheapest winning card only when the
  trick is worth it or it can win cheaply, keeps its partner's tricks, and leads low from length.
* ``expert`` searches: through ``InfoSet.sample`` it deals the unseen cards again many times,
  consistently with what it has seen (who showed out of a suit, who robbed), plays every legal
  action forward on the same deal with the standard player's play (``TrickGuide``), and takes the
  action that does best for its side (partners share a value), begging, giving, robbing and
  jinking included. It departs from the standard player's choice only for a clear gain: most
  choices differ by less than the luck of the deal, which a few dozen samples cannot tell apart.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..engine.actions import Action
from ..engine.cards import Card, Rank, Suit
from ..engine.game import Game
from ..engine.tricks.all_fours import game_value
from ..engine.tricks.core import HALTED, OVER, PLAY, TrickView
from ..engine.tricks.ranking import ace_high, card_of, spoil_power, spoil_suit, whist_power
from .base import InfoSet
from .search import Budget, Guide, Observer, paired_values, search

Power = Callable[[Card, Suit], int]


def powers(view: TrickView) -> tuple[Power, Callable[[Card], Suit]]:
    """How strong a card is in a trick (given the led suit), and what suit it plays as."""
    trump = Suit(view.trump) if view.trump else None
    if view.game == "spoil_five":
        ordinary = bool(view.extra.get("ordinary"))
        return (
            lambda c, led: spoil_power(c, trump, led, ordinary),
            lambda c: spoil_suit(c, trump, ordinary),
        )
    return (lambda c, led: whist_power(c, trump, led)), (lambda c: c.suit)


def _value(view: TrickView, card: Card) -> int:
    """What a card is worth to whoever takes it: All-Fours' Game points and the Jack of trumps."""
    if view.game != "all_fours":
        return 0
    jack = card.rank == Rank.JACK and view.trump == card.suit.value
    return game_value(card) + (20 if jack else 0)


def _count(card: Card, trump: Suit | None) -> int:
    """All-Fours: what a card is worth to whoever takes it (Game points, and the Jack)."""
    return game_value(card) + (20 if card.rank == Rank.JACK and card.suit == trump else 0)


def _plays(legal: Sequence[Action]) -> list[Card]:
    return [a.cards[0] for a in legal if a.kind == "play"]


def _winning(view: TrickView, cards: list[Card], power: Power, suit: Callable[[Card], Suit]) -> list[Card]:
    if not view.trick:
        return []
    led = suit(view.trick[0][1])
    best = max(power(c, led) for _, c in view.trick)
    return [c for c in cards if power(c, led) > best]


def _partner_winning(view: TrickView, power: Power, suit: Callable[[Card], Suit]) -> bool:
    if not view.trick:
        return False
    led = suit(view.trick[0][1])
    seat, _ = max(view.trick, key=lambda sc: power(sc[1], led))
    return seat != view.seat and view.teams[seat] == view.teams[view.seat]


def rules_play(view: TrickView, cards: list[Card]) -> Card:
    """Lead high, follow low, trump (as cheaply as wins) when it wins."""
    power, suit = powers(view)
    if not view.trick:
        return max(cards, key=lambda c: power(c, suit(c)))
    led = suit(view.trick[0][1])
    wins = _winning(view, cards, power, suit)
    if wins:
        return min(wins, key=lambda c: power(c, led))
    return min(cards, key=lambda c: (power(c, led), _value(view, c)))


def standard_play(view: TrickView, cards: list[Card]) -> Card:
    power, suit = powers(view)
    trump = Suit(view.trump) if view.trump else None
    if not view.trick:
        plain = [c for c in cards if suit(c) != trump]
        if view.game == "spoil_five" or not plain:
            return max(cards, key=lambda c: power(c, suit(c)))
        # All-Fours: lead a low card that counts for nothing, keeping tens and the Jack back.
        return min(plain, key=lambda c: (_value(view, c), power(c, suit(c))))
    led = suit(view.trick[0][1])
    at_stake = sum(_value(view, c) for _, c in view.trick)
    wins = _winning(view, cards, power, suit)
    last = len(view.trick) == len(view.teams) - 1
    if _partner_winning(view, power, suit) and (last or view.game == "all_fours"):
        # Give the partner a counting card, else the cheapest.
        return max(cards, key=lambda c: (_value(view, c) if last else 0, -power(c, led)))
    if wins:
        cheapest = min(wins, key=lambda c: power(c, led))
        if view.game == "spoil_five" or at_stake or power(cheapest, led) < 100 or last:
            return cheapest
    return min(cards, key=lambda c: (_value(view, c), power(c, led)))


def other_choice(view: TrickView, legal: Sequence[Action], careful: bool) -> Action:
    """Begging, giving, robbing, counting: everything but a card to the trick."""
    kinds = {a.kind: a for a in legal}
    power, suit = powers(view)
    trump = Suit(view.trump) if view.trump else None
    trumps = [c for c in view.hand if suit(c) == trump]
    if "claim" in kinds:
        return Action("claim", value=int(view.extra.get("true_count", 0)))
    if "beg" in kinds:
        strong = sum(1 for c in trumps if power(c, trump) >= 111) if trump else 0
        return kinds["beg"] if careful and len(trumps) < 2 and strong == 0 else kinds["stand"]
    if "give" in kinds:
        target = int(view.extra.get("target", 7))
        elder_team = view.teams[int(view.extra.get("elder", 0))]
        if view.scores[elder_team] + 1 >= target:
            return kinds["run"]
        return kinds["give"] if careful and len(trumps) >= 2 else kinds["run"]
    if "rob" in [a.kind for a in legal]:
        robs = [a for a in legal if a.kind == "rob"]
        # put out the weakest card
        return min(robs, key=lambda a: power(a.cards[0], suit(a.cards[0])))
    for kind in ("stop", "forfeit"):
        if kind in kinds:
            return kinds[kind]
    return legal[0]


class RandomTrickBot:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: TrickView, legal: Sequence[Action]) -> Action:
        cards = _plays(legal)
        if cards and len(cards) == len(legal):
            return Action("play", (self.rng.choice(cards),))
        if any(a.kind == "claim" for a in legal):
            return other_choice(view, legal, careful=False)
        return self.rng.choice(list(legal))


class RuleTrickBot:
    name = "rules"
    play = staticmethod(rules_play)
    careful = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: TrickView, legal: Sequence[Action]) -> Action:
        cards = _plays(legal)
        if cards and len(cards) == len(legal):
            return Action("play", (self.play(view, cards),))
        return other_choice(view, legal, careful=self.careful)


class StandardTrickBot(RuleTrickBot):
    name = "standard"
    play = staticmethod(standard_play)
    careful = True


class TrickGuide(Guide):
    """Rollouts play as the standard player to the end of the hand; a hand is worth the points (or
    counters) each side gains in it, a finished game its stakes. Partners share one value, so
    the search plays with its partner."""

    def __init__(self, view: TrickView) -> None:
        self.deal = view.deal
        self.teams = view.teams
        self.start = view.scores
        self.scale = float(view.extra.get("value_scale", 4))
        self.counts = view.game == "all_fours"  # cards count for Game and the Jack

    def rollout_action(self, game: Game, seat: int, rng: random.Random) -> Action:
        """The standard player's choice for ``seat`` (see :meth:`card`); begging, giving, robbing
        and counting are the standard player's too (rare: they build a view)."""
        legal = game.legal_actions(seat)
        if legal[0].kind != "play":
            view = game.view(seat)
            assert isinstance(view, TrickView)
            return other_choice(view, legal, careful=True)
        return Action("play", (self.card(game, seat, [a.cards[0] for a in legal], rng),))

    def play_out(self, game: Game, rng: random.Random) -> None:
        """The quick path: cards go straight to ``play_card`` from the seat's playable cards (the
        moves the contract would accept, without checking them again or building actions)."""
        g: Any = game
        g.stop_after_hand = True  # this hand's value is all the search reads
        while g.phase != OVER and g.phase != HALTED and g.deal_no == self.deal:
            seat = g.turn
            if g.phase == PLAY:
                g.play_card(seat, self.card(g, seat, g.playable(seat), rng))
            else:
                game.apply(seat, self.rollout_action(game, seat, rng))

    def card(self, game: Game, seat: int, cards: list[Card], rng: random.Random) -> Card:
        """The standard player's card, read straight off the copy's state (no view is built):
        lead a low card that counts for nothing, win a trick worth taking with the cheapest card
        that wins, leave a partner's trick alone, otherwise throw the cheapest card."""
        g: Any = game
        power, suit_of, trump = g.power, g.suit_of, g.trump
        counts = self.counts
        trick = g.trick
        if not trick:
            plain = [c for c in cards if suit_of(c) != trump]
            if not counts or not plain:
                return max(cards, key=lambda c: power(c, suit_of(c)))
            return min(plain, key=lambda c: (_count(c, trump), power(c, suit_of(c)), rng.random()))
        led = suit_of(trick[0][1])
        top_seat, top = max(trick, key=lambda sc: power(sc[1], led))
        best_power = power(top, led)
        last = len(trick) == g.n - 1
        if g.team(top_seat) == g.team(seat) and (last or counts):
            return max(cards, key=lambda c: (_count(c, trump) if (last and counts) else 0, -power(c, led)))
        wins = [c for c in cards if power(c, led) > best_power]
        if wins:
            cheapest = min(wins, key=lambda c: power(c, led))
            stake = sum(_count(c, trump) for _, c in trick) if counts else 1
            if not counts or stake or power(cheapest, led) < 100 or last:
                return cheapest
        return min(cards, key=lambda c: (_count(c, trump), power(c, led)))

    def stop(self, game: Game) -> bool:
        g: Any = game
        return g.phase == OVER or g.phase == HALTED or g.deal_no != self.deal

    def values(self, game: Game) -> Sequence[float]:
        result = game.result()
        if result is not None:
            return [1.0 if s in result.winners else -1.0 for s in range(len(self.teams))]
        now = game.team_scores()  # type: ignore[attr-defined]
        gain = [b - a for a, b in zip(self.start, now, strict=True)]
        out = []
        for seat in range(len(self.teams)):
            mine = gain[self.teams[seat]]
            others = max((g for t, g in enumerate(gain) if t != self.teams[seat]), default=0)
            out.append(max(-1.0, min(1.0, (mine - others) / self.scale)))
        return out


# A fixed number of play-outs, never a time: a seeded game must replay the same on any machine
# ("Replay This Game", tests/ai/test_hash_seed_determinism.py).
EXPERT_BUDGET = Budget(iterations=72)


# How much better (in the value's units, per sample) the search's choice must look than the standard
# player's before the Expert departs from it: most choices differ by less than the deal's noise.
MARGIN = 0.04


def beg_reading(view: TrickView) -> Callable[[Game], bool] | None:
    """All-Fours: what begging told this seat, as a test of a sampled deal. An elder hand who
    begged holds fewer than two trumps and none above the ten; one who stood holds two trumps or
    a high one; a dealer who gave a point (far from the target) holds two trumps. That is how the
    standard player begs and gives; a hand after a run (new cards, a new trump) tells nothing."""
    if view.game != "all_fours" or view.extra.get("old_turnups") or view.phase in ("beg", "give"):
        return None
    if view.trump is None:
        return None
    trump = Suit(view.trump)
    elder, dealer, begged = int(view.extra.get("elder", 0)), view.dealer, bool(view.extra.get("begged"))
    near = view.scores[view.teams[elder]] + 1 >= int(view.extra.get("target", 7))
    played = [(s, c) for s, c in view.played]
    checks: list[tuple[int, Callable[[int, int], bool]]] = []
    if elder != view.seat:
        if begged:
            checks.append((elder, lambda n, high: n < 2 and high == 0))
        else:
            checks.append((elder, lambda n, high: n >= 2 or high > 0))
    if begged and dealer != view.seat and not near:
        checks.append((dealer, lambda n, high: n >= 2))
    if not checks:
        return None

    def fits(game: Game) -> bool:
        g: Any = game
        for seat, test in checks:
            held = [c for c in g.hands[seat] if c.suit == trump]
            held += [c for s, c in played if s == seat and c.suit == trump]
            if not test(len(held), sum(1 for c in held if ace_high(c) >= 11)):
                return False
        return True

    return fits


def rob_reading(view: TrickView) -> Callable[[Game], bool] | None:
    """Spoil-Five with robbing required: the holder of the ace of trumps is stopped to rob before
    his first card, so a player who has played without robbing (and is not barred for declining)
    does not hold it. Only before anyone robbed and when the turn-up is not itself an ace."""
    extra = view.extra
    if view.game != "spoil_five" or extra.get("robbing") != "required" or extra.get("robbed"):
        return None
    if view.trump is None or view.turnup is None or view.turnup.rank == Rank.ACE:
        return None
    trump = Suit(view.trump)
    ace = card_of(Rank.ACE, trump)  # the ace of hearts when hearts are trumps
    if ace in view.hand or any(c == ace for _, c in view.played):
        return None
    barred = set(extra.get("barred") or ())
    without = {s for s, _ in view.played if s != view.seat and s not in barred}
    if not without:
        return None

    def fits(game: Game) -> bool:
        g: Any = game
        return all(ace not in g.hands[s] for s in without)

    return fits


def sensible(view: TrickView, legal: Sequence[Action]) -> list[Action]:
    """The actions the Expert may choose. Spoil-Five's rob (Peel: the holder of the ace "rejects a
    card" for the turn-up) never puts out a trump while a plain card is held, and among trumps only
    the lowest: a trump beats every plain card, and the turn-up is one trump for another. Valuing
    five or six put-outs on a dozen deals each, chance alone once chose to put out the ace of
    trumps itself."""
    robs = [a for a in legal if a.kind == "rob"]
    if len(robs) < 2 or view.trump is None:
        return list(legal)
    power, suit = powers(view)
    trump = Suit(view.trump)
    plain = [a for a in robs if suit(a.cards[0]) != trump]
    keep = plain or [min(robs, key=lambda a: power(a.cards[0], trump))]
    return [a for a in legal if a.kind != "rob" or a in keep]


class BeliefInfoSet(InfoSet):
    """An InfoSet whose deals also fit what this seat reads from the others' choices (a beg): a
    sample that does not fit is dealt again, a few times at most (then the last one stands)."""

    TRIES = 6

    def __init__(self, info: InfoSet, fits: Callable[[Game], bool]) -> None:
        self.seat, self.view, self.legal = info.seat, info.view, info.legal
        self._inner, self._fits = info, fits

    def sample(self, rng: random.Random) -> Game:
        for _ in range(self.TRIES - 1):
            deal = self._inner.sample(rng)
            if self._fits(deal):
                return deal
        return self._inner.sample(rng)


class ExpertTrickBot:
    name = "expert"
    choosable = staticmethod(sensible)  # the actions it may choose (benchmarks swap in an earlier rule)

    def __init__(self, seed: int = 0, budget: Budget = EXPERT_BUDGET, paired: bool = True) -> None:
        """``paired``: the paired flat Monte Carlo below; False uses the shared IS-MCTS
        (``ai/search.py``), which measured weaker here (see docs/ai/tricks.md)."""
        self.rng = random.Random(seed)
        self.budget = budget
        self.paired = paired
        self.fallback = StandardTrickBot(seed)

    def choose(self, view: TrickView, legal: Sequence[Action]) -> Action:
        return self.fallback.choose(view, legal)

    def choose_in(self, info: InfoSet) -> Action:
        return self.evaluate(info, self.rng)[0][0]

    def evaluate(
        self, info: InfoSet, rng: random.Random, observe: Observer | None = None
    ) -> list[tuple[Action, float]]:
        """Every legal action with its value, the Expert's choice first, then best first: the mean
        over paired play-outs of what the hand brings this seat's side against the best other (the
        guide's units, -1 to 1: ``value_scale`` points or counters to 1). A departure from the
        standard player's choice is shown less ``MARGIN``, the gain it must show to be chosen. The
        count (the claim) needs no search: the true count is worth 0, any other a miscount.
        ``observe`` sees each play-out as it ended (the coach's reasons; no change to the values)."""
        legal = list(info.legal)
        view = info.view
        assert isinstance(view, TrickView)
        if len(legal) == 1:
            return [(legal[0], 0.0)]
        if any(a.kind == "claim" for a in legal):
            true = self.fallback.choose(view, legal)  # the count is known: no search needed
            # The profile's penalty where the view tells it (one point by default).
            penalty = float(view.extra.get("miscount_penalty", 1))
            miscount = -penalty / float(view.extra.get("value_scale", 4))
            return [(true, 0.0), *((a, miscount) for a in legal if a != true)]
        fits = beg_reading(view) or rob_reading(view)
        if fits is not None:
            info = BeliefInfoSet(info, fits)
        guide = TrickGuide(view)
        if not self.paired:
            found = search(info, rng, guide, self.budget)
            top = found.values[found.action]
            rest = sorted((a for a in legal if a != found.action), key=lambda a: -found.values[a])
            return [(found.action, top), *((a, min(top, found.values[a])) for a in rest)]
        default = self.fallback.choose(view, legal)
        means = paired_values(info, rng, guide, self.budget.iterations, observe=observe)
        allowed = self.choosable(view, legal)
        best = max(allowed, key=lambda a: means[a])  # first of equals: the game's order
        default = default if default in allowed else best
        chosen = best if means[best] - means[default] >= MARGIN else default
        shown = {a: means[a] - (0.0 if a == default else MARGIN) for a in legal}
        for a in legal:
            if a not in allowed:  # a put-out never chosen: shown no higher than the choice
                shown[a] = min(shown[a], shown[chosen] - MARGIN)
        rest = sorted((a for a in legal if a != chosen), key=lambda a: -shown[a])
        return [(chosen, shown[chosen]), *((a, shown[a]) for a in rest)]


FACTORIES: dict[str, Callable[[int], object]] = {
    "easy": RandomTrickBot,
    "rules": RuleTrickBot,
    "standard": StandardTrickBot,
    "expert": ExpertTrickBot,
}
