"""Session 21 (`red16`): near-miss generator for session 20's group scene, rates of time spent,
the elided 'than' of a rate difference, and noun-phrase modifiers (vessels, per-item weight and
worth with 'each', purposes of showing).

Every family is a base text whose value is worked out by hand, and a list of perturbations, each
with the value a careful reader gives ('refuse' where the text is ambiguous or unanswerable).
Names are varied over a few pairs (gender kept for pronouns), so each perturbation is tried with
more than one surface. `cases()` yields (kind, text, expect) deduplicated by text.

Run: PYTHONPATH=. python -m evals.gsm8k.red16_gen  (prints the verdicts that differ)."""
from __future__ import annotations

from evals.gsm8k.nearmiss import PAIRS, R, run, unique_cases  # R: an expect "refuse|v" accepts a refusal or v


def _group(a, b, pa, pb):
    """GROUP_SCENE: 'A and B picked apples.' before the counts."""
    out = []
    k = "group"
    base = f"{a} and {b} picked apples. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?"
    out += [(k + "/base", base, "8")]
    # a time phrase read as the scene's place: the later counts may be other pickings
    for when, later in (("in the morning", "in the afternoon"), ("on Monday", "on Tuesday"),
                        ("in the summer", "in the fall"), ("on Saturday", "on Sunday")):
        out += [(k + "/time-place", f"{a} and {b} picked apples {when}. {a} picked 5 apples {later}. {b} picked 3 apples {later}. How many apples did they pick?", R),
                (k + "/time-place", f"{a} and {b} picked apples {when}. {later[0].upper() + later[1:]}, {a} picked 5 apples and {b} picked 3 apples. How many apples did they pick?", R),
                (k + "/time-place-same", f"{a} and {b} picked apples {when}. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?", "8")]
    out += [(k + "/time-place", f"{a} and {b} collected shells in the morning. {a} collected 4 shells in the evening. {b} collected 6 shells in the evening. How many shells did they collect?", R),
            (k + "/time-place", f"{a} and {b} gathered acorns on Friday. On Saturday, {a} gathered 7 acorns and {b} gathered 2 acorns. How many acorns did they gather?", R)]
    # other noun, other verb, non-member
    out += [(k + "/scene-other-noun", f"{a} and {b} picked apples. {a} picked 5 pears. {b} picked 3 pears. How many fruits did they pick?", R),
            (k + "/scene-other-noun", f"{a} and {b} picked apples. {a} picked 5 pears. {b} picked 3 pears. How many pears did they pick?", "8"),
            (k + "/role-noun", f"{a} and {b} picked apples. {a} picked 5 apples. {b}'s brother picked 3 apples. How many apples did they pick?", R),
            (k + "/role-noun", f"{a} and {b} picked apples. {a} picked 5 apples. Their dad picked 3 apples. How many apples did they pick?", R),
            (k + "/role-noun", f"{a} and {b} picked apples. {a} picked 5 apples. {b} picked 3 apples. Their mom picked 4 apples. How many apples did they pick?", R),
            (k + "/role-noun", f"{a} and {b} picked apples at their aunt's farm. {a} picked 5 apples. {b} picked 3 apples. Their aunt picked 4 apples. How many apples did they pick?", R),
            (k + "/they-each", f"{a} and {b} picked apples. They each picked 5 apples. How many apples did they pick?", "10"),
            (k + "/they-total", f"{a} and {b} picked apples. They picked 5 apples. {b} picked 3 apples. How many apples did {a} pick?", R),
            (k + "/pronouns", f"{a} and {b} picked apples. {pa.capitalize()} picked 5 apples. {pb.capitalize()} picked 3 apples. How many apples did they pick?", "8"),
            (k + "/compare", f"{a} and {b} picked apples. {a} picked 5 apples. {b} picked twice as many apples as {a}. How many apples did they pick?", "15"),
            (k + "/one-asked", f"{a} and {b} picked apples. {a} picked 5 apples. {b} picked 3 apples. How many apples did {b} pick?", "3"),
            (k + "/together", f"{a} and {b} picked apples together. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?", "8"),
            (k + "/after-eat", f"{a} and {b} picked apples. {a} picked 5 apples. {b} picked 3 apples. They ate 2 apples. How many apples do they have left?", "6"),
            (k + "/negation", f"{a} and {b} did not pick apples. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?", R),
            (k + "/modal", f"{a} and {b} could pick apples. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?", R),
            (k + "/hedge", f"{a} and {b} usually pick apples. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?", R),
            (k + "/future-counts", f"{a} and {b} picked apples. {a} will pick 5 apples tomorrow. {b} will pick 3 apples tomorrow. How many apples did they pick?", R),
            (k + "/later-time", f"{a} and {b} picked apples yesterday. Today {a} picked 5 apples and {b} picked 3 apples. How many apples did they pick?", R),
            (k + "/later-time", f"{a} and {b} picked apples last week. This week {a} picked 5 apples and {b} picked 3 apples. How many apples did they pick?", R),
            (k + "/gift-in", f"{a} and {b} picked apples. {a} picked 5 apples. {b} picked 3 apples. Their neighbor gave them 4 apples. How many apples did they pick?", R),
            (k + "/place-name", f"{a} and {b} picked apples in Ohio. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?", "8"),
            (k + "/place-person", f"{a} and {b} picked apples with Joe. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?", R),
            (k + "/some", f"{a} and {b} picked some apples. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?", "8"),
            (k + "/of-them", f"{a} and {b} picked some apples. {a} picked 5 of them. {b} picked the rest. How many apples did they pick?", R),
            (k + "/raise-have", f"{a} and {b} raise goats. {a} has 7 goats. {b} has 3 goats. How many goats do they have?", "10"),
            (k + "/raise-have-time", f"{a} and {b} raised goats last year. {a} has 7 goats. {b} has 3 goats. How many goats do they have?", R + "|10"),
            (k + "/raise-have-time", f"{a} and {b} raised goats in the past. {a} has 7 goats. {b} has 3 goats. How many goats do they have?", R + "|10"),
            (k + "/grow", f"{a} and {b} grow tomatoes in the garden. {a} grows 6 tomatoes. {b} grows 4 tomatoes. How many tomatoes do they grow?", "10"),
            (k + "/catch", f"{a} and {b} caught fish at the lake. {a} caught 6 fish. {b} caught 2 fish. How many fish did they catch?", "8"),
            (k + "/catch-release", f"{a} and {b} caught fish at the lake. {a} caught 6 fish. {b} caught 2 fish. They threw 3 fish back. How many fish did they catch?", "8"),
            ]
    return out


def _group3():
    k = "group"
    out = []
    for a, b, c in (("Ben", "Kim", "Joe"), ("Ria", "Ola", "Eva")):
        base = f"{a}, {b}, and {c} collected seashells at the beach. {a} collected 4 seashells. {b} collected 6 seashells. {c} collected 3 seashells. How many seashells did they collect?"
        out += [(k + "/base3", base, "13"),
                (k + "/time-place", f"{a}, {b}, and {c} collected seashells in the morning. In the afternoon, {a} collected 4 seashells, {b} collected 6 seashells, and {c} collected 3 seashells. How many seashells did they collect?", R),
                (k + "/time-place", f"{a}, {b}, and {c} collected seashells on Sunday. {a} collected 4 seashells on Monday. {b} collected 6 seashells on Monday. {c} collected 3 seashells on Monday. How many seashells did they collect?", R),
                (k + "/member-missing", f"{a}, {b}, and {c} collected seashells at the beach. {a} collected 4 seashells. {b} collected 6 seashells. How many seashells did they collect?", R),
                (k + "/subset-asked", f"{a}, {b}, and {c} collected seashells at the beach. {a} collected 4 seashells. {b} collected 6 seashells. {c} collected 3 seashells. How many seashells did {a} and {b} collect?", "10")]
    return out


