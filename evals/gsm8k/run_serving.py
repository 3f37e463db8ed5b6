"""Serving lane runner: writes the frozen serving report on the measure split."""
from __future__ import annotations

import sys

from engine.math.cli import main

if __name__ == "__main__":
    sys.exit(main(["math-lane", "--lane", "serving", "--split", "measure", *sys.argv[1:]]))
