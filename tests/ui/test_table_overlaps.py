"""Every table at the default window size (1100x760), at 1024x700 and at larger sizes (issues 19
and 24): no two visible widgets overlap, no text is cut off where Qt can tell (a label narrower or
shorter than its text, a button narrower than its label), every card and counter on a card table
lies inside the view, nothing clipped, and no line of words on the felt (a name, a caption, a
speech bubble, a seat's name plate) runs into a card or another line of words. German's longer
words are checked too. tests/ui/test_deal_end.py makes the same checks at the end of
each table's first deal."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QRect, QRectF
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFrame,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QListWidget,
    QScrollArea,
    QWidget,
)
from table_windows import laid_out, table_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.stops.seat_items import Caption, SeatPlate
from hoyle_desktop.ui.table.card_item import CardItem

pytestmark = pytest.mark.slow
SIZES = [(1024, 700), (1100, 760), (1280, 800), (1600, 1000)]
CHECKED = (QLabel, QAbstractButton, QComboBox, QListWidget, QGraphicsView, QScrollArea)
OWN_INSIDE = (QComboBox, QListWidget, QGraphicsView, QScrollArea)  # what lies inside is theirs to show
TABLES = [
    ("cribbage", "modern-six-card", 2),
    ("cribbage", "four-handed-partners", 4),
    ("pope_joan", "pope-joan", 4),
    ("spin", "spin", 4),
    ("newmarket", "newmarket", 5),
    ("jig", "jig", 3),
    ("loto", "loto-second-method", 4),
    ("loto", "loto", 3),
    ("commerce", "commerce-old-game", 6),
    ("my_bird_sings", "my-bird-sings", 5),
]
NEWER = [  # one representative game for each of the newer tables
    ("spoil_five", "spoil-five", 10),
    ("vingt_un", "vingt-un", 4),
    ("baccarat", "baccarat", 5),
    ("blind_hookey", "blind-hookey", 4),
    ("speculation", "speculation", 7),
    ("speculation", "speculation", 6),  # the lower side seats level with the turn-up's label
    ("speculation", "speculation", 5),  # a side seat's line in two beside the turn-up
    ("speculation", "speculation-pool-games", 6),  # the spare hand's name clear (banklay)
    ("all_fours", "all-fours-partners", 4),
    ("snip_snap_snorum", "snip-snap-snorum", 5),
    ("crazy_eights", "crazy-eights", 5),
    ("cassino", "cassino", 4),
    ("cassino", "cassino-six-handed", 6),  # issue #23: five and six players round the matching table
]
# Every table in English at the three sizes; the newer ones also in German (longer words) at the
# smallest size, where words are cut first (Baccarat and Blind Hookey are moving onto the Vingt-un
# table; all fourteen passed in German at all three sizes on 24 Nov 2026).
GERMAN = ("spoil_five", "vingt_un", "speculation", "crazy_eights")
FRENCH = [("speculation", "speculation", 5)]  # "main maîtresse", the longest chief hand
# Blind Hookey's three packets in German at 1024x700 (banklay): at seven and eight the words met, at
# five and six a side dealer's packets reached the person's purse.
CROWDED_GERMAN = [("blind_hookey", "blind-hookey-three-packets", n) for n in (5, 6, 7, 8)]
CASES = [pytest.param("en", *t, SIZES, id=f"en-{t[1]}-{t[2]}") for t in TABLES + NEWER] + [
    pytest.param("de", *t, SIZES[:1], id=f"de-{t[1]}-{t[2]}")
    for t in [t for t in NEWER if t[0] in GERMAN] + CROWDED_GERMAN
] + [pytest.param("fr", *t, SIZES[:1], id=f"fr-{t[1]}-{t[2]}") for t in FRENCH]


def visible_widgets(table: QWidget) -> list[QWidget]:
    found = []
    for widget in table.findChildren(QWidget):
        if not isinstance(widget, CHECKED) or not widget.isVisibleTo(table) or widget.width() <= 0:
            continue
        if any(
            isinstance(p, (QComboBox, QListWidget, QGraphicsView, QScrollArea))
            for p in _ancestors(widget, table)
        ):
            continue  # the inside of a combo box, list, view or scrolled text is the widget's own business
        found.append(widget)
    return found


def _ancestors(widget: QWidget, top: QWidget) -> list[QWidget]:
    out, parent = [], widget.parentWidget()
    while parent is not None and parent is not top:
        out.append(parent)
        parent = parent.parentWidget()
    return out


def rect_in(widget: QWidget, top: QWidget) -> QRect:
    return QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())


def problems(table: QWidget) -> list[str]:
    found: list[str] = []
    widgets = visible_widgets(table)
    for a, b in itertools.combinations(widgets, 2):
        if a in _ancestors(b, table) or b in _ancestors(a, table):
            continue
        if a.parentWidget() is b.parentWidget() and getattr(a.parentWidget(), "fan", 0):
            continue  # cards fanned in a row (My Bird Sings' seats) lie over each other by design
        overlap = rect_in(a, table).intersected(rect_in(b, table))
        if overlap.width() > 1 and overlap.height() > 1:
            found.append(f"{_name(a)} overlaps {_name(b)}")
    for widget in widgets:
        if isinstance(widget, QLabel) and widget.text():
            hint = widget.sizeHint()
            if widget.wordWrap():
                if widget.height() + 1 < widget.heightForWidth(widget.width()):
                    found.append(f"{_name(widget)} is cut off at the bottom")
            elif widget.width() + 1 < hint.width():
                found.append(f"{_name(widget)} is cut off at the side")
        elif isinstance(widget, QLabel) and _pixmap_cut(widget):
            found.append(f"a card picture ({widget.accessibleName()[:30]!r}) is cut off")
        elif isinstance(widget, QAbstractButton) and widget.text() and _narrow(widget):
            found.append(f"{_name(widget)} is narrower than its label")
        if not rect_in(widget, table).intersects(table.rect()) or not table.rect().contains(
            rect_in(widget, table).adjusted(1, 1, -1, -1)
        ):
            found.append(f"{_name(widget)} lies outside the table")
    board = getattr(table, "board", None)
    if hasattr(board, "caption_box"):  # Speculation's felt is painted: its caption against the seats
        for seat in range(board.model.players):
            if seat != board.human and board.caption_box().intersects(board.seat_cards(seat)):
                found.append(f"the caption under the pool runs into seat {seat}")
    felt = getattr(table, "felt", None)  # the banking tables' painted felt
    for painted in (b for b in (board, felt) if isinstance(b, QWidget) and hasattr(b, "painted_words")):
        # A painted felt's lines of words: apart, and on the felt.
        painted.repaint()
        words = [(box.adjusted(1, 1, -1, -1), text) for box, text in painted.painted_words if text]
        for (a, text_a), (b, text_b) in itertools.combinations(words, 2):
            if a.intersects(b):
                found.append(f"the words {text_a[:30]!r} run into {text_b[:30]!r}")
        for box, text in words:
            if not QRectF(painted.rect()).contains(box):
                found.append(f"the words {text[:30]!r} run off the felt")
        found += _painted_cards_apart(painted)
    for view in (w for w in widgets if isinstance(w, QGraphicsView)):
        shown = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
        for item in view.scene().items():
            box = item.sceneBoundingRect()
            if item.isVisible() and item.parentItem() is None and box.width() > 0 and not shown.contains(box):
                found.append(f"{type(item).__name__} at {box} is clipped by the view")
        found += _words_over_cards(view)
    return found


def _words_over_cards(view: QGraphicsView) -> list[str]:
    """A line of words on the felt (a name, a caption, a speech bubble) that runs under or over a
    card (a hand, the stock, a trick) or into another line of words."""
    items = [i for i in view.scene().items() if i.isVisible() and i.parentItem() is None]
    words = [
        (i, _plain(i))
        for i in items
        if isinstance(i, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and _plain(i)
    ]
    words += [(i, i.text) for i in items if isinstance(i, Caption) and i.text and i.opacity() > 0.05]
    words += [(i, i.name) for i in items if isinstance(i, SeatPlate)]  # a name plate with its line
    boxes = [(_box(item), text) for item, text in words]
    # Words painted on an item (Newmarket's "won by" under the pool cards), in scene coordinates.
    boxes += [
        (box.adjusted(1, 1, -1, -1), text)
        for i in items
        if callable(getattr(i, "painted_words", None))
        for box, text in i.painted_words()
    ]
    cards = [i for i in items if isinstance(i, CardItem)]
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    found = []
    for n, (box, text) in enumerate(boxes):
        for card in cards:
            if box.intersects(card.sceneBoundingRect()):
                found.append(f"the words {text[:30]!r} run into a card")
                break
        for other, other_text in boxes[n + 1 :]:
            if box.intersects(other):
                found.append(f"the words {text[:30]!r} run into {other_text[:30]!r}")
        if not shown.contains(box):
            found.append(f"the words {text[:30]!r} are cut by the view")
    return found


def _painted_cards_apart(felt) -> list[str]:
    """The banking felt's cards: one seat's never on another's or the middle's, and no line of
    words (a name, a purse, a total) on a card (a call's bubble is drawn over them on purpose)."""
    if not hasattr(felt, "painted_calls"):  # Speculation's board: no words on a card
        return sorted(
            {
                f"the words {text[:30]!r} run into a card"
                for box, text in felt.painted_words
                if text and any(box.adjusted(1, 1, -1, -1).intersects(c) for c in felt.painted_cards)
            }
        )
    cards, found = felt.painted_cards, []
    calls = {id(entry) for entry in felt.painted_calls}
    for (seat_a, a), (seat_b, b) in itertools.combinations(cards, 2):
        if seat_a != seat_b and a.adjusted(1, 1, -1, -1).intersects(b):
            found.append(f"a card of seat {seat_a} lies on a card of seat {seat_b}")
    for entry in felt.painted_words:
        box, text = entry
        if (
            text
            and id(entry) not in calls
            and any(box.adjusted(1, 1, -1, -1).intersects(c) for _, c in cards)
        ):
            found.append(f"the words {text[:30]!r} run into a card")
    return sorted(set(found))


def _caption_on_cards(board) -> list[str]:
    """Speculation's caption (its letters as painted) against every card painted."""
    board.repaint()
    boxes = [box.adjusted(1, 1, -1, -1) for box, text in board.painted_words if text == board.caption]
    return [
        f"the caption {board.caption[:30]!r} runs into a card"
        for box in boxes
        if any(box.intersects(card) for card in board.painted_cards)
    ]


def _box(item) -> QRectF:
    """Where an item's words are (a bubble's body: its tail may touch the speaker's cards; a name
    plate's body, not its glow)."""
    if isinstance(item, SeatPlate):
        w, h = item.width(), item.height()
        return item.mapRectToScene(QRectF(-w / 2, -h / 2, w, h)).adjusted(2, 2, -2, -2)
    return (item.body() if isinstance(item, Caption) else item.sceneBoundingRect()).adjusted(2, 2, -2, -2)


def _plain(item: QGraphicsSimpleTextItem | QGraphicsTextItem) -> str:
    return (item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()).strip()


def _pixmap_cut(label: QLabel) -> bool:
    """A picture label (a card on the trading table) squeezed narrower or shorter than its picture."""
    pixmap = label.pixmap()
    if pixmap is None or pixmap.isNull():
        return False
    size = pixmap.deviceIndependentSize()
    margins = label.contentsMargins()
    inner = label.contentsRect()
    return inner.width() + 1 < size.width() or inner.height() + 1 < size.height() or margins.left() < 0


def _narrow(button: QAbstractButton) -> bool:
    return button.width() + 1 < button.minimumSizeHint().width()


def _name(widget: QWidget) -> str:
    text = widget.text() if hasattr(widget, "text") else ""
    return f"{type(widget).__name__}({text[:30]!r})"


@pytest.fixture
def language(request, qapp):
    """The language is set before the window is built, and English put back afterwards."""
    if request.param == "en":
        yield "en"
        return
    from hoyle_desktop import app as app_module

    translators = app_module.install_translators(qapp, request.param)
    yield request.param
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.mark.parametrize(("language", "game", "profile", "players", "sizes"), CASES, indirect=["language"])
@pytest.mark.usefixtures("quick_loto")
def test_no_overlap_or_clipping_at_intermediate_sizes(
    qtbot, language: str, game: str, profile: str, players: int, sizes: list[tuple[int, int]]
) -> None:
    window = table_window(qtbot, size=SIZES[0])
    rules = {**window.catalog.get(profile).rules, "players": players}
    strengths = ["standard"] * (players - 1)
    table = window.open_table(NewGameSetup(game, profile, rules, players, strengths, seed=3))
    settled = lambda: table.session.human_may_act() and getattr(table, "idle", True)  # noqa: E731
    report = []
    held = False
    for size in sizes:
        window.resize(*size)
        if not held:
            qtbot.waitUntil(settled, timeout=20_000)
        if game == "loto" and not held:
            # Loto's calls run on their own clock, a few ms each here: the round could be called out
            # while the sizes were measured (the game's end then stood over the seats). Held at the
            # person's first turn, the same table is measured at every size.
            table.session.stop()
            held = True
        laid_out(qtbot, window, size)  # the layouts after the last words set
        report += [f"{size}: {p}" for p in problems(table)]
    assert not report, "\n".join(report)


def test_loto_cards_lie_whole_on_a_small_felt_and_grow_on_a_large_one(qtbot) -> None:
    """Issue 19: at 1024x700 the other players' Loto cards ran off the felt (their last column
    cut), and on a large window no card grew."""
    window = table_window(qtbot, size=SIZES[0])
    rules = {**window.catalog.get("loto").rules, "players": 4}
    table = window.open_table(NewGameSetup("loto", "loto", rules, 4, ["standard"] * 3, seed=31))
    qtbot.waitUntil(lambda: bool(table.card_widgets), timeout=10_000)
    cells = {}
    for size in (SIZES[0], (1920, 1080)):
        window.resize(*size)

        def laid_out(size=size) -> None:  # once the layouts after the resize have run (not 100 ms:
            felt = rect_in(table.findChild(QFrame, "lotoFelt"), table)  # under load they had not)
            for widget in table.card_widgets.values():
                assert felt.contains(rect_in(widget, table)), f"{size}: a card runs off the felt"
                assert widget.width() >= widget.sizeHint().width(), f"{size}: a card is cut short"
            cells[size] = min(w.cell for w in table.card_widgets.values())
            assert size == SIZES[0] or cells[size] >= 1.3 * cells[SIZES[0]], f"no card grew: {cells}"

        qtbot.waitUntil(laid_out, timeout=10_000)


def test_a_long_trading_caption_wraps_on_the_felt(qtbot) -> None:
    """Issue 19, seen in German at 1024x700: the caption of the last trade ran off both sides of
    the felt ("r 4 bietet Ihnen eine Karte zum Tausch an: ... oder bleiben Si")."""
    window = table_window(qtbot, size=SIZES[0])
    rules = {**window.catalog.get("commerce").rules, "players": 5}
    table = window.open_table(NewGameSetup("commerce", "commerce", rules, 5, ["standard"] * 4, seed=31))
    qtbot.waitUntil(lambda: table.session.human_may_act() and table.idle, timeout=20_000)
    table.caption.setText(
        "Computer 4 bietet Ihnen eine Karte zum Tausch an: Geben Sie eine Ihrer Karten dafür, "
        "oder bleiben Sie stehen."
    )
    table._fit_caption()
    table.caption.show()
    laid_out(qtbot, window)
    assert not [p for p in problems(table) if "Computer 4 bietet" in p]
    table.caption.setText("Computer 4 wirft Ihnen 8♠ zu.")  # a short one stays on one line
    table._fit_caption()
    laid_out(qtbot, window)
    assert table.caption.height() < 2 * table.caption.fontMetrics().height() + 12


def test_trading_cards_grow_with_a_large_window(qtbot) -> None:
    """Issue 19: on a large window the trading table's cards kept their small size."""
    window = table_window(qtbot, size=SIZES[0])
    rules = {**window.catalog.get("commerce").rules, "players": 5}
    table = window.open_table(NewGameSetup("commerce", "commerce", rules, 5, ["standard"] * 4, seed=31))
    qtbot.waitUntil(lambda: table.session.human_may_act() and table.idle, timeout=20_000)
    small = table.my_row.width_px
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: table.idle, timeout=5_000)
    laid_out(qtbot, window, (1920, 1080))
    assert table.my_row.width_px >= 1.3 * small
    assert not problems(table)


