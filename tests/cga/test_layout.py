"""The component order, grades, metric weights and bitmask permutation are tested artefacts."""
import itertools

import numpy as np

from cga_jax import layout, tables

EXPECTED_ORDER = (
    "1 e1 e2 e3 e4 e5 e12 e13 e14 e15 e23 e24 e25 e34 e35 e45 "
    "e123 e124 e125 e134 e135 e145 e234 e235 e245 e345 "
    "e1234 e1235 e1245 e1345 e2345 e12345"
).split()


def test_public_order_is_grade_then_lexicographic():
    assert layout.BLADE_NAMES == tuple(EXPECTED_ORDER)
    assert [s.start for s in layout.GRADE_SLICES] == [0, 1, 6, 16, 26, 31]
    for k, sl in enumerate(layout.GRADE_SLICES):
        assert np.all(layout.GRADES[sl] == k)


def test_bitmask_permutation_round_trips():
    for p in range(32):
        assert layout.BITMASK_TO_PUBLIC[layout.PUBLIC_TO_BITMASK[p]] == p
    assert sorted(layout.PUBLIC_TO_BITMASK.tolist()) == list(range(32))
    for p, blade in enumerate(layout.BLADES):
        assert layout.PUBLIC_TO_BITMASK[p] == sum(1 << (i - 1) for i in blade)


def test_inner_weights_follow_reverse_and_signature():
    # m(blade) = (-1)^(k(k-1)/2) * prod sig(e_i)
    sig = {1: 1, 2: 1, 3: 1, 4: 1, 5: -1}
    for p, blade in enumerate(layout.BLADES):
        k = len(blade)
        expected = (-1) ** (k * (k - 1) // 2) * int(np.prod([sig[i] for i in blade] or [1]))
        assert layout.INNER_WEIGHTS[p] == expected


def _gamma_matrices():
    """An independent matrix representation of Cl(4,1) in complex 4x4 matrices."""
    s1 = np.array([[0, 1], [1, 0]], dtype=complex)
    s2 = np.array([[0, -1j], [1j, 0]], dtype=complex)
    s3 = np.array([[1, 0], [0, -1]], dtype=complex)
    i2 = np.eye(2, dtype=complex)
    g = [np.kron(s1, i2), np.kron(s2, i2), np.kron(s3, s1), np.kron(s3, s2)]
    g5 = 1j * np.kron(s3, s3)  # anticommutes with all four, squares to -1
    return g + [g5]


def test_product_table_matches_matrix_representation():
    gam = _gamma_matrices()
    for a, b in itertools.combinations_with_replacement(range(5), 2):
        anti = gam[a] @ gam[b] + gam[b] @ gam[a]
        expected = 2 * (1 if a < 4 else -1) * np.eye(4) if a == b else np.zeros((4, 4))
        assert np.allclose(anti, expected)
    mats = []
    for blade in layout.BLADES:
        m = np.eye(4, dtype=complex)
        for i in blade:
            m = m @ gam[i - 1]
        mats.append(m)
    for i in range(32):
        for j in range(32):
            k = tables.PRODUCT_INDEX[i, j]
            s = tables.PRODUCT_SIGN[i, j]
            assert s in (-1, 1)
            assert np.allclose(mats[i] @ mats[j], s * mats[k]), (layout.BLADE_NAMES[i], layout.BLADE_NAMES[j])


def test_restricted_tables_keep_only_their_grades():
    g = layout.GRADES
    for i in range(32):
        for j in range(32):
            k = g[tables.PRODUCT_INDEX[i, j]]
            assert (tables.OUTER_SIGN[i, j] != 0) == (k == g[i] + g[j])
            assert (tables.LEFT_CONTRACTION_SIGN[i, j] != 0) == (k == g[j] - g[i])
            assert (tables.RIGHT_CONTRACTION_SIGN[i, j] != 0) == (k == g[i] - g[j])
