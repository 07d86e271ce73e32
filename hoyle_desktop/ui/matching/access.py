"""What the matching tables (Crazy Eights, Cassino) say to a screen reader beyond every table's
words (ui/table/access_words.py): F2 ends with each seat's plate as the felt shows it ("Computer 1:
5 cards, 12 points."), which a sighted player reads at a glance."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..table import access_words


class Words(access_words.Words):
    def plates(self) -> str:
        scene = self.table.scene
        said = []
        for name, plate in zip(self.table.names, scene.plates, strict=False):
            line = access_words.one_line(plate.line.replace(" · ", "\n"))
            if line:
                text = QCoreApplication.translate("Accessibility", "%1: %2.")
                said.append(text.replace("%1", name).replace("%2", line))
        return " ".join(said)

    def state(self) -> str:
        return " ".join(p for p in (super().state(), self.plates()) if p)
