"""Sealed lane runner (ADR-0186): inject_from_match(..., sealed=True); writes report_sealed.json."""
from __future__ import annotations

import sys

from engine.math.cli import main

if __name__ == "__main__":
    sys.exit(main(["math-lane", "--lane", "sealed", "--split", "measure", *sys.argv[1:]]))
