"""Crazy Eights against OpenSpiel's ``crazy_eights``: our players inside OpenSpiel's referee.

python benchmarks/bench_crazy_eights_openspiel.py [--games N] [--pairings expert:os-random
    expert:os-mcts standard:standard] [--simulations 100]

A benchmark-only dependency (``pip install open-spiel``); the app and the tests never import it.
OpenSpiel is set as near our rules as it goes: two players (seven cards each), no special cards,
the discard pile reshuffled into an empty stock, no turn limit worth the name, and up to 52 cards
drawn a turn. Every seat, ours and OpenSpiel's, keeps to our rule ``drawing: until_playable``: it
draws only when it cannot play and plays as soon as it can (OpenSpiel would also let a player draw
while holding a playable card). What still differs is listed in docs/ai/crazy-eights.md and
docs/rules-notes/crazy-eights.md: an eight turned up is put back there, the ace counts 10 and the
pip cards are mis-scored, and a blocked deal ends after three passes. A game is one deal; the player out of
cards wins (a blocked deal: the higher return, equal returns half a game each).

Seats: ``expert``, ``standard``, ``easy`` (ours, fed a CrazyEightsView built from the history),
``os-random`` (uniformly any card our rule allows, OpenSpiel's legal actions filtered) and
``os-mcts`` (OpenSpiel's MCTSBot, its tree and random roll-outs kept to our rule, valued by
OpenSpiel's returns; it searches the true state, so it sees our hand: a clairvoyant opponent). Each deal is
played twice with the seats swapped.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from hoyle_desktop.ai.arena import wilson_interval
from hoyle_desktop.ai.crazy_eights_bots import FACTORIES, ExpertCrazyEightsBot
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import SUITS, Card, Rank
from hoyle_desktop.engine.crazy_eights.game import CrazyEightsView, by_suit
from hoyle_desktop.engine.crazy_eights.rules import ONE_GAME, RESHUFFLE

PARAMS = {
    "players": 2,
    "max_draw_cards": 52,
    "reshuffle": True,
    "max_turns": 10000,
    "use_special_cards": False,
}
DRAW, PASS, NOMINATE = 52, 53, 54
OS_RANKS = "23456789TJQKA"


def card_of(action: int) -> Card:
    """OpenSpiel's card id (rank * 4 + suit, ranks from the two to the ace) as our card."""
    rank = action // 4
    return Card(Rank.ACE if rank == 12 else Rank(rank + 2), SUITS[action % 4])


def id_of(card: Card) -> int:
    rank = 12 if card.rank == Rank.ACE else int(card.rank) - 2
    return rank * 4 + SUITS.index(card.suit)


class Mirror:
    """What the table shows, followed action by action: the hands (the driver sees them; a seat's
    view gets only its own), the discard pile, the called suit and who was stuck on what."""

    def __init__(self) -> None:
        self.hands: list[list[Card]] = [[], []]
        self.pile: list[Card] = []
        self.called: str | None = None
        self.stuck = ["", ""]
        self.to_receive = 0

    def stock_size(self) -> int:
        return 52 - len(self.pile) - sum(len(h) for h in self.hands)

    def view(self, seat: int, dealer: int) -> CrazyEightsView:
        return CrazyEightsView(
            seat=seat, players=2, deal=1, dealer=dealer, phase="play", to_act=seat,
            hand=tuple(by_suit(self.hands[seat])), hand_sizes=tuple(len(h) for h in self.hands),
            stock_size=self.stock_size(), discard=tuple(self.pile), called=self.called, free=False,
            scores=(0, 0), scoring=ONE_GAME, target=100, drawn_this_turn=0, stuck=tuple(self.stuck),
            drawing="until_playable", empty_stock=RESHUFFLE,
        )  # fmt: skip

    def legal(self, seat: int) -> list[Action]:
        """Our rules' legal actions: a playable card (an eight with each suit), else draw or pass."""
        top = self.pile[-1]
        out: list[Action] = []
        for c in by_suit(self.hands[seat]):
            if c.rank == Rank.EIGHT:
                out += [Action("play", (c,), s.value) for s in SUITS]
            elif (c.suit.value == self.called) if self.called else (c.suit == top.suit or c.rank == top.rank):
                out.append(Action("play", (c,)))
        return out or [Action("draw") if self.stock_size() else Action("pass")]

    def mark_stuck(self, seat: int) -> None:
        if not self.stuck[seat]:
            top = self.pile[-1]
            self.stuck[seat] = self.called or (top.suit.value + top.rank.letter)


def os_legal_ours(state: pyspiel.State) -> list[int]:
    """OpenSpiel's legal actions, kept to our rule: a card if one may be played, else draw or pass."""
    legal = state.legal_actions()
    if legal and legal[0] >= NOMINATE:
        return legal
    cards = [a for a in legal if a < DRAW]
    return cards or [a for a in legal if a in (DRAW, PASS)][:1]


