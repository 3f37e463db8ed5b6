"""Session 20 (red14): red team of session 19's constructions (time spent, question forms,
conditions, compared activities). Four kinds of wrong answer closed, each by a guard that refuses:

Law 1 (reader._spans_that_may_overlap): spans told as overlapping ('while', 'during',
'simultaneously', 'at the same time', 'meanwhile', 'including') are never added.
Law 2 (reader._time_spent_relations): 'that amount' / 'as long' after a sentence of several
quantities has no one referent (the last one, or their sum).
Law 3 (reader._clauses_facts, _part_kind): the items of one list of parts say one kind of thing
(one verb; after 'have' one noun; after 'are' colours with colours, plural nouns with plural
nouns); a demonstrative after a part ('half of those') may point at that part.
Law 4 (reader._future_question_of_past_events): a modal question ('could / can / would / might')
of a verb total over events told in the past.
Each law keeps the reading it guards: the tables hold the read twins with their values."""
import pytest

from expect import refuses, value

OVERLAP_REFUSED = [
    "Nora spent 30 minutes reading while she spent 45 minutes drawing. How many minutes did Nora spend in total?",
    "Nora spent 30 minutes reading and 45 minutes drawing at the same time. How many minutes did Nora spend in total?",
    "Nora spent 120 minutes shopping. While shopping, she spent 30 minutes eating lunch. How many minutes did she spend in total?",
    "Nora spent 120 minutes shopping. She also spent 30 minutes eating lunch during her shopping trip. How many minutes did she spend in total?",
    "Nora spent 120 minutes shopping and 30 minutes eating lunch simultaneously. How many minutes did she spend in total?",
    "Nora spent 120 minutes shopping. During her shopping trip, she spent 30 minutes eating lunch. How many minutes did she spend in total?",
]
OVERLAP_READ = [
    ("Nora spent 120 minutes shopping and 30 minutes eating lunch. How many minutes did she spend in total?", 150),
    ("Nora spent 30 minutes reading and 20% of that time stretching. How many minutes did she spend in total?", 36),
    ("Nora spent 40 minutes cooking. She spent half of that time chopping onions. How many minutes did she spend chopping onions?", 20),
    ("Nora spent 30 minutes reading and 3 times that amount of time drawing. How many minutes did she spend in total?", 120),
]

REFERENT_REFUSED = [
    "Nora spent 30 minutes reading and 20 minutes drawing. She spent twice as long singing. How many minutes did she spend in total?",
    "Nora spent 30 minutes reading and 20 minutes drawing. She spent twice that amount of time singing. How many minutes did she spend in total?",
    "Nora spent 30 minutes reading and 20 minutes drawing. She spent half of that time singing. How many minutes did she spend in total?",
    "Nora spent 30 minutes reading, then 20 minutes drawing. She then spent twice that long singing. How many minutes did she spend in total?",
    "Nora spent 30 minutes reading on Monday and 20 minutes reading on Tuesday. On Wednesday she spent twice as long reading. How many minutes did she spend reading?",
]
REFERENT_READ = [
    ("Nora spent 30 minutes reading and twice as long drawing. How many minutes did Nora spend in total?", 90),
    ("Nora spent 30 minutes reading. She spent twice as long drawing. She spent 10 minutes singing. How many minutes did she spend in total?", 100),
    ("Nora spent 30 minutes reading and 20 minutes drawing. She spent twice as long singing as drawing. How many minutes did she spend in total?", 90),
    ("Nora spent 30 minutes reading and 20 minutes drawing. She spent 10 more minutes singing than drawing. How many minutes did she spend in total?", 80),
]

