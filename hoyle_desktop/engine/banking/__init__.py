"""The banking family's shared core: one bank (the dealer) against the punters, for counters.

Vingt-un (Peel), Baccarat and Blind Hookey (Hoyle) share it. :mod:`.core` holds what they have in
common: the seats and purses in one :class:`~hoyle_desktop.engine.ledger.Ledger`, the dealer and
the deal passing on (with the proper dealer kept apart from a buyer of the deal), the stock and the
pone's pile of used cards with who has seen which card since the last shuffle, the boxes (hands)
on the table with their stakes, payments, and the end of the game. :mod:`.view` is the one seat's
view every banking table draws from. A game subclasses :class:`.core.BankingGame` and adds its
phases, legal actions and settlement; the events it emits are the shared vocabulary listed in
:mod:`.core` so that ``ui/banking`` shows every banking game on one table. Baccarat and Blind Hookey
run state machines of their own; :mod:`..ledger_game` is what they share (the events, the deal log,
the end of the game on the ledger).
"""
