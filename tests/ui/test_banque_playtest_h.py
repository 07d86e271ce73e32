"""Baccarat Banque, the new player's playtest of 29 November (h): what the banking table showed
wrongly between and around the coups (docs/playtest-2026-11-29-h.md, "Baccarat Banque")."""

from __future__ import annotations

from test_stops_table_games import fast_window

from hoyle_desktop.engine.actions import Event
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
