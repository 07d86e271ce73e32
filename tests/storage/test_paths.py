"""User folders: appdirs by default, everything under HOYLE_DESKTOP_HOME when it is set."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from hoyle_desktop import APP_SLUG
from hoyle_desktop.storage import paths


def test_home_override_puts_everything_under_it(tmp_path, monkeypatch):
    home = tmp_path / "portable"
    monkeypatch.setenv("HOYLE_DESKTOP_HOME", str(home))
    assert paths.config_dir() == home / "config"
    assert paths.data_dir() == home / "data"
    assert paths.cache_dir() == home / "cache"
    assert paths.user_profiles_dir() == home / "config" / "profiles"
    for folder in ("config", "data", "cache", "config/profiles"):
        assert (home / folder).is_dir()


def test_conftest_isolates_every_test(tmp_path):
    assert paths.config_dir() == tmp_path / "home" / "config"


def test_home_override_is_made_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOYLE_DESKTOP_HOME", "relative")
    assert paths.data_dir() == tmp_path / "relative" / "data"
    monkeypatch.setenv("HOME", str(tmp_path / "user-home"))
    monkeypatch.setenv("HOYLE_DESKTOP_HOME", "~/hoyle")
    assert paths.cache_dir() == tmp_path / "user-home" / "hoyle" / "cache"


def test_folders_are_created_on_demand(tmp_path, monkeypatch):
    home = tmp_path / "later"
    monkeypatch.setenv("HOYLE_DESKTOP_HOME", str(home))
    assert not home.exists()
    paths.cache_dir()
    assert (home / "cache").is_dir() and not (home / "config").exists()


@pytest.mark.parametrize("value", [None, "", "   "])
def test_without_override_appdirs_decides(tmp_path, monkeypatch, value):
    calls = []

    def fake(kind):
        def where(appname, appauthor=None, **_kw):
            calls.append((kind, appname, appauthor))
            return str(tmp_path / kind / appname)

        return where

    if value is None:
        monkeypatch.delenv("HOYLE_DESKTOP_HOME", raising=False)
    else:
        monkeypatch.setenv("HOYLE_DESKTOP_HOME", value)
    monkeypatch.setattr(paths.appdirs, "user_config_dir", fake("config"))
    monkeypatch.setattr(paths.appdirs, "user_data_dir", fake("data"))
    monkeypatch.setattr(paths.appdirs, "user_cache_dir", fake("cache"))
    assert paths.config_dir() == tmp_path / "config" / APP_SLUG
    assert paths.data_dir() == tmp_path / "data" / APP_SLUG
    assert paths.cache_dir() == tmp_path / "cache" / APP_SLUG
    assert paths.user_profiles_dir() == tmp_path / "config" / APP_SLUG / "profiles"
    assert {(a, b) for _k, a, b in calls} == {(APP_SLUG, False)}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_real_appdirs_on_linux_follow_xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("HOYLE_DESKTOP_HOME", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    assert paths.config_dir() == tmp_path / "xdg-config" / "hoyle-desktop"
    assert paths.data_dir() == tmp_path / "xdg-data" / "hoyle-desktop"
    assert paths.cache_dir() == tmp_path / "xdg-cache" / "hoyle-desktop"
    assert all(isinstance(p, Path) and p.is_dir() for p in (paths.config_dir(), paths.data_dir()))
