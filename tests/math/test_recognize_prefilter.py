"""recognize() skips a template whose required literals a clause lacks (session 14, speed).

Laws: the conditions are necessary (every string a pattern matches satisfies them), the
conditions taken from a template's skeleton (session 15: stop-word lookaheads cut short) are the
conditions of its full pattern, the loose regex (no lookaheads) matches all the full one does, and the prefiltered recognize() gives exactly the hits of the
exhaustive loop over all templates."""
import gc
import json
import re
import re._compiler as sre_compiler
import re._parser as sre_parser
from pathlib import Path

import pytest

from engine.math import reader
from engine.math import recognizers as R

SUITE = Path(__file__).resolve().parents[2] / "evals" / "gsm8k" / "adversarial.jsonl"


@pytest.fixture(scope="module")
def full_templates():
    """(category, compiled regex, literals of the full pattern) for every template, each from one
    parse of its full pattern (about 15 s for all of them)."""
    out = []
    gc.disable()    # the parse trees are millions of small objects: collections only slow it down
    try:
        for cat, template in R._TEMPLATES:
            parsed = sre_parser.parse(R._pattern(template))
            out.append((cat, sre_compiler.compile(parsed), R._required_literals(parsed),
                        sre_compiler._code(parsed, parsed.state.flags)))
    finally:
        gc.enable()
    return out


def _exhaustive(templates, clause: str) -> list[R.Match]:
    out, seen = [], set()
    for i, (cat, rx, _, _) in enumerate(templates):
        m = rx.fullmatch(clause)
        if m is None:
            continue
        # the law the loose regex is used by: whatever the full regex matches, it matches
        assert R._loose(i).fullmatch(clause) is not None, (i, clause)
        slots = tuple(sorted((k, v) for k, v in m.groupdict().items() if v is not None))
        if (cat, slots) not in seen:
            seen.add((cat, slots))
            out.append(R.Match(cat, clause, slots))
    return out


def _satisfied(conds, text: str) -> bool:
    return all(any(a in text for a in alts) for alts in conds)


@pytest.mark.parametrize("pattern, conds", [
    (r"ab(?:cd|ef)g+h?", (("ab",), ("cd", "ef"))),
    (r"x(?:yy)?zz", (("zz",),)),                       # an optional part adds nothing
    (r"(?:foo|b)ar", (("ar",),)),                      # a branch with no string of two adds nothing
    (r"(?:has|had) (?P<n><n\d+>)", (("<n",), ("ha",))),       # the parser factors 'ha' out
    (r"(?:owns|has) <m\d+>", ((" <m",), ("has", "owns"))),
    (r"(?i)has", ()),                                  # case folding: no substring test
    (r"(?=abc)abc", (("abc",),)),                      # a lookahead adds nothing of its own
])
def test_required_literals_of_small_patterns(pattern, conds):
    assert R._required_literals(pattern) == conds


@pytest.mark.parametrize("pattern, text", [
    (r"ab(?:cd|ef)g+h?", "abefggh"),
    (r"(?:has|had) (?P<n><n\d+>)", "had <n12>"),
    (r"(?:a+b{2,3})+c", "aabbbabbc"),
])
def test_conditions_are_necessary(pattern, text):
    assert re.fullmatch(pattern, text)
    assert _satisfied(R._required_literals(pattern), text)


def test_skeleton_literals_equal_full_pattern_literals(full_templates):
    skeleton = [conds for _, _, conds in R._PREFILTERED]
    full = [conds for _, _, conds, _ in full_templates]
    assert len(R._SLOT_LOOKAHEADS) >= 3
    assert skeleton == full


def test_skeleton_is_much_shorter_than_the_pattern():
    # what makes import fast: the skeleton drops the long stop-word lists
    pattern = R._pattern(R._TEMPLATES[0][1])
    assert len(R._skeleton(pattern)) * 5 < len(pattern)


def test_spliced_parse_compiles_to_the_code_of_the_full_pattern(full_templates):
    # session 17: the regex is compiled from the skeleton's parse with the lookahead parses spliced
    # in; the law is equality of the compiled code, instruction for instruction, for every template
    for i, (_, template) in enumerate(R._TEMPLATES):
        spliced = R._parse_template(template)
        assert spliced.state.groupdict == full_templates[i][1].groupindex, i
        assert spliced.state.groups == full_templates[i][1].groups + 1, i
        assert sre_compiler._code(spliced, spliced.state.flags) == full_templates[i][3], i


