"""Pack format, checksum and compiler contracts (SPEC §2)."""
from __future__ import annotations

import json

import numpy as np
import pytest

from cga_jax import host as H
from engine.errors import PackError
from engine.packs import (
    LexiconEntry,
    compile_entries,
    lexicon_sha256,
    load_manifest,
    load_pack,
    parse_lexicon,
)

SEED_TOKENS = ("tone evidence memory wisdom voice question answer understanding word discourse "
               "narrative symbol meaning image light truth infer think spirit understand say "
               "thought beginning corrects causes means precedes part_of infers").split()


def _rewrite(pack_dir, text):
    (pack_dir / "lexicon.tsv").write_text(text, encoding="utf-8")
    m = json.loads((pack_dir / "manifest.json").read_text())
    m["lexicon_sha256"] = lexicon_sha256(pack_dir / "lexicon.tsv")
    (pack_dir / "manifest.json").write_text(json.dumps(m))


def test_shipped_pack_checksum_verifies_and_covers_seed_tokens(pack):
    assert pack.checksum == lexicon_sha256(pack.directory / "lexicon.tsv")
    assert 300 <= len(pack.entries) <= 1000
    missing = [t for t in SEED_TOKENS if t not in pack.words]
    assert not missing
    assert "the" in pack.stop_tokens and "truth" not in pack.stop_tokens


def test_compiled_versors_are_unit_float64_with_nonnegative_scalar(pack):
    V = pack.versors
    assert V.dtype == np.float64 and V.shape == (len(pack.entries), 32)
    assert max(H.versor_condition(v) for v in V) < 1e-12
    assert np.all(V[:, 0] >= 0.0)
    assert not V.flags.writeable


def test_compiler_is_deterministic_and_bit_identical(pack):
    again = compile_entries(pack.entries)
    assert again.tobytes() == pack.versors.tobytes()


def test_blade_scores_vary_in_scale_across_words(pack):
    # the rotation/boost mix makes self-scores differ in sign and magnitude (SPEC §1)
    self_scores = H.cga_inner(pack.versors, pack.versors.T).diagonal()
    assert self_scores.min() < 0.0 < self_scores.max()


def test_host_product_table_matches_cga_jax():
    import cga_jax

    rng = np.random.default_rng(0)
    a, b = rng.normal(size=(2, 32))
    ours = H.geometric_product(a, b)
    theirs = np.asarray(cga_jax.geometric_product(a, b))
    np.testing.assert_allclose(ours, theirs, rtol=0, atol=1e-12)
    np.testing.assert_allclose(H.INNER_WEIGHTS, np.asarray(cga_jax.INNER_WEIGHTS), atol=0)


def test_identical_versors_for_two_surfaces_is_an_error(monkeypatch):
    import engine.packs as P

    monkeypatch.setattr(P, "SURFACE_ANGLE", 0.0)
    e1 = LexiconEntry("think", "think", "VERB", ("cognition.thought",), "", 3)
    e2 = LexiconEntry("thinks", "think", "VERB", ("cognition.thought",), "", 4)
    with pytest.raises(PackError, match=r"'think' \(line 3\) and 'thinks' \(line 4\)"):
        compile_entries((e1, e2), "lex.tsv")


def test_bad_checksum_names_the_file(pack_copy):
    lex = pack_copy / "lexicon.tsv"
    lex.write_text(lex.read_text() + "extra\textra\tNOUN\tcognition.extra\t\n")
    with pytest.raises(PackError, match="checksum mismatch") as ei:
        load_pack(pack_copy)
    assert "lexicon.tsv" in str(ei.value)


def test_unknown_manifest_field_names_file_and_line(pack_copy):
    m = json.loads((pack_copy / "manifest.json").read_text())
    m["licence"] = "x"
    (pack_copy / "manifest.json").write_text(json.dumps(m, indent=2))
    with pytest.raises(PackError, match=r"manifest.json:\d+: unknown field 'licence'"):
        load_manifest(pack_copy / "manifest.json")


@pytest.mark.parametrize("field", ["id", "lexicon_sha256"])
def test_missing_or_bad_manifest_fields(pack_copy, field):
    m = json.loads((pack_copy / "manifest.json").read_text())
    if field == "id":
        del m["id"]
    else:
        m[field] = "XYZ"
    (pack_copy / "manifest.json").write_text(json.dumps(m))
    with pytest.raises(PackError, match=field):
        load_manifest(pack_copy / "manifest.json")


def test_malformed_manifest_json(pack_copy):
    (pack_copy / "manifest.json").write_text('{"id": \n')
    with pytest.raises(PackError, match=r"manifest.json:\d+: malformed JSON"):
        load_pack(pack_copy)


@pytest.mark.parametrize("line,problem", [
    ("word\tword\tNOUN\tlanguage.word", "expected 5 TAB-separated columns"),
    ("word\tword\tNOUN\tlanguage.word\tx\ty", "expected 5 TAB-separated columns"),
    ("word\tword\tNOUNS\tlanguage.word\t", "unknown POS 'NOUNS'"),
    ("word\tword\tNOUN\tLanguage..word\t", "malformed domain"),
    ("word\tword\tNOUN\t\t", "domains column is empty"),
    ("two words\tword\tNOUN\tlanguage.word\t", "surface"),
    ("tone\ttone\tNOUN\tperception.sound\t", "duplicate surface 'tone'"),
    ("", "blank line"),
])
def test_malformed_lexicon_line_names_file_and_line(pack_copy, line, problem):
    text = (pack_copy / "lexicon.tsv").read_text().rstrip("\n").split("\n")
    text.insert(3, line)
    _rewrite(pack_copy, "\n".join(text) + "\n")
    with pytest.raises(PackError) as ei:
        load_pack(pack_copy)
    assert f"lexicon.tsv:4: " in str(ei.value)
    assert problem in str(ei.value)


def test_invalid_utf8_names_the_line(pack_copy):
    raw = (pack_copy / "lexicon.tsv").read_bytes() + b"caf\xe9\tcafe\tNOUN\tplace.cafe\t\n"
    (pack_copy / "lexicon.tsv").write_bytes(raw)
    with pytest.raises(PackError, match=r"lexicon.tsv:\d+: not valid UTF-8"):
        parse_lexicon(pack_copy / "lexicon.tsv")


def test_missing_pack_directory():
    with pytest.raises(PackError, match="missing manifest.json"):
        load_pack("/nonexistent/pack/dir")


def test_checksum_tool_update_then_verify(pack_copy, capsys):
    from engine.packs import main

    lex = pack_copy / "lexicon.tsv"
    lex.write_text(lex.read_text() + "extra\textra\tNOUN\tcognition.extra\t\n")
    assert main(["verify", str(pack_copy)]) == 1
    assert main(["update", str(pack_copy)]) == 0
    assert main(["verify", str(pack_copy)]) == 0
    assert "ok tiny_test" in capsys.readouterr().out