def _rate_spent(a, b, pa, pb):
    """RATE_TIME_SPENT and its questions."""
    k = "rate-spent"
    out = [(k + "/base", f"{a} spends 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", "10"),
           (k + "/week", f"{a} spends 2 hours a day reading. How many hours does {pa} spend reading in 2 weeks?", "28"),
           (k + "/other-person", f"{a} spends 2 hours a day reading. How many hours does {b} spend reading in 5 days?", R),
           (k + "/pronoun-gender", f"{a} spends 2 hours a day reading. How many hours does {pb} spend reading in 5 days?", R),
           (k + "/other-activity", f"{a} spends 2 hours a day reading. How many hours does {pa} spend drawing in 5 days?", R),
           (k + "/other-unit", f"{a} spends 30 minutes a day reading. How many hours does {pa} spend reading in 4 days?", R + "|2"),
           (k + "/span-other-unit", f"{a} spends 2 hours a day reading. How many hours does {pa} spend reading in 48 hours?", R + "|4"),
           (k + "/span-hours-of-hourly", f"{a} spends 20 minutes an hour reading. How many minutes does {pa} spend reading in 3 hours?", "60"),
           (k + "/year", f"{a} spends 2 hours a day reading. How many hours does {pa} spend reading in a year?", R),
           (k + "/weekly", f"{a} spends 3 hours a week reading. How many hours does {pa} spend reading in 4 weeks?", "12"),
           (k + "/weekly-days", f"{a} spends 3 hours a week reading. How many hours does {pa} spend reading in 14 days?", R + "|6"),
           (k + "/weekly-month", f"{a} spends 3 hours a week reading. How many hours does {pa} spend reading in a month?", R),
           (k + "/each-week-q", f"{a} spends 2 hours a day reading. How many hours does {pa} spend reading each week?", "14"),
           (k + "/a-day-q", f"{a} spends 2 hours a day reading. How many hours does {pa} spend reading a day?", "2"),
           (k + "/negation", f"{a} does not spend 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/negation", f"{a} never spends 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/modal", f"{a} could spend 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/modal", f"{a} wants to spend 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/hedge", f"{a} spends at least 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/hedge", f"{a} spends up to 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/hedge", f"{a} spends nearly 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/hedge", f"{a} often spends 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/hedge", f"{a} sometimes spends 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/hedge", f"{a} now spends 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", "10"),
           (k + "/second-rate", f"{a} spends 2 hours a day reading. On weekends {pa} spends 4 hours a day reading. How many hours does {pa} spend reading in a week?", R),
           (k + "/second-rate", f"{a} spends 2 hours a day reading. {pa.capitalize()} also spends 1 hour a day reading at night. How many hours does {pa} spend reading in 5 days?", R + "|15"),
           (k + "/second-activity", f"{a} spends 2 hours a day reading. {pa.capitalize()} spends 1 hour a day drawing. How many hours does {pa} spend reading in 5 days?", "10"),
           (k + "/second-activity", f"{a} spends 2 hours a day reading. {pa.capitalize()} spends 1 hour a day drawing. How many hours does {pa} spend drawing in 5 days?", "5"),
           (k + "/two-people", f"{a} spends 2 hours a day reading. {b} spends 3 hours a day reading. How many hours does {a} spend reading in 5 days?", "10"),
           (k + "/change-later", f"{a} spends 2 hours a day reading. Starting tomorrow, {pa} will spend 3 hours a day reading. How many hours will {pa} spend reading in 5 days?", R),
           (k + "/change-later", f"{a} spends 2 hours a day reading. After 3 days, {pa} stops reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/change-later", f"{a} spends 2 hours a day reading. Next week {pa} will spend 1 hour a day reading. How many hours will {pa} spend reading next week?", R + "|7"),
           (k + "/skip", f"{a} spends 2 hours a day reading. {pa.capitalize()} skips 1 day. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/object", f"{a} spends 2 hours a day reading books. How many hours does {pa} spend reading books in 5 days?", "10"),
           (k + "/object-other", f"{a} spends 2 hours a day reading books. How many hours does {pa} spend reading comics in 5 days?", R),
           (k + "/while", f"{a} spends 2 hours a day reading while riding the bus. How many hours does {pa} spend riding the bus in 5 days?", R),
           (k + "/with-person", f"{a} spends 2 hours a day reading with {b}. How many hours does {b} spend reading in 5 days?", R),
           (k + "/past-habit", f"{a} spent 2 hours a day reading last year. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/used-to", f"{a} used to spend 2 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/weekday", f"{a} spends 2 hours every Monday reading. How many hours does {pa} spend reading in 5 weeks?", R + "|10"),
           (k + "/weekday", f"{a} spends 2 hours a day reading on Mondays. How many hours does {pa} spend reading in a week?", R + "|2"),
           (k + "/weekday", f"{a} spends 2 hours a weekday reading. How many hours does {pa} spend reading in a week?", R + "|10"),
           (k + "/weekday", f"{a} spends 2 hours a day reading during the week. How many hours does {pa} spend reading in a week?", R),
           (k + "/school-day", f"{a} spends 2 hours a day reading after school. How many hours does {pa} spend reading in a week?", R),
           (k + "/morning", f"Every morning, {a} spends 15 minutes stretching. How many minutes does {pa} spend stretching in 10 days?", "150"),
           (k + "/morning-week", f"Every morning, {a} spends 15 minutes stretching. How many minutes does {pa} spend stretching in a week?", "105"),
           (k + "/morning-evening", f"Every morning, {a} spends 15 minutes stretching. {pa.capitalize()} also stretches every evening. How many minutes does {pa} spend stretching in 10 days?", R),
           (k + "/morning-evening", f"Every morning, {a} spends 15 minutes stretching. Every evening, {pa} spends 10 minutes stretching. How many minutes does {pa} spend stretching in 10 days?", R + "|250"),
           (k + "/weekend-morning", f"Every Saturday morning, {a} spends 15 minutes stretching. How many minutes does {pa} spend stretching in 10 days?", R),
           (k + "/school-morning", f"Every school morning, {a} spends 15 minutes stretching. How many minutes does {pa} spend stretching in a week?", R),
           (k + "/other-morning", f"Every other morning, {a} spends 15 minutes stretching. How many minutes does {pa} spend stretching in 10 days?", R + "|75"),
           (k + "/night", f"{a} spends 30 minutes a night reading. How many minutes does {pa} spend reading in 6 days?", "180"),
           (k + "/watch", f"{a} watches TV for 4 hours every day. How many hours does {pa} watch TV in 6 days?", "24"),
           (k + "/watch-other", f"{a} watches TV for 4 hours every day. How many hours does {pa} watch movies in 6 days?", R),
           (k + "/watch-other-person", f"{a} watches TV for 4 hours every day. How many hours does {b} watch TV in 6 days?", R),
           (k + "/watch-with", f"{a} watches TV with {b} for 4 hours every day. How many hours does {b} watch TV in 6 days?", R),
           (k + "/watch-negation", f"{a} does not watch TV for 4 hours every day. How many hours does {pa} watch TV in 6 days?", R),
           (k + "/watch-modal", f"{a} would watch TV for 4 hours every day. How many hours does {pa} watch TV in 6 days?", R),
           (k + "/watch-hedge", f"{a} watches TV for about 4 hours every day. How many hours does {pa} watch TV in 6 days?", R),
           (k + "/watch-hedge", f"{a} watches TV for over 4 hours every day. How many hours does {pa} watch TV in 6 days?", R),
           (k + "/watch-hedge", f"{a} watches TV for less than 4 hours every day. How many hours does {pa} watch TV in 6 days?", R),
           (k + "/watch-weekend", f"{a} watches TV for 4 hours every weekend. How many hours does {pa} watch TV in 6 days?", R),
           (k + "/watch-weekday", f"{a} watches TV for 4 hours every weekday. How many hours does {pa} watch TV in a week?", R + "|20"),
           (k + "/watch-saturday", f"{a} watches TV for 4 hours every Saturday. How many hours does {pa} watch TV in 6 weeks?", R + "|24"),
           (k + "/watch-week", f"{a} watches TV for 4 hours every week. How many hours does {pa} watch TV in 6 weeks?", "24"),
           (k + "/watch-week-days", f"{a} watches TV for 4 hours every week. How many hours does {pa} watch TV in 6 days?", R),
           (k + "/watch-past", f"{a} watched TV for 4 hours every day. How many hours does {pa} watch TV in 6 days?", R),
           (k + "/watch-past-q", f"{a} watched TV for 4 hours every day last month. How many hours did {pa} watch TV in 6 days?", R),
           (k + "/watch-each", f"{a} and {b} each watch TV for 4 hours every day. How many hours does {a} watch TV in 6 days?", R + "|24"),
           (k + "/play", f"{a} plays video games for 2 hours a day. How many hours does {pa} play video games in 5 days?", "10"),
           (k + "/play-other", f"{a} plays video games for 2 hours a day. How many hours does {pa} play chess in 5 days?", R),
           (k + "/play-two", f"{a} plays video games for 2 hours a day and chess for 1 hour a day. How many hours does {pa} play video games in 5 days?", R + "|10"),
           (k + "/play-over-period", f"{a} plays video games for 30 hours a day. How many hours does {pa} play video games in 5 days?", R),
           (k + "/spend-over-period", f"{a} spends 25 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           (k + "/spend-over-period", f"{a} spends 90 minutes an hour reading. How many minutes does {pa} spend reading in 5 hours?", R),
           (k + "/q-modal", f"{a} spends 2 hours a day reading. How many hours would {pa} spend reading in 5 days?", "10"),
           (k + "/q-which", f"{a} spends 2 hours a day reading. How many days does {pa} spend reading in 5 days?", R),
           (k + "/q-past-span", f"{a} spends 2 hours a day reading. How many hours did {pa} spend reading last week?", R),
           (k + "/q-if", f"{a} spends 2 hours a day reading. If {pa} reads for 5 days, how many hours does {pa} spend reading?", R + "|10"),
           (k + "/q-remaining", f"{a} spends 2 hours a day reading. How many hours does {pa} have left in 5 days?", R),
           (k + "/q-not-reading", f"{a} spends 2 hours a day reading. How many hours does {pa} spend not reading in 5 days?", R + "|110"),
           (k + "/two-rates-same-person", f"{a} spends 2 hours a day reading. {a} spends 3 hours a day reading. How many hours does {pa} spend reading in 5 days?", R),
           ]
    return out


def _elided(a, b, pa, pb):
    """reader._elided_rate_other: 'how many more U does O V in N T' with 'than' elided."""
    k = "elided-than"
    two = f"{a} reads 80 pages a day. {b} reads 30 pages a day."
    out = [(k + "/base", f"{two} How many more pages does {a} read in 6 days?", "300"),
           (k + "/explicit", f"{two} How many more pages does {a} read than {b} in 6 days?", "300"),
           (k + "/fewer", f"{two} How many fewer pages does {b} read in 6 days?", R + "|300"),
           (k + "/negative", f"{two} How many more pages does {b} read in 6 days?", R),
           (k + "/pronoun", f"{two} How many more pages does {pa} read in 6 days?", "300"),
           (k + "/pronoun-same-gender", f"{a} reads 80 pages a day. Joe{'l' if pa == 'she' else ''}{'le' if pa == 'she' else ''} reads 30 pages a day. How many more pages does {pa} read in 6 days?", R),
           (k + "/time-compare", f"{two} How many more pages does {a} read in 6 days than in 4 days?", R + "|160"),
           (k + "/time-compare", f"{a} reads 80 pages a day. How many more pages does {a} read in 6 days than in 4 days?", R + "|160"),
           (k + "/other-noun", f"{a} reads 80 pages a day. {b} reads 30 books a day. How many more pages does {a} read in 6 days?", R),
           (k + "/other-period", f"{a} reads 80 pages a day. {b} reads 30 pages a week. How many more pages does {a} read in 6 days?", R),
           (k + "/other-period", f"{a} reads 80 pages a week. {b} reads 30 pages a day. How many more pages does {a} read in 2 weeks?", R),
           (k + "/same-owner", f"{a} reads 80 pages a day. {a} reads 30 pages a day. How many more pages does {a} read in 6 days?", R),
           (k + "/not-rate", f"{a} reads 80 pages a day. {b} reads 30 pages. How many more pages does {a} read in 6 days?", R),
           (k + "/past", f"{a} read 80 pages a day. {b} read 30 pages a day. How many more pages did {a} read in 6 days?", R + "|300"),
           (k + "/tense-mix", f"{a} read 80 pages a day last year. {b} reads 30 pages a day. How many more pages does {a} read in 6 days?", R),
           (k + "/relative", f"{a} reads 80 pages a day. {b} reads 30 fewer pages a day than {a}. How many more pages does {a} read in 6 days?", R + "|180"),
           (k + "/relative", f"{a} reads 80 pages a day. {b} reads half as many pages a day. How many more pages does {a} read in 6 days?", R + "|240"),
           (k + "/hedge", f"{a} reads 80 pages a day. {b} reads about 30 pages a day. How many more pages does {a} read in 6 days?", R),
           (k + "/hedge", f"{a} reads at least 80 pages a day. {b} reads 30 pages a day. How many more pages does {a} read in 6 days?", R),
           (k + "/modal", f"{a} reads 80 pages a day. {b} could read 30 pages a day. How many more pages does {a} read in 6 days?", R),
           (k + "/negation", f"{a} reads 80 pages a day. {b} does not read 30 pages a day. How many more pages does {a} read in 6 days?", R),
           (k + "/weekdays", f"{a} reads 80 pages a day. {b} reads 30 pages a day on weekdays. How many more pages does {a} read in 6 days?", R),
           (k + "/third", f"{two} Joe reads 10 pages a day. How many more pages does {a} read in 6 days?", R),
           (k + "/third-asked", f"{two} How many more pages does Joe read in 6 days?", R),
           (k + "/question-third", f"{two} How many more pages does {a} read than Joe in 6 days?", R),
           (k + "/already", f"{two} {a} has already read 100 pages. How many more pages does {a} read in 6 days?", R),
           (k + "/additional", f"{a} has read 100 pages. {a} reads 80 pages a day. {b} reads 30 pages a day. How many more pages will {a} read in 6 days?", R),
           (k + "/will", f"{two} How many more pages will {a} read in 6 days?", "300"),
           (k + "/combined", f"{two} How many pages do they read in 6 days?", "660"),
           (k + "/if-both", f"If {a} reads 80 pages a day and {b} reads 30 pages a day, how many more pages does {a} read in 6 weeks?", "2100"),
           (k + "/if-other-noun", f"If {a} reads 80 pages a day and {b} reads 30 books a day, how many more pages does {a} read in 6 weeks?", R),
           (k + "/if-month", f"If {a} reads 80 pages a day and {b} reads 30 pages a day, how many more pages does {a} read in 6 months?", R),
           (k + "/if-year", f"If {a} reads 80 pages a day and {b} reads 30 pages a day, how many more pages does {a} read in a year?", R),
           (k + "/hourly", f"{a} reads 80 pages an hour. {b} reads 30 pages an hour. How many more pages does {a} read in 6 hours?", "300"),
           (k + "/hourly-days", f"{a} reads 80 pages an hour. {b} reads 30 pages an hour. How many more pages does {a} read in 2 days?", R),
           (k + "/verb-other", f"{a} writes 80 pages a day. {b} writes 30 pages a day. How many more pages does {a} write in 6 days?", "300"),
           (k + "/verb-mixed-q", f"{a} writes 80 pages a day. {b} writes 30 pages a day. How many more pages does {a} read in 6 days?", R),
           (k + "/each-owner", f"{a} reads 80 pages each day. {b} reads 30 pages each day. How many more pages does {a} read in 6 days?", "300"),
           (k + "/per-owner", f"{a} reads 80 pages per day. {b} reads 30 pages per day. How many more pages does {a} read in a week?", "350"),
           ]
    return out


def _vessel(a, b, pa, pb):
    """recognizers.read_vessel and the nmod templates."""
    k = "vessel"
    ob = {"he": "him", "she": "her"}[pa]
    pos = {"he": "his", "she": "her"}[pa]
    out = [(k + "/base", f"{a} has a bag with 10 marbles. {pa.capitalize()} gives 3 marbles to {b}. How many marbles does {a} have?", "7"),
           (k + "/two-items", f"{a} has a bag with 10 red marbles and 5 blue marbles. How many red marbles does {a} have?", "10"),
           (k + "/two-items-other", f"{a} has a bag with 10 marbles and 5 jacks. How many marbles does {a} have?", "10"),
           (k + "/two-items-total", f"{a} has a bag with 10 marbles and 5 jacks. How many toys does {a} have?", R),
           (k + "/pocket", f"{a} has a bag with 10 marbles. {pa.capitalize()} also has 5 marbles in {pos} pocket. How many marbles does {a} have?", "15"),
           (k + "/second-holding", f"{a} has a bag with 10 marbles. {pa.capitalize()} has 5 marbles. How many marbles does {a} have?", R),
           (k + "/second-vessel", f"{a} has a bag with 10 marbles. {pa.capitalize()} also has a box with 5 marbles. How many marbles does {a} have?", "15"),
           (k + "/put-in", f"{a} has a bag with 10 marbles. {pa.capitalize()} puts 5 more marbles in the bag. How many marbles are in the bag?", R + "|15"),
           (k + "/take-out", f"{a} has a bag with 10 marbles. {pa.capitalize()} takes 3 marbles out of the bag. How many marbles does {a} have?", R + "|10"),
           (k + "/lose-bag", f"{a} has a bag with 10 marbles. {pa.capitalize()} loses the bag. How many marbles does {a} have?", R),
           (k + "/give-bag", f"{a} has a bag with 10 marbles. {pa.capitalize()} gives the bag to {b}. How many marbles does {a} have?", R),
           (k + "/give-bag", f"{a} has a bag with 10 marbles. {pa.capitalize()} gives the bag to {b}. How many marbles does {b} have?", R),
           (k + "/other-owner", f"{a} has a bag with 10 marbles. How many marbles does {b} have?", R),
           (k + "/other-owner-vessel", f"{a} has {b}'s bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/borrowed", f"{a} has a borrowed bag with 10 marbles. How many marbles does {a} have?", R + "|10"),
           (k + "/empty", f"{a} has an empty bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/hedge", f"{a} has a bag with about 10 marbles. How many marbles does {a} have?", R),
           (k + "/hedge", f"{a} has a bag with up to 10 marbles. How many marbles does {a} have?", R),
           (k + "/hedge", f"{a} has a bag with at least 10 marbles. How many marbles does {a} have?", R),
           (k + "/hedge", f"{a} has a bag with nearly 10 marbles. How many marbles does {a} have?", R),
           (k + "/hedge", f"{a} has a bag with over 10 marbles. How many marbles does {a} have?", R),
           (k + "/room-for", f"{a} has a bag with room for 10 marbles. How many marbles does {a} have?", R),
           (k + "/space-for", f"{a} has a bag with space for 10 marbles. How many marbles does {a} have?", R),
           (k + "/holes", f"{a} has a bag with 3 holes. How many holes does {a} have?", R),
           (k + "/pockets", f"{a} has a bag with 3 pockets. Each pocket has 4 marbles. How many marbles does {a} have?", R + "|12"),
           (k + "/of-them", f"{a} has a bag with 10 marbles and 4 of them are red. How many red marbles does {a} have?", R + "|4"),
           (k + "/of-them", f"{a} has a bag with 10 marbles and 4 of them are red. How many marbles does {a} have?", R + "|10"),
           (k + "/fewer", f"{a} has a bag with 10 marbles and 4 fewer jacks. How many jacks does {a} have?", R + "|6"),
           (k + "/more-items", f"{a} has a bag with 10 marbles and 4 more marbles. How many marbles does {a} have?", R + "|14"),
           (k + "/or", f"{a} has a bag with 10 marbles or 12 marbles. How many marbles does {a} have?", R),
           (k + "/modal", f"{a} could have a bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/negation", f"{a} has no bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/negation", f"{a} doesn't have a bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/negation", f"{a} never had a bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/past-now", f"{a} had a bag with 10 marbles. {pa.capitalize()} gave 3 marbles to {b}. How many marbles does {a} have now?", "7"),
           (k + "/past-lost", f"{a} had a bag with 10 marbles, but {pa} lost it. How many marbles does {a} have?", R),
           (k + "/used-to", f"{a} used to have a bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/wants", f"{a} wants a bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/needs", f"{a} needs a bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/group", f"{a} and {b} have a bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/group-share", f"{a} and {b} share a bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/they", f"They have a bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/container-of-containers", f"{a} has a box with 10 bags. Each bag has 5 marbles. How many marbles does {a} have?", "50"),
           (k + "/container-of-containers", f"{a} has a box with 10 bags. How many marbles does {a} have?", R),
           (k + "/ask-vessel", f"{a} has a bag with 10 marbles. How many bags does {a} have?", R + "|1"),
           (k + "/money", f"{a} has a wallet with $20. {pa.capitalize()} spends $5. How much money does {a} have?", "15"),
           (k + "/money-other", f"{a} has a wallet with $20. {pa.capitalize()} spends $5. How much money does {a} have in the wallet?", R + "|15"),
           (k + "/money-coins", f"{a} has a purse with 20 quarters. How much money does {a} have in dollars?", R + "|5"),
           (k + "/jar-eat", f"{a} has a jar with 10 cookies. {pa.capitalize()} eats 3 cookies. How many cookies does {a} have?", "7"),
           (k + "/jar-found", f"{a} found a jar with 10 cookies. How many cookies does {a} have?", R + "|10"),
           (k + "/gets", f"{b} gives {ob} a bag with 10 marbles. How many marbles does {a} have?", R + "|10"),
           (k + "/buys", f"{a} buys a bag with 10 marbles. How many marbles does {a} have?", R + "|10"),
           (k + "/two-vessels", f"{a} has 2 bags with 10 marbles. How many marbles does {a} have?", R + "|20"),
           (k + "/each-bag", f"{a} has a bag with 10 marbles in each pocket. How many marbles does {a} have?", R),
           (k + "/other-unit", f"{a} has a jar with 10 ounces of honey. How many jars of honey does {a} have?", R + "|1"),
           (k + "/weight", f"{a} has a bag with 10 pounds of rice. {pa.capitalize()} uses 3 pounds of rice. How many pounds of rice does {a} have?", "7"),
           (k + "/weight-other-unit", f"{a} has a bag with 10 pounds of rice. {pa.capitalize()} uses 3 kilograms of rice. How many pounds of rice does {a} have?", R),
           (k + "/modifier-quantity", f"{a} has a big bag with 10 marbles. How many marbles does {a} have?", "10"),
           (k + "/modifier-quantity", f"{a} has a half bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/modifier-quantity", f"{a} has a second bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/modifier-quantity", f"{a} has another bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/modifier-quantity", f"{a} has a new bag with 10 marbles. How many marbles does {a} have?", R + "|10"),
           (k + "/modifier-quantity", f"{a} has a spare bag with 10 marbles. How many marbles does {a} have?", R + "|10"),
           (k + "/modifier-owner", f"{a} has a friend's bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/modifier-quantity", f"{a} has a 2 bag with 10 marbles. How many marbles does {a} have?", R),
           (k + "/another-has", f"{a} has a bag with 10 marbles. {b} has a bag with 5 marbles. How many marbles do they have?", "15"),
           (k + "/another-has", f"{a} has a bag with 10 marbles. {b} has the bag with 5 marbles. How many marbles does {a} have?", R),
           (k + "/same-bag", f"{a} has a bag with 10 marbles. {b} has a bag with 5 marbles. How many marbles does {a} have?", "10"),
           ]
    return out


def _each_weight(a, b, pa, pb):
    k = "each-weight"
    out = [(k + "/base", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. How many kilograms of coffee beans did {a} buy?", "132"),
           (k + "/bags", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. How many bags did {a} buy?", "6"),
           (k + "/other-person", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. How many kilograms of coffee beans did {b} buy?", R),
           (k + "/other-unit", f"{a} bought 6 bags of coffee beans that each weighed 22 pounds. How many kilograms of coffee beans did {a} buy?", R),
           (k + "/other-noun", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. How many kilograms of tea did {a} buy?", R),
           (k + "/no-each", f"{a} bought 6 bags of coffee beans that together weighed 22 kilograms. How many kilograms of coffee beans did {a} buy?", R + "|22"),
           (k + "/no-each", f"{a} bought 6 bags of coffee beans that all weighed 22 kilograms. How many kilograms of coffee beans did {a} buy?", R),
           (k + "/hedge", f"{a} bought 6 bags of coffee beans that each weighed about 22 kilograms. How many kilograms of coffee beans did {a} buy?", R),
           (k + "/hedge", f"{a} bought 6 bags of coffee beans that each weighed at least 22 kilograms. How many kilograms of coffee beans did {a} buy?", R),
           (k + "/modal", f"{a} bought 6 bags of coffee beans that each could weigh 22 kilograms. How many kilograms of coffee beans did {a} buy?", R),
           (k + "/modal", f"{a} bought 6 bags of coffee beans that each would hold 22 kilograms. How many kilograms of coffee beans did {a} buy?", R),
           (k + "/negation", f"{a} bought 6 bags of coffee beans that each did not weigh 22 kilograms. How many kilograms of coffee beans did {a} buy?", R),
           (k + "/empty", f"{a} bought 6 bags that each weighed 22 kilograms when full. How many kilograms did {a} buy?", R),
           (k + "/two-groups", f"{a} bought 6 bags that each weighed 22 kilograms and 3 bags that each weighed 10 kilograms. How many kilograms did {a} buy?", R + "|162"),
           (k + "/give-away", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. {pa.capitalize()} gave 2 bags to {b}. How many kilograms of coffee beans does {a} have?", R + "|88"),
           (k + "/puppies", f"{a} has 4 puppies that each weigh 7.5 kilograms. How many puppies does {a} have?", "4"),
           (k + "/puppies-sold", f"{a} has 4 puppies that each weigh 7.5 kilograms. {pa.capitalize()} sells 1 puppy. How many puppies does {a} have?", "3"),
           (k + "/puppies-gain", f"{a} has 4 puppies that each weigh 7.5 kilograms. Each puppy gains 2 kilograms. How many kilograms does each puppy weigh?", R + "|19/2"),
           (k + "/puppies-past", f"{a} has 4 puppies that each weighed 7.5 kilograms at birth. How many kilograms does each puppy weigh?", R),
           (k + "/macaroons", f"{a} bakes 12 macaroons, each weighing 5 ounces. How many ounces of macaroons does {a} bake?", R + "|60"),
           (k + "/macaroons-eat", f"{a} bakes 12 macaroons, each weighing 5 ounces. {b} eats 4 macaroons. How many macaroons are left?", R + "|8"),
           (k + "/macaroons-hedge", f"{a} bakes 12 macaroons, each weighing about 5 ounces. How many ounces of macaroons does {a} bake?", R),
           (k + "/macaroons-other", f"{a} bakes 12 macaroons, each weighing 5 ounces. How many pounds of macaroons does {a} bake?", R + "|15/4"),
           (k + "/each-cost", f"{a} bought 6 bags of coffee beans that each cost 22 dollars. How many kilograms of coffee beans did {a} buy?", R),
           (k + "/each-held", f"{a} bought 6 bags of coffee beans that each held 22 kilograms. How many kilograms of coffee beans did {a} buy?", R + "|132"),
           ]
    return out


def _worth(a, b, pa, pb):
    k = "each-worth"
    out = [(k + "/base", f"{a} scored 13 field goals worth 3 points each and 20 shots worth 2 points each. How many points did {pa} score?", "79"),
           (k + "/count", f"{a} scored 13 field goals worth 3 points each. How many field goals did {pa} score?", "13"),
           (k + "/missed", f"{a} missed 13 field goals worth 3 points each. How many points did {pa} score?", R),
           (k + "/attempted", f"{a} attempted 13 field goals worth 3 points each. How many points did {pa} score?", R),
           (k + "/took", f"{a} took 13 shots worth 3 points each. How many points did {pa} score?", R),
           (k + "/other-person", f"{a} scored 13 field goals worth 3 points each. {b} scored 5 field goals worth 3 points each. How many points did {a} score?", "39"),
           (k + "/other-person-q", f"{a} scored 13 field goals worth 3 points each. How many points did {b} score?", R),
           (k + "/team", f"{a} scored 13 field goals worth 3 points each. How many points did {pos(pa)} team score?", R),
           (k + "/unpriced", f"{a} scored 13 field goals worth 3 points each and 20 free throws. How many points did {pa} score?", R),
           (k + "/half", f"{a} scored 13 field goals worth 3 points each. How many points did {pa} score in the second half?", R),
           (k + "/disallowed", f"{a} scored 13 field goals worth 3 points each, but 2 of them did not count. How many points did {pa} score?", R + "|33"),
           (k + "/hedge", f"{a} scored 13 field goals worth about 3 points each. How many points did {pa} score?", R),
           (k + "/hedge", f"{a} scored 13 field goals worth up to 3 points each. How many points did {pa} score?", R),
           (k + "/hedge", f"{a} scored 13 field goals worth at least 3 points each. How many points did {pa} score?", R),
           (k + "/modal", f"{a} could score 13 field goals worth 3 points each. How many points did {pa} score?", R),
           (k + "/negation", f"{a} did not score 13 field goals worth 3 points each. How many points did {pa} score?", R),
           (k + "/future", f"{a} will score 13 field goals worth 3 points each. How many points did {pa} score?", R),
           (k + "/money", f"{a} sold 13 cards worth 3 dollars each. How many points did {pa} score?", R),
           (k + "/comma", f"{a} scored 13 field goals, each worth 3 points. How many points did {pa} score?", "39"),
           (k + "/comma-hedge", f"{a} scored 13 field goals, each worth roughly 3 points. How many points did {pa} score?", R),
           (k + "/other-unit", f"{a} scored 13 field goals worth 3 points each. How many goals did {pa} score?", R + "|13"),
           (k + "/lost-points", f"{a} scored 13 field goals worth 3 points each. {pa.capitalize()} lost 5 points for a foul. How many points does {pa} have?", R + "|34"),
           ]
    return out


def pos(p):
    return {"he": "his", "she": "her"}[p]


def _purpose(a, b, pa, pb):
    k = "purpose"
    out = [(k + "/base", f"{a} has 25 drawings to display. {pa.capitalize()} gives 5 drawings to {b}. How many drawings does {a} have?", "20"),
           (k + "/display-act", f"{a} has 25 drawings to display. {pa.capitalize()} displays 10 drawings. How many drawings does {a} have?", R + "|25"),
           (k + "/display-left", f"{a} has 25 drawings to display. {pa.capitalize()} displays 10 drawings. How many drawings does {a} have left to display?", R + "|15"),
           (k + "/display-sell", f"{a} has 25 drawings to display. {pa.capitalize()} sells 10 drawings. How many drawings does {a} have?", "15"),
           (k + "/show", f"{a} has 25 drawings to show. {pa.capitalize()} shows 10 drawings to {b}. How many drawings does {a} have?", R + "|25"),
           (k + "/show-person", f"{a} has 25 drawings to show {b}. How many drawings does {a} have?", R + "|25"),
           (k + "/display-other", f"{a} has 25 drawings to display for {b}. How many drawings does {a} have?", R + "|25"),
           (k + "/display-need", f"{a} needs 25 drawings to display. How many drawings does {a} have?", R),
           (k + "/display-wants", f"{a} wants 25 drawings to display. How many drawings does {a} have?", R),
           (k + "/display-of", f"{a} has 25 drawings to display at the fair. Only 10 drawings fit on the wall. How many drawings are not displayed?", R + "|15"),
           (k + "/made", f"A small store made 50 posters to advertise their products. They put up 20 posters. How many posters does the store have?", R + "|50"),
           (k + "/made-sold", f"A small store made 50 posters to advertise their products. They sold 20 posters. How many posters does the store have?", "30"),
           (k + "/made-modal", f"A small store could make 50 posters to advertise their products. How many posters did the store make?", R),
           (k + "/made-hedge", f"A small store made about 50 posters to advertise their products. How many posters did the store make?", R),
           (k + "/made-of", f"A small store made 50 posters to advertise their 3 products. How many posters did the store make?", R),
           (k + "/promote-each", f"A small store made 50 posters to promote each product. How many posters did the store make?", R),
           ]
    return out


def _wave2(a, b, pa, pb):
    """Second wave: each family's constructions beside a second quantity or another owner."""
    P = pa.capitalize()
    ob = {"he": "him", "she": "her"}[pa]
    out = [
        # group scene
        ("group/they-each-q", f"{a} and {b} picked apples. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick each?", R),
        ("group/progressive-need", f"{a} and {b} are picking apples. {a} has picked 5 apples. {b} has picked 3 apples. How many more apples do they need to pick to have 20 apples?", R + "|12"),
        ("group/other-time-q", f"{a} and {b} are picking apples. {a} picks 5 apples. {b} picks 3 apples. How many apples did they pick yesterday?", R),
        ("group/three-all", f"{a}, {b} and Cy all raise goats. {a} has 7 goats. {b} has 3 goats. Cy has 2 goats. How many goats do they have?", "12"),
        ("group/grow-sell", f"{a} and {b} grow tomatoes. {a} grows 6 tomatoes. {b} grows 4 tomatoes. They sell 5 tomatoes. How many tomatoes do they have left?", R + "|5"),
        ("group/found", f"{a} and {b} collected shells. {a} found 5 shells. {b} found 3 shells. How many shells did they collect?", R + "|8"),
        ("group/compare-outsider", f"{a} and {b} picked apples. {a} picked 5 apples. {b} picked 3 more apples than Bob. How many apples did they pick?", R),
        ("group/scene-two-nouns-one-counted", f"{a} and {b} are picking oranges and apples at an orchard. {a} picks 5 apples. {b} picks 3 apples. How many fruits do they pick?", R),
        ("group/scene-two-nouns-both", f"{a} and {b} are picking oranges and apples at an orchard. {a} picks 5 apples. {b} picks 3 oranges. How many fruits do they pick?", "8"),
        ("group/scene-noun-other-q", f"{a} and {b} caught fish. {a} caught 5 crabs. {b} caught 3 crabs. How many animals did they catch?", R),
        ("group/scene-at-night", f"{a} and {b} caught fish at night. {a} caught 5 fish in the morning. {b} caught 3 fish in the morning. How many fish did they catch?", R),
        ("group/scene-at-dawn", f"{a} and {b} gathered eggs at dawn. {a} gathered 5 eggs at noon. {b} gathered 3 eggs at noon. How many eggs did they gather?", R),
        ("group/scene-on-weekends", f"{a} and {b} collect stamps on weekends. {a} collects 5 stamps on Monday. {b} collects 3 stamps on Monday. How many stamps do they collect?", R),
        ("group/scene-in-june", f"{a} and {b} picked berries in the spring. {a} picked 5 berries in the winter. {b} picked 3 berries in the winter. How many berries did they pick?", R),
        # rate spent
        ("rate-spent/compared-person", f"{a} spends 2 hours a day reading. {b} spends twice as long reading. How many hours does {b} spend reading in 5 days?", R + "|20"),
        ("rate-spent/chain-pages", f"{a} spends 2 hours a day reading. {P} reads 20 pages an hour. How many pages does {pa} read in 5 days?", R + "|200"),
        ("rate-spent/for-span", f"{a} spends 2 hours a day reading for 5 days. How many hours does {pa} spend reading?", R + "|10"),
        ("rate-spent/does-this", f"{a} spends 2 hours a day reading. {P} does this for 5 days. How many hours does {pa} spend reading?", R + "|10"),
        ("rate-spent/extra", f"{a} spends 2 hours a day reading. On Sunday {pa} spends 3 extra hours reading. How many hours does {pa} spend reading in a week?", R + "|17"),
        ("rate-spent/yesterday", f"{a} spends 2 hours a day reading. Yesterday {pa} spent 5 hours reading. How many hours does {pa} spend reading in 5 days?", R),
        ("rate-spent/in-total", f"{a} spends 2 hours a day reading. How many hours does {pa} spend reading in 5 days in total?", "10"),
        ("rate-spent/over", f"{a} spends 2 hours a day reading. How many hours does {pa} spend reading over 5 days?", "10"),
        ("rate-spent/elided-watch", f"{a} watches TV for 4 hours every day. {b} watches TV for 2 hours every day. How many more hours does {a} watch TV in 6 days?", R + "|12"),
        ("rate-spent/elided-spend", f"{a} spends 4 hours a day reading. {b} spends 2 hours a day reading. How many more hours does {a} spend reading in 6 days?", R + "|12"),
        ("rate-spent/of-that", f"{a} spends 2 hours a day reading. {P} spends 30 minutes of that time reading comics. How many hours does {pa} spend reading in 5 days?", R + "|10"),
        ("rate-spent/half-day", f"{a} spends 2 hours a day reading. How many hours does {pa} spend reading in half a day?", R),
        ("rate-spent/minutes-hour", f"{a} spends 10 minutes an hour stretching. How many minutes does {pa} spend stretching in 8 hours?", "80"),
        ("rate-spent/minutes-hour-over", f"{a} spends 70 minutes an hour stretching. How many minutes does {pa} spend stretching in 8 hours?", R),
        ("rate-spent/seconds-minute-over", f"{a} spends 90 seconds a minute stretching. How many seconds does {pa} spend stretching in 8 minutes?", R),
        ("rate-spent/hours-week-over", f"{a} spends 200 hours a week reading. How many hours does {pa} spend reading in 2 weeks?", R),
        ("rate-spent/hours-week", f"{a} spends 20 hours a week reading. How many hours does {pa} spend reading in 2 weeks?", "40"),
        ("rate-spent/days-week-over", f"{a} works 9 days a week. How many days does {pa} work in 2 weeks?", R),
        ("rate-spent/work-over", f"{a} works 25 hours a day. How many hours does {pa} work in 5 days?", R),
        ("rate-spent/walk-over", f"{a} walks for 25 hours a day. How many hours does {pa} walk in 5 days?", R),
        ("rate-spent/sleep-over", f"{a} sleeps 30 hours a day. How many hours does {pa} sleep in 2 days?", R),
        ("rate-spent/sleep", f"{a} sleeps 8 hours a day. How many hours does {pa} sleep in 2 days?", "16"),
        ("rate-spent/work", f"{a} works 8 hours a day. How many hours does {pa} work in 5 days?", "40"),
        # elided than
        ("elided-than/sunday-extra", f"{a} reads 80 pages a day. {b} reads 30 pages a day. {a} reads 10 more pages on Sundays. How many more pages does {a} read in 6 days?", R),
        ("elided-than/other-span", f"{a} reads 80 pages a day. {b} reads 30 pages a day. How many more pages does {a} read in 6 days than {b} reads in 4 days?", R + "|360"),
        ("elided-than/a-day", f"{a} reads 80 pages a day. {b} reads 30 pages a day. How many more pages does {a} read a day?", R + "|50"),
        ("elided-than/they", f"{a} reads 80 pages a day. {b} reads 30 pages a day. How many more pages do they read in 6 days?", R),
        ("elided-than/need", f"{a} reads 80 pages a day. {b} reads 30 pages a day. How many more pages does {a} need to read in 6 days?", R),
        ("elided-than/role", f"{a} reads 80 pages a day. {pos(pa).capitalize()} sister reads 30 pages a day. How many more pages does {a} read in 6 days?", R + "|300"),
        ("elided-than/role-negative", f"{a} reads 80 pages a day. {pos(pa).capitalize()} sister reads 30 pages a day. How many more pages does {pos(pa)} sister read in 6 days?", R),
        ("elided-than/two-rates-owner", f"{a} reads 80 pages a day. {b} reads 30 pages a day. {b} also reads 20 pages a day at night. How many more pages does {a} read in 6 days?", R),
        ("elided-than/owner-group", f"{a} reads 80 pages a day. {b} and Cy each read 30 pages a day. How many more pages does {a} read in 6 days?", R),
        ("elided-than/rate-span-other", f"{a} reads 80 pages a day. {b} reads 30 pages a day for 3 days. How many more pages does {a} read in 6 days?", R),
        ("elided-than/if-weekdays", f"If {a} reads 80 pages a day on weekdays and {b} reads 30 pages a day, how many more pages does {a} read in 6 weeks?", R),
        # vessels
        ("vessel/ann-compare", f"{a} has a bag with 10 marbles. {b} has twice as many marbles as {a}. How many marbles does {b} have?", R + "|20"),
        ("vessel/ann-bags", f"{a} has a bag with 10 marbles. {b} has twice as many bags as {a}. How many bags does {b} have?", R + "|2"),
        ("vessel/in-the-bag", f"{a} has a bag with 10 marbles. How many marbles are in the bag?", R + "|10"),
        ("vessel/has-bags", f"{a} has a bag with 10 marbles. {P} has 3 bags. How many marbles does {a} have?", R),
        ("vessel/buys-vessel", f"{a} has a bag with 10 marbles. {P} buys a bag with 5 marbles. How many marbles does {a} have?", R + "|15"),
        ("vessel/hole", f"{a} has a bag with 10 marbles. The bag has a hole and 3 marbles fall out. How many marbles does {a} have?", R + "|7"),
        ("vessel/box-bags-give", f"{a} has a box with 10 bags. Each bag has 5 marbles. {P} gives 2 bags to {b}. How many marbles does {a} have?", R + "|40"),
        ("vessel/basket-fruits", f"{a} has a basket with 10 apples and 3 pears. {P} eats 2 apples. How many fruits does {a} have?", R + "|11"),
        ("vessel/part-not", f"{a} has a bag with 10 marbles. 3 of the marbles are red. How many marbles are not red?", R + "|7"),
        ("vessel/each-bag-two", f"{a} has a bag with 10 marbles. Each bag has 5 marbles. How many marbles does {a} have?", R),
        ("vessel/has-bag-again", f"{a} has a bag with 10 marbles. {P} has a bag with 5 marbles. How many marbles does {a} have?", R),
        ("vessel/jar-each", f"{a} has a jar with 10 cookies. Each cookie has 3 chips. How many chips does {a} have?", R + "|30"),
        # per-item weight and worth
        ("each-weight/other-buyer", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. {b} bought 3 bags. How many kilograms of coffee beans did {b} buy?", R),
        ("each-weight/other-buyer-same", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. {b} bought 3 bags of coffee beans. How many kilograms of coffee beans did {b} buy?", R),
        ("each-weight/more-bags", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. {P} bought 2 more bags. How many kilograms of coffee beans did {a} buy?", R),
        ("each-weight/each-bag-q", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. How many kilograms did each bag weigh?", R + "|22"),
        ("each-weight/sold", f"{a} sold 6 bags of coffee beans that each weighed 22 kilograms. How many kilograms of coffee beans did {a} sell?", R + "|132"),
        ("each-weight/sold-have", f"{a} sold 6 bags of coffee beans that each weighed 22 kilograms. How many kilograms of coffee beans does {a} have?", R),
        ("each-weight/less-than", f"{a} bought 6 bags that each weighed 22 kilograms less than {b}'s bags. How many kilograms did {a} buy?", R),
        ("each-weight/puppies-other", f"{a} has 4 puppies that each weigh 7 kilograms. {b} has 3 puppies. How many kilograms of puppies does {b} have?", R),
        ("each-worth/other-scorer", f"{a} scored 13 field goals worth 3 points each. {b} scored 5 field goals. How many points did {b} score?", R),
        ("each-worth/other-scorer-total", f"{a} scored 13 field goals worth 3 points each. {b} scored 5 field goals. How many points did they score?", R),
        ("each-worth/more-goals", f"{a} scored 13 field goals worth 3 points each. {P} also scored 4 field goals worth 2 points each. How many points did {pa} score?", "47"),
        ("each-worth/each-q", f"{a} scored 13 field goals worth 3 points each. How many points was each field goal worth?", R + "|3"),
        # purposes
        ("purpose/has-to", f"{a} has to display 25 drawings. {P} gives 5 drawings to {b}. How many drawings does {a} have?", R),
        ("purpose/show-each", f"{a} has 25 drawings to show each friend. How many drawings does {a} have?", R),
        ("purpose/show-to-each", f"{a} has 25 drawings to show to each friend. How many drawings does {a} have?", R),
        ("purpose/display-each-day", f"{a} has 25 drawings to display each day. How many drawings does {a} have?", R),
        ("purpose/display-walls", f"{a} has 25 drawings to display on 5 walls. How many drawings does {a} have?", R),
        ("purpose/display-days", f"{a} has 25 drawings to display. {P} displays 5 drawings a day. How many days will it take {ob}?", R + "|5"),
        ("purpose/made-sold", f"{a} made 25 drawings to display. {P} sold 5 of them. How many drawings does {a} have?", R + "|20"),
        ("purpose/two", f"{a} has 25 drawings to show. {b} has 3 drawings to show. How many drawings do they have?", R + "|28"),
        ("purpose/frames", f"{a} has 25 drawings to display and 10 frames. How many drawings does {a} have?", R + "|25"),
    ]
    return out


def _wave3(a, b, pa, pb):
    """Third wave: shared owners, trailing words in a vessel's contents, other times."""
    P = pa.capitalize()
    out = [
        ("rate-spent/each-child", f"Each child spends 2 hours a day reading. There are 3 children. How many hours do the children spend reading in 5 days?", R + "|30"),
        ("rate-spent/pair", f"{a} and {b} spend 2 hours a day reading. How many hours does {a} spend reading in 5 days?", R + "|10"),
        ("rate-spent/pair-total", f"{a} and {b} spend 2 hours a day reading. How many hours do they spend reading in 5 days?", R),
        ("rate-spent/night-convert", f"Every night, {a} spends 30 minutes reading. How many hours does {pa} spend reading in 4 days?", R + "|2"),
        ("elided-than/span-week", f"{a} reads 80 pages a day. {b} reads 30 pages a day. How many more pages does {a} read in 6 days than {b} reads in a week?", R + "|270"),
        ("vessel/trailing", f"{a} has a bag with 10 marbles for sale. How many marbles does {a} have?", R + "|10"),
        ("vessel/trailing", f"{a} has a bag with 10 marbles to share. How many marbles does {a} have?", R + "|10"),
        ("vessel/trailing", f"{a} has a bag with 10 marbles to give away. How many marbles does {a} have?", R + "|10"),
        ("vessel/trailing", f"{a} has a bag with 10 marbles left. How many marbles does {a} have?", R + "|10"),
        ("vessel/trailing", f"{a} has a bag with 10 marbles missing. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles less. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles fewer. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles too many. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles short. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles at most. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles or so. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles or more. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles or fewer. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles at least. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles each. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles per pocket. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles a day. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles last year. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles before the game. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles and 5 bags. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles and 5 other bags. How many bags does {a} have?", R + "|6"),
        ("vessel/trailing", f"{a} has a bag with 10 marbles and 5 empty bags. How many bags does {a} have?", R + "|6"),
        ("vessel/trailing", f"{a} has a bag with 10 marbles or 5 jacks. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles and 5 more. How many marbles does {a} have?", R + "|15"),
        ("vessel/trailing", f"{a} has a bag with 10 marbles and 5 less. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles than {b}. How many marbles does {a} have?", R),
        ("vessel/trailing", f"{a} has a bag with 10 marbles times 2. How many marbles does {a} have?", R),
        ("vessel/pre", f"{a} wishes {pa} had a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"If {a} had a bag with 10 marbles, how many marbles would {a} have?", R + "|10"),
        ("vessel/pre", f"{a} thinks {pa} has a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"{a} used to have a bag with 10 marbles. Now {pa} has 4 marbles. How many marbles did {a} lose?", R + "|6"),
        ("vessel/pre", f"{a} hopes to have a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"{a} will have a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"{a} should have a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"{a} might have a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"{a} would like to have a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"{a} is going to have a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"Neither {a} nor {b} has a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"Only {a} has a bag with 10 marbles. How many marbles does {a} have?", R + "|10"),
        ("vessel/pre", f"{a} almost has a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/pre", f"{a} no longer has a bag with 10 marbles. How many marbles does {a} have?", R),
        ("vessel/shared", f"{a} and {b} have a bag with 10 marbles. How many marbles do {a} and {b} have?", R + "|10"),
        ("vessel/shared", f"{a} and {b} have a bag with 10 marbles. How many marbles do they have?", R + "|10"),
        ("vessel/shared-each", f"{a} and {b} each have a bag with 10 marbles. How many marbles do they have?", R + "|20"),
        ("vessel/shared-each", f"{a} and {b} both have a bag with 10 marbles. How many marbles do they have?", R + "|20"),
        ("vessel/each-child", f"Each child has a bag with 10 marbles. There are 3 children. How many marbles do the children have?", R + "|30"),
        ("vessel/children", f"The 3 children have a bag with 10 marbles. How many marbles do the children have?", R + "|10"),
        ("vessel/they-have", f"{a} and {b} went to the park. They have a bag with 10 marbles. How many marbles do they have?", R + "|10"),
        ("vessel/pens", f"{a} has a box with 10 pencils and 2 pens. {P} gives 3 pencils to {b}. How many pencils and pens does {a} have?", R + "|9"),
        ("each-weight/two-sentences", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. {P} bought 3 bags of tea that each weighed 10 kilograms. How many kilograms did {pa} buy?", R + "|162"),
        ("each-weight/pronoun", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. How many kilograms of coffee beans did {pa} buy?", "132"),
        ("each-weight/grams", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms. How many grams of coffee beans did {a} buy?", R + "|132000"),
        ("each-weight/pair", f"{a} and {b} bought 6 bags of coffee beans that each weighed 22 kilograms. How many kilograms of coffee beans did {a} buy?", R),
        ("each-weight/pair-each", f"{a} and {b} each bought 6 bags of coffee beans that each weighed 22 kilograms. How many kilograms of coffee beans did they buy?", R + "|264"),
        ("each-weight/last-year", f"{a} bought 6 bags of coffee beans that each weighed 22 kilograms last year. How many kilograms of coffee beans did {a} buy this year?", R),
        ("each-worth/free-throws", f"{a} scored 13 field goals worth 3 points each. {P} also scored 20 points from free throws. How many points did {pa} score?", R + "|59"),
        ("each-worth/last-season", f"{a} scored 13 field goals worth 3 points each last season. How many points did {pa} score this season?", R),
        ("each-worth/per-game", f"{a} scored 13 field goals worth 3 points each. How many points did {pa} score per game?", R),
        ("each-worth/two-games", f"{a} scored 13 field goals worth 3 points each in the first game. {P} scored 5 field goals worth 3 points each in the second game. How many points did {pa} score in the first game?", R + "|39"),
        ("each-worth/pair", f"{a} and {b} scored 13 field goals worth 3 points each. How many points did {a} score?", R),
        ("each-worth/pair-total", f"{a} and {b} scored 13 field goals worth 3 points each. How many points did they score?", R),
        ("each-worth/ann-pronoun", f"{a} scored 13 field goals worth 3 points each. {b} scored twice as many points as {pa} did. How many points did {b} score?", R + "|78"),
        ("purpose/compare", f"{a} has 25 drawings to display. {b} has 3 times as many drawings to display. How many drawings does {b} have?", R + "|75"),
        ("purpose/pair", f"{a} and {b} have 25 drawings to display. How many drawings does {a} have?", R),
        ("purpose/each-pair", f"{a} and {b} each have 25 drawings to display. How many drawings do they have?", R + "|50"),
    ]
    return out


def _wave4(a, b, pa, pb):
    """Fourth wave: a time before the group scene, a count at another place, and the calendar
    week of activities that keep a school or working week."""
    P = pa.capitalize()
    out = [
        ("group/pre-time", f"On Monday, {a} and {b} picked apples. On Tuesday, {a} picked 5 apples and {b} picked 3 apples. How many apples did they pick?", R),
        ("group/pre-time", f"Yesterday, {a} and {b} picked apples. Today, {a} picked 5 apples and {b} picked 3 apples. How many apples did they pick?", R),
        ("group/pre-time", f"Last week {a} and {b} picked apples. This week {a} picked 5 apples and {b} picked 3 apples. How many apples did they pick?", R),
        ("group/pre-time", f"In the morning, {a} and {b} picked apples. In the afternoon, {a} picked 5 apples and {b} picked 3 apples. How many apples did they pick?", R),
        ("group/pre-then", f"Then {a} and {b} picked apples. {a} picked 5 apples. {b} picked 3 apples. How many apples did they pick?", "8"),
        ("group/this-morning", f"{a} and {b} picked apples this morning. {a} picked 5 apples in the afternoon. {b} picked 3 apples in the afternoon. How many apples did they pick?", R),
        ("group/other-place", f"{a} and {b} picked apples at the farm. Then {a} picked 5 apples at home. {b} picked 3 apples at home. How many apples did they pick?", R),
        ("group/other-place", f"{a} and {b} picked apples at the farm. {a} picked 5 apples at the market. {b} picked 3 apples at the market. How many apples did they pick?", R),
        ("group/other-place", f"{a} and {b} caught fish at the lake. {a} caught 5 fish at the river. {b} caught 3 fish at the river. How many fish did they catch?", R),
        ("group/same-place", f"{a} and {b} caught fish at the lake. {a} caught 5 fish at the lake. {b} caught 3 fish at the lake. How many fish did they catch?", R + "|8"),
        ("group/at-first", f"{a} and {b} picked apples at first. {a} picked 5 apples later. {b} picked 3 apples later. How many apples did they pick?", R),
    ]
    for act, q, ok in (("reading for {pos} class", "reading", False), ("reading for school", "reading", False),
                       ("reading at work", "reading", False), ("reading on the train", "reading", False),
                       ("reading during lunch", "reading", False), ("reading after work", "reading", False),
                       ("reading in class", "reading", False), ("reading in bed", "reading", False),
                       ("commuting", "commuting", False), ("driving", "driving", False), ("teaching", "teaching", False),
                       ("tutoring", "tutoring", False), ("training", "training", False), ("volunteering", "volunteering", False),
                       ("working", "working", False), ("babysitting", "babysitting", False), ("coaching", "coaching", False),
                       ("doing homework", "doing homework", False), ("attending classes", "attending classes", False),
                       ("selling cars", "selling cars", False), ("delivering newspapers", "delivering newspapers", False),
                       ("taking piano lessons", "taking piano lessons", False), ("exercising", "exercising", True),
                       ("stretching", "stretching", True), ("meditating", "meditating", True)):
        act = act.replace("{pos}", pos(pa))
        out.append(("rate-spent/calendar-week" + ("-read" if ok else ""),
                    f"{a} spends 2 hours a day {act}. How many hours does {pa} spend {q} in a week?", "14" if ok else R))
    for extra in (f"{P} does not read on Sundays.", f"{P} takes one day off each week.", f"{P} skips one day each week."):
        out.append(("rate-spent/calendar-exception", f"{a} spends 2 hours a day reading. {extra} How many hours does {pa} spend reading in a week?", R))
    out += [
        ("rate-spent/calendar-exception", f"{a} spends 2 hours reading every day except Sunday. How many hours does {pa} spend reading in a week?", R + "|12"),
        ("rate-spent/calendar-exception", f"{a} spends 2 hours reading every day but Sunday. How many hours does {pa} spend reading in a week?", R + "|12"),
        ("rate-spent/calendar-exception", f"{a} spends 2 hours a day reading 5 days a week. How many hours does {pa} spend reading in a week?", R + "|10"),
        ("rate-spent/calendar-exception", f"{a} watches TV for 4 hours every day except weekends. How many hours does {pa} watch TV in a week?", R + "|20"),
        ("rate-spent/calendar-exception", f"{a} watches TV for 4 hours a day after school. How many hours does {pa} watch TV in a week?", R),
        ("rate-spent/calendar-week-read", f"{a} watches TV for 4 hours a day. How many hours does {pa} watch TV in a week?", "28"),
        ("rate-spent/calendar-week-read", f"{a} plays the piano for 2 hours a day. How many hours does {pa} play the piano in a week?", "14"),
        ("rate-spent/calendar-week", f"{a} practices the piano for 2 hours a day. How many hours does {pa} practice the piano in a week?", R),
        ("rate-spent/calendar-week", f"{a} plays video games for 2 hours a day on school nights. How many hours does {pa} play video games in a week?", R),
        ("rate-spent/calendar-week", f"Every school day, {a} spends 2 hours reading. How many hours does {pa} spend reading in a week?", R),
        ("rate-spent/calendar-week", f"Every weekday morning, {a} spends 15 minutes stretching. How many minutes does {pa} spend stretching in a week?", R),
    ]
    return out


# Fifth wave: single probes (fixed names), each expect worked out by hand.
PROBES = [
    ('each-worth/probe', 'Tom scored 13 field goals worth 3 points each. He missed 4 field goals. How many points did he score?', 'refuse|39'),
    ('each-worth/probe', 'Tom scored 13 field goals worth 3 points each. He missed 4 field goals worth 3 points each. How many points did he score?', 'refuse|39'),
    ('each-worth/probe', 'Tom scored 13 field goals worth 3 points each. He also missed 4 shots. How many points did he score?', 'refuse|39'),
    ('each-worth/probe', 'Tom scored 13 field goals worth 3 points each. Ann scored 4 field goals worth 2 points each. How many points did they score?', 'refuse|47'),
    ('each-worth/probe', 'Tom scored 13 field goals worth 3 points each. Ann scored 4 field goals worth 2 points each. How many more points did Tom score?', 'refuse|31'),
    ('each-weight/probe', 'Hartley has 4 puppies that each weigh 7.5 kilograms. He gives 1 puppy to Ann. How many kilograms of puppies does Hartley have?', 'refuse|45/2'),
    ('each-weight/probe', 'Hartley has 4 puppies that each weigh 7.5 kilograms. He buys 2 more puppies. How many kilograms of puppies does Hartley have?', 'refuse'),
    ('each-weight/probe', 'Hartley has 4 puppies that each weigh 7.5 kilograms. He buys 2 more puppies. How many puppies does Hartley have?', 'refuse|6'),
    ('each-weight/probe', 'Hartley has 4 puppies that each weigh 7 kilograms. Ann has 3 puppies that each weigh 5 kilograms. How many kilograms of puppies do they have?', 'refuse|43'),
    ('each-weight/probe', 'Suki bought 6 bags of coffee beans that each weighed 22 kilograms. She used 10 kilograms. How many kilograms of coffee beans are left?', 'refuse|122'),
    ('each-weight/probe', 'Suki bought 6 bags of coffee beans that each weighed 22 kilograms. She used 10 kilograms of coffee beans. How many kilograms of coffee beans does she have?', 'refuse|122'),
    ('each-weight/probe', 'Suki bought 6 bags of coffee beans that each weighed 22 kilograms. She used 2 bags. How many kilograms of coffee beans does she have?', 'refuse|88'),
    ('each-weight/probe', 'Suki bought 6 bags of coffee beans that each weighed 22 kilograms. She has 3 bags of coffee beans left. How many kilograms of coffee beans did she use?', 'refuse|66'),
    ('each-weight/probe', 'Suki has 6 bags of coffee beans that each weigh 22 kilograms. She had 2 bags before. How many bags does she have?', 'refuse|6'),
    ('elided-than/probe', 'Janet reads 80 pages a day. Belinda reads 30 pages a day. How many more pages does Janet read in 6 hours?', 'refuse'),
    ('elided-than/probe', 'Janet reads 80 pages a day. Belinda reads 30 pages a day. How many more pages does Janet read in 2 weeks?', 'refuse|700'),
    ('elided-than/probe', 'Janet reads 80 pages a week. Belinda reads 30 pages a week. How many more pages does Janet read in 14 days?', 'refuse|100'),
    ('elided-than/probe', 'Janet reads 80 pages a day. Belinda reads 30 pages a day. Janet reads for 6 days. How many more pages does Janet read?', 'refuse'),
    ('elided-than/probe', 'Janet reads 80 pages a day. Belinda reads 30 pages a day. How many more pages does Janet read in 6 days than Belinda does in 6 days?', 'refuse|300'),
    ('elided-than/probe', 'Janet reads 80 pages a day. Belinda reads 30 pages a day. How many fewer pages does Belinda read in 6 days than Janet?', 'refuse|300'),
    ('elided-than/probe', 'Janet reads 80 pages a day on the bus. Belinda reads 30 pages a day on the bus. How many more pages does Janet read in 6 days?', 'refuse|300'),
    ('elided-than/probe', 'Janet will read 80 pages a day. Belinda will read 30 pages a day. How many more pages will Janet read in 6 days?', 'refuse|300'),
    ('elided-than/probe', 'Janet reads 80 pages a day. Belinda used to read 30 pages a day. How many more pages does Janet read in 6 days?', 'refuse'),
    ('elided-than/probe', 'Janet reads 80 pages a day. Belinda reads 30 pages a day. Belinda stops reading after 2 days. How many more pages does Janet read in 6 days?', 'refuse|420'),
    ('elided-than/probe', 'Janet reads 80 pages a day. Belinda reads 30 pages a day. How many more pages does Janet read in 6 days if Belinda reads 10 more pages a day?', 'refuse|240'),
    ('vessel/probe', 'Pete has a bag with 10 marbles. He gives 3 marbles to Ann. Ann puts them in her bag. How many marbles does Pete have?', 'refuse|7'),
    ('vessel/probe', 'Pete has a bag with 10 marbles and Ann has a bag with 4 marbles. Pete gives Ann 3 marbles. How many marbles does Ann have?', 'refuse|7'),
    ('vessel/probe', 'Pete has a bag with 10 marbles. He finds 4 more marbles. How many marbles does Pete have?', 'refuse|14'),
    ('vessel/probe', 'Pete has a bag with 10 marbles. He loses 4 marbles. How many marbles are in the bag?', 'refuse|6'),
    ('vessel/probe', 'Pete has a bag with 10 marbles. He buys 2 more bags. How many marbles does Pete have?', 'refuse'),
    ('vessel/probe', 'Pete has a bag with 10 marbles. He buys 2 more bags of marbles. How many marbles does Pete have?', 'refuse'),
    ('vessel/probe', 'Pete has a purse with 10 coins. He has 3 purses. How many coins does Pete have?', 'refuse'),
    ('vessel/probe', 'Pete had a bag with 10 marbles. Ann had a bag with 5 marbles. Pete gave half his marbles to Ann. How many marbles does Ann have?', 'refuse|10'),
    ('vessel/probe', 'Pete has a tin with 12 cookies and a jar with 20 cookies. How many cookies does Pete have?', 'refuse|32'),
    ('each-weight/probe', 'Pete has a tin with 12 cookies. The tin weighs 2 pounds. How many cookies does Pete have?', 'refuse|12'),
    ('vessel/probe', 'Pete has a bag with 10 marbles. Ann has a bag with twice as many marbles. How many marbles does Ann have?', 'refuse|20'),
    ('vessel/probe', 'Pete has a bag with 10 marbles. Ann has a bag with 5 more marbles. How many marbles does Ann have?', 'refuse|15'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. Ann spends 3 hours a day reading. How many more hours does Ann spend reading in 5 days?', 'refuse|5'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in 5 days and 2 weeks?', 'refuse|38'),
    ('elided-than/probe', 'Tom spends 2 hours a day reading. He reads 30 pages an hour. How many pages does he read in 5 days?', 'refuse|300'),
    ('elided-than/probe', 'Tom spends 2 hours a day reading. He reads 30 pages an hour. How many pages does he read in a week?', 'refuse|420'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in 3 days if he reads for 2 extra hours on one day?', 'refuse|8'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading and 1 hour a day writing. How many hours does he spend reading in 5 days?', 'refuse|10'),
    ('elided-than/probe', 'Tom spends 2 hours a day reading. He reads 10 pages a day. How many pages does he read in 5 days?', 'refuse|50'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in 5 days at school?', 'refuse'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in 5 school days?', 'refuse|10'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in 5 more days?', 'refuse|10'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in the first 5 days?', 'refuse|10'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours has he spent reading in 5 days?', 'refuse|10'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours will he have spent reading in 5 days?', 'refuse|10'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in 5 weekdays?', 'refuse|10'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in 5 weekends?', 'refuse'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in 5 nights?', 'refuse'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. How many hours does he spend reading in 5 mornings?', 'refuse'),
    ('rate-spent/probe', 'Tom spends 2 hours a night reading. How many hours does he spend reading in 5 nights?', 'refuse|10'),
    ('rate-spent/probe', 'Tom spends 2 hours a week reading. How many hours does he spend reading in 5 weekends?', 'refuse'),
    ('rate-spent/probe', 'Tom spends 30 minutes every morning stretching. How many minutes does he spend stretching in 2 weeks?', 'refuse|420'),
    ('rate-spent/probe', 'Tom spends 30 minutes every morning and every night stretching. How many minutes does he spend stretching in 2 days?', 'refuse|120'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. Tomorrow they will pick 4 more apples. How many apples did they pick?', 'refuse|8'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. Next week Tom will pick 4 more apples. How many apples did they pick?', 'refuse|8'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. Tom will pick 4 more apples. How many apples will they have?', 'refuse'),
    ('vessel/probe', 'Tom has a bag with 10 marbles. Tomorrow he will give 3 marbles to Ann. How many marbles does Tom have?', 'refuse|10'),
    ('vessel/probe', 'Tom has a bag with 10 marbles. Tomorrow he will give 3 marbles to Ann. How many marbles will Tom have?', 'refuse|7'),
    ('vessel/probe', 'Tom has a bag with 10 marbles. He will give 3 marbles to Ann. How many marbles does Tom have now?', 'refuse|10'),
    ('vessel/probe', 'Tom has a bag with 10 marbles. Yesterday he gave 3 marbles to Ann. How many marbles does Tom have?', 'refuse'),
    ('vessel/probe', 'Tom had a bag with 10 marbles. Yesterday he gave 3 marbles to Ann. How many marbles did Tom have before?', 'refuse|10'),
    ('rate-spent/probe', 'Tom spends 2 hours a day reading. Tomorrow he will spend 3 hours reading. How many hours does he spend reading in 5 days?', 'refuse'),
    ('each-weight/probe', 'Tom bought 6 bags of coffee beans that each weighed 22 kilograms. Tomorrow he will buy 2 more bags. How many kilograms of coffee beans did Tom buy?', 'refuse|132'),
    ('each-worth/probe', 'Tom scored 13 field goals worth 3 points each. In the next game he will score 4 more field goals. How many points did he score?', 'refuse|39'),
    ('purpose/probe', 'Tom has 25 drawings to display. Tomorrow he will give 5 drawings to Ann. How many drawings does Tom have?', 'refuse|25'),
    ('elided-than/probe', 'Tom reads 80 pages a day. Ann reads 30 pages a day. Next week Ann will read 50 pages a day. How many more pages does Tom read in 6 days?', 'refuse'),
    ('group/probe', 'Tom and Ann raise goats. Tom has 7 goats. Ann has 3 goats. Next year Tom will have 10 goats. How many goats do they have?', 'refuse|10'),
    ('group/probe', 'Tom and Ann raise goats. Tom has 7 goats. Ann has 3 goats. Last year Tom had 10 goats. How many goats do they have?', 'refuse|10'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. Last year they picked 20 apples. How many apples did they pick?', 'refuse|8'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. Then Tom picked 4 more apples. How many apples did they pick?', 'refuse|12'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. Then Tom picked 4 more apples. How many apples did Tom pick?', 'refuse|9'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples and gave 2 apples to Ann. Ann picked 3 apples. How many apples does Ann have?', 'refuse|5'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. Tom gave 2 apples to Cy. How many apples does Tom have?', 'refuse|3'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. Tom gave 2 apples to his mom. How many apples does Tom have?', 'refuse|3'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. They gave 2 apples to their mom. How many apples do they have?', 'refuse|6'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did the two of them pick?', 'refuse|8'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did the three of them pick?', 'refuse'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did both pick?', 'refuse|8'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did the children pick?', 'refuse|8'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did the family pick?', 'refuse'),
    ('group/probe', 'Tom and Ann picked apples. Tom picked 5 apples. Ann picked 3 apples. How many apples did everyone pick?', 'refuse|8'),
    ('group/probe', 'Tom, Ann and Cy picked apples. Tom picked 5 apples. Ann picked 3 apples. Cy picked 2 apples. How many apples did the two girls pick?', 'refuse'),
]


def cases():
    fams = []
    for a, b, pa, pb in PAIRS:
        fams += _group(a, b, pa, pb) + _rate_spent(a, b, pa, pb) + _elided(a, b, pa, pb)
        fams += _vessel(a, b, pa, pb) + _each_weight(a, b, pa, pb) + _worth(a, b, pa, pb) + _purpose(a, b, pa, pb)
        fams += _wave2(a, b, pa, pb) + _wave3(a, b, pa, pb) + _wave4(a, b, pa, pb)
    return unique_cases(fams + _group3() + PROBES)


def accepts(expect: str, got: str) -> bool:
    """'refuse|10' accepts a refusal or the value 10 (a reading the reader may build, or refuse)."""
    return got in expect.split("|")


if __name__ == "__main__":
    run(cases(), lambda e, g: not accepts(e, g), label="differ", group=lambda k: k.split("/")[0])
