"""Shared fixtures for the engine tests (the embedded pack, a tiny pack, mined cases)."""
from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(scope="session")
def pack():
    from engine.packs import load_pack

    return load_pack("en_cognition_v1")


@pytest.fixture(scope="session")
def vocab(pack):
    from engine.vocab import VocabManifold

    return VocabManifold.from_pack(pack)


@pytest.fixture(scope="session")
def tiny_pack():
    from engine.packs import load_pack

    return load_pack(FIXTURES / "tiny_pack")


@pytest.fixture(scope="session")
def tiny_vocab(tiny_pack):
    from engine.vocab import VocabManifold

    return VocabManifold.from_pack(tiny_pack)


@pytest.fixture(scope="session")
def cases():
    from evals.forward_semantic_control.v2_runner import load_cases

    return load_cases()


@pytest.fixture()
def pack_copy(tmp_path, tiny_pack):
    """A writable copy of the tiny pack directory."""
    import shutil

    d = tmp_path / "pack"
    shutil.copytree(FIXTURES / "tiny_pack", d)
    return d
