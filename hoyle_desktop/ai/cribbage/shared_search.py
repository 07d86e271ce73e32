"""Two players: the play searched over all the sampled deals at once, my choices shared by them.

:mod:`.determinise` searches each sampled deal as if I saw the other hand: in each deal my later
cards are chosen knowing it (strategy fusion). Here my choices are made once for every deal that
looks the same to me (the same cards played so far), by the mean over those deals; the other
player chooses in each deal by that deal's exact search (:mod:`.pegging_search`), and the deals
are grouped by what it played. Far from the end only (the value is the pegging difference).
"""

from __future__ import annotations

from collections.abc import Sequence

from .discard_ev import PIPS
from .pegging_search import INF, PlaySearch, step

Public = tuple[tuple[int, ...], int, tuple[int, ...], int, int, int, int]
# (my ranks, how many cards the other holds, the trimmed pile, the count, whose turn, gone bits, last)


class SharedSearch:
    def __init__(self, search: PlaySearch, me: int) -> None:
        self.search = search
        self.me = me
        self.other = 1 - me

    def _hands(self, mine: tuple[int, ...], theirs: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        return (mine, theirs) if self.me == 0 else (theirs, mine)

    def root(
        self, pub: Public, theirs: Sequence[tuple[int, ...]], ranks: Sequence[int]
    ) -> dict[int, list[float]]:
        """Each of my playable ranks' value in each sampled deal, my later choices shared."""
        return {r: self._play(pub, list(theirs), self.me, r) for r in ranks}

    def _play(self, pub: Public, theirs: list[tuple[int, ...]], who: int, rank: int) -> list[float]:
        mine, n_other, pile, count, _turn, gone, _last = pub
        new_pile, points = step(pile, rank)
        new_count = count + PIPS[rank]
        gain = points + (2 if new_count in (15, 31) else 0)
        sign = 1.0 if who == self.me else -1.0
        if who == self.me:
            i = mine.index(rank)
            mine = mine[:i] + mine[i + 1 :]
        else:
            n_other -= 1
            theirs = [t[: t.index(rank)] + t[t.index(rank) + 1 :] for t in theirs]
        after = (mine, n_other, new_pile, new_count, who, gone, who)
        rest = self._continue(after, theirs, who)
        return [sign * gain + v for v in rest]

    def _holds(self, pub: Public, seat: int) -> bool:
        return bool(pub[0]) if seat == self.me else pub[1] > 0

    def _continue(self, pub: Public, theirs: list[tuple[int, ...]], who: int) -> list[float]:
        """After ``who`` played: the next to play in this count, or the count's end."""
        mine, n_other, pile, count, _turn, gone, last = pub
        if count < 31:
            for nxt in (1 - who, who):
                if not gone >> nxt & 1 and self._holds(pub, nxt):
                    return self._node((mine, n_other, pile, count, nxt, gone, last), theirs)
        return self._end_count(pub, theirs)

    def _end_count(self, pub: Public, theirs: list[tuple[int, ...]]) -> list[float]:
        mine, n_other, _pile, count, _turn, _gone, last = pub
        value = 0.0
        if last >= 0 and count < 31:
            value = 1.0 if last == self.me else -1.0
        if not mine and not n_other:
            return [value] * len(theirs)
        nxt = 1 - last if last >= 0 else self.other
        if not self._holds(pub, nxt):
            nxt = 1 - nxt
        rest = self._node((mine, n_other, (), 0, nxt, 0, -1), theirs)
        return [value + v for v in rest]

    def _go(self, pub: Public, theirs: list[tuple[int, ...]], seat: int) -> list[float]:
        mine, n_other, pile, count, _turn, gone, last = pub
        gone |= 1 << seat
        other = 1 - seat
        pub = (mine, n_other, pile, count, seat, gone, last)
        if not gone >> other & 1 and self._holds(pub, other):
            return self._node((mine, n_other, pile, count, other, gone, last), theirs)
        return self._end_count(pub, theirs)

    def _node(self, pub: Public, theirs: list[tuple[int, ...]]) -> list[float]:
        mine, _n, _pile, count, turn, _gone, _last = pub
        room = 31 - count
        if turn == self.me:
            moves = sorted({r for r in mine if PIPS[r] <= room})
            if not moves:
                return self._go(pub, theirs, turn)
            best: list[float] | None = None
            best_mean = -INF
            for r in moves:
                got = self._play(pub, theirs, turn, r)
                mean = sum(got) / len(got)
                if mean > best_mean:
                    best, best_mean = got, mean
            assert best is not None
            return best
        # the other player: each deal's exact search chooses; deals grouped by its choice
        groups: dict[int, list[int]] = {}
        for k, t in enumerate(theirs):
            groups.setdefault(self._their_choice(pub, t), []).append(k)
        out = [0.0] * len(theirs)
        for choice, idx in groups.items():
            part = [theirs[k] for k in idx]
            got = self._go(pub, part, turn) if choice < 0 else self._play(pub, part, turn, choice)
            for k, v in zip(idx, got, strict=True):
                out[k] = v
        return out

    def _their_choice(self, pub: Public, theirs: tuple[int, ...]) -> int:
        mine, _n, pile, count, turn, gone, _last = pub
        moves = sorted({r for r in theirs if PIPS[r] <= 31 - count})
        if not moves:
            return -1
        if len(moves) == 1:
            return moves[0]
        hands = self._hands(mine, theirs)
        search = self.search
        best, best_value = moves[0], INF
        for r in moves:
            new_pile, points = step(pile, r)
            new_count = count + PIPS[r]
            gain = points + (2 if new_count in (15, 31) else 0)
            v = search._after(
                hands, new_pile, new_count, turn, gone, r, gain, (0, 0), None, search.depth, -INF, INF
            )
            if v < best_value:
                best, best_value = r, v
        return best
