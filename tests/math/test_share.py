"""Session 18 (`share`): sharing and distribution verbs, one verb class for statements and the
conditions of questions alike.

Law 1 (lexicon SHARE_WITH, LET_HAVE, DISTRIBUTE; recognizers): 'shares N X / K of his X with Y',
'lets Y have N X / K of them', 'distributes N X to Y' hand the amount on, as 'gives ... to Y'
does (the same categories, lemma 'give'): the sharer loses it and Y gains it. Only a count or a
part is read; no amount ('shares his apples with her'), a whole with a determiner ('shares the 10
apples with her'), any 'equally' / 'evenly', 'split(s) ... with' and 'shares ... among' refuse.

Law 2 (reader._share_statement, _share_among): an equal share among a counted group of others
('among his 3 friends') told as the last statement is the condition of an each-share question
after it ('how many X does each friend get / receive'): the sharer's holding over the count. The
sharer among the recipients ('among himself and his 2 friends'), another question, a statement
after the share, a share that is not whole, other recipients asked, 'them' where the story
states anything but the sharer's holding of the asked noun, refuse. 'the rest (of his X)' and
'the remaining X' are the sharer's holding after its changes, only when every fact is a holding
or a change of the sharer's of the asked noun (a part stated before, '6 of them are red', refuses).

Law 3 (reader._share_among): a named sharer keeps its '@' ('If Tom shares his apples equally
among his 3 friends , ...' was refused as 'tom' both a name and a common noun)."""
import pytest

from expect import refuses, value


@pytest.mark.parametrize("text,expected", [
    ("Tom has 30 apples. He shares 5 apples with his sister. How many apples does Tom have left?", 25),
    ("Andrew has 30 balloons. Andrew shares half of his balloons with his brother. How many balloons does Andrew have left?", 15),
    ("Ben has 40 cards. He shares 1/4 of his cards with Sam. How many cards does Ben have left?", 30),
    ("Tom has 30 apples. He shares 5 of his apples with his sister. How many apples does Tom have left?", 25),
    ("Mia has $40. She shares $15 with her brother. How much money does Mia have left?", 25),
    ("Tom has 30 apples. He shares 2 apples with each of his 3 friends. How many apples does Tom have left?", 24),
    ("Tom has 30 apples. Ann shares 5 apples with Tom. How many apples does Tom have now?", 35),
    ("Tom has 30 apples. His sister shares 5 apples with him. How many apples does Tom have now?", 35),
    ("Tom had 30 apples. He lets his sister have 1/3 of them. How many apples does Tom have left?", 20),
    ("Tom has 30 apples. He lets Ann have 4 of his apples. How many apples does Tom have left?", 26),
    ("Lisa has 20 pencils. She lets her brother have 5 pencils. How many pencils does Lisa have now?", 15),
    ("Tom has 30 flyers. He distributes 12 flyers to his neighbors. How many flyers does Tom have left?", 18),
    ("Ben has 40 cards. He distributes 3 cards to each of his 5 friends. How many cards does Ben have left?", 25),
    # the same verbs in a question's condition
    ("Tom has 30 apples. If he shares 5 apples with his sister, how many apples will Tom have left?", 25),
    ("Tom has 30 apples. If he lets his sister have 1/3 of them, how many apples will Tom have left?", 20),
])
def test_handed_on(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Tom has 30 apples. He shares them equally among his 3 friends. How many apples does each friend get?", 10),
    ("Sara had 24 stickers. She shared her stickers evenly between her 4 friends. How many stickers did each friend receive?", 6),
    ("Tom had 30 apples. Tom shared them evenly between his 5 cousins. How many apples did each cousin receive?", 6),
    ("Tom has 30 apples. He buys 6 more apples. He shares his apples equally among his 4 friends. How many apples does each friend get?", 9),
    ("Tom has 30 apples. He gives 6 apples to Ann. He shares his apples equally among his 3 friends. How many apples does each friend get?", 8),
    ("Tom has 30 apples. If Tom shares his apples equally among his 3 friends, how many apples does each friend get?", 10),
    ("Tom has 30 apples. If he shares them equally among his 3 friends, how many apples does each friend receive?", 10),
    # 'the rest' / 'the remaining X' of the sharer's one holding after its changes
    ("Tom has 30 apples. He eats 6 apples. He shares the remaining apples equally among his 3 friends. How many apples does each friend get?", 8),
    ("Tom has 30 apples. He eats 6 apples. He shares the rest equally among his 3 friends. How many apples does each friend get?", 8),
    ("Tom has 30 apples. He gives 1/5 of them to Ann. He shares the rest of his apples equally among his 3 friends. How many apples does each friend get?", 8),
    # a passive share of 'the X' (the scene total), 'among 3 of his friends', 'each of his friends'
    ("Tom has 30 apples. The apples are divided equally among his 3 friends. How many apples does each friend get?", 10),
    ("Tom has 30 apples. He shares his apples equally among 3 of his friends. How many apples does each friend get?", 10),
    ("Tom has 30 apples. He shares his apples equally among his 3 friends. How many apples does each of his friends get?", 10),
])
def test_equal_share(text, expected):
    assert value(text) == expected