def test_trick_cards_keep_clear_of_the_names_on_a_large_window(qtbot) -> None:
    """Seen at 1920x1080: the trick's card toward the player opposite ran into his "Tricks: 0"
    (the cards grow with the window faster than the room between the seats and the middle)."""
    window = table_window(qtbot, size=(1920, 1080))
    rules = {**window.catalog.get("all-fours-partners").rules, "players": 4}
    setup = NewGameSetup("all_fours", "all-fours-partners", rules, 4, ["standard"] * 3, seed=31)
    table = window.open_table(setup)
    rng = random.Random(3)
    found: list[str] = []
    turns = 0
    while turns < 12 and not table.game.is_over():
        qtbot.wait(2)
        if table.idle and table.session.human_may_act():
            laid_out(qtbot, window)  # the layouts after the last words set, as above
            found += problems(table)
            table.session.act(rng.choice(table.game.legal_actions(0)))
            turns += 1
    assert turns == 12 or table.game.is_over()
    assert not found, found[:5]


def test_speculation_cards_grow_with_a_large_window(qtbot) -> None:
    """Issue 19: Speculation's cards stopped at 72 pixels however large the window."""
    window = table_window(qtbot, size=SIZES[0])
    rules = {**window.catalog.get("speculation").rules, "players": 6}
    table = window.open_table(NewGameSetup("speculation", "speculation", rules, 6, ["standard"] * 5, seed=31))
    qtbot.waitUntil(lambda: table.session.human_may_act(), timeout=20_000)
    small = table.board.card_width()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: table.board.card_width() >= 1.3 * small, timeout=10_000)  # laid out anew
    assert not problems(table)


