"""The one place the engine imports the algebra (cga_jax public API, docs/cga_jax_api.md)."""
from __future__ import annotations

from cga_jax import (  # noqa: F401
    cga_inner,
    coefficient_norm,
    geometric_product,
    norm_squared,
    outer_product,
    reverse,
    score,
    versor_apply,
    versor_condition,
    word_transition_rotor,
    transition_rotor_parts,
    check_transition_stats,
)
from cga_jax.errors import CGAError, InputError, VersorError  # noqa: F401
from cga_jax.tolerances import (  # noqa: F401
    NORMALIZE_MAX_RESIDUE,
    NORMALIZE_MIN_NORM,
    TRANSITION_IDENTITY_EPS,
    TRANSITION_MAX_CONDITION,
    VERSOR_CONDITION_MAX,
)
