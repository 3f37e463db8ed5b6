"""Session 18 red team (helper red10): made-up texts near the constructions the reader answers,
changed the way English varies. Each kind of wrong answer found is closed by a general guard
(reader.py / segment.py, commented there); each test below pairs the refused form with the
near form that is still read.

Kinds closed:
* a lowering change whose goods come from another person's thing ('eats 3 apples from Ann's
  bag') (_lost_from_anothers);
* a time offset from now ('In an hour, he gives 3 apples to Ann' asked now) (_future_offset);
* a work span at a future time asked in the past ('Tomorrow he works 5 hours. How much did he
  earn?') (_span_at_another_time);
* an adverb or another word taken into a noun slot after its head ('as green stickers later',
  'as green stickers according to Tom') (_adverb_in_noun);
* a statement said twice word for word (_identical_statements);
* goods gained for a person or an animal, asked as held ('buys 3 apples for his nephew')
  (_gained_for_another);
* hedging adverbs joined to a name ('Maybe Santo') (segment.NOT_NAMES);
* beliefs, estimates, 'on average' and counts in groups ('In Ann's opinion, ...', 'in pairs')
  (_qualified_statements);
* a gain 'from' a person who holds the noun, asked of anyone else (_gained_from_a_holder);
* a kind named with a privative adjective counted under its bare noun ('3 fake cats')
  (_privative_kind);
* 'N X and M more Y' without 'than' (more than X, or M more in addition?) when X and Y are kinds
  of one noun, or two gains (_more_without_than)."""
import pytest

from expect import verdict as _v


def _refused_in_both_lanes(text):
    assert _v(text) == "refuse", text
    assert _v(text, sealed=True) == "refuse", text


@pytest.mark.parametrize("text", [
    "Tom has 10 apples. He eats 3 apples from Ann's bag. How many apples does Tom have now?",
    "Tom has 10 apples. He sells 3 apples from Ann's tree. How many apples does Tom have now?",
    "Tom has $10. He spends $3 from Ann's wallet. How much money does Tom have now?",
    "Tom has 10 apples. From Ann's bag, he eats 3 apples. How many apples does Tom have now?",
    "Tom has $30. He spends $12 out of Ann's purse. How much money does Tom have left?",
    "Tom has 10 apples. He eats 30 percent of the apples in Ann's basket. How many apples does Tom have now?",
])
def test_lowering_change_from_anothers_thing_refuses(text):
    _refused_in_both_lanes(text)


@pytest.mark.parametrize("text, expected", [
    ("Tom has 10 apples. He picks 3 apples from Ann's tree. How many apples does Tom have now?", "13"),
    ("Tom has 10 apples. He eats 3 apples. How many apples does Tom have now?", "7"),
    ("Tom has $10. He spends $3 on Ann's behalf. How much money does Tom have now?", "7"),
    ("Tom has 10 apples in his basket. He eats half of the apples in his basket. How many apples does Tom have now?", "5"),
])
def test_gain_from_anothers_thing_and_plain_loss_are_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Tom has 10 apples. In an hour, he gives 3 apples to Ann. How many apples does Tom have now?",
    "Tom has 10 apples. He gives 3 apples to Ann in a week. How many apples does Tom have now?",
    "Tom has $10. In a week, he spends $3 on a hat. How much money does Tom have?",
    "Tom has 10 apples. In a week, Ann has twice as many apples as Tom. How many apples does Ann have?",
    "Tom has 10 apples. In the next hour, he gives 3 apples to Ann. How many apples does Tom have now?",
])
def test_time_offset_from_now_refuses(text):
    _refused_in_both_lanes(text)


@pytest.mark.parametrize("text, expected", [
    ("Tom has 10 apples. In an hour, he gives 3 apples to Ann. How many apples will Tom have?", "7"),
    ("Tom has 10 apples. After an hour, he gives 3 apples to Ann. How many apples does Tom have now?", "7"),
])
def test_time_offset_asked_of_the_future_or_a_sequence_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Tom earns $10 an hour. Tomorrow he works 5 hours. How much did he earn?",
    "Tom makes $10 an hour. Tomorrow he works 5 hours. How much money did he make?",
    "Ann earns $12 an hour. She works 10 hours tomorrow. How much money did she make?",
])
def test_future_span_asked_in_the_past_refuses(text):
    _refused_in_both_lanes(text)


@pytest.mark.parametrize("text, expected", [
    ("Tom earns $10 an hour. Yesterday he worked 5 hours. How much did he earn?", "50"),
    ("Tom earns $5 per hour. He worked 3 hours. How much money will Tom earn?", "15"),  # red5's case
])
def test_span_of_the_questions_time_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("word", ["later", "back", "overall", "though", "soon", "ago", "away", "earlier",
                                  "according to Tom"])
def test_word_after_the_plural_head_of_a_noun_refuses(word):
    _refused_in_both_lanes(f"Ann has 11 stickers in her album. She has twice as many red stickers as green "
                           f"stickers {word}. The rest of her stickers are gold. If Ann has 5 gold stickers, "
                           f"how many red stickers does she have?")


def test_the_same_partition_without_the_word_is_read():
    assert _v("Ann has 11 stickers in her album. She has twice as many red stickers as green stickers. The rest "
              "of her stickers are gold. If Ann has 5 gold stickers, how many red stickers does she have?") == "4"


