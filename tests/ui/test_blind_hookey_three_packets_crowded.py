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
from table_windows import still_table

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
    return found


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("players", [7, 8])
def test_no_packet_place_or_words_meet_another_seats_whoever_deals(qtbot, players, size) -> None:
    table = still_table(qtbot, size, "blind_hookey", "blind-hookey-three-packets", players)
    felt, report = table.felt, []
    for dealer in range(players):
        model = copy.deepcopy(felt.model)
        model.dealer = dealer
        model.boxes = [[BoxModel(stake=3, status=f"{k}:on:{r}") for k, r in ((2, "won"), (3, "lost"))]
                       for _ in range(players)]  # fmt: skip
        model.boxes[dealer] = [
            BoxModel([Card.parse(c)], 0, f"{k + 1}:{whose}", None, n)
            for k, (c, whose, n) in enumerate(PACKETS)
        ]
        felt.set_model(model)
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
    model = copy.deepcopy(felt.model)
    model.dealer = table.human
    model.boxes = [[BoxModel(stake=3, status=f"{k}:on:{r}") for k, r in ((2, "won"), (3, "lost"))]
                   for _ in range(players)]  # fmt: skip
    model.boxes[table.human] = [
        BoxModel([Card.parse(c)], 0, f"{k + 1}:{whose}", None, n) for k, (c, whose, n) in enumerate(PACKETS)
    ]
    felt.set_model(model)
    felt.repaint()
    cloth = QRectF(felt.rect())
    things = [r for _s, r in felt.painted_cards] + felt.painted_places
    assert all(cloth.contains(r) for r in things), [r for r in things if not cloth.contains(r)]
    assert not [
        (a, b) for a, b in itertools.combinations(things, 2) if a.adjusted(1, 1, -1, -1).intersects(b)
    ]
