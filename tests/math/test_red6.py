"""Session 17 red team (helper red6) over the answered fit problems, changed the way an unseen
problem would differ. Findings, each closed by a general guard in reader.py:
* a recipient who only ever receives, asked its holding, was read as starting from nothing when
  the gift was a part of the giver's holding ('She gave half of her sheep to her sister. How many
  sheep does her sister have?' 200), and a presumed start was counted in a sum of kinds beside
  the recipient's stated holdings ('How many fruits does Ann have?') (_recipient_start_unknown);
* a wage for one activity beside time spent at a place ('earns $12 an hour for babysitting. He
  works 5 hours at the store.' 60) (_paid_time);
* a holding compared with what its referent held at another time ('Ann has twice as many pens
  as Tom had. Ann has 10 pens. How many pens does Tom have?' 5) (_referent_at_another_time).
Minimal pairs: the same stories with the start told, the activity named, one tense, are read."""
import pytest

from expect import verdict as _v


@pytest.mark.parametrize("text", [
    "Mary has 400 sheep. She gave a quarter of her sheep to her sister. How many sheep does her sister have?",
    "Mary has 400 sheep. She gave half of her sheep to Ann. How many sheep does Ann have?",
    "Tom has 10 apples. He gives half of them to Ann. How many apples does Ann have?",
    "Tom has 10 apples. He gives 20% of his apples to Ann. How many apples does Ann have?",
    "Ann has 5 pears. Tom has 10 apples. He gives half of his apples to Ann. How many fruits does Ann have?",
    "Mary has 400 sheep on her farm. She gave a quarter of her sheep to her sister, and half of the "
    "remaining sheep to her brother. How many sheep does her brother have?",
])
def test_recipient_with_no_start_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom has 10 apples. Ann has 4 apples. He gives half of his apples to Ann. How many apples does Ann have?", "9"),
    ("Bingley has 5 bracelets. Kelly gives Bingley a fourth of her 16 bracelets. How many bracelets does Bingley have?", "9"),
    ("Mary has 400 sheep. She gave a quarter of her sheep to her sister. How many sheep did her sister receive?", "100"),
    ("Mary has 400 sheep. Her sister has 20 sheep. Mary gave half of her sheep to her sister. "
     "How many sheep does her sister have?", "220"),
    ("Kelly gives Bingley a fourth of her 16 bracelets. How many bracelets does Kelly have?", "12"),
])
def test_recipient_with_a_start_or_asked_what_she_got_is_read(text, expected):
    assert _v(text) == expected
    assert _v(text, sealed=True) == expected


@pytest.mark.parametrize("text", [
    "Tom earns $12 an hour for babysitting. He works 5 hours at the store. How much does he earn?",
    "Tom charges $12 an hour for babysitting. He works 5 hours at the store. How much does he earn?",
    "Tom is paid $12 an hour for babysitting. He works 5 hours at the store. How much does he earn?",
])
def test_wage_beside_time_at_another_place_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Tom earns $12 an hour for babysitting. He works 5 hours. How much does he earn?", "60"),
    ("Tom earns $12 an hour for babysitting. He babysits for 5 hours. How much does he earn?", "60"),
    ("Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?", "10"),
])
def test_wage_and_its_time_are_read(text, expected):
    assert _v(text) == expected


@pytest.mark.parametrize("text", [
    "Ann has twice as many pens as Tom had. Ann has 10 pens. How many pens does Tom have?",
    "Ann has twice as many pens as Tom did. Ann has 10 pens. How many pens does Tom have?",
    "Ann has 5 more pens than Tom did. Ann has 10 pens. How many pens does Tom have?",
    "Ann has twice as many pens as Tom had. Tom has 5 pens. How many pens does Ann have?",
    "Ann had twice as many pens as Tom has. Tom has 5 pens. How many pens does Ann have?",
])
def test_referent_at_another_time_refuses(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Ann has twice as many pens as Tom has. Ann has 10 pens. How many pens does Tom have?", "5"),
    ("Ann has twice as many pens as Tom does. Ann has 10 pens. How many pens does Tom have?", "5"),
    ("Ann had twice as many pens as Tom did. Ann had 10 pens. How many pens did Tom have?", "5"),
    ("Tim has 30 toads. Jim has 20 more toads than Tim does. Sarah has twice as many toads as Jim does. "
     "How many toads does Sarah have?", "100"),
])
def test_referent_in_the_same_tense_is_read(text, expected):
    assert _v(text) == expected
    assert _v(text, sealed=True) == expected


# --- later findings of the session (each closed by a general guard) ---