@pytest.mark.parametrize("text", [
    "Tom buys 3 pens. Tom buys 3 pens. How many pens did Tom buy?",
    "Ann has $20. She spends $5 on lunch. She spends $5 on lunch. How much money does Ann have left?",
    "Tom walked 4 miles. Ann walked 3 miles. Tom walked 4 miles. How many miles did they walk in total?",
])
def test_statement_said_twice_refuses(text):
    _refused_in_both_lanes(text)


def test_an_event_told_again_in_other_words_is_read():
    assert _v("Tom has 8 marbles. He buys 2 marbles. He buys 2 more marbles. How many marbles does Tom have?") == "12"


@pytest.mark.parametrize("text", [
    "Tom has 10 apples. He buys 3 apples for his nephew. How many apples does Tom have now?",
    "Tom has 10 apples. He buys 3 apples for a stranger. How many apples does Tom have now?",
    "Tom has 10 apples. He buys 3 apples for his team. How many apples does Tom have now?",
    "Tom catches 5 fish for his cat. He had 2 fish. How many fish does Tom have now?",
    "Tom has 10 apples. For his nephew, he buys 3 apples. How many apples does Tom have now?",
])
def test_goods_gained_for_someone_else_asked_as_held_refuse(text):
    _refused_in_both_lanes(text)


@pytest.mark.parametrize("text, expected", [
    ("Tom has 10 apples. He bought 5 apples for the party. How many apples does Tom have?", "15"),
    ("Joe saves $600 for his trip. He spends $200 on the flight. How much money does he have left?", "400"),
])
def test_a_purpose_or_money_saved_for_something_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Maybe Ann has 10 apples. How many apples does Ann have?",
    "Ann has 10 apples. Perhaps she eats 3 apples. How many apples does Ann have now?",
    "Tom has 10 apples. Supposedly Ann gave him 3 apples. How many apples does Tom have now?",
])
def test_hedged_statement_refuses(text):
    _refused_in_both_lanes(text)


@pytest.mark.parametrize("text", [
    "In Ann's opinion, Tom has 10 apples. He eats 3 apples. How many apples does Tom have now?",
    "Tom has 10 apples by Ann's count. He eats 3 apples. How many apples does Tom have now?",
    "Tom has 10 apples. Bob has 5 more apples than Tom, according to Ann. How many apples does Bob have?",
    "Tom has 10 apples. Bob has 5 fewer apples than Tom on average. How many apples does Bob have?",
    "Tom has 10 apples. He gives away 3 apples in pairs. How many apples does Tom have now?",
    "Tom has $10. He spends $3 in thousands. How much money does Tom have now?",
])
def test_belief_average_or_group_scale_refuses(text):
    _refused_in_both_lanes(text)


@pytest.mark.parametrize("text", [
    "Tom has 10 apples. Ann has 8 apples. Tom borrows 3 apples from Ann. How many apples do they have in total?",
    "Tom has $10. Ann has $8. Tom earns $3 from Ann. How much money do they have in total?",
    "Tom has 6 pens. Ann has 9 pens. Tom wins 2 pens from Ann. How many pens do they have altogether?",
])
def test_gain_from_a_holder_asked_of_others_refuses(text):
    _refused_in_both_lanes(text)


@pytest.mark.parametrize("text, expected", [
    ("Tom has $10. Tom earns $3 from Ann. How much money does Tom have now?", "13"),
    ("Tom has 6 pens. Ann has 9 pens. Tom gets 2 pens from the store. How many pens do they have in total?", "17"),
])
def test_gain_asked_of_the_gainer_or_from_no_holder_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Ann has 21 cats and Bob has 3 fake cats. How many more cats does Ann have than Bob?",
    "Ann has 3 imaginary friends and 2 friends. How many friends does Ann have?",
    "A store sold 10 coins and 4 counterfeit coins. How many coins did the store sell?",
])
def test_privative_kind_under_the_bare_noun_refuses(text):
    _refused_in_both_lanes(text)


@pytest.mark.parametrize("text, expected", [
    ("Tom has 20 toy cars. He buys 3 toy cars. How many toy cars does Tom have now?", "23"),
    ("Tom has 5 plastic cups and 3 paper cups. How many cups does Tom have?", "8"),
])
def test_the_kind_itself_or_a_material_is_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Ann has 6 red pens and 4 more blue pens. How many blue pens does Ann have?",
    "Sarah has 6 paperback books and 4 more hardback books. How many hardback books does Sarah have?",
    "Tom picked 5 apples and 3 more pears. How many fruits did Tom pick?",
])
def test_and_n_more_of_another_noun_without_than_refuses(text):
    _refused_in_both_lanes(text)


@pytest.mark.parametrize("text, expected", [
    ("Ann has 6 red pens and 4 fewer blue pens. How many blue pens does Ann have?", "2"),
    ("Ann has 6 red pens and 2 more blue pens than red pens. How many blue pens does Ann have?", "8"),
    ("Tom bought 4 apples and 2 more apples. How many apples did Tom buy?", "6"),
    # red2's standing decision: possession and purchase of two different nouns compare
    ("Ann bought 4 loaves of bread and 2 more cartons of milk. How many cartons of milk did Ann buy?", "6"),
])
def test_fewer_than_or_one_noun_is_read(text, expected):
    assert _v(text) == expected
