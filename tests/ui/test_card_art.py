"""The builtin SVG deck, system deck discovery and the card renderer (offscreen Qt)."""

from __future__ import annotations

import gzip
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer

from hoyle_desktop.engine.cards import SUITS, Card, Rank, full_pack
from hoyle_desktop.ui.cards import svg_deck
from hoyle_desktop.ui.cards.decks import DeckInfo, back_elements, builtin_deck, find_system_decks
from hoyle_desktop.ui.cards.renderer import CardRenderer, card_height_for, element_for

SUIT_WORDS = ("club", "diamond", "heart", "spade")
RANK_WORDS = [str(n) for n in range(1, 11)] + ["jack", "queen", "king"]
ALL_FACES = [f"{r}_{s}" for s in SUIT_WORDS for r in RANK_WORDS]


@pytest.fixture
def renderer(qtbot):
    r = CardRenderer()
    yield r
    CardRenderer.wait_for_workers(10_000)


def _tiny_deck_svg(ids: list[str]) -> str:
    cells = "".join(
        f'<g id="{e}" transform="translate({(i % 13) * 60},{(i // 13) * 90})">'
        f'<rect width="50" height="70" fill="#{(i * 40503) % 0xFFFFFF:06x}"/></g>'
        for i, e in enumerate(ids)
    )
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">{cells}</svg>'


@pytest.fixture
def fake_roots(tmp_path: Path) -> tuple[Path, Path]:
    kde = tmp_path / "carddecks"
    good = kde / "svg-fake"
    good.mkdir(parents=True)
    (good / "index.desktop").write_text("[KDE Backdeck]\nName=Fake Deck\nName[de]=Falsch\nSVG=fake.svg\n")
    (good / "fake.svg").write_text(_tiny_deck_svg([*ALL_FACES, "back", "back_alt"]))
    zipped = kde / "svg-zipped"
    zipped.mkdir()
    (zipped / "index.desktop").write_text("[KDE Backdeck]\nName=Zipped\nSVG=z.svgz\n")
    (zipped / "z.svgz").write_bytes(gzip.compress(_tiny_deck_svg([*ALL_FACES, "back"]).encode()))
    (kde / "svg-nofile").mkdir()
    (kde / "svg-nofile" / "index.desktop").write_text("[KDE Backdeck]\nName=No File\n")
    (kde / "notadeck").mkdir()
    ais = tmp_path / "aisleriot" / "cards"
    ais.mkdir(parents=True)
    (ais / "tiny_deck.svg").write_text(_tiny_deck_svg([*ALL_FACES, "back"]))
    (ais / "empty.svg").write_bytes(b"")
    (ais / "folder.svg").mkdir()
    (ais / "readme.txt").write_text("not a deck")
    return kde, ais


# --- the generated document ---------------------------------------------------------------------


def test_generated_svg_parses_and_names_every_card() -> None:
    root = ET.fromstring(svg_deck.deck_svg())
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    assert set(ALL_FACES) <= ids
    assert "back" in ids
    assert len([i for i in ids if i.startswith("back")]) >= 2
    assert list(svg_deck.FACE_IDS) == ALL_FACES
    assert len(set(svg_deck.ELEMENT_IDS)) == len(svg_deck.ELEMENT_IDS)


def _corner_texts(svg: str, element: str) -> set[str]:
    root = ET.fromstring(svg)
    group = next(el for el in root.iter() if el.get("id") == element)
    return {el.text for el in group.iter() if el.tag.endswith("text")}


def test_corner_letters_follow_the_language() -> None:
    assert _corner_texts(svg_deck.deck_svg(), "jack_club") == {"J"}
    german = svg_deck.deck_svg(("A", "B", "D", "K"))
    assert _corner_texts(german, "jack_club") == {"B"}
    assert _corner_texts(german, "queen_heart") == {"D"}
    assert _corner_texts(svg_deck.deck_svg(("A", "V", "D", "R")), "king_spade") == {"R"}
    assert _corner_texts(german, "10_diamond") == {"10"}


def test_pips_are_paths_not_font_glyphs() -> None:
    text = svg_deck.deck_svg()
    for glyph in "\u2663\u2666\u2665\u2660":
        assert glyph not in text


def test_qt_finds_every_element_with_card_proportions(qtbot) -> None:
    svg = QSvgRenderer(QByteArray(svg_deck.deck_svg_bytes()))
    assert svg.isValid()
    for element in svg_deck.ELEMENT_IDS:
        assert svg.elementExists(element), element
        bounds = svg.boundsOnElement(element)
        assert bounds.width() == pytest.approx(250, abs=1.0), element
        assert bounds.height() / bounds.width() == pytest.approx(3.5 / 2.5, abs=0.01), element


