"""The turn-up's label stands over or under its card, centred on it (playtest (i), 29 November:
"Turn-up: Computer 3" was drawn under the card and moved right, in Computer 1's row, where it read
as the label of that row). Five players at 1024x700, at each of the person's turns of two deals."""

from __future__ import annotations

from test_speculation_faults import open_speculation


def _label_and_card(table):
    board = table.board
    board.grab()  # paints, and notes where each word went
    cw = board.card_width()
    x0 = board._turn_up_x(cw, int(cw * 1.4))
    labels = [r for r, text in board.painted_words if text.replace("\n", " ").startswith("Turn-up:")]
    return labels, x0, cw


def test_the_turn_ups_label_is_centred_on_its_card(qtbot) -> None:
    _window, table = open_speculation(qtbot, 5, (1024, 700), seed=3)
    seen = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: table._my_turn() or table.game.is_over(), timeout=30_000)
        if table.game.is_over() or table.board.model.deal > 4:
            break
        if table.board.model.turn_up is not None:
            labels, x0, cw = _label_and_card(table)
            assert len(labels) == 1, labels
            centre = labels[0].center().x()
            assert abs(centre - (x0 + cw / 2)) < cw * 0.2, (centre, x0, cw, table.board.model.deal)
            seen += 1
        legal = table.game.legal_actions(table.human)
        table.session.act(next((a for a in legal if a.kind in ("turn", "keep", "refuse")), legal[0]))
    assert seen >= 3
