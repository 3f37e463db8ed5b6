"""A relation of two nouns of one owner's events compares with the referent got at the relation's
own time (session 15 lead; reader._event_relation_at_another_time).

Law: told in one sentence, or in undated sentences, the relation reads its referent event; told
in a dated or situated sentence apart from its referent event, it refuses (the referent of that
other time is not stated)."""
import pytest

from engine.math.refusal import Reason

from expect import refuses, value


@pytest.mark.parametrize("text, expected", [
    ("Tom caught 15 bass. Tom caught twice as many trout as bass. How many trout did Tom catch?", 30),
    ("On Monday, Tom caught 15 bass and twice as many trout. How many trout did Tom catch?", 30),
    ("Frank picked 20 apples and twice as many pears. How many pears did Frank pick?", 40),
])
def test_relation_with_its_referent_at_one_time_is_read(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    "Tom caught 15 bass on Monday. Tom caught twice the number of trout as bass on Tuesday. How many trout did Tom catch?",
    "Tom caught 15 bass on Monday. Tom caught twice as many trout as bass on Tuesday. How many trout did Tom catch?",
    "Tom caught 15 bass in the morning. In the afternoon, he caught twice the number of trout as bass. How many trout did Tom catch?",
    "Tom bought 15 apples on Monday. Tom bought twice as many pears as apples on Tuesday. How many pears did Tom buy?",
    "Tom caught 15 bass yesterday. Today, Tom caught 5 more trout than bass. How many trout did Tom catch?",
])
def test_relation_told_at_another_time_than_its_referent_refuses(text):
    r = refuses(text)
    assert r.reason == Reason.AMBIGUOUS_READING


def test_relation_at_another_place_than_its_referent_refuses():
    refuses("At the lake, Tom caught 15 bass. At the river, he caught twice as many trout as bass. "
            "How many trout did Tom catch?")
