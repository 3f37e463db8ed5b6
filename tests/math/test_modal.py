"""Session 18 (`modal`): ability and capacity with a modal.

- A capacity ('each bus can carry 30 students', 'a box is able to hold 12 eggs', 'the buses can
  carry 30 students each', 'he can fit 12 eggs in each box', '12 eggs can fit in a box', '5 boxes
  that can hold 12 eggs') says what one container can take: never a content, never an event. It
  answers only a capacity question of the same verb, container and content ('how many students
  can the buses carry', 'how many eggs can Tom fit in his boxes', 'how many eggs can fit in the
  boxes'), read as the contents of every counted container when full (reader._capacity_reading,
  then the guards of Q_TOTAL_ALL). Anything else over a capacity refuses.
- 'will / would ... be able to', 'is / are ... able to' in a question are the modal 'can' / 'could';
  'was / were ... able to' is the past achievement ('did'), so an ability rate asked with it refuses.
- Negation ('cannot', 'not be able to'), bounds ('up to', 'at most', 'only'), 'could hold' in a
  statement and counterfactuals ('could have held') are not read."""
import pytest

from engine.math.reader import _Refuse, _sentence_facts
from engine.math.recognizers import normalize_question
from engine.math.segment import segment
from expect import refuses as _refuses, value as _value


def _facts(sentence):
    return _sentence_facts(segment(sentence)[0], sealed=False)


BOXES = "Tom has 5 boxes. "


@pytest.mark.parametrize("statement", [
    "Each box can hold 12 eggs.",
    "A box is able to hold 12 eggs.",
    "The boxes can hold 12 eggs each.",
    "Each box can hold 12 eggs at a time.",
])
def test_capacity_statement_is_a_capacity(statement):
    facts = _facts(statement)
    assert [(f.kind, f.unit, f.unit2, f.verb) for f in facts] == [("capacity", "box", "egg", "hold")]


def test_capacity_of_a_placing_person_keeps_the_person():
    facts = _facts("He can fit 12 eggs in each box.")
    assert [(f.kind, f.unit, f.unit2, f.verb, f.other) for f in facts if f.kind == "capacity"] == \
        [("capacity", "box", "egg", "fit", "he")]


@pytest.mark.parametrize("text,expected", [
    ("The school has 6 buses. Each bus can carry 30 students. How many students can the buses carry?", 180),
    (BOXES + "Each box can hold 12 eggs. How many eggs can the boxes hold?", 60),
    (BOXES + "Each box can hold 12 eggs. How many eggs could the boxes hold?", 60),
    (BOXES + "Each box can hold 12 eggs. How many eggs can all of his boxes hold?", 60),
    (BOXES + "He can fit 12 eggs in each box. How many eggs can Tom fit in his boxes?", 60),
    (BOXES + "In each box, he can fit 12 eggs. How many eggs can he fit in the boxes?", 60),
    (BOXES + "12 eggs can fit in a box. How many eggs can fit in the boxes?", 60),
    ("Tom has 5 boxes that can hold 12 eggs each. How many eggs can the boxes hold?", 60),
    ("The school has 6 buses. Each bus can carry 30 students. How many students will the buses be able to carry?", 180),
    ("Tom bought 3 shelves on Monday and 2 shelves on Tuesday. Each shelf can hold 8 books. "
     "How many books can the shelves hold in total?", 40),
])
def test_capacity_question_reads_the_full_containers(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    # a capacity is not a content, nor an event
    BOXES + "Each box can hold 12 eggs. How many eggs does Tom have?",
    "Tom has 5 boxes that can hold 12 eggs. How many eggs does Tom have?",
    "Tom bought 5 buses that can seat 12 people each. How many people are there in total?",
    "The school has 6 buses. Each bus can carry 30 students. How many students did the buses carry?",
    "The school has 6 buses. Each bus can carry 30 students. How many students will the buses carry?",
    # another verb, container or content
    BOXES + "Each box can hold 12 eggs. How many eggs can the boxes carry?",
    "Tom has 5 boxes and 3 bags. Each box can hold 12 eggs. How many eggs can the bags hold?",
    BOXES + "Each box can hold 12 eggs. How many apples can the boxes hold?",
    "Tom has 5 big boxes and 3 small boxes. Each big box can hold 12 eggs. How many eggs can the boxes hold?",
    # another person's ability or containers
    BOXES + "Ann can fit 12 eggs in each box. How many eggs can Ann fit in the boxes?",
    BOXES + "He can fit 12 eggs in each box. How many eggs can he fit in her boxes?",
    BOXES + "He can fit 12 eggs in each box. How many eggs can Ann fit in his boxes?",
    # changed or several holdings
    BOXES + "He gives 2 boxes to Ann. Each box can hold 12 eggs. How many eggs can the boxes hold?",
    BOXES + "Each box can hold 12 eggs. If he breaks 2 boxes, how many eggs can the boxes hold?",
    "Last year, Tom had 5 boxes. Each box can hold 12 eggs. How many eggs can the boxes hold?",
])
def test_capacity_refuses_what_it_does_not_determine(text):
    _refuses(text)


@pytest.mark.parametrize("statement", [
    "Each box cannot hold 12 eggs.", "Each box can't hold 12 eggs.", "Each box can hold up to 12 eggs.",
    "Each box can hold at most 12 eggs.", "Each box can only hold 12 eggs.", "Each box could hold 12 eggs.",
    "Each box can hold 12 more eggs.", "Each box can hold 12 eggs a day.", "The boxes can hold 12 eggs.",
])
def test_negated_bounded_or_past_capacity_is_unread(statement):
    with pytest.raises(_Refuse):
        _facts(statement)


