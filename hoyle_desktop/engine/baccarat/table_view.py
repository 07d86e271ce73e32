"""Baccarat as the banking table sees it: the one :class:`~..banking.view.BankingView`.

The banker's row holds the bank's hand; the seat holding a punters' hand (the highest stake on
it, or the banco) has that hand as its box, with its stake; any other punter with a stake has an
empty box with the stake alone. Between coups the table is bare but for stakes standing over: the
croupier gathers a settled coup's cards into the basket (the game's last coup stays at its end).
The bank and the stakes are the ledger's pools. Baccarat's own facts (the bank, the amount a passed
bank is offered at, the seat's point) go in ``extra``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..banking.view import BankingView, BoxView, ledger_game_view
from ..cards import Card
from .points import point
from .view import BANKER, PUNTER

if TYPE_CHECKING:
    from .game import BaccaratGame

# A punters' hand's status while in play: Chemin de Fer's one hand, Banque's right and left tableau;
# a banco plays alone against the whole bank, on no side (playtest h: it read "right tableau").
HAND_STATUS = {(1, 0): "punters", (2, 0): "right", (2, 1): "left"}
BANCO_HAND = "banco"


def _box(cards: tuple[Card | None, ...], stake: int, status: str) -> BoxView:
    total = point(c for c in cards if c is not None) if cards and None not in cards else None
    return BoxView(cards, stake, status, total, tuple(c is not None for c in cards))


def banking_view(game: BaccaratGame, seat: int) -> BankingView:
    own = game.view(seat)
    n = game.players
    rows: list[list[BoxView]] = [[] for _ in range(n)]
    tableaux = game.tableaux
    if game.banker_hand:
        rows[game.banker].append(_box(own.banker_hand, 0, "bank"))
    for t, holder in enumerate(game.holders):
        if holder is not None:
            status = BANCO_HAND if holder == game.banco else HAND_STATUS[tableaux, t]
            rows[holder].append(_box(own.hands[t], game.stakes[holder], status))
    for s in range(n):
        stake = game.stakes[s]
        if not stake:
            continue
        if rows[s]:
            box = rows[s][0]
            rows[s][0] = BoxView(box.cards, stake, box.status, box.total, box.up)
        else:
            side = game.sides[s]  # at Banque, the tableau his stake is on
            rows[s].append(BoxView((), stake, HAND_STATUS[2, side] if tableaux == 2 and side >= 0 else ""))
    # No pone at Baccarat: the croupier keeps the shoe.
    return ledger_game_view(
        game,
        seat,
        game.banker,
        rows,
        len(game.shoe),
        (game.coup + 1, game.cfg.coups),
        0 if game.phase in (PUNTER, BANKER) else None,
        {
            "form": game.cfg.form,
            "bank": game.ledger.pool("bank"),
            "price": 0,
            "pass_amount": game.pass_amount,
            "renew": game.renewing,  # Banque: the bank broken, its banker to put up another
            "point": own.my_point(),
            "unit": game.cfg.stake_unit,
        },
    )
