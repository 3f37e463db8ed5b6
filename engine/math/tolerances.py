"""Named limits and constants of the reader, in one place."""
from __future__ import annotations

MAX_INPUT_CHARS = 20_000          # longer inputs refuse (a GSM8K problem is < 1 kB)
MAX_SENTENCES = 12                 # more sentences than this is out of scope
MAX_PERCENT = 100                  # a percent "of" something must lie in [0, 100]
METAMORPHIC_FACTORS = (2, 3, 5, 7)  # literal i is scaled by FACTORS[i % 4] in the re-read
PROGRAM_HASH_CHARS = 16            # hex digits kept of program hashes
WRONG_RATE_Z = 1.959963984540054   # 95 % two-sided normal quantile (Wilson bound)
REPORT_FLOAT_DIGITS = 6            # decimals of floats in reports
# Units whose amounts may be fractional; every other unit counts discrete items.
CONTINUOUS_UNITS = frozenset("""
dollar second minute hour day week month year pound ounce mile kilometer meter foot inch yard
gallon liter cup kg kilogram gram ton quart pint ratio percent
""".split())
# A money answer is a whole number of cents ('a third of $40' is no amount anyone can hold).
CENTS_PER_DOLLAR = 100
# A first name gets a gender in the mined table (engine/math/name_genders.json) when at least
# this share of the tune problems naming only that person use pronouns of that gender alone.
NAME_GENDER_AGREEMENT = 0.9
# ... and at least this many problems vote for it: a name seen once may be a unisex name.
NAME_GENDER_MIN_VOTES = 2