def play_deal(
    game: pyspiel.Game, seats: list[str], seed: int, sims: int, cpu: dict[str, list[float]]
) -> list[float]:
    """One deal; what each seat won (1, 0, or a half each when equal)."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    mirror = Mirror()
    dealer = -1
    bots = {s: _make(seats[s], game, seed * 2 + s, sims) for s in range(2)}
    nominate: list[int | None] = [None, None]
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = outcomes[rng.randrange(len(outcomes))][0]
            if dealer < 0:
                dealer = action - 52
            else:
                _chance(mirror, dealer, len(state.history()) - 1, action)
            state.apply_action(action)
            continue
        seat = state.current_player()
        legal = os_legal_ours(state)
        if legal[0] >= NOMINATE:  # the suit for the eight just played
            suit = nominate[seat]
            if seats[seat].startswith("os-") or suit is None:
                action = bots[seat](state, legal)
            else:
                action = NOMINATE + suit
            mirror.called = "CDHS"[action - NOMINATE]
            state.apply_action(action)
            continue
        start = time.thread_time()
        if seats[seat].startswith("os-"):
            action = bots[seat](state, legal)
        else:
            ours = bots[seat](mirror.view(seat, dealer), mirror.legal(seat))
            if ours.kind == "play":
                action = id_of(ours.cards[0])
                nominate[seat] = "CDHS".index(ours.value) if ours.value else None
            else:
                action = DRAW if ours.kind == "draw" else PASS
        cpu.setdefault(seats[seat], []).append((time.thread_time() - start) * 1000)
        assert action in legal, (action, legal)
        if action < DRAW:
            card = card_of(action)
            mirror.hands[seat].remove(card)
            mirror.pile.append(card)
            mirror.called = None
            mirror.stuck[seat] = ""
            if mirror.stock_size() == 0:  # OpenSpiel reshuffles at once
                mirror.pile = [card]
        elif action in (DRAW, PASS):
            mirror.mark_stuck(seat)
            mirror.to_receive = seat
        state.apply_action(action)
    returns = state.returns()
    if returns[0] == returns[1]:
        return [0.5, 0.5]
    return [1.0, 0.0] if returns[0] > returns[1] else [0.0, 1.0]


def _chance(mirror: Mirror, dealer: int, dealt: int, action: int) -> None:
    """A card dealt (``dealt`` cards before it), turned up or drawn, as OpenSpiel deals it: round
    from the dealer's left, then the turn-up (an eight is put back and another turned), then the
    draws; an empty stock is made again at once from the pile less its top card."""
    card = card_of(action)
    if dealt < 14:
        mirror.hands[(dealer + 1 + dealt) % 2].append(card)
    elif not mirror.pile:
        if card.rank != Rank.EIGHT:
            mirror.pile.append(card)
    else:
        mirror.hands[mirror.to_receive].append(card)
        if mirror.stock_size() == 0:
            mirror.pile = mirror.pile[-1:]


UCT_C = 20.0  # OpenSpiel's returns are penalty points (tens), not wins: exploration to that scale


class RuleRollouts(mcts.Evaluator):
    """OpenSpiel's random roll-out, but keeping our rule (a card if one may be played, else draw
    or pass): a random player drawing by choice makes deals of thousands of moves."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def evaluate(self, state: pyspiel.State) -> np.ndarray:
        state = state.clone()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[self.rng.randrange(len(outcomes))][0])
            else:
                legal = os_legal_ours(state)
                state.apply_action(legal[self.rng.randrange(len(legal))])
        return np.array(state.returns())

    def prior(self, state: pyspiel.State) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = os_legal_ours(state)
        return [(a, 1 / len(legal)) for a in legal]


def _make(name: str, game: pyspiel.Game, seed: int, sims: int):
    if name == "os-random":
        rng = random.Random(seed)
        return lambda state, legal: legal[rng.randrange(len(legal))]
    if name == "os-mcts":
        evaluator = RuleRollouts(random.Random(seed))
        bot = mcts.MCTSBot(
            game, UCT_C, sims, evaluator, solve=False, random_state=np.random.RandomState(seed)
        )

        def choose(state: pyspiel.State, legal: list[int]) -> int:
            if len(legal) == 1:
                return legal[0]
            root = bot.mcts_search(state)
            kids = [c for c in root.children if c.action in legal]
            return max(kids, key=lambda c: (c.explore_count, c.total_reward)).action if kids else legal[0]

        return choose
    if name == "expert":
        expert = ExpertCrazyEightsBot(seed)
        return expert.search
    bot = FACTORIES[name](seed)
    return bot.choose  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument(
        "--pairings", nargs="*", default=["expert:os-random", "expert:os-mcts", "standard:standard"]
    )
    parser.add_argument("--simulations", type=int, default=100, help="OpenSpiel MCTS simulations a move")
    parser.add_argument("--first-seed", type=int, default=1000)
    args = parser.parse_args()
    game = pyspiel.load_game("crazy_eights", PARAMS)
    print(f"OpenSpiel crazy_eights {PARAMS}, up to {args.games} games a pairing, each deal twice")
    for pairing in args.pairings:
        a, b = pairing.split(":")
        won = 0.0
        games = 0
        cpu: dict[str, list[float]] = {}
        start = time.perf_counter()
        for k in range(args.games // 2):
            seed = args.first_seed + k
            for seats in ([a, b], [b, a]):
                result = play_deal(game, seats, seed, args.simulations, cpu)
                won += result[seats.index(a)] if a != b else result[0]
                games += 1
            print(f"  {pairing}: {games} games, {a} {won / games:.1%}", end="\r", flush=True)
        lo, hi = wilson_interval(round(won), games)
        times = sorted(cpu.get(a, [0.0]))
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        print(
            f"{a:>8} vs {b:<9} {a} wins {won:g}/{games} = {won / max(games, 1):6.1%}  [{lo:.1%}, {hi:.1%}]"
            f"  {a} CPU ms p50 {statistics.median(times):.2f} p99 {p99:.2f}"
            f"  {time.perf_counter() - start:.0f} s"
        )


if __name__ == "__main__":
    main()
