"""The Loto table: the person's cards large, the others' smaller, the calls and the board of knobs."""
