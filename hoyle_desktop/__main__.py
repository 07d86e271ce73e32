"""`python -m hoyle_desktop`: the same start as the `hoyle-desktop` command."""

import sys

from hoyle_desktop.app import main

sys.exit(main())
