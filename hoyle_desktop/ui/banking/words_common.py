"""What the wordings of Baccarat and Blind Hookey share: filling %1, %2 ... into a translated text."""

from __future__ import annotations


def fill(text: str, *values: object) -> str:
    for i, v in enumerate(values, start=1):
        text = text.replace(f"%{i}", str(v))
    return text
