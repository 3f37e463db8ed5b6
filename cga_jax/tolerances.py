"""Every numerical tolerance of the algebra, named in one place (SPEC §1)."""
from __future__ import annotations

__all__ = [
    "VERSOR_CONDITION_MAX",
    "NORMALIZE_MIN_NORM",
    "NORMALIZE_MAX_RESIDUE",
    "TRANSITION_IDENTITY_EPS",
    "TRANSITION_MAX_CONDITION",
    "EXP_SERIES_RADIUS",
    "EXP_DEGENERATE_SPLIT",
    "LOG_DEGENERATE_SPLIT",
    "DOWN_MIN_WEIGHT",
]

#: Field invariant: ``versor_condition(F)`` must stay below this after every walk step.
VERSOR_CONDITION_MAX = 1e-6
#: ``normalize_to_versor`` refuses inputs whose coefficient 2-norm is below this.
NORMALIZE_MIN_NORM = 1e-12
#: ``normalize_to_versor`` refuses when the non-scalar residue of ``v v~`` reaches this
#: (relative to ``<v v~>_0``): such a ``v`` is not a versor and dividing would hide it.
NORMALIZE_MAX_RESIDUE = 1e-2
#: ``word_transition_rotor`` returns the identity when ``||B - A||_2`` is below this.
TRANSITION_IDENTITY_EPS = 1e-6
#: ``word_transition_rotor`` refuses a result whose versor condition exceeds this.
TRANSITION_MAX_CONDITION = 1e-4
#: Below this |mu| the entire functions cosh(sqrt mu), sinh(sqrt mu)/sqrt mu are evaluated by
#: their Taylor series: the closed forms cancel catastrophically near 0.
EXP_SERIES_RADIUS = 1e-3
#: When the two invariant bivector squares of a non-simple bivector differ by less than this
#: (relative to 1 + |B^2|), the divided difference in exp is replaced by its derivative at the
#: midpoint (error O(split^2), well under 1e-10).
EXP_DEGENERATE_SPLIT = 1e-5
#: log_rotor cannot split an isoclinic rotor (equal invariant cosines) uniquely; below this
#: relative split it refuses instead of returning an arbitrary decomposition.
LOG_DEGENERATE_SPLIT = 1e-9
#: ``down`` refuses points whose conformal weight ``-X . n_inf`` is below this in magnitude.
DOWN_MIN_WEIGHT = 1e-12
