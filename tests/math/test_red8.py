"""Session 17 red team (helper red8) over the quantitative families (rates and time units,
percents and fractions, ages, money, averages and partitions, units), both lanes. Findings, each
closed by a general guard in reader.py:
* a part of 'it / them / that' after a change of the amount ('He spends $2800 on a motorcycle.
  Then he spends half of it on a ticket.' 1100; 'He bought 6 apples, and then he gave half of
  them to Ann.' 15) (reader._part_of_the_changed);
* a question timed by 'then' ('In two years, Claire will be 20 years old. How old is Jessica
  then?' 24, the present age) (_question_then);
* a rate stated as an ability asked as work done ('Ms. Alice can grade 296 papers in 8 hours.
  How many papers did she grade in 11 hours?' 407) (_ability_asked_as_done);
* time worked for free beside a wage ('He works 5 hours for free. How much does he earn?' 50)
  (_unpaid_span);
* a discount or tax told of another time ('Tim buys a cabinet for $1000. Last year he got a 20%
  discount. How much did he pay?' 800) (_discount_of_its_time).
Minimal pairs: the same stories with the part said of what is left, no 'then', 'can' asked with
'can' or 'at this rate', paid time, the discount in the purchase's sentence, are read."""
import pytest

from expect import verdict as _v


def _both(text):
    return _v(text), _v(text, sealed=True)


@pytest.mark.parametrize("text", [
    "Jake has $5000. He spends $2800 on a new motorcycle. Then he spends half of it on a concert ticket. How much money does he have left?",
    "Jake has $5000. He spends $2800 on a new motorcycle. He then loses half of it. How much money does he have left?",
    "Tom had 24 apples. He ate 6 apples. Then he ate 1/3 of them. How many apples does he have left?",
    "Tom had 24 apples. He bought 6 apples, and then he gave half of them to Ann. How many apples does he have left?",
    "Tom had 24 apples. He ate 6 apples, and then he gave half of them to Ann. How many apples does he have left?",
    "Ann earned $200. She spent $50 on lunch and half of it on a DVD. How much did Ann have left?",
    "Ann earned $200. She spent $50 on lunch and a quarter of it on a DVD. How much did Ann have left?",
])
def test_part_of_a_pronoun_after_a_change_refuses(text):
    assert _both(text) == ("refuse", "refuse")


@pytest.mark.parametrize("text, expected", [
    ("Ann earned $200. She spent $50 on lunch and half of the rest on a DVD. How much did Ann have left?", "75"),
    ("Ann earned $200. She spent $50 on lunch and half of what was left on a DVD. How much did Ann have left?", "75"),
    ("Ali has $480. He spent half of it on food, and then he spent a third of what was left on a pair of glasses. "
     "How much money did he have left?", "160"),
    ("Darwin has 600$. He spent 1/3 of it on gas for his car, and 1/4 of what was left on food. How much money did he have left?", "300"),
    ("Jake has $5000. He spends $2800 on a new motorcycle, and then spends half of what's left on a concert ticket. "
     "Jake then loses a fourth of what he has left. How much money does he have left?", "825"),
])
def test_part_of_what_is_left_is_read(text, expected):
    assert _both(text) == (expected, expected)


@pytest.mark.parametrize("text", [
    "Jessica is six years older than Claire. In two years, Claire will be 20 years old. How old is Jessica then?",
    "Audrey is 7 years older than Heracles. In 3 years, Audrey will be twice as old as Heracles is now. How old is Heracles then?",
    "In twenty years, Ramon will be twice as old as Loui today. If Loui is currently 23 years old, how old is Ramon then?",
    "In 6 years, Carla will be 30 years old. The sum of the current ages of Carla and Louis is 55. How old is Louis at that time?",
    "Mike is 16 years old. His sister Barbara is half as old as he is. In 8 years, how old will Barbara be by then?",
])
def test_question_timed_by_then_refuses(text):
    assert _both(text) == ("refuse", "refuse")


@pytest.mark.parametrize("text, expected", [
    ("Jessica is six years older than Claire. In two years, Claire will be 20 years old. How old is Jessica now?", "24"),
    ("Jessica is six years older than Claire. In two years, Claire will be 20 years old. How old will Jessica be in two years?", "26"),
    ("The sky currently has 4 times as many cirrus clouds as cumulus clouds, and 12 times as many cumulus clouds as "
     "cumulonimbus clouds.  If the sky currently has 3 cumulonimbus clouds, how many cirrus clouds are in the sky at this moment?", "144"),
    ("Sarah's age is equal to three times Mark's age minus 4. Mark is four years older than Billy. Billy is half Ana's age. "
     "If Ana will be 15 in 3 years, how old is Sarah?", "26"),
])
def test_question_of_a_named_time_is_read(text, expected):
    assert _both(text) == (expected, expected)


@pytest.mark.parametrize("text", [
    "Ms. Alice can grade 296 papers in 8 hours. How many papers did she grade in 11 hours?",
    "Micah can type 20 words per minute and Isaiah can type 40 words per minute. How many more words did Isaiah type than Micah in an hour?",
    "Carl can type 50 words per minute. How many words did he type in 7 minutes?",
    "An adult panda can eat 138 pounds of bamboo each day. A baby panda can eat 50 pounds of bamboo a day.  "
    "How many pounds of bamboo did the pandas eat in a week?",
])
def test_ability_asked_as_work_done_refuses(text):
    assert _both(text) == ("refuse", "refuse")