@pytest.mark.parametrize("shape,expected", [
    ("how many pages will she be able to read in <n1> hours", "how many pages can she read in <n1> hours"),
    ("how many pages would @tom be able to read", "how many pages could @tom read"),
    ("how many eggs is @tom able to fit in the boxes", "how many eggs can @tom fit in the boxes"),
    ("how many kilograms was he able to sell", "how many kilograms did he sell"),
    ("how many pages will she not be able to read", "how many pages will she not be able to read"),
    ("how many pages will she never be able to read", "how many pages will she never be able to read"),
])
def test_be_able_to_is_the_modal(shape, expected):
    assert normalize_question(shape) == expected


@pytest.mark.parametrize("text,expected", [
    ("Nancy can make 3 bracelets an hour. She works 4 hours. How many bracelets can Nancy make?", 12),
    ("Nancy can make 3 bracelets an hour. She works for 4 hours. How many bracelets will she be able to make?", 12),
    ("Nancy can read 20 pages an hour. She reads for 3 hours. How many pages can she read?", 60),
    ("Nancy can make 3 bracelets in 20 minutes. She works 2 hours. How many bracelets can Nancy make?", 18),
])
def test_modal_question_over_the_owners_one_span(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    "Nancy can read 20 pages an hour. She sleeps for 3 hours. How many pages can she read?",
    "Nancy can make 3 bracelets an hour. She worked 4 hours. How many bracelets can Nancy make?",
    "Nancy can make 3 bracelets an hour. She works 4 hours. How many bracelets did Nancy make?",
    "Nancy can make 3 bracelets an hour. She works 4 hours. How many bracelets was Nancy able to make?",
    "Nancy can make 3 bracelets an hour. Ann works 4 hours. How many bracelets can Nancy make?",
    "Nancy can make 3 bracelets an hour. She works 4 hours. How many bracelets can Nancy sell?",
    "Nancy can make 3 bracelets a day. She works 4 hours. How many bracelets can Nancy make?",
    "Nancy can make 3 bracelets an hour. She works 4 hours. She gives 2 bracelets to Ann. How many bracelets can Nancy make?",
    "Nancy can make 3 bracelets an hour. She works 4 hours and sleeps 8 hours. How many bracelets can Nancy make?",
    "Nancy can make 3 bracelets an hour. She works 4 hours. How many bracelets does Nancy have?",
])
def test_modal_question_over_a_span_refuses_otherwise(text):
    _refuses(text)


@pytest.mark.parametrize("text", [
    BOXES + "He can fit 12 eggs in each box. How many eggs can he fit in the box?",
    BOXES + "Each box can hold 12 eggs. How many eggs can both boxes hold?",
    "Tom bought 3 boxes on Monday and 2 boxes on Tuesday. Each box can hold 12 eggs. How many eggs can those boxes hold?",
])
def test_capacity_question_of_some_containers_refuses(text):
    _refuses(text)


def test_ability_rate_asked_as_achievement_refuses():
    _refuses("Nancy can make 3 bracelets an hour. How many bracelets was Nancy able to make in 4 hours?")
    assert _value("Nancy can make 3 bracelets an hour. How many bracelets will Nancy be able to make in 4 hours?") == 12
    assert _value("Nancy made 3 bracelets an hour. How many bracelets was Nancy able to make in 4 hours?") == 12


def test_is_able_to_states_an_ability_rate():
    assert _value("Tom is able to type 50 words per minute. How many words can Tom type in 10 minutes?") == 500
    assert _value("Tom is able to read 8 pages in 20 minutes. How many pages can he read in 60 minutes?") == 24
    _refuses("Tom is able to type 50 words per minute. How many words did Tom type in 10 minutes?")
    _refuses("Tom was able to type 50 words per minute. How many words can Tom type in 10 minutes?")
    _refuses("Tom is not able to type 50 words per minute. How many words can Tom type in 10 minutes?")


@pytest.mark.parametrize("text,expected", [
    ("Tom has 3 shelves. Each shelf can hold 4 rows. Each row can hold 12 cans. How many cans can the shelves hold?", 144),
    ("Tom has 3 shelves. Each row can hold 12 cans. Each shelf can hold 4 rows. How many cans can the shelves hold?", 144),
    ("Tom has 3 shelves. He can fit 4 rows on each shelf. He can fit 12 bottles in each row. "
     "How many bottles can he fit on the shelves?", 144),
])
def test_chained_capacities_multiply(text, expected):
    assert _value(text) == expected


@pytest.mark.parametrize("text", [
    "Tom has 3 shelves. Each shelf can hold 4 rows. Each row can fit 12 cans. How many cans can the shelves hold?",
    "Tom has 3 shelves. Each shelf can hold 4 rows. Each row can hold 12 cans. Tom has 5 rows. How many cans can the shelves hold?",
    "Tom has 3 shelves. Each shelf can hold 4 boxes. Each row can hold 12 cans. How many cans can the shelves hold?",
    "Tom has 3 shelves. Ann can fit 4 rows on each shelf. He can fit 12 bottles in each row. How many bottles can he fit on the shelves?",
    "Tom has 3 shelves. Each shelf can hold 4 rows. Each row can hold 12 cans. How many cans does Tom have?",
])
def test_chained_capacities_refuse_otherwise(text):
    _refuses(text)
