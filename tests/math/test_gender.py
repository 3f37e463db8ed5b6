"""Pronoun gender: the mined name table, titles, role nouns and the binding of a text."""
import pytest

from engine.math import gender
from engine.math.data import default_data_path, load_problems, select
from engine.math.graph import OwnerContext, ResolutionError
from evals.gsm8k import name_genders


def test_committed_table_is_a_fresh_mining_of_tune():
    # determinism and provenance: the table is exactly what the miner makes of the tune split
    table = name_genders.mine(select(load_problems(default_data_path()), "tune"))
    assert {g: set(v) for g, v in table.items()} == {
        gender.MALE: {n for n, g in gender.name_table().items() if g == gender.MALE},
        gender.FEMALE: {n for n, g in gender.name_table().items() if g == gender.FEMALE}}
    assert name_genders.main(["--check"]) == 0


def test_mining_needs_agreeing_votes():
    class P:
        def __init__(self, q):
            self.question = q
    one = [P("Robin has 5 apples. He eats 2. How many are left?")]
    assert name_genders.mine(one) == {gender.MALE: [], gender.FEMALE: []}  # one vote is not enough
    two = one * 2
    assert name_genders.mine(two)[gender.MALE] == ["robin"]
    mixed = two + [P("Robin has 5 apples. She eats 2. How many are left?")]
    assert name_genders.mine(mixed) == {gender.MALE: [], gender.FEMALE: []}  # 2 of 3 < agreement


@pytest.mark.parametrize("entity,expected", [
    ("mr-jones", gender.MALE), ("mrs-kaplan", gender.FEMALE), ("ms-lee", gender.FEMALE),
    ("tom's sister", gender.FEMALE), ("the king", gender.MALE), ("tom's dog", None),
    ("zzyzx", None)])
def test_entity_gender(entity, expected):
    assert gender.entity_gender(entity) == expected


def test_pronoun_of_the_other_gender_refuses():
    ctx = OwnerContext([])
    ctx.resolve("@mr-jones")
    with pytest.raises(ResolutionError):
        ctx.resolve("she")


def test_a_pronoun_binds_an_unknown_name():
    ctx = OwnerContext([])
    ctx.resolve("@zzyzx")
    assert ctx.resolve("she") == "zzyzx"
    with pytest.raises(ResolutionError):
        ctx.resolve("he")


def test_gender_singles_out_a_role_entity():
    ctx = OwnerContext([])
    ctx.resolve("@mr-jones")
    assert ctx.resolve("his sister") == "mr-jones's sister"
    assert ctx.resolve("she") == "mr-jones's sister"
    assert ctx.resolve("he") == "mr-jones"


def test_unknown_gender_cannot_be_passed_over():
    ctx = OwnerContext([])
    ctx.resolve("@zzyzx")
    ctx.resolve("@mrs-kaplan")
    with pytest.raises(ResolutionError):  # zzyzx may be the 'she'
        ctx.resolve("she")
    assert ctx.resolve("he") == "zzyzx"
