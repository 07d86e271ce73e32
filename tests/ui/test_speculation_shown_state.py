"""Playtest 29 November (c), Speculation in French: the market panel and the table's mark of the seat
to act followed the game, not the table. The person offered the next card; while the refusals were
still being shown one by one, the market already read "For sale: the queen of clubs, the best trump"
(the card the table turned up a second later); and at the held end of the deal the next dealer's
place was marked as the one to act, under the last deal's cards."""

from __future__ import annotations

import random

import pytest
from test_deal_end import open_game, play_to_the_hold
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop.engine.actions import Action


def _market(table) -> list[str]:
    offer = table.offer
    return [offer.item.text(), offer.seller.text(), offer.asking.text(), offer.bid.text(), offer.worth.text()]


def test_the_market_and_the_mark_wait_for_the_events_the_table_has_not_shown(qtbot) -> None:
    _window, table = open_game(qtbot, "speculation", "speculation", 5, {})
    rng = random.Random(5)
    for _ in range(20_000):
        qtbot.wait(1)
        if not (table.pacer.idle and table.session.human_may_act()):
            continue
        legal = table.game.legal_actions(table.human)
        if Action("turn") in legal:
            break
        table.session.act(rng.choice(legal))
    else:
        pytest.fail("the person never had a card to turn up")
    shown, mark = _market(table), table.board.to_act
    assert mark == table.human and shown[0] != "–"  # "your next card (face down)"
    # The mark set when the table goes idle is painted (it stayed on the last seat that turned).
    asked: list[int] = []
    board_update = table.board.update
    table.board.update = lambda *args: asked.append(1)
    table.board.to_act = 2
    table._refresh_controls()
    assert table.board.to_act == table.human and asked
    table.board.update = board_update
    seen: list[tuple[set[str], list[str]]] = []
    show = table.pacer.show

    def noted(batch):
        linger = show(batch)
        seen.append(({e.kind for e in batch}, _market(table)))
        return linger

    table.pacer.show = noted
    table._act(Action("turn"))
    assert not table.pacer.idle  # the card turned up and what follows are still to be shown
    assert _market(table) == shown and table.board.to_act == mark
    qtbot.waitUntil(lambda: table.pacer.idle, timeout=10_000)
    # Once the card is shown turned up, the market of it is over: it no longer offers it (after a
    # resume it read "For sale: the turn-up, offered by Computer 3" beside "Computer 4 buys it").
    turned = [market for kinds, market in seen if "turn" in kinds]
    assert turned and all(market == ["–"] * 5 for market in turned), seen


@pytest.mark.deal_end_pause
def test_no_seat_is_marked_to_act_while_a_deals_end_is_held(qtbot) -> None:
    for seed in range(3, 9):
        _window, table = open_game(qtbot, "speculation", "speculation", 4, {})
        play_to_the_hold(qtbot, table, random.Random(seed))
        if table.deal_end.holding and table.game.view(table.human).to_act is not None:
            assert table.board.to_act == -1
            return
    pytest.fail("no held deal's end with a seat to act in the next deal")


@pytest.mark.parametrize(
    ("context", "source"),
    [("Speculation", "%1 is answering the offer."), ("Loto", "Waiting for %1's answer.")],
)
def test_french_waits_for_a_computer_without_de_before_its_vowel(clean_translators, context, source) -> None:  # noqa: F811
    """Playtest 29 November (c): "En attente de Ordinateur 4." (French elides de before a vowel, and
    every computer is an Ordinateur)."""
    from PySide6.QtCore import QCoreApplication

    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, "fr")
    text = QCoreApplication.translate(context, source).replace("%1", "Ordinateur 4")
    assert "de Ordinateur" not in text, text


def test_the_market_shows_the_offers_the_table_shows(qtbot) -> None:
    """Playtest (f): while Computer 3 offered the turn-up and Computer 4 answered, the market said
    "For sale: –"; while the person's own offer was answered it said "Offered by: you, if you offer
    it / Asking: –". Each offer, bid, counter-offer and refusal shown fills it: who offers what, at
    what price, the best bid."""
    from hoyle_desktop.ui.speculation import wording as w
    from hoyle_desktop.ui.speculation.table import MARKET_OVER

    _window, table = open_game(qtbot, "speculation", "speculation", 5, {})
    rng = random.Random(7)
    seen: list[tuple[str, list[str], int, int]] = []  # (kind, market shown, seller, price)
    show = table.pacer.show
    offer: dict[str, int] = {}

    def noted(batch):
        linger = show(batch)
        for e in batch:
            if e.kind == "offer":
                offer.update(seller=int(e.seat), price=int(e.data["price"]))
            elif e.kind == "counter":
                offer["price"] = int(e.data["price"])
        last = [e.kind for e in batch if e.kind in {"offer", "bid", "counter", "refuse"} | MARKET_OVER]
        if last and last[-1] not in MARKET_OVER:
            seen.append((last[-1], _market(table), offer["seller"], offer["price"]))
        return linger

    table.pacer.show = noted
    for _ in range(20_000):
        qtbot.wait(1)
        sellers = {s for _k, _m, s, _p in seen}
        if table.finished or (len(sellers) >= 3 and any(k == "refuse" for k, *_ in seen)):
            break
        if table.pacer.idle and table.session.human_may_act():
            legal = table.game.legal_actions(table.human)
            offers = [a for a in legal if a.kind == "offer"]
            table.session.act(rng.choice(offers) if offers and rng.random() < 0.5 else rng.choice(legal))
    assert seen
    for kind, market, seller, price in seen:
        assert market[1] == table.names[seller], (kind, market)
        assert market[2] == w.counters(price), (kind, market)
        assert market[0] != "–", (kind, market)
    assert table.human in {s for _k, _m, s, _p in seen}, "the person never offered"
