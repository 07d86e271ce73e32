"""The table for the stops family: Pope Joan (and its variations), Spin, Newmarket and Jig."""
