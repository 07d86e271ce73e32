"""Baccarat Banque, the new player's playtest of 29 November (h): what the banking table showed
wrongly between and around the coups (docs/notes/playtest-2026-11-29-h.md, "Baccarat Banque")."""

from __future__ import annotations

from test_stops_table_games import fast_window

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.banking.model import TableModel
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup


def banque_table(qtbot, seed: int = 5, players: int = 6, **rules):
    window = fast_window(qtbot)
    rules = {**window.catalog.get("baccarat-banque").rules, "players": players, **rules}
    seats = ["standard"] * (players - 1)
    setup = NewGameSetup("baccarat", "baccarat-banque", rules, players, seats, seed=seed)
    return window, window.open_table(setup)


def play(qtbot, table, until, choose) -> None:
    """The person plays by ``choose(legal)`` until ``until()`` holds at rest (or the game ends)."""
    for _ in range(20000):
        qtbot.wait(1)
        if not table.idle:
            continue
        if until() or table.game.is_over():
            return
        if table.session.human_may_act():
            table.session.act(choose(table.game.legal_actions(0)))
    raise AssertionError("the table never came to rest where it was wanted")


def no_banco_least_stake(legal):
    kinds = {a.kind: a for a in legal}
    for kind in ("no_banco", "go_on"):
        if kind in kinds:
            return kinds[kind]
    stakes = [a for a in legal if a.kind == "stake" and a.value]
    return stakes[0] if stakes else legal[0]


def test_a_stake_on_its_way_to_the_table_leaves_the_stakers_net_alone(qtbot, monkeypatch) -> None:
    """The playtest: while Computer 3's stake of 20 flew to the table his line read "net −20", then
    "net 0" again once it lay there. A stake is still the punter's: his net never moves with it."""
    flashes: list[str] = []
    apply = TableModel.apply

    def watched(model: TableModel, e: Event) -> None:
        before = [model.shown_net(s) for s in range(model.players)]
        apply(model, e)
        after = [model.shown_net(s) for s in range(model.players)]
        staking = e.kind == "stake" or (e.kind == "pay" and e.data.get("to") == "stakes")
        if staking and before != after:
            flashes.append(f"{e.kind} {e.data}: {before} -> {after}")

    monkeypatch.setattr(TableModel, "apply", watched)
    _window, table = banque_table(qtbot)
    play(qtbot, table, lambda: table.game.coup >= 3, no_banco_least_stake)
    assert not flashes, flashes[:3]


def test_a_stake_flying_counts_in_the_shown_net() -> None:
    model = TableModel(3, [[], [], []], [500] * 3, [0] * 3, {"bank": 0, "stakes": 0}, 1, 1, -1, 0, 0)
    model.game = "baccarat"
    model.apply(Event("pay", seat=2, points=20, reason="stake", data={"from": 2, "to": "stakes"}))
    assert model.purses[2] == 480 and model.shown_net(2) == 0
    model.apply(Event("stake", seat=2, points=20, data={"box": 0}))
    assert model.boxes[2][0].stake == 20 and model.shown_net(2) == 0


def banco_when_allowed(legal):
    kinds = {a.kind: a for a in legal}
    return kinds.get("banco") or no_banco_least_stake(legal)


def test_a_banco_hand_is_labelled_the_banco_not_the_right_tableau(qtbot) -> None:
    """The playtest: the person's banco read "7 · right tableau" under his cards, though a banco
    plays alone against the whole bank (seed 004: "to play against the whole of the banker's
    stake"). It says banco."""
    _window, table = banque_table(qtbot)
    play(qtbot, table, lambda: table.game.banco == 0 and table.game.phase == "punter", banco_when_allowed)
    assert table.game.banco == 0 and table.game.phase == "punter"
    table.felt.grab()
    words = [t for _r, t in table.felt.painted_words]
    under = [t for t in words if "tableau" in t or "banco" in t]
    assert under and all("tableau" not in t for t in under), under
    assert any(t.endswith("· banco") for t in under), under


def test_the_last_coups_cards_are_gone_when_the_next_coups_question_comes(qtbot) -> None:
    """The playtest: at coup 2's banco question coup 1's cards still lay on the felt, faded, beside
    the new banker's name, so he seemed to hold a hand already. Seed 004: "In the centre is a basket
    for the reception of the used cards": the croupier gathers them once the coup is settled."""
    _window, table = banque_table(qtbot)
    for coup in (1, 2, 3):
        play(
            qtbot,
            table,
            lambda coup=coup: table.game.coup >= coup and table.game.phase == "banco" and table._my_turn(),
            no_banco_least_stake,
        )
        table.felt.grab()
        on_seats = [rect for seat, rect in table.felt.painted_cards if seat >= 0]
        assert not on_seats, (coup, on_seats)
        table.session.act(no_banco_least_stake(table.game.legal_actions(0)))


def test_a_broken_banks_banker_is_asked_for_a_new_bank_or_to_give_it_up(qtbot) -> None:
    """Seed 004: the Banque banker holds office unless he retires "of his own free will, or by
    reason of the exhaustion of his finances". The person whose bank is broken is told he still
    holds office and offered a new bank or to give it up, each on its own key."""
    from hoyle_desktop.engine import registry
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.banking.view import banking_view
    from hoyle_desktop.ui.banking import wording as w

    game = registry.get("baccarat").new_game({"players": 3, "form": "banque"}, 7)
    banker = game.banker
    game.apply(banker, Action("bank", value=20))
    while game.phase in ("banco", "stake"):
        seat = game.seats_to_act()[0]
        if game.phase == "stake" and len(game.queue) == 1:
            game.shoe.extend(reversed([Card.parse(c) for c in ("TH", "TD", "TS", "9C", "9D", "5S")]))
        game.apply(seat, Action("no_banco") if game.phase == "banco" else Action("stake", value=10))
    legal = game.legal_actions(banker)
    said = [w.event_text(e, ["You", "Computer 1", "Computer 2"], banker) for e in game.events[-8:]]
    assert "The bank is broken. You still hold office: put up a new bank, or give it up." in said
    prompt = w.prompt(banking_view(game, banker), None, legal)
    assert prompt == "Your bank is broken, but you still hold office: put up a new bank, or give it up?"
    labels = {w.action_label(a) for a in legal}
    assert {"&Put up the bank", "&Give up the bank"} <= labels


def test_a_fresh_purse_from_the_box_is_no_winning_in_the_review() -> None:
    """A banker whose finances are exhausted gives up the bank and takes a fresh purse at the next
    coup's start; the review counted the 500 as won in that coup."""
    from hoyle_desktop.ui.banking.review_nets import bank_nets

    events = [
        Event("hand_start", reason="coup", data={"hand": 5, "keep": True}),
        Event("pay", points=500, reason="buy_in", data={"from": "box", "to": 2}),
        Event("pay", seat=2, points=80, reason="stake", data={"from": 2, "to": "stakes"}),
        Event("pay", points=80, reason="coup_won", data={"from": "stakes", "to": "bank", "seat": 2}),
        Event("hand_end", seat=1),
    ]
    assert bank_nets(events, 4) == [0, 80, -80, 0]
