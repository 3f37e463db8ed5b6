"""cga_jax: Cl(4,1) conformal geometric algebra as jit-compiled, vmapped JAX kernels (float64).

Multivectors are float64 arrays of shape (..., 32) in the public order of :mod:`cga_jax.layout`.
Importing this package turns on ``jax_enable_x64``: the algebra is float64 by contract.
"""
import jax as _jax

_jax.config.update("jax_enable_x64", True)

from . import host, layout, tolerances  # noqa: E402
from .constants import E1, E2, E3, E4, E5, E45, N_INF, N_O, ONE, PSEUDOSCALAR, basis_blade  # noqa: E402
from .conformal import conformal_weight, dilator, down, translator, up  # noqa: E402
from .errors import CGAError, InputError, VersorError  # noqa: E402
from .exp_log import exp_bivector, log_rotor, rotor_power  # noqa: E402
from .involutions import (  # noqa: E402
    clifford_conjugate,
    dual,
    grade_involution,
    grade_projection,
    reverse,
    undual,
)
from .layout import BLADE_NAMES, GRADES, INNER_WEIGHTS, blade_index  # noqa: E402
from .products import (  # noqa: E402
    cga_inner,
    geometric_product,
    left_contraction,
    outer_product,
    right_contraction,
    scalar_product,
)
from .scoring import (  # noqa: E402
    argmax_first,
    batch_geometric_product,
    batch_sandwich,
    rank,
    sandwich_matrix,
    score,
)
from .versors import (  # noqa: E402
    coefficient_norm,
    norm,
    norm_squared,
    normalize_to_versor,
    sandwich,
    versor_apply,
    versor_condition,
    versor_inverse,
    check_transition_stats,
    transition_rotor_parts,
    word_transition_rotor,
)

__all__ = [
    # errors
    "CGAError", "InputError", "VersorError",
    # layout and constants
    "host", "layout", "tolerances", "BLADE_NAMES", "GRADES", "INNER_WEIGHTS", "blade_index", "basis_blade",
    "ONE", "E1", "E2", "E3", "E4", "E5", "E45", "N_O", "N_INF", "PSEUDOSCALAR",
    # products
    "geometric_product", "outer_product", "left_contraction", "right_contraction",
    "scalar_product", "cga_inner",
    # involutions and duality
    "reverse", "grade_involution", "clifford_conjugate", "grade_projection", "dual", "undual",
    # norms and versors
    "norm", "norm_squared", "coefficient_norm", "versor_inverse", "sandwich", "versor_apply",
    "versor_condition", "normalize_to_versor", "word_transition_rotor", "transition_rotor_parts",
    "check_transition_stats",
    # exp / log
    "exp_bivector", "log_rotor", "rotor_power",
    # conformal
    "up", "down", "translator", "dilator", "conformal_weight",
    # scoring
    "score", "argmax_first", "rank", "sandwich_matrix", "batch_sandwich", "batch_geometric_product",
]

from .sharding import ShardedCandidates, shard_candidates, sharded_argmax_first, sharded_score  # noqa: E402

__all__ += ["ShardedCandidates", "shard_candidates", "sharded_score", "sharded_argmax_first"]
