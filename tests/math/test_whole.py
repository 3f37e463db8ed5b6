"""Session 16 (`whole`): composition of problems whose every sentence is read.

The construction added: a difference of one owner's events across two labels (q_diff_day),
'How many more apples did he pick on Tuesday than on Monday?', 'How much more money did Anna spend
on lunch than on breakfast?'. The law: the answer is the sum of that owner's events of the asked
verb and noun under the first label minus those under the second, when every such event carries
exactly one label (a fronted label with a comma scopes its whole sentence); an unlabelled event,
another owner, noun or verb, a label with no event, a negative difference, another time ('last
year', 'will') refuse. Both readings compute it independently (ForwardReading._diff_day,
EquationReading._diff_across_labels).

Decisions kept (refuse): a split of 'people' into boys and girls (people may be adults), a total of
'conference attendees' over 'male / female attendees' (a modified total), eggs 'in the yard' and
what two persons 'found' (were all of them found?)."""
import pytest

from engine.math import Answer, solve
from expect import refuses, value, verdict
from whole_cases import CASES, M, Q, T


@pytest.mark.parametrize("text,expect", CASES)
def test_cases_never_wrong(text, expect):
    got = verdict(text)
    assert got == "refuse" or got == expect, (got, expect)


@pytest.mark.parametrize("text,expect", [c for c in CASES if c[1] == "refuse"])
def test_near_misses_refuse(text, expect):
    refuses(text)
    refuses(text, sealed=True)


@pytest.mark.parametrize("text,expect", [c for c in CASES[:12]])
def test_differences_across_labels_are_read(text, expect):
    assert str(value(text)) == expect
    assert str(value(text, sealed=True)) == expect


@pytest.mark.parametrize("a,b", [(5, 12), (3, 30), (17, 20)])
def test_law_difference_is_the_labels_sums(a, b):
    text = f"On Monday, Tom picked {a} apples. On Tuesday, he picked {b} apples. " + Q
    assert value(text) == b - a
    # a second Monday event adds to Monday's side
    text2 = f"On Monday, Tom picked {a} apples. On Tuesday, he picked {b + 2} apples. On Monday, he also picked 2 apples. " + Q
    assert value(text2) == b - a


def test_order_of_the_labels_does_not_matter():
    swapped = "On Tuesday, Tom picked 12 apples. On Monday, he picked 5 apples. " + Q
    assert value(swapped) == value(M + T + Q) == 7


def test_question_labels_must_both_have_events():
    r = refuses(M + T + "How many more apples did he pick on Wednesday than on Monday?")
    assert r.reason.value == "unknown_quantity"


def test_unlabelled_event_refuses():
    r = refuses(M + "He picked 12 apples. " + Q)
    assert r.reason.value == "ambiguous_reading"


def test_fronted_label_scopes_its_list_but_not_another_time():
    assert isinstance(solve("For breakfast, Anna bought a bagel for $1 and a muffin for $2. At lunch, Anna spent $9 on a "
                            "sandwich. How much more money did Anna spend on lunch than on breakfast?"), Answer)
    refuses("On Monday, Tom picked 5 apples and the next day he picked 12 apples. On Wednesday, he picked 20 apples. "
            "How many more apples did he pick on Wednesday than on Monday?")


def test_item_reading_of_days_unchanged():
    # 'spent $12 on Tuesday' was read as a purchase 'of' Tuesday; the label reading gives the same
    assert value("Tom spent $5 on Monday. Tom spent $12 on Tuesday. How much more money did Tom spend on Tuesday "
                 "than on Monday?") == 7


# --- totals over a counted span of named days (q_days_total)
from whole_span_cases import SPAN_CASES  # noqa: E402


@pytest.mark.parametrize("text,expect", SPAN_CASES)
def test_span_cases_never_wrong(text, expect):
    got = verdict(text)
    assert got == "refuse" or got == expect, (got, expect)
    got = verdict(text, sealed=True)
    assert got == "refuse" or got == expect, (got, expect)


@pytest.mark.parametrize("text,expect", [c for c in SPAN_CASES if c[1] != "refuse"])
def test_span_is_read(text, expect):
    assert str(value(text)) == expect


@pytest.mark.parametrize("text,expect", [c for c in SPAN_CASES if c[1] == "refuse"])
def test_span_near_misses_refuse(text, expect):
    refuses(text)


def test_span_count_is_checked_not_computed():
    # the count of days is a checked literal: it must equal the number of labelled days
    base = "On Saturday, Ann sold 60 boxes. On Sunday, she sold 30 boxes. How many boxes did she sell over the {} days?"
    assert value(base.format("two")) == 90
    assert value(base.format("2")) == 90
    refuses(base.format("three"))
    refuses(base.format("2") .replace("Sunday, she", "Sunday, Bob"))


# --- a sale of all at the seller's own price (reader._sale_of_all_at_price)
from whole_sale_cases import SALE_CASES  # noqa: E402


@pytest.mark.parametrize("text,expect", SALE_CASES)
def test_sale_cases_never_wrong(text, expect):
    for sealed in (False, True):
        got = verdict(text, sealed=sealed)
        assert got == "refuse" or got == expect, (got, expect)


@pytest.mark.parametrize("text,expect", SALE_CASES[:6])
def test_sale_of_all_at_price_is_read(text, expect):
    assert str(value(text)) == expect


@pytest.mark.parametrize("text,expect", [c for c in SALE_CASES if c[1] == "refuse"])
def test_sale_near_misses_refuse(text, expect):
    refuses(text)


def test_sale_law_count_times_price():
    for n, p in ((10, 2), (7, 3), (45, 5)):
        assert value(f"Tom has {n} apples. He sells each apple for ${p}. He sold all of his apples. "
                     "How much money did he make?") == n * p


# --- compound measures ('6 feet , 3 inches') and 'his sister' for the one 'younger sister'
from whole_measure_cases import MEASURE_CASES  # noqa: E402


@pytest.mark.parametrize("text,expect", MEASURE_CASES)
def test_measure_cases_never_wrong(text, expect):
    for sealed in (False, True):
        got = verdict(text, sealed=sealed)
        assert got == "refuse" or got == expect, (got, expect)


@pytest.mark.parametrize("text,expect", MEASURE_CASES[:6])
def test_compound_measure_and_relative_are_read(text, expect):
    assert str(value(text)) == expect


@pytest.mark.parametrize("text,expect", [c for c in MEASURE_CASES if c[1] == "refuse"])
def test_measure_near_misses_refuse(text, expect):
    refuses(text)


def test_compound_law():
    for a, b in ((6, 3), (5, 11), (4, 1)):
        assert value(f"Vlad is {a} feet, {b} inches tall. How tall is Vlad in inches?") == 12 * a + b