@pytest.mark.parametrize("text", [
    # contents said of all the containers together (injectors._container_hold); was 160 / 60
    "Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in total. "
    "How many gingerbreads does Diane bake?",
    "Diane bakes three trays with 20 gingerbreads altogether. How many gingerbreads does Diane bake?",
    "Diane bakes three trays with a total of 20 gingerbreads. How many gingerbreads does Diane bake?",
    "Tom has 4 bags with 5 apples in total. How many apples does Tom have?",
    # a part of 'the X' after a change of X (reader._part_of_the_changed); was 75 / 12 / 90
    "Rachel earned $200 babysitting. She spent $50 on lunch. She spent 1/2 of the money on a DVD. How much did Rachel have left?",
    "Tom had 24 apples. He ate 6 apples. Then he ate 1/3 of the apples. How many apples does he have left?",
    "There were 148 peanuts in a jar. Bonita ate 28 peanuts. Brock ate one-fourth of the peanuts. How many peanuts remain in the jar?",
    # money asked in a place no statement names (reader._money_place_named); was 10
    "Mirasol had $50 in her account. She spent $10 on coffee beans and $30 on a tumbler. How much is left in her wallet?",
    # 'left with after ...' naming no event of the story, or not the last (reader._left_with_after); were 14 / 5
    "Tom has $20. He buys 3 pens for $2 each. How much money was he left with after buying the pencils?",
    "Tom has $20. He buys 3 pens for $2 each. How much money was he left with after paying for lunch?",
    "Tom has $20. He buys 3 pens for $2 each. How much money was he left with after the trip?",
    "Chastity bought 4 lollipops which cost $1.50 each, and she also bought 2 packs of gummies which cost $2 each. "
    "If she has $15, how much was she left with after returning the gummies?",
    "Chastity bought 4 lollipops which cost $1.50 each, and she also bought 2 packs of gummies which cost $2 each. "
    "If she has $15, how much was she left with after buying the lollipops?",
    # a holding timed by an event beside changes (reader._holding_after_an_event); was 7
    "Tom has $10 after buying a hat. He spent $3 on the hat. How much money does he have left?",
    "Tom has $10 left after buying a hat. He spent $3 on the hat. How much money does he have left?",
])
def test_later_findings_refuse(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


@pytest.mark.parametrize("text, expected", [
    ("Diane bakes four trays with 25 gingerbreads in each tray and three trays with 20 gingerbreads in each tray. "
     "How many gingerbreads does Diane bake?", "160"),
    ("Tom has 4 bags with 5 apples in each bag. How many apples does Tom have in total?", "20"),
    ("Rachel earned $200 babysitting. She spent 1/4 of the money on lunch. She spent 1/2 of the money on a DVD. "
     "How much did Rachel have left?", "50"),
    ("Neil baked 20 cookies. He gave 2/5 of the cookies to his friend. How many cookies are left for Neil?", "12"),
    ("There were 148 peanuts in a jar. Bonita ate 28 peanuts. Brock ate one-fourth of the remaining peanuts. "
     "How many peanuts remain in the jar?", "90"),
    ("Mary has 400 sheep. She sold 100 sheep. She gave a quarter of her sheep to her sister. How many sheep remain with Mary?", "225"),
    ("Mirasol had $50 in her account. She spent $10 on coffee beans and $30 on a tumbler. How much is left in her account?", "10"),
    ("Chastity bought 4 lollipops which cost $1.50 each, and she also bought 2 packs of gummies which cost $2 each. "
     "If she has $15, how much was she left with after spending on the candies?", "5"),
    ("Chastity bought 4 lollipops which cost $1.50 each, and she also bought 2 packs of gummies which cost $2 each. "
     "If she has $15, how much was she left with after buying the gummies?", "5"),
    ("Tom has $20. He buys 3 pens for $2 each. How much money was he left with after buying the pens?", "14"),
    ("Tom had 10 apples when leaving the store. He ate 3 apples on the way. How many apples does he have left?", "7"),
])
def test_later_near_misses_are_read(text, expected):
    assert _v(text) == expected
    assert _v(text, sealed=True) == expected


@pytest.mark.parametrize("text", [
    # persons counted as an owner's containers (reader._persons_as_containers); was 12 / 60
    "Tom has 4 friends. Each friend has 3 apples. How many apples does Tom have?",
    "Tom has 4 sisters. Each sister has 3 apples. How many apples does Tom have?",
    "A teacher has 20 students. Each student has 3 pencils. How many pencils does the teacher have?",
    "Ms. Lee has 20 students. Each student has 3 pencils. How many pencils does Ms. Lee have?",
])
def test_persons_are_no_containers(text):
    assert _v(text) == "refuse"
    assert _v(text, sealed=True) == "refuse"


def test_containers_of_things_are_read():
    assert _v("Tom has 4 bags. Each bag has 3 apples. How many apples does Tom have?") == "12"
