"""The one error the command line reports without a traceback."""


class UsageError(Exception):
    """Bad input from the command line: printed as one line, exit status 2."""


class Interrupted(Exception):
    """Ctrl-C: one line, exit status 130 (what a shell gives a command stopped by SIGINT)."""