# The tables that size their cards themselves (painted, or laid out as widgets), each with a way to
# read the size of the person's cards.
LARGE_CARDS = [
    ("vingt_un", "vingt-un", 4, lambda t: t.felt.card_w),
    ("baccarat", "baccarat", 5, lambda t: t.felt.card_w),
    ("commerce", "commerce-old-game", 6, lambda t: t.my_row.width_px),
    ("my_bird_sings", "my-bird-sings", 5, lambda t: t.my_row.width_px),
    # The person's Loto cards fill the felt's width already: their figures grow within the cells.
    ("loto", "loto", 3, lambda t: min(t.card_widgets[i].number_px() for i in t._view().cards[t.human])),
    (
        "loto",
        "loto-second-method",
        4,
        lambda t: min(t.card_widgets[i].number_px() for i in t._view().cards[t.human]),
    ),
    ("speculation", "speculation", 7, lambda t: t.board.card_width()),
    ("speculation", "speculation", 4, lambda t: t.board.card_width()),
]


@pytest.mark.parametrize(
    ("game", "profile", "players", "size_of"), LARGE_CARDS, ids=[f"{c[1]}-{c[2]}" for c in LARGE_CARDS]
)
@pytest.mark.usefixtures("quick_loto")
def test_large_cards_grow_at_every_table_and_keep_the_layout(qtbot, game, profile, players, size_of) -> None:
    """Issue 27: the "Large cards" option made the cards larger at the card tables but not at the
    banking, trading, Loto and Speculation tables. Switched on while the table is open (as the
    Options dialog does), the person's cards grow there too, and nothing overlaps or is cut off,
    at the smallest window and a larger one."""
    window = table_window(qtbot, size=(1600, 1000))
    rules = {**window.catalog.get(profile).rules, "players": players}
    table = window.open_table(
        NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed=3)
    )
    settled = lambda: table.session.human_may_act() and getattr(table, "idle", True)  # noqa: E731
    qtbot.waitUntil(settled, timeout=20_000)
    laid_out(qtbot, window)
    ordinary = size_of(table)
    window.settings.set("large_cards", True)
    table.apply_settings(["large_cards"])
    laid_out(qtbot, window)
    assert size_of(table) >= 1.15 * ordinary, (ordinary, size_of(table))
    report = []
    for size in ((1600, 1000), SIZES[0], (1280, 800)):
        window.resize(*size)
        qtbot.waitUntil(settled, timeout=20_000)
        laid_out(qtbot, window, size)
        report += [f"{size}: {p}" for p in problems(table)]
        if game == "speculation":  # the caption, moved to a corner, with a long trade in German
            table.board.caption = "Computer 4 bietet Ihnen die aufgedeckte Karte für 3 Spielmarken an."
            report += [f"{size}: {p}" for p in problems(table) + _caption_on_cards(table.board)]
            table.board.caption = ""
    assert not report, "\n".join(report)
    if hasattr(getattr(table, "felt", None), "painted_words"):  # the painted felt's words were checked
        assert table.felt.painted_words


