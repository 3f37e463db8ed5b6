"""Parts named before their whole (session 13): in a static scene the order of the sentences
does not matter. The law: '30% of the guests are married and the rest are single. There are
1000 guests.' reads as the same problem with the whole stated first; a whole that changes,
two wholes, or a person's whole keep refusing."""
import pytest

from engine.math import Refusal, solve
from expect import value as _value

_PARTS = "At a party, 30% of the guests are married and the rest are single."
_WHOLE = "There are 1000 guests."


@pytest.mark.parametrize("question, expect", [
    ("How many guests are single?", 700),
    ("How many guests are married?", 300),
])
def test_order_of_parts_and_whole_does_not_matter(question, expect):
    whole_first = f"At a party, there are 1000 guests. 30% of the guests are married and the rest are single. {question}"
    assert _value(whole_first) == expect
    assert _value(f"{_PARTS} {_WHOLE} {question}") == expect
    assert _value(f"{_PARTS} If there are 1000 guests, {question[0].lower()}{question[1:]}") == expect


@pytest.mark.parametrize("text", [
    f"{_PARTS} {_WHOLE} 100 guests leave. How many guests are single?",                      # the whole changes
    f"{_PARTS} There are 1000 guests in the hall and 200 guests in the garden. How many guests are single?",
    "Half of the apples are red. Tom has 40 apples. How many apples are not red?",            # a person's whole
    "In a class, 40% of the students are boys. There are 30 students. There are 25 students in another class. How many boys are there?",
    "In a class, 40% of the pupils are boys. If there are 30 students, how many students are boys?",
])
def test_other_wholes_refuse(text):
    assert isinstance(solve(text), Refusal)