def test_element_names() -> None:
    assert element_for(Card.parse("AS")) == "1_spade"
    assert element_for(Card.parse("TC")) == "10_club"
    assert element_for(Card.parse("QH")) == "queen_heart"
    assert element_for(Card.parse("JD")) == "jack_diamond"
    assert sorted(element_for(c) for c in full_pack()) == sorted(ALL_FACES)
    assert card_height_for(100) == 140
    assert back_elements(builtin_deck())[0] == "back"
    assert len(back_elements(builtin_deck())) >= 2


# --- rendering ----------------------------------------------------------------------------------


def _region(image: QImage, x0: float, y0: float, x1: float, y1: float) -> list[QColor]:
    w, h = image.width(), image.height()
    return [
        image.pixelColor(x, y)
        for x in range(int(x0 * w), int(x1 * w))
        for y in range(int(y0 * h), int(y1 * h))
    ]


def _is_dark(c: QColor) -> bool:
    return c.alpha() > 200 and c.value() < 80


def _is_red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 150 and c.green() < 90 and c.blue() < 90


def _is_coloured(c: QColor) -> bool:
    return c.alpha() > 200 and c.hsvSaturation() > 120 and c.value() > 80


def test_pixmaps_have_the_requested_size_and_are_drawn(renderer: CardRenderer) -> None:
    heart = renderer.pixmap("7_heart", 120)
    assert (heart.width(), heart.height()) == (120, 168)
    corner = _region(heart.toImage(), 0.02, 0.03, 0.18, 0.2)
    assert sum(map(_is_red, corner)) > 20

    spade = renderer.pixmap("9_spade", 120).toImage()
    assert sum(map(_is_dark, _region(spade, 0.02, 0.03, 0.18, 0.2))) > 20
    # The rounded corner itself is transparent; the middle of the edge is card stock.
    assert spade.pixelColor(0, 0).alpha() == 0
    assert spade.pixelColor(60, 2).lightness() > 200

    for suit in SUIT_WORDS:
        for rank in ("jack", "queen", "king"):
            court = renderer.pixmap(f"{rank}_{suit}", 120).toImage()
            centre = _region(court, 0.3, 0.3, 0.7, 0.7)
            assert sum(map(_is_coloured, centre)) > len(centre) // 4, f"{rank}_{suit}"

    back = renderer.pixmap("back", 120).toImage()
    assert sum(map(_is_coloured, _region(back, 0.2, 0.2, 0.8, 0.8))) > 1000


def test_court_ranks_differ(renderer: CardRenderer) -> None:
    images = [renderer.pixmap(f"{r}_heart", 80).toImage() for r in ("jack", "queen", "king")]
    assert images[0] != images[1] != images[2] != images[0]


def test_high_dpi_pixmap_is_rendered_at_device_size(renderer: CardRenderer) -> None:
    pixmap = renderer.pixmap("1_spade", 100, 2.0)
    assert (pixmap.width(), pixmap.height()) == (200, 280)
    assert pixmap.devicePixelRatio() == 2.0
    assert pixmap.deviceIndependentSize().toSize().width() == 100
    assert pixmap.deviceIndependentSize().toSize().height() == 140


def test_cache_hit_returns_the_same_pixmap(renderer: CardRenderer) -> None:
    first = renderer.pixmap("queen_spade", 90)
    again = renderer.pixmap("queen_spade", 90)
    assert first.cacheKey() == again.cacheKey()
    assert renderer.cached("queen_spade", 90)
    assert not renderer.cached("queen_spade", 91)
    other = renderer.pixmap("queen_spade", 90, 1.5)
    assert other.cacheKey() != first.cacheKey()
    assert renderer.cache_count() == 2
    assert renderer.cache_key("queen_spade", 90, 1.5) == "builtin:queen_spade@90x126@1.5"


def test_cache_is_bounded_and_least_recently_used_goes_first(qtbot) -> None:
    one_card = 100 * 140 * 4
    r = CardRenderer(cache_bytes=3 * one_card)
    r.pixmap("1_club", 100)
    r.pixmap("2_club", 100)
    r.pixmap("3_club", 100)
    r.pixmap("1_club", 100)  # touch: 2_club is now the oldest
    r.pixmap("4_club", 100)
    assert r.cache_bytes() <= 3 * one_card
    assert r.cached("1_club", 100) and r.cached("4_club", 100)
    assert not r.cached("2_club", 100)


