"""Found by bankl's sweep of every seat count (29 November): Blind Hookey with three packets at seven
and eight players, 1024x700: the dealer's row of three packets, centred under his name between two
neighbours' rows of places for a stake (neither can close up as cards do), met them: the neighbour's
place lay on the third packet and "3 counters / on packet 1" on "22 cards / Packet 3 / the dealer's".
The rows on a level now move apart along it where the cloth has the room, and a stake's place
says "on packet 2" and "won" on lines of their own. Whoever deals, with every
punter's stakes down and the packets settled, no place, packet or line of words meets another seat's,
and all lie on the cloth."""

from __future__ import annotations

import copy
import itertools

import pytest
from painted_words import words_meeting
from PySide6.QtCore import QRectF
from table_windows import laid_out, still_table
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.banking.model import BoxModel

pytestmark = pytest.mark.slow
PACKETS = [("QS", "dealers", 22), ("4H", "company", 5), ("AS", "company", 25)]


def _clashes(felt) -> list[str]:
    found = words_meeting(felt, 3, -1)
    things = [(s, r) for s, r in felt.painted_cards] + [(None, r) for r in felt.painted_places]
    for (sa, a), (sb, b) in itertools.combinations(things, 2):
        if (sa != sb or sa is None) and a.adjusted(1, 1, -1, -1).intersects(b):
            found.append(f"a card or place at {a} on one at {b}")
    cloth = QRectF(felt.rect())
    for box, text in felt.painted_words:
        if text and any(box.adjusted(1, 1, -1, -1).intersects(r) for _s, r in things):
            found.append(f"{text!r} on a card or place")
        if text and not cloth.contains(box.adjusted(1, 1, -1, -1)):
            found.append(f"{text!r} off the cloth")
    found += [f"a card or place at {r} off the cloth" for _s, r in things if not cloth.contains(r)]
    button = felt.painted_button
    if button is not None and any(button.intersects(r) for _s, r in things):
        found.append("the dealer's button on a card or place")
    if button is not None and any(button.intersects(r) for r, text in felt.painted_words if text):
        found.append("the dealer's button on words")
    return found


def _settled(model, players: int, dealer: int, stake: int = 3):
    """Every punter's stakes on both company packets, settled; the dealer's three packets."""
    model = copy.deepcopy(model)
    model.dealer = dealer
    model.boxes = [[BoxModel(stake=stake, status=f"{k}:on:{r}") for k, r in ((2, "won"), (3, "lost"))]
                   for _ in range(players)]  # fmt: skip
    model.boxes[dealer] = [
        BoxModel([Card.parse(c)], 0, f"{k + 1}:{whose}", None, n) for k, (c, whose, n) in enumerate(PACKETS)
    ]
    return model


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("players", [7, 8])
def test_no_packet_place_or_words_meet_another_seats_whoever_deals(qtbot, players, size) -> None:
    table = still_table(qtbot, size, "blind_hookey", "blind-hookey-three-packets", players)
    felt, report = table.felt, []
    for dealer in range(players):
        felt.set_model(_settled(felt.model, players, dealer))
        report += [f"dealer {dealer}: {c}" for c in _clashes(felt)]
    assert not report, "\n".join(report[:12])


@pytest.fixture
def german(qapp):
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module

    translators = app_module.install_translators(qapp, "de")
    yield
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.mark.usefixtures("german")
@pytest.mark.parametrize("players", [7, 8])
def test_in_german_every_place_and_packet_stays_on_the_cloth_and_apart(qtbot, players) -> None:
    """In German ("der Gesellschaft", "auf Päckchen 2") a bottom row of the person's three packets
    between two rows of places is wider than the cloth at 1024x700: moved apart, the first row ran
    off the cloth's left edge. The rows now stay on the cloth and clear of each other, their words
    closer than a space apart where there is no more room."""
    table = still_table(qtbot, (1024, 700), "blind_hookey", "blind-hookey-three-packets", players)
    felt = table.felt
    felt.set_model(_settled(felt.model, players, table.human))
    felt.repaint()
    cloth = QRectF(felt.rect())
    things = [r for _s, r in felt.painted_cards] + felt.painted_places
    assert all(cloth.contains(r) for r in things), [r for r in things if not cloth.contains(r)]
    assert not [
        (a, b) for a, b in itertools.combinations(things, 2) if a.adjusted(1, 1, -1, -1).intersects(b)
    ]


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_every_seat_count_in_every_language_keeps_its_words_apart(qtbot, language) -> None:  # noqa: F811
    """banklay (29 November): in German at 1024x700 the words touched at seven and eight (a row of
    the dealer's three packets between two rows of places is wider than the cloth: "der
    Gesellschaft" on "3 Spielmarken"), and at five and six a side dealer's packets reached the
    person's "Kasse 85 · netto −15". The three packets now lie in the middle, where every punter
    stakes on them. At two to eight players, 1024x700 and 1280x900, whoever deals: with every stake
    at the most (10) and settled, and while the dealer cuts (a packet and the rest of the pack), no
    words meet (a space apart), none lies on a card or place, nothing runs off the cloth, and the
    dealer's button is clear of it all. With large cards too (larger up to five players): the
    top seat's words met the middle's packets until the cards were kept small enough for both."""
    # One table for eight serves every count: the felt seats a model's players round it by its names.
    table = still_table(qtbot, (1024, 700), "blind_hookey", "blind-hookey-three-packets", 8)
    felt, window, report = table.felt, table.window(), []
    for size, large in itertools.product(((1024, 700), (1280, 900)), (False, True)):
        window.settings.set("large_cards", large)
        table.apply_settings(["large_cards"])
        window.resize(*size)
        laid_out(qtbot, window, size)
        for players in range(2, 6 if large else 9):
            for dealer in range(players):
                model = _settled(felt.model, players, dealer, stake=10)
                model.players, model.purses, model.nets = players, [85] * players, [-15] * players
                felt.set_model(model)
                where = f"{players} at {size}{', large cards' if large else ''}, dealer {dealer}"
                report += [f"{where}: {c}" for c in _clashes(felt)]
                cutting = copy.deepcopy(model)
                cutting.boxes = [[] for _ in range(players)]
                cutting.boxes[dealer] = [BoxModel([None], 0, "", None, 22)]
                cutting.stock, cutting.to_act = 30, dealer
                felt.set_model(cutting)
                report += [f"{where} cutting: {c}" for c in _clashes(felt)]
    assert not report, "\n".join(report[:12])
