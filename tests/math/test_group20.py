"""A named group's gathering scene, session 20 (`group`).

Laws:
* 'A and B (all / both) V-gathering (some) Xs [and Ys] [place] [together]' with V one of
  lexicon.GROUP_SCENE_VERBS (plural present, past or progressive) and no literal is a scene: a
  mention of every member, no fact. It is read only before every stated quantity of a statement
  sentence, once, and only when every name of the text is a member (else 'they' is the group or
  everyone). The counts after it are read as they would be without it.
* Anything else stays unread: a literal ('picked 5 apples': together or each?), a determiner or
  possessive on the object ('their apples', 'the apples'), negation, modals, intent, future,
  verbs that change what is counted ('ate', 'sold'), a role noun in the group ('Tom and his
  sister'), a second group scene, a scene in the question or after a stated quantity.
"""
import pytest

from engine.math import recognizers as R
from expect import refuses, value


READ = [
    ("Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?", 8),
    ("Ben, Kim, and Joe collected seashells at the beach. Ben collected 4 seashells. Kim collected twice as many "
     "seashells as Ben. Joe collected 3 seashells. How many seashells did they collect in total?", 15),
    ("Adam and Eve both raise goats. Adam has 7 goats. Eve has 3 more goats than Adam. How many goats does Eve have?", 10),
    ("Mia and Zoe are picking apples and pears at an orchard. Mia picks 10 apples. Zoe picks 4 pears. "
     "How many fruits do they pick altogether?", 14),
    ("Lily and Max gathered some acorns in the park. Lily gathered 12 acorns. Max gathered 5 fewer acorns than Lily. "
     "How many acorns did Max gather?", 7),
    ("Sam and Dan caught fish together. Sam caught 6 fish. Dan caught 4 fish. How many fish did they catch?", 10),
    ("Ria, Ola and Eva all raise hens. Ria has 4 hens. Ola has twice as many hens as Ria. Eva has 2 fewer hens "
     "than Ola. How many hens does Eva have?", 6),
]


@pytest.mark.parametrize("text, expected", READ)
def test_group_scene_read(text, expected):
    assert value(text) == expected


REFUSE = [
    # after a stated quantity: an unknown amount added
    "Tom has 5 apples. Tom and Ann picked apples. How many apples does Tom have?",
    # a third person: 'they' the pair or all three?
    "Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. Bob picked 4 apples. How many apples did they pick?",
    "Tom and Ann picked apples at Bob's farm. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?",
    # negation, intent, modal, future
    "Tom and Ann did not pick apples. Tom has 5 apples. Ann has 3 apples. How many apples do they have?",
    "Tom and Ann want to pick apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?",
    "Tom and Ann would pick apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?",
    "Tom and Ann will pick apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?",
    # a possessed or definite object: a stock
    "Tom and Ann picked their apples. Tom has 5 apples. Ann has 3 apples. How many apples do they have?",
    "Tom and Ann picked the apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?",
    # a literal: together or each?
    "Tom and Ann picked 5 apples. Tom picked 3 apples. How many apples did Ann pick?",
    # verbs that change what is counted
    "Tom and Ann ate apples. Tom ate 5 apples. Ann ate 3 apples. How many apples did they eat?",
    "Tom and Ann sold apples. Tom sold 5 apples. Ann sold 3 apples. How many apples did they sell?",
    # a name twice, a role noun, two scenes, a scene in the question
    "Tom and Tom picked apples. Tom picked 5 apples. How many apples did Tom pick?",
    "Tom and his sister picked apples. Tom picked 5 apples. His sister picked 3 apples. How many apples did they pick?",
    "Tom and Ann picked apples. Tom and Ann picked pears. Tom picked 5 apples. Ann picked 3 pears. How many fruits did they pick?",
    "Tom picked 5 apples. Ann picked 3 apples. If Tom and Ann picked apples, how many apples did they pick?",
    # a second clause with a quantity beside the scene
    "Tom and Ann picked apples and sold 4 apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?",
    "Tom and Ann picked apples each. Tom picked 5 apples. Ann picked 3 apples. How many apples did they pick?",
    # the scene says nothing of what was held before
    "Tom and Ann picked apples. Tom has 5 apples. How many apples did Tom pick?",
    "Tom and Ann picked apples. Tom had 5 apples. He gave Ann 2 apples. How many apples does Ann have?",
    # a habit ('raise', 'collect' in the present) implies a stock: purchases add to an unknown one
    "Tom and Ann raise goats. Tom buys 5 goats. Ann buys 3 goats. How many goats does Tom have?",
    "Sara and Kim collect stamps. Sara buys 6 stamps. Kim buys 4 more stamps than Sara. How many stamps does Kim have?",
]


@pytest.mark.parametrize("text", REFUSE)
def test_group_scene_near_misses_refuse(text):
    refuses(text)


@pytest.mark.parametrize("clause, ok", [
    ("@tom and @ann picked apples", True),
    ("@tom , @ann , and @bo collected seashells from the beach", True),
    ("@tom and @ann are picking oranges and apples at an orchard", True),
    ("@tom and @ann all raise goats", True),
    ("@tom picked apples", False),           # one person: not a group scene
    ("@tom and @ann picked <n0> apples", False),
    ("@tom and @ann picked their apples", False),
    ("@tom and @ann bought apples", False),  # buying is no gathering (a price may follow)
    ("@tom and @ann grew taller", False),    # no plural object: no gathering of counted things
    ("@tom and @ann caught fish", True),     # a same-plural noun
])
def test_group_scene_template(clause, ok):
    cats = {m.category for m in R.recognize(clause)}
    assert (R.Category.GROUP_SCENE in cats) == ok


@pytest.mark.parametrize("text", [
    # a member with no count of the scene's noun: 'they' is not every doer
    "Tom and Ann picked apples. Tom picked 5 apples. How many apples did they pick?",
    "Tom and Ann picked apples. Tom picked 5 apples. Ann ate 2 apples. How many apples did they pick?",
    "Tom, Ann and Cy collected shells. Tom collected 5 shells. Ann collected 3 shells. How many shells did they collect?",
])
def test_group_member_without_count_refuses(text):
    refuses(text)