def test_large_cards_from_the_start_make_room_for_a_card_thrown_to_the_person(qtbot) -> None:
    """Seen at My Bird Sings with large cards at 1024x700: the cards were fitted for the four dealt,
    and the fifth, thrown to the person, ran off the plaque."""
    window = table_window(qtbot, size=SIZES[0], large_cards=True)
    rules = {**window.catalog.get("my-bird-sings").rules, "players": 5}
    table = window.open_table(
        NewGameSetup("my_bird_sings", "my-bird-sings", rules, 5, ["standard"] * 4, seed=3)
    )
    qtbot.waitUntil(lambda: table.session.human_may_act() and table.idle, timeout=20_000)
    laid_out(qtbot, window)
    assert len(table.my_row.labels) == 5
    assert not problems(table)


@pytest.mark.parametrize("size", [(1100, 760), SIZES[0]])
def test_speculation_seat_lines_never_touch_with_large_cards(qtbot, size) -> None:
    """The playtest of 27 November: with large cards two seat lines side by side ran together
    ("...purse 30Computer 3 · purse 27 · chief hand"). Whoever holds the chief hand and deals,
    lines on one level keep a gap between them."""
    window = table_window(qtbot, size=size, large_cards=True)
    rules = {**window.catalog.get("speculation").rules, "players": 5}
    table = window.open_table(NewGameSetup("speculation", "speculation", rules, 5, ["standard"] * 4, seed=3))
    qtbot.waitUntil(lambda: table.session.human_may_act() and table.idle, timeout=20_000)
    board, report = table.board, []
    for dealer in range(5):
        for holder in range(5):
            board.model.dealer, board.model.holder = dealer, holder
            board.repaint()
            lines = [(box, text) for box, text in board.painted_words if " · " in text or "\n" in text]
            for (a, ta), (b, tb) in itertools.combinations(lines, 2):
                level = a.top() < b.bottom() and b.top() < a.bottom()
                if level and a.adjusted(-3, 0, 3, 0).intersects(b):
                    report.append(f"dealer {dealer}, chief hand {holder}: {ta!r} touches {tb!r}")
    assert not report, "\n".join(report[:5])


