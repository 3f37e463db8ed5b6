"""recognizers.py: clause rewriting before the templates."""
def test_relative_clause_on_a_name_is_its_own_clause():
    from engine.math.recognizers import relative_clauses
    assert (relative_clauses("@brian has <x0> as many balls as @frodo , who has <n1> more than @lily")
            == "@brian has <x0> as many balls as @frodo , and @frodo has <n1> more than @lily")
    assert (relative_clauses("@jack , who weighs <n0> pounds , wants a kite")
            == "@jack weighs <n0> pounds , and @jack wants a kite")
    # only the last of two relative clauses is rewritten; the first keeps its words (and refuses)
    assert (relative_clauses("@tom has <n0> more than @ann , who has <n1> more than @bob , who has <n2>")
            == "@tom has <n0> more than @ann , who has <n1> more than @bob , and @bob has <n2>")
    # a relative clause with commas of its own, or on no name, is left as it stands
    s = "@jack , who weighs <n0> pounds , and runs , wants a kite"
    assert relative_clauses(s) == s
    assert relative_clauses("he has a dog , who barks") == "he has a dog , who barks"
