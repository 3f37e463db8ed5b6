"""Session 16 red team `red3` of the `ratio` and `whole` constructions and their interactions with
older code: wrong answers found and closed (see the README section "Session 16 — helper red3")."""
from expect import verdict as _v


def test_a_ratio_and_a_holding_under_different_labels_refuse():
    # the club's members on Monday and on Tuesday may differ: which day is asked? (was 20 each)
    for t in ("On Monday, there are 3 boys for every 2 girls in the club. On Tuesday, there are 30 boys "
              "in the club. How many girls are in the club?",
              "On Monday, there are 30 boys in the club. On Tuesday, there are 3 boys for every 2 girls "
              "in the club. How many girls are in the club?",
              "On Monday, the ratio of boys to girls in the club is 3:2. On Tuesday, there are 30 boys in "
              "the club. How many girls are in the club?",
              "In the morning, the ratio of boys to girls in the club is 3:2. There are 30 boys in the club. "
              "How many girls are in the club?",
              "At lunch, there are 3 boys for every 2 girls in the hall. At dinner, there are 30 boys in the "
              "hall. How many girls are in the hall?",
              "On Monday, Betty has 3 red beads for every 2 blue beads. On Tuesday, she has 30 red beads. "
              "How many blue beads does she have?",
              "Betty has 3 red beads for every 2 blue beads. On Tuesday, she has 30 red beads. How many "
              "blue beads does she have?"):
        assert _v(t) == "refuse", t


def test_an_older_comparison_and_a_holding_under_different_labels_refuse():
    # the same for a plain comparison (older code, was 10 each)
    assert _v("On Monday, there are 5 girls in the club. On Tuesday, there are twice as many boys as "
              "girls in the club. How many boys are in the club?") == "refuse"
    assert _v("On Monday, Betty has 5 blue beads. On Tuesday, she has twice as many red beads as blue "
              "beads. How many red beads does she have?") == "refuse"


def test_facts_under_one_label_still_read():
    assert _v("On Monday, there are 3 boys for every 2 girls in the club. On Monday, there are 30 boys "
              "in the club. How many girls are in the club?") == "20"
    assert _v("There are 3 boys for every 2 girls in the class. There are 12 girls in the class. "
              "How many boys are in the class?") == "18"
    assert _v("Betty has 3 red beads for every 2 blue beads. She has 30 red beads. How many blue beads "
              "does she have?") == "20"


def test_people_split_into_one_age_group_refuse():
    # consistency with '50 people. 30% of them are boys. How many girls?' (session 12): people may
    # hold adults (was 13, 10, 12, 30, 30)
    for t in ("There are 30 people at the party. There are 4 more boys than girls. How many girls are at the party?",
              "There are 30 people at the party. There are twice as many boys as girls. How many girls are at the party?",
              "There are 30 people in the class. There are 3 boys for every 2 girls in the class. How many girls are in the class?",
              "There are 3 boys for every 2 girls in the class. There are 12 girls in the class. How many people are in the class?",
              "There are 12 boys and 8 girls at the party. How many people are at the party?",
              "There are 30 people at the party. There are 4 more men than women. How many women are at the party?",
              "At a party, there are 50 people. 30% of them are boys. How many girls are at this party?"):
        assert _v(t) == "refuse", t


def test_people_of_both_ages_or_a_whole_of_children_still_read():
    assert _v("There are 30 children at the party. There are 4 more boys than girls. How many girls are at the party?") == "13"
    assert _v("There are 30 students in the class. There are 3 boys for every 2 girls in the class. "
              "How many girls are in the class?") == "12"
    assert _v("There are 30 adults at the party. There are 4 more men than women. How many women are at the party?") == "13"
    assert _v("There are 12 boys, 8 girls and 10 adults at the party. How many people are at the party?") == "30"
    # the text names the rest: no premise is needed
    assert _v("There are 55 people at the track meet. 30 of them are boys, and the rest are girls. "
              "How many girls are at the track meet?") == "25"


def test_a_whole_then_and_a_relation_now_refuse():
    # 'He had 51 beads ... now': the whole of then, the relation of now (was 17 / 24 / 20)
    for t in ("Tom has twice as many red beads as blue beads. He had 51 beads. How many blue beads does he have now?",
              "Tom has 3 more red beads than blue beads. He had 51 beads. How many blue beads does he have now?",
              "Betty has 3 red beads for every 2 blue beads. She had 50 beads. How many blue beads does she have now?"):
        assert _v(t) == "refuse", t
    assert _v("Betty has 3 red beads for every 2 blue beads. She has 50 beads. How many blue beads does she have?") == "20"


def test_a_past_state_asked_now_refuses():
    # she may have grown: the text sets then apart from now and tells no change (was 2)
    assert _v("Vlad is 6 feet tall. His younger sister was 4 feet tall. How many feet taller is Vlad "
              "than his sister now?") == "refuse"
    assert _v("Vlad is 6 feet tall. His younger sister is 4 feet tall. How many feet taller is Vlad "
              "than his sister?") == "2"
    assert _v("Tom had 10 apples. He ate 3 apples. How many apples does he have now?") == "7"


def test_an_event_told_again_refuses():
    # a restatement or a second event of the same size? (was 2, 10, 22, 10)
    for t in ("On Monday, Tom picked 5 apples. On Tuesday, he picked 12 apples. Tom picked 5 apples on Monday. "
              "How many more apples did Tom pick on Tuesday than on Monday?",
              "On Monday, Tom picked 5 apples. Tom picked 5 apples on Monday. How many apples did Tom pick on Monday?",
              "On Monday, Tom picked 5 apples. On Tuesday, he picked 12 apples. On Monday, he picked 5 apples. "
              "How many apples did Tom pick over the two days?",
              "Tom picked 5 apples. Tom picked 5 apples. How many apples did Tom pick?"):
        assert _v(t) == "refuse", t
    assert _v("On Monday, Tom picked 5 apples. On Tuesday, he picked 12 apples. How many more apples did "
              "Tom pick on Tuesday than on Monday?") == "7"
    assert _v("On Saturday, Ann sold 60 boxes. On Sunday, she sold 60 boxes. How many boxes did she sell "
              "over the two days?") == "120"