def test_large_cards_from_the_start_leave_room_for_the_chosen_card_at_the_old_game(qtbot) -> None:
    """Commerce's old game, large cards from the start at 1024x700: the rows whose cards may be
    chosen keep room for a chosen card to rise; the table's cloth was counted only once the table
    was on screen, so the person's cards were fitted too large and cut at the foot of the felt."""
    window = table_window(qtbot, size=SIZES[0], large_cards=True)
    rules = {**window.catalog.get("commerce-old-game").rules, "players": 5}
    setup = NewGameSetup("commerce", "commerce-old-game", rules, 5, ["standard"] * 4, seed=3)
    table = window.open_table(setup)
    qtbot.waitUntil(lambda: table.session.human_may_act() and table.idle, timeout=20_000)
    laid_out(qtbot, window)
    assert not problems(table)


def test_large_cards_grow_the_persons_own_at_the_old_game_as_far_as_the_felt_holds(qtbot) -> None:
    """Commerce's old game, large cards at 1024x700: once they were no longer cut, the person's
    cards did not grow at all (the room down was guessed, and short); the felt had room for more.
    Now they are larger than ordinary, with the table's, and still whole with the room a chosen card
    rises into."""
    widths = {}
    for large in (False, True):
        window = table_window(qtbot, size=SIZES[0], large_cards=large)
        rules = {**window.catalog.get("commerce-old-game").rules, "players": 5}
        setup = NewGameSetup("commerce", "commerce-old-game", rules, 5, ["standard"] * 4, seed=3)
        table = window.open_table(setup)
        qtbot.waitUntil(lambda table=table: table.session.human_may_act() and table.idle, timeout=20_000)
        laid_out(qtbot, window)
        assert not problems(table), large
        widths[large] = (table.my_row.width_px, table.table_row.width_px)
        for row in (table.my_row, table.table_row):
            card = row.labels[0]
            assert card.height() >= card.sizeHint().height(), "a card cut at the foot of its row"
        window.close()
    assert widths[True][0] >= widths[False][0] * 1.1, widths
    assert widths[True][1] > widths[False][1], widths
