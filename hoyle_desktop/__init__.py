"""Hoyle Desktop: the classic card games of Hoyle and Peel, solo against the computer.

App id, name and version live here, once: packaging, the .desktop and AppStream files and
the settings paths all read them from this module.
"""

APP_ID = "io.github.hoyledesktop.HoyleDesktop"
APP_NAME = "Hoyle Desktop"
APP_SLUG = "hoyle-desktop"
ORG_NAME = "Hoyle Desktop"
__version__ = "0.1.0"