@pytest.mark.parametrize("text", [
    # no amount, a whole with a determiner, 'equally' with one person, 'split with', 'among'
    "Tom has 30 apples. He shares his apples with his sister. How many apples does Tom have left?",
    "Tom has 30 apples. He shares them with his sister. How many apples does Tom have left?",
    "Tom has 30 apples. He shares the 10 apples with his sister. How many apples does Tom have left?",
    "Tom has 30 apples. He shares 10 apples equally with his sister. How many apples does Tom have left?",
    "Tom has 30 apples. He splits 10 apples with his sister. How many apples does Tom have left?",
    "Tom has 30 apples. He shares 12 apples with his 3 friends. How many apples does each friend get?",
    "Tom has 30 flyers. He distributes 12 flyers among his neighbors. How many flyers does Tom have left?",
    "Tom has 30 apples. He lets his sister have 5 apples for a week. How many apples does Tom have left?",
    "Tom has 30 apples. He lets his sister take 5 apples. How many apples does Tom have left?",
    "Tom has 30 apples. He wants to share 5 apples with his sister. How many apples does Tom have left?",
    "Tom has 30 apples. He does not share 5 apples with his sister. How many apples does Tom have left?",
])
def test_handed_on_refused(text):
    refuses(text)


@pytest.mark.parametrize("text", [
    "Tom has 30 apples. He shares them among his 3 friends. How many apples does each friend get?",
    "Tom has 30 apples. He shares them equally among himself and his 2 friends. How many apples does each friend get?",
    "Tom has 30 apples. He shares them equally among his 3 friends. How many apples does Tom have left?",
    "Tom has 30 apples. He shares them equally among his 3 friends. How many apples does each person get?",
    "Tom has 30 apples. He shares them equally among his 3 friends. How many apples does each get?",
    "Tom has 31 apples. He shares them equally among his 3 friends. How many apples does each friend get?",
    "Tom has 30 apples. He shares them equally among his 3 friends. Then he buys 6 apples. How many apples does each friend get?",
    "Tom has 30 apples and 12 pears. He shares them equally among his 3 friends. How many apples does each friend get?",
    "Tom has 30 apples. He buys 6 more apples. He shares them equally among his 4 friends. How many apples does each friend get?",
    "Tom has 30 apples. Ann has 12 apples. He shares them equally among his 3 friends. How many apples does each friend get?",
    "Tom has 30 apples. He shares his apples equally among his 3 friends. How many apples does each friend have?",
    "Tom and Ann have 30 apples. They share them equally among their 3 friends. How many apples does each friend get?",
    "Tom has 30 apples. 6 of them are red. He shares the rest equally among his 3 friends. How many apples does each friend get?",
    "Tom has 30 apples and Ann has 6 apples. He eats 6 apples. He shares the rest equally among his 3 friends. How many apples does each friend get?",
    "Tom has 30 apples. He eats 6 apples. He shares the rest of his pears equally among his 3 friends. How many apples does each friend get?",
    "Tom has 30 apples. He shares his apples equally among 3 of his friends. How many apples does each of his friends get?",
    "Tom has 30 apples. He shares his apples equally among his 3 friends. How many apples does each of her friends get?",
    "Tom has 30 apples. The apples are divided among his 3 friends. How many apples does each friend get?",
])
def test_equal_share_refused(text):
    refuses(text)
