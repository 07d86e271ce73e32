"""Render the application icon's PNGs from its SVG: ``python packaging/render_icons.py``.

resources/icons/app-icon.svg is the one drawing; this writes resources/icons/app-icon-<size>.png
for every size in SIZES (the freedesktop hicolor sizes plus 512). It runs offscreen, so it needs
no display. Run it again after editing the SVG and commit the PNGs with it.

``--out DIR`` writes somewhere else (the tests render into a temporary folder).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ICONS = REPO / "resources" / "icons"
SVG = ICONS / "app-icon.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_name(size: int) -> str:
    return f"app-icon-{size}.png"


def render(svg: Path, size: int, out: Path) -> Path:
    """Draw ``svg`` into a transparent ``size`` x ``size`` PNG, centred, keeping its aspect."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG Qt can draw")
    box = renderer.viewBoxF()
    if box.isEmpty():
        box = QRectF(0, 0, renderer.defaultSize().width(), renderer.defaultSize().height())
    scale = size / max(box.width(), box.height())
    width, height = box.width() * scale, box.height() * scale
    target = QRectF((size - width) / 2, (size - height) / 2, width, height)

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, target)
    painter.end()
    path = out / png_name(size)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
    return path


def render_all(svg: Path = SVG, out: Path = ICONS, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    out.mkdir(parents=True, exist_ok=True)
    return [render(svg, size, out) for size in sizes]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=SVG, help="the drawing (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=ICONS, help="where the PNGs go (default: %(default)s)")
    args = parser.parse_args(argv)
    for path in render_all(args.svg, args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
