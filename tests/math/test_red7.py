"""Session 17 red team (helper red7) over this session's constructions (gapping, elided `ones`,
`but / whereas / , plus`, the `that` anaphors, elided day comparisons) and their combinations
with older code. Findings, each closed by a general guard:
* a part `of it / of them` after a change of the holding: the pronoun may be the changed amount
  ('He earns 4 dollars. He spends half of it' was 12) or the holding, first or left
  (reader._part_of_the_changed, widened from red6's `of the X`);
* a holding said `left` / `remaining` / `still` / `left with`, then a change of it told in the past tense: the change
  may be what left it (reader._left_before_past_change);
* `ones` whose nearer or bare counted noun was skipped ('3 red pens , 4 pencils and 5 green
  ones' read `green pens`) (reader._ones_filled);
* `, plus` before a verb that lowers an amount ('Tom has 10 apples , plus he eats 5' was 5)
  (recognizers._plus_lowers);
* a collective's amount ('his team', 'his family', 'the class') summed with a member's
  (reader._they_guard, reader._member_and_group);
* a gapped conjunct with a total word of its own ('Ann 3 in all') (reader._GAP_REFUSED_WORDS).
Minimal pairs: the same stories without the change, in the present tense, with one head, with an
adding verb, with a person for the group, are read."""
import pytest

from expect import verdict as _v


@pytest.mark.parametrize("text", [
    "Tom has 20 dollars. He spends 3 dollars on candy and half of it on toys. How much money does he have left?",
    "Tom has 20 dollars. He spends 3 dollars on candy. He spends half of it on toys. How much money does he have left?",
    "Tom has 20 dollars. He earns 4 dollars. He spends half of it on toys. How much money does he have left?",
    "Tom has 20 apples. He buys 4 apples. He gives half of them to Ann. How many apples does Tom have?",
    "Tom has 20 apples. He eats 4 apples and gives half of them to Ann. How many apples does Tom have?",
    "Tom has 24 apples. He eats 6 apples. Then he eats 1/3 of them. How many apples does he have left?",
    "Tom has 20 dollars. He spends 4 dollars on candy. He spends 25% of it on toys. How much money does he have left?",
])
def test_part_of_a_pronoun_after_a_change_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 20 dollars. He spends half of it on toys. How much money does he have left?", "10"),
    ("Tom has 20 dollars. He spends 3 dollars on candy. He spends half of the rest on toys. "
     "How much money does he have left?", "17/2"),
    ("Tom has 20 dollars. He spends 4 dollars on candy and half of the remaining money on toys. "
     "How much money does he have left?", "8"),
    ("Tom has 20 dollars. He spends 4 dollars on candy. He spends half of his money on toys. "
     "How much money does he have left?", "8"),
])
def test_part_of_the_holding_or_of_the_rest_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Tom has 10 apples left. He ate 3 apples. How many apples does he have left?",
    "Tom has 10 apples remaining. He ate 3 apples. How many apples does he have left?",
    "Tom has $10 left. He spent $3 on the hat. How much money does he have left?",
    "Tom had $10 left. He spent $3 on a hat. How much money does he have left?",
    "Tom has $10 left in his wallet. He spent $3 on a hat. How much money does he have left?",
])
def test_left_then_a_past_change_refuses(text):
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 10 apples left. He eats 3 apples. How many apples does he have left?", "7"),
    ("Tom has $10 left. He spends $3 on a hat. How much money does he have left?", "7"),
])
def test_left_then_a_present_change_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Tom has 3 red pens, 4 pencils and 5 green ones. How many pens does Tom have?",
    "Tom has 3 red pens, 4 blue pencils and 5 green ones. How many pens does Tom have?",
    "Tom has 6 red apples, 4 pears and 2 green ones. How many apples does Tom have?",
    "Tom has 3 red beads for every 2 blue ones. He has 30 red beads. How many blue beads does he have?",
])
def test_ones_with_a_nearer_head_stays_unread(text):
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 6 red apples and 2 green ones. How many apples does Tom have?", "8"),
    ("Tom has 3 large boxes and 4 small ones. How many boxes does Tom have?", "7"),
    ("Tom buys 3 red pens for $2 each and 4 blue ones for $3 each. How much does he spend?", "18"),
])
def test_ones_with_one_head_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Tom has 10 apples, plus he eats 5. How many apples does he have?",
    "Tom has 10 apples, plus he ate 5. How many apples does he have?",
])
def test_plus_before_a_lowering_verb_stays_unread(text):
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 10 apples, plus he has 5 pears. How many fruits does Tom have?", "15"),
    ("Tom pays $10 for a shirt, plus he pays $5 for shipping. How much does he pay?", "15"),
])
def test_plus_that_adds_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Tom scored 3 goals and his team 10. How many goals did they score in total?",
    "Tom scored 3 goals. His team scored 10 goals. How many goals did they score in total?",
    "Tom scored 3 goals. His team scored 10 goals. How many goals did Tom and his team score?",
    "Tom has 3 pens. His family has 10 pens. How many pens are there in total?",
    "Tom picked 3 apples and the class 20. How many apples did they pick?",
])
def test_a_group_and_its_member_summed_refuses(text):
    assert _v(text) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 3 pens. His sister has 10 pens. How many pens do they have?", "13"),
    ("Tom baked 3 pies and his mom 4. How many pies did they bake?", "7"),
    ("Tom collected 30 cans and his friends 40. How many cans did they collect?", "70"),
])
def test_persons_summed_are_read(text, expected):
    assert _v(text) == expected


def test_gapped_conjunct_with_a_total_word_stays_unread():
    assert _v("Tom has 5 apples and Ann 3 in all. How many apples do they have?") == "refuse"
    assert _v("Tom has 5 apples and Ann 3. How many apples do they have?") == "8"


@pytest.mark.parametrize("text", [
    "Tom had 10 apples. He gave 3 apples to Bob and Ann 4. How many apples does Tom have?",
    "Tom had 10 apples. He gave 3 apples to Bob, and Ann 4. How many apples does Tom have?",
    "Tom had 10 apples. He handed 3 apples to Bob and Ann 4. How many apples does Tom have?",
])
def test_a_name_and_count_after_a_to_recipient_refuses(text):
    # Ann a second recipient, or a second giver (gapping: Ann gave 4 to Bob)?
    assert _v(text) == "refuse"


def test_recipient_first_in_both_conjuncts_is_read():
    assert _v("Tom had 10 apples. He gave Bob 3 apples and Ann 4. How many apples does Tom have?") == "3"
    assert _v("Tom had 10 apples. He sold 3 to Bob and 4 to Ann. How many apples does Tom have?") == "3"


def test_holding_after_shopping_beside_a_purchase_refuses():
    assert _v("Tom has $10 after shopping. He spent $3 on a hat. How much money does he have left?") == "refuse"
    assert _v("Tom has $10 from selling lemonade. He spent $3 on a hat. How much money does he have left?") == "7"


@pytest.mark.parametrize("text", [
    "Tom still has 10 apples. He ate 3 apples. How many apples does he have left?",
    "Tom is left with 10 apples. He ate 3 apples. How many apples does he have left?",
    "Tom was left with 10 apples. He ate 3 apples. How many apples does he have left?",
])
def test_still_and_left_with_then_a_past_change_refuse(text):
    assert _v(text) == "refuse"