@pytest.mark.parametrize("text, expected", [
    ("Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 11 hours?", "407"),
    ("Ms. Alice can grade 296 papers in 8 hours. At this rate, how many papers did she grade in 11 hours?", "407"),
    ("Darma can eat 20 peanuts in 15 seconds. At this same rate, how many peanuts did she eat in 6 minutes?", "480"),
    ("Jim ran 16 miles in 4 hours while Frank ran 20 miles in 2 hours. How many more miles did Frank run than Jim in an hour?", "6"),
    ("Micah can type 20 words per minute and Isaiah can type 40 words per minute. How many more words can Isaiah type than Micah in an hour?", "1200"),
])
def test_ability_asked_as_ability_or_at_this_rate_is_read(text, expected):
    assert _both(text) == (expected, expected)


@pytest.mark.parametrize("text", [
    "Tom earns $10 an hour. He works 5 hours for free. How much does he earn?",
    "Tom earns $10 an hour. He works 5 hours for nothing. How much does he earn?",
    "Tom earns $10 an hour. He works 5 hours for no pay. How much does he earn?",
    "Weng earns $12 an hour for babysitting. Yesterday, she babysat for 50 minutes for free. How much did she earn?",
])
def test_unpaid_time_refuses(text):
    assert _both(text) == ("refuse", "refuse")


@pytest.mark.parametrize("text, expected", [
    ("Tom earns $10 an hour. He works 5 hours. How much does he earn?", "50"),
    ("Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?", "10"),
    ("Tom earns $10 an hour. He works 5 hours a week. How much does he earn in 4 weeks?", "200"),
])
def test_paid_time_is_read(text, expected):
    assert _both(text) == (expected, expected)


@pytest.mark.parametrize("text", [
    "Tim buys a cabinet for $1000. Last year he got a 20% discount. How much did he pay?",
    "Tim buys a cabinet for $1000. On Monday, he got a 20% discount. How much did he pay?",
    "Tim bought a cabinet for $1000 on Monday. On Tuesday, he got a 20% discount. How much did he pay?",
    "Tim buys a cabinet for $1000. Last year he paid a 10% tax. How much did he pay?",
    "A guy buys 5 sets of drill bits. Each set cost 6 dollars. Last year he paid 10% tax on the order. What was the total amount he paid?",
])
def test_discount_of_another_time_refuses(text):
    assert _both(text) == ("refuse", "refuse")


@pytest.mark.parametrize("text, expected", [
    ("A guy goes to the tool shop and buys 5 sets of drill bits.  Each set cost 6 dollars.  He then pays 10% tax on the order.  "
     "What was the total amount he paid?", "33"),
    ("Tim buys a cabinet for $1200 and gets a 15% discount.  How much did he pay?", "1020"),
    ("John buys 5 toys that each cost $3.  He gets a 20% discount.  How much did he pay for everything?", "12"),
    ("Tim buys a cabinet for $1000. He gets a 20% discount and pays 10% tax. How much did he pay?", "880"),
])
def test_discount_of_the_purchase_is_read(text, expected):
    assert _both(text) == (expected, expected)


@pytest.mark.parametrize("text", [
    "Mary has 5 apples. She gives 3 apples to Mary. How many apples does she have?",
    "Mary has 5 apples. Mary gives Mary 3 apples. How many apples does Mary have?",
    "Susan has 21 cats and Bob has 3 cats. If Susan gives Susan 4 of her cats, how many more cats does Susan have than Bob?",
    "Tom has $20. He gives $5 to Tom. How much money does Tom have?",
])
def test_gift_to_oneself_refuses(text):
    assert _both(text) == ("refuse", "refuse")


def test_gift_to_another_is_read():
    assert _both("Susan has 21 cats and Bob has 3 cats. If Susan gives Bob 4 of her cats, how many more cats "
                 "does Susan have than Bob?") == ("10", "10")


@pytest.mark.parametrize("text", [
    "Tom has 12 apples. He gives his 3 friends 2 apples. How many apples does he have left?",
    "Tom has 12 apples. He gave his 3 sisters 2 apples. How many apples does he have left?",
    "Tom has 12 apples. Each day he gives his 3 friends 2 apples. How many apples does he have left?",
])
def test_gift_to_a_counted_group_without_each_refuses(text):
    assert _both(text) == ("refuse", "refuse")


@pytest.mark.parametrize("text, expected", [
    ("Tom has 12 apples. He gives each of his 3 friends 2 apples. How many apples does he have left?", "6"),
    ("Tom has 12 apples. He gives his 3 friends 2 apples each. How many apples does he have left?", "6"),
    ("Miss Davis gave 15 popsicle sticks to each of the 10 groups in her class. How many sticks does she have left "
     "if she had 170 popsicle sticks?", "20"),
])
def test_gift_to_each_of_a_group_is_read(text, expected):
    assert _both(text) == (expected, expected)
