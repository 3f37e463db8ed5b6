"""Session 15 red team (helper red): a leading place phrase ('At the zoo ,', 'In the lake ,') is
read away by the recognizers, so facts of two scenes came out place-less and a comparison in one
scene took its referent from the other (reader._other_lead_place, reader._relations_across_lead_places).
Minimal pairs: the same texts with one scene, or with the places trailing, are still read."""
from expect import verdict as _v


def test_two_leading_places_do_not_relate_across_scenes():
    # were 20 and 30: the zoo's cats / the lake's bass were taken as the park's / the pond's
    assert _v("At the park, the number of dogs is twice the number of cats. At the zoo, there are 10 cats. "
              "How many dogs are at the park?") == "refuse"
    assert _v("In the pond, there are twice the number of trout as bass. In the lake, there are 15 bass. "
              "How many trout are in the pond?") == "refuse"
    assert _v("At the park, there are 3 more dogs than cats. At the zoo, there are 10 cats. How many dogs are there?") == "refuse"
    assert _v("In the pond, there are twice as many trout as bass. In the lake, there are 15 bass. How many trout are there?") == "refuse"


def test_one_leading_place_other_than_the_question_place_is_not_moved():
    assert _v("In the lake, there are 15 bass. There are twice as many trout as bass. How many trout are in the pond?") == "refuse"


def test_one_scene_is_still_read():
    assert _v("In the pond, there are twice the number of trout as bass. There are 15 bass. How many trout are in the pond?") == "30"
    assert _v("In the pond, there are twice as many trout as bass. In the pond, there are 15 bass. How many trout are in the pond?") == "30"
    assert _v("At the park, there are 3 more dogs than cats. At the park, there are 10 cats. How many dogs are there?") == "13"
    # a calendar lead is a time, not a place
    assert _v("In the morning, there are twice as many trout as bass. There are 15 bass in the pond. How many trout are in the pond?") == "30"


def test_sums_over_two_leading_places_are_still_read():
    assert _v("At the zoo, there are 10 cats. At the park, there are 4 dogs. How many animals are there?") == "14"


def test_two_leading_settings_of_time_or_occasion_do_not_relate():
    # were 30: the girls after the party / the boys' team's girls taken as the other setting's
    assert _v("Before the party, the number of boys was twice the number of girls. After the party, there were 15 girls. "
              "How many boys were there?") == "refuse"
    assert _v("For the girls' team, the number of boys is twice the number of girls. For the boys' team, there are 15 girls. "
              "How many boys are there?") == "refuse"
    assert _v("After the storm, there were twice the number of trout as bass. Before the storm, there were 15 bass. "
              "How many trout were there?") == "refuse"
    # one setting word ('Then') is no second leading setting
    assert _v("At first, there were 15 bass. Then there were twice as many trout as bass. How many trout were there?") == "30"