def test_missing_back_design_falls_back_to_back(renderer: CardRenderer) -> None:
    assert renderer.pixmap("back_purple", 60).cacheKey() == renderer.pixmap("back", 60).cacheKey()
    with pytest.raises(KeyError):
        renderer.pixmap("no_such_card", 60)


def test_prerender_fills_the_cache_then_emits_ready(qtbot, renderer: CardRenderer) -> None:
    emitted: list[int] = []
    renderer.ready.connect(emitted.append)
    renderer.prerender(64, 1.0)
    qtbot.waitUntil(lambda: bool(emitted), timeout=20_000)
    assert emitted == [64]
    assert len(renderer.elements()) >= 54
    assert all(renderer.cached(e, 64) for e in renderer.elements())
    pixmap = renderer.pixmap("king_heart", 64)
    assert (pixmap.width(), pixmap.height()) == (64, 90)
    # Everything is cached now: another prerender at this size reports ready at once.
    renderer.prerender(64, 1.0)
    qtbot.waitUntil(lambda: len(emitted) == 2, timeout=5_000)
    assert emitted == [64, 64]


def test_prerender_drops_stale_sizes(qtbot, renderer: CardRenderer) -> None:
    emitted: list[int] = []
    renderer.ready.connect(emitted.append)
    renderer.prerender(50, 1.0)
    renderer.prerender(70, 1.0)  # supersedes 50 before any result can be delivered
    qtbot.waitUntil(lambda: bool(emitted), timeout=20_000)
    assert emitted == [70]
    CardRenderer.wait_for_workers(10_000)
    qtbot.wait(50)
    assert emitted == [70]
    assert not any(renderer.cached(e, 50) for e in renderer.elements())
    assert all(renderer.cached(e, 70) for e in renderer.elements())


def test_prerender_is_dropped_when_the_deck_changes(qtbot, renderer: CardRenderer, fake_roots) -> None:
    emitted: list[int] = []
    renderer.ready.connect(emitted.append)
    renderer.prerender(40, 2.0)
    renderer.set_deck(find_system_decks(fake_roots)[0])
    CardRenderer.wait_for_workers(10_000)
    qtbot.wait(50)
    assert emitted == []
    assert renderer.cache_count() == 0


# --- system decks -------------------------------------------------------------------------------


def test_find_system_decks_in_a_fake_tree(fake_roots) -> None:
    kde, ais = fake_roots
    decks = find_system_decks([kde, ais])
    assert [(d.id, d.title, d.source) for d in decks] == [
        ("kde:fake", "Fake Deck", "kde"),
        ("kde:zipped", "Zipped", "kde"),
        ("aisleriot:tiny_deck", "Tiny Deck", "aisleriot"),
    ]
    assert decks[0].path == kde / "svg-fake" / "fake.svg"
    assert find_system_decks([ais, kde]) == decks  # order does not depend on the roots' order
    assert find_system_decks([kde.parent / "nowhere"]) == []
    assert back_elements(decks[0]) == ["back", "back_alt"]


def test_system_decks_load_and_render(qtbot, fake_roots) -> None:
    for deck in find_system_decks(fake_roots):
        r = CardRenderer(deck)
        assert r.deck == deck
        pixmap = r.pixmap(element_for(Card(Rank.KING, SUITS[0])), 50)
        assert (pixmap.width(), pixmap.height()) == (50, 70)
        assert pixmap.toImage().pixelColor(25, 35).alpha() == 255


@pytest.mark.parametrize(
    "content", [None, b"", b"<svg xmlns='http://www.w3.org/2000/svg'><g id='1_club'>", b"\x1f\x8bjunk"]
)
def test_a_damaged_or_missing_deck_falls_back_to_the_builtin_one(qtbot, tmp_path, content) -> None:
    path = tmp_path / "broken.svgz"
    if content is not None:
        path.write_bytes(content)
    r = CardRenderer()
    changed: list[object] = []
    r.deck_changed.connect(changed.append)
    used = r.set_deck(DeckInfo("aisleriot:broken", "Broken", "aisleriot", path))
    assert used == builtin_deck() == r.deck and changed == [used]  # said at once, on the GUI thread
    assert r.pixmap("1_heart", 40).width() == 40


def test_a_deck_missing_cards_falls_back(qtbot, tmp_path) -> None:
    path = tmp_path / "partial.svg"
    path.write_text(_tiny_deck_svg(["1_club", "back"]))
    r = CardRenderer(DeckInfo("aisleriot:partial", "Partial", "aisleriot", path))
    assert r.deck == builtin_deck()
