"""Blind Hookey as the banking table sees it: the one :class:`~..banking.view.BankingView`.

Each packet is a box showing its bottom card (face down until the packets are shown) and its
size. At the first method every punter's packet lies before him with his stake and the dealer's
before the dealer; at the second the dealer cut all three, so they lie in his row (the rejected
one his, the other two the company's) and each punter has a box per company packet holding his
stake on it. Once settled, the hand stays on show, bottoms up, until the next hand begins (the
table holds it there until the person goes on); its cards are then gathered for the shuffle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..banking.view import BankingView, BoxView, ledger_game_view
from ..cards import Card
from .rules import FIRST
from .view import STAKE

if TYPE_CHECKING:
    from .game import BlindHookeyGame


def _rows(
    n: int,
    first: bool,
    dealer: int,
    packets: tuple[tuple[Card, ...], ...],
    owners: tuple[int, ...],
    stakes: tuple[tuple[int, ...], ...],
    rejected: int | None,
    shown: bool,
) -> list[list[BoxView]]:
    rows: list[list[BoxView]] = [[] for _ in range(n)]
    for i, packet in enumerate(packets):
        bottom = (packet[-1] if shown and packet else None,)
        if first:
            owner = owners[i]
            stake = stakes[i][owner] if stakes and owner != dealer else 0
            rows[owner].append(BoxView(bottom, stake, "", None, (shown,), len(packet)))
        else:
            whose = "" if rejected is None else ("dealers" if i == rejected else "company")
            status = f"{i + 1}:{whose}"  # the packet's number, and whose it is
            rows[dealer].append(BoxView(bottom, 0, status, None, (shown,), len(packet)))
    if not first and rejected is not None and stakes:
        company = [i for i in range(len(packets)) if i != rejected]
        for s in range(n):
            if s != dealer:
                rows[s] = [BoxView((), stakes[i][s], f"{i + 1}:on") for i in company]
    return rows


def banking_view(game: BlindHookeyGame, seat: int) -> BankingView:
    n = game.players
    first = game.cfg.method == FIRST
    stakes = tuple(tuple(s) for s in game.stakes)
    rows = _rows(n, first, game.dealer, tuple(map(tuple, game.packets)), tuple(game.owners), stakes,
                 game.rejected, game.shown)  # fmt: skip
    actor = game.seats_to_act()[0] if game.seats_to_act() else None
    box = None
    if actor is not None and game.phase == STAKE and game.queue:
        packet = game.queue[0][1]
        box = 0 if first else [i for i in range(3) if i != game.rejected].index(packet)
    # The player on the dealer's right shuffles, but keeps no pile of used cards: no pone.
    return ledger_game_view(
        game,
        seat,
        game.dealer,
        rows,
        len(game.pack),
        (game.hand + 1, game.cfg.hands),
        box,
        {
            "method": game.cfg.method,
            "ace_high": game.cfg.ace_high,
            "packet": game.queue[0][1] if box is not None else None,
            "unit": game.cfg.unit,
        },
    )
