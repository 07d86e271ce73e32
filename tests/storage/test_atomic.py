"""Atomic writes never leave half a file; damaged files can be set aside."""

from __future__ import annotations

import os
import re
import stat
import sys

import pytest

from hoyle_desktop.storage import atomic
from hoyle_desktop.storage.atomic import atomic_write_bytes, atomic_write_text, set_aside

pytestmark = pytest.mark.real_fsync  # the atomic write itself: its syncs are real here


def test_write_text_creates_folders_and_keeps_newlines(tmp_path):
    target = tmp_path / "a" / "b" / "file.txt"
    atomic_write_text(target, "one\ntwo\n")
    assert target.read_bytes() == b"one\ntwo\n"
    atomic_write_text(str(target), "é\n")
    assert target.read_text(encoding="utf-8") == "é\n"
    assert os.listdir(target.parent) == ["file.txt"]


def test_write_bytes_replaces(tmp_path):
    target = tmp_path / "data.bin"
    atomic_write_bytes(target, b"\x00\x01")
    atomic_write_bytes(target, b"\x02")
    assert target.read_bytes() == b"\x02"


@pytest.mark.parametrize("failing", ["replace", "fsync"])
def test_failure_leaves_the_old_file_and_no_temp(tmp_path, monkeypatch, failing):
    target = tmp_path / "settings.json"
    target.write_text("old")

    def boom(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, boom)
    with pytest.raises(OSError, match="No space"):
        atomic_write_text(target, "new")
    monkeypatch.undo()
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["settings.json"]


def test_failure_when_there_was_no_file(tmp_path, monkeypatch):
    def refuse(*_args):
        raise OSError("nope")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        atomic_write_text(tmp_path / "new.txt", "x")
    assert os.listdir(tmp_path) == []


def test_interrupted_write_cleans_up(tmp_path, monkeypatch):
    target = tmp_path / "f.txt"
    target.write_text("old")
    real_fdopen = os.fdopen

    class Interrupted:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def close(self):
            self.handle.close()

        def write(self, data):
            self.handle.write(data[:1])
            raise KeyboardInterrupt

    monkeypatch.setattr(atomic.os, "fdopen", lambda fd, mode: Interrupted(real_fdopen(fd, mode)))
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(target, "new content")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["f.txt"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_permissions_of_the_replaced_file_are_kept(tmp_path):
    target = tmp_path / "private.txt"
    target.write_text("old")
    target.chmod(0o600)
    atomic_write_text(target, "new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_new_file_gets_ordinary_permissions(tmp_path):
    plain = tmp_path / "plain.txt"
    plain.write_text("x")
    atomic_write_text(tmp_path / "atomic.txt", "x")
    assert stat.S_IMODE((tmp_path / "atomic.txt").stat().st_mode) == stat.S_IMODE(plain.stat().st_mode)


def test_set_aside(tmp_path):
    damaged = tmp_path / "settings.json"
    damaged.write_text("{not json")
    moved = set_aside(damaged)
    assert not damaged.exists()
    assert moved.parent == tmp_path
    assert re.fullmatch(r"settings\.json\.damaged-\d{8}-\d{6}", moved.name)
    assert moved.read_text() == "{not json"


def test_set_aside_never_overwrites(tmp_path):
    names = set()
    for content in ("one", "two", "three"):
        damaged = tmp_path / "record.json"
        damaged.write_text(content)
        names.add(set_aside(damaged).name)
    assert len(names) == 3
    assert sorted(p.read_text() for p in tmp_path.iterdir()) == ["one", "three", "two"]


def test_set_aside_of_a_missing_file_raises(tmp_path):
    with pytest.raises(OSError):
        set_aside(tmp_path / "missing.json")
