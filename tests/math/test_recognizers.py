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


def test_purpose_is_split_off_only_at_the_end_and_without_quantities():
    from engine.math.recognizers import purpose_split
    assert (purpose_split("@liza bought <n0> kilograms of butter to make cookies")
            == ("@liza bought <n0> kilograms of butter", "make cookies"))
    assert (purpose_split("@derek has <m0> in order to buy his books for the semester")
            == ("@derek has <m0>", "buy his books for the semester"))
    # a literal or a structure word in the purpose, a verb of future loss, or nothing before it
    for clause in ("she needs <n0> eggs to make <n1> cakes", "he uses <n0> eggs to make each cake",
                   "he bought <n0> apples to give to his friends", "to make a cake",
                   "he bought <n0> apples to make pies , and he ate <n1>"):
        assert purpose_split(clause) is None, clause


def test_a_purpose_is_a_description_under_the_noun_guard():
    from engine.math.reader import solve
    from engine.math.recognizers import purpose_split
    from engine.math.refusal import Refusal
    read = solve("Tom bought 12 eggs to sell at the market. He broke 4 eggs. How many eggs does Tom have left?")
    assert not isinstance(read, Refusal) and read.value == 8
    # a purpose that may use up what the clause states: was the cake made?
    used = solve("Tom bought 12 eggs to make a cake. He broke 4 eggs. How many eggs does Tom have left?")
    assert isinstance(used, Refusal) and "used up" in used.detail
    # without an object of its own the purpose acts on the clause's noun: to be made, not held
    assert purpose_split("@ann has <n0> cakes to make") is None
    assert purpose_split("@ann has <n0> tickets to sell") == ("@ann has <n0> tickets", "sell")
    # the purpose names a noun that is counted: what the purpose implies may matter
    refused = solve("Tom bought 12 eggs to make cakes. He made 2 cakes. He used 4 eggs. How many eggs does Tom have left?")
    assert isinstance(refused, Refusal) and "cake" in refused.detail
