"""Entry script for the PyInstaller bundle: the same main() the ``hoyle-desktop`` command runs."""

import sys

from hoyle_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
