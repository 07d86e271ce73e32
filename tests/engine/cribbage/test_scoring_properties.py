"""Properties of the scoring over random deals, and the fast total against the itemised count.

The exhaustive distribution over all 12,994,800 hands is checked by benchmarks/bench_show_scoring.py.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from hypothesis import given, settings
from hypothesis import strategies as st

from hoyle_desktop.engine.cards import SUITS, Card, Rank, full_pack
from hoyle_desktop.engine.cribbage.scoring import REASONS, ScoreItem, score_play, score_show, show_total

PACKS = st.permutations(full_pack())
IMPOSSIBLE = {19, 25, 26, 27}
PLAY_REASONS = {"fifteen", "thirty_one", "pair", "pair_royal", "double_pair_royal", "run"}


def total(items: list[ScoreItem]) -> int:
    return sum(i.points for i in items)


def is_run(group: tuple[Card, ...]) -> bool:
    ranks = sorted(c.rank for c in group)
    return len(ranks) >= 3 and ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def check_items(items: list[ScoreItem], every: set[Card]) -> None:
    for i in items:
        assert i.reason in REASONS and i.points > 0 and set(i.cards) <= every
        if i.reason == "fifteen":
            assert sum(c.rank.pips for c in i.cards) == 15
        elif "pair" in i.reason:
            assert len({c.rank for c in i.cards}) == 1
            assert i.points == {2: 2, 3: 6, 4: 12}[len(i.cards)]
        elif i.reason == "run":
            assert is_run(i.cards) and i.points == len(i.cards)
        elif i.reason == "flush":
            assert len({c.suit for c in i.cards}) == 1 and i.points == len(i.cards)


@settings(max_examples=400)
@given(PACKS)
def test_four_card_hand_totals(pack: list[Card]):
    """003 Breaking down the points: no hand scores nineteen; 29 is the most (nor are 25-27 possible)."""
    hand, starter = pack[:4], pack[4]
    items = score_show(hand, starter)
    check_items(items, {*hand, starter})
    assert 0 <= total(items) <= 29 and total(items) not in IMPOSSIBLE
    assert total(items) == show_total(hand, starter)
    assert show_total(list(reversed(hand)), starter) == total(items)


@settings(max_examples=200)
@given(PACKS, st.booleans())
def test_crib_totals_agree(pack: list[Card], without_start: bool):
    """001 the show: the crib counts as a hand, except that its flush needs the start (house rule aside)."""
    crib, starter = pack[:4], pack[4]
    items = score_show(crib, starter, is_crib=True, crib_flush_without_start=without_start)
    check_items(items, {*crib, starter})
    assert total(items) == show_total(crib, starter, is_crib=True, crib_flush_without_start=without_start)
    hand_total = show_total(crib, starter)
    assert total(items) <= hand_total and total(items) not in IMPOSSIBLE
    if not without_start:
        assert hand_total - total(items) in (0, 4)  # only a four-card flush without the start differs


@settings(max_examples=200)
@given(PACKS, st.sampled_from([3, 4, 5]), st.booleans(), st.booleans())
def test_any_hand_size_with_or_without_starter(pack: list[Card], size: int, cut: bool, is_crib: bool):
    """000 CRIBBAGE: five-, six- and seven-card games show three, four or five cards; before the cut
    (and for the AI) the cards are scored alone."""
    hand, starter = pack[:size], (pack[size] if cut else None)
    items = score_show(hand, starter, is_crib=is_crib)
    check_items(items, {*hand, *([starter] if starter else [])})
    assert total(items) == show_total(hand, starter, is_crib=is_crib)


def test_rank_table_matches_itemised_count_for_every_rank_multiset():
    """Every multiset of five ranks (no rank five times): the fast rank table and score_show agree."""
    for ranks in combinations_with_replacement(list(Rank), 5):
        if any(ranks.count(r) > 4 for r in ranks):
            continue
        every = [Card(r, SUITS[ranks[:n].count(r)]) for n, r in enumerate(ranks)]
        hand, starter = every[:4], every[4]
        assert show_total(hand, starter) == total(score_show(hand, starter)), ranks


@settings(max_examples=300)
@given(PACKS)
def test_play_scores_along_a_whole_deal(pack: list[Card]):
    """000/001/003 the play: each card scores only for fifteen, thirty-one, a trailing set of one rank,
    or the longest trailing run; the count restarts rather than pass thirty-one."""
    pile: list[Card] = []
    for c in pack[:12]:
        if sum(p.rank.pips for p in pile) + c.rank.pips > 31:
            pile = []
        pile.append(c)
        count = sum(p.rank.pips for p in pile)
        assert count <= 31
        items = score_play(pile)
        assert all(i.reason in PLAY_REASONS and i.points > 0 for i in items)
        by_reason = {i.reason: i for i in items}
        assert ("fifteen" in by_reason) == (count == 15)
        assert ("thirty_one" in by_reason) == (count == 31)
        same = next(n for n in range(min(len(pile), 4), 0, -1) if len({p.rank for p in pile[-n:]}) == 1)
        assert sum(i.points for i in items if "pair" in i.reason) == {1: 0, 2: 2, 3: 6, 4: 12}[same]
        runs = [n for n in range(3, len(pile) + 1) if is_run(tuple(pile[-n:]))]
        run = by_reason.get("run")
        assert (run.points if run else 0) == max(runs, default=0)
        if run:
            assert run.cards == tuple(pile[-run.points :])
