"""SPEC §10: the vocabulary array sharded by rows over several devices decides exactly as the
single-device array does (tokens, traces and hashes), in every admissibility mode."""
import jax
import numpy as np
import pytest
from jax.sharding import Mesh, NamedSharding, PartitionSpec

from engine.vocab import VocabManifold
from engine.walk import generate

CPU = jax.devices("cpu")


@pytest.fixture(scope="module")
def sharded_vocab(pack):
    assert len(CPU) >= 2, "tests/conftest.py asks XLA for 4 host CPU devices"
    assert len(pack.words) % len(CPU) == 0, "the row sharding needs N divisible by the devices"
    mesh = Mesh(np.asarray(CPU), ("rows",))
    v = VocabManifold.from_pack(pack, sharding=NamedSharding(mesh, PartitionSpec("rows", None)))
    assert len(v.array.sharding.device_set) == len(CPU)
    return v


@pytest.fixture(scope="module")
def cpu_vocab(pack):
    with jax.default_device(CPU[0]):
        return VocabManifold.from_pack(pack)


MODES = {
    "boundary": dict(inner_loop_admissibility=False),
    "threshold": dict(inner_loop_admissibility=True),
    "margin": dict(admissibility_mode="margin", admissibility_margin=0.4),
}


@pytest.mark.parametrize("mode", list(MODES))
def test_sharded_vocabulary_walks_decide_like_one_device(cases, cpu_vocab, sharded_vocab, mode):
    for case in cases:
        kw = dict(MODES[mode], admissibility_threshold=case["admissibility_threshold"])
        from evals.forward_semantic_control._lanes import region_of

        runs = []
        for vocab in (cpu_vocab, sharded_vocab):
            region = region_of(vocab, case, "relation", "v2")
            res = generate(vocab, case["seed_token"], region=region, max_tokens=1, **kw)
            runs.append((res.tokens, res.trace_hash))
        assert runs[0] == runs[1], (case["id"], mode)


def test_sharded_unconstrained_walk_matches(cpu_vocab, sharded_vocab):
    a = generate(cpu_vocab, "truth", max_tokens=12)
    b = generate(sharded_vocab, "truth", max_tokens=12)
    assert a.tokens == b.tokens and a.trace_hash == b.trace_hash