PARTS_REFUSED = [
    "There are 30 flowers in a vase. 4 of the flowers are red, 2 are wilted, and the rest are blue. How many flowers are blue?",
    "There are 30 flowers in a vase. 4 of the flowers are red, 2 have thorns, and the rest are blue. How many flowers are blue?",
    "There are 30 flowers in a vase. 4 of the flowers are red, 2 are white, and the rest have thorns. How many flowers have thorns?",
    "There are 30 flowers in a vase. 4 of the flowers are red, 2 are white, and the rest are tall. How many flowers are tall?",
    "There are 30 flowers in a vase. 4 of the flowers are red, half of those are white, and the rest are blue. How many flowers are blue?",
    "There are 100 people in a theater. 19 of the people have blue eyes, 30 have brown hair, and the rest have green eyes. How many people have green eyes?",
    "There are 30 students in a class. 4 of the students like math, 6 play soccer, and the rest like music. How many students like music?",
    "There are 30 students in a class. 4 of the students are boys, 6 are tall, and the rest are girls. How many students are girls?",
    "There are 30 students in a class. 12 of the students are girls, half of these are tall, and the rest are boys. How many students are boys?",
]
PARTS_READ = [
    ("There are 30 flowers in a vase. 4 of the flowers are red, 2 are white, and the rest are blue. How many flowers are blue?", 24),
    ("There are 30 flowers in a vase. 4 of the flowers are red, 2 were white, and the rest are blue. How many flowers are blue?", 24),
    ("There are 30 flowers in a vase. 4 of the flowers are red, half of them are white, and the rest are blue. How many flowers are blue?", 11),
    ("There are 100 people in a theater. If 19 of these people have blue eyes, half of them have brown eyes, a quarter have black eyes, "
     "and the rest have green eyes, how many of them have green eyes?", 6),
    ("There are 100 people in a theater. 19 of the people have blue eyes, 30 have brown eyes, and the rest have green eyes. How many people have green eyes?", 51),
    ("There are 30 students in a class. 4 of the students like math, 6 like art, and the rest like music. How many students like music?", 20),
    ("There are 30 students in a class. 4 of the students have brown hair, 6 have blond hair, and the rest have black hair. How many students have black hair?", 20),
]

MODAL_REFUSED = [
    "Katie ran 4 miles. Lily ran twice as many miles as Katie. How many miles could Lily run?",
    "Katie ran 4 miles. Lily ran twice as many miles as Katie. How many miles would Lily run?",
    "Katie picked 4 apples. Lily picked twice as many apples as Katie. How many apples can Lily pick?",
    "Katie picked 4 apples. Lily picked twice as many apples as Katie. How many apples might Lily pick?",
    "Mia wrote 3 letters. Leo wrote twice as many letters as Mia. How many letters can Leo write?",
    "Katie ran 4 miles. Lily ran 2 miles more than Katie. How many miles could Lily run?",
]
MODAL_READ = [
    ("Katie picked 4 apples. Lily picked twice as many apples as Katie. How many apples did Lily pick?", 8),
    ("Katie picks 4 apples. Lily picks twice as many apples as Katie. How many apples would Lily pick?", 8),
    ("Mia writes 3 letters a week. How many letters would Mia write in 4 weeks?", 12),
    ("Mia earns $10 an hour. How much money would she earn in 4 hours?", 40),
    ("Katie ran 4 miles. If Lily ran twice as many miles as Katie, how many miles did Lily run?", 8),
]


@pytest.mark.parametrize("text", OVERLAP_REFUSED + REFERENT_REFUSED + PARTS_REFUSED + MODAL_REFUSED)
def test_refused(text):
    refuses(text)


@pytest.mark.parametrize("text,expected", OVERLAP_READ + REFERENT_READ + PARTS_READ + MODAL_READ)
def test_read(text, expected):
    assert value(text) == expected


def test_overlap_refusal_names_the_word():
    r = refuses(OVERLAP_REFUSED[2])
    assert "overlapping" in r.detail and "while" in r.detail


def test_referent_refusal_is_a_reference():
    assert refuses(REFERENT_REFUSED[0]).reason.value == "ambiguous_reference"