def test_stand_ins_occur_in_no_pattern():
    # a stand-in code point in a template's own text would be taken for a slot lookahead
    assert all(not (set(R._STAND_INS) & set(R._pattern(t))) for _, t in R._TEMPLATES)


def test_lazily_compiled_regex_is_the_full_pattern(full_templates):
    # compiled from the one marked parse of the template, spliced in place (session 21)
    for i in range(0, len(R._TEMPLATES), 37):
        assert R._regex(i).groupindex == full_templates[i][1].groupindex
        assert R._regex(i) is R._regex(i)      # compiled once


@pytest.fixture(scope="module")
def suite_clauses():
    """Every clause shape the reader asks about while reading a quarter of the adversarial suite."""
    clauses: set[str] = set()
    real = R.recognize

    def spy(clause: str):
        clauses.add(clause)
        return real(clause)

    cases = [json.loads(l) for l in SUITE.read_text(encoding="utf-8").splitlines() if l.strip()]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(reader, "recognize", spy)
        for c in cases[::4]:
            reader.solve(c["text"])
    assert len(clauses) > 1000
    return sorted(clauses)


def test_prefiltered_recognize_equals_exhaustive_on_suite_clauses(suite_clauses, full_templates):
    bad = [c for c in suite_clauses if R.recognize(c) != _exhaustive(full_templates, c)]
    assert not bad, bad[:5]


def test_satisfied_conditions_are_the_conditions_tested_one_by_one(suite_clauses):
    # session 21: one trie regex finds the literals of all conditions at once
    for clause in suite_clauses + ["", "<n0>", "has has", "@tom 's"]:
        one_by_one = sum(1 << k for k, alts in enumerate(R._CONDITIONS) if any(a in clause for a in alts))
        assert R._satisfied_conditions(clause) == one_by_one, clause


@pytest.mark.parametrize("words, text, found", [
    (["a", "ab", "abc", "b"], "xabcab", ["abc", "b", "ab", "b"]),   # the longest word at each position
    (["has", "as", "s "], "has 3", ["has", "as", "s "]),
    (["a.b", "a+"], "a.b a+ axb", ["a.b", "a+"]),                 # metacharacters are literal
    (["abc"], "ab", []),
])
def test_trie_pattern_finds_the_longest_word_at_each_position(words, text, found):
    assert re.findall("(?=(" + R._trie_pattern(words) + "))", text) == found


def test_cached_lookahead_code_is_the_plain_code():
    # session 21: the code of each lookahead body is generated once and copied at each use
    for i in range(0, len(R._TEMPLATES), 7):
        tree = R._parse_template(R._TEMPLATES[i][1])
        plain = sre_compiler._code(tree, tree.state.flags)
        with R._cached_lookahead_code():
            cached = sre_compiler._code(tree, tree.state.flags)
        assert cached == plain, i
    assert sre_compiler._compile is R._SRE_COMPILE_SUB      # the compiler is restored


def test_loose_regex_has_no_slot_lookahead_and_full_regex_no_stand_in():
    i = 0
    loose = R._loose_tree(R._sre_parser.parse(R._marked_skeleton(R._pattern(R._TEMPLATES[i][1]))))
    assert not (set(R._STAND_INS) & {chr(av) for op, av in _walk(loose) if op is R._sre.LITERAL})
    assert not (set(R._STAND_INS) & {chr(av) for op, av in _walk(R._parse_template(R._TEMPLATES[i][1]))
                                     if op is R._sre.LITERAL})


def _walk(sub):
    """Every (op, av) node of a parse tree."""
    for op, av in sub.data:
        yield op, av
        if op in (R._sre.ASSERT, R._sre.ASSERT_NOT):
            yield from _walk(av[1])
        elif op is R._sre.SUBPATTERN:
            yield from _walk(av[3])
        elif op in (R._sre.MAX_REPEAT, R._sre.MIN_REPEAT, R._sre.POSSESSIVE_REPEAT):
            yield from _walk(av[2])
        elif op is R._sre.BRANCH:
            for alt in av[1]:
                yield from _walk(alt)
