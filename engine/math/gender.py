"""Grammatical gender of the entities a pronoun may point to.

`he`/`him`/`his` and `she`/`her` name a male or a female referent. The reader resolves a pronoun
to the one entity in play that it can mean; a gender known for an entity narrows the candidates
and, above all, rules out a reading that the text contradicts ('Tom has 10 apples. She has 5
pears.': `she` is not Tom). A gender is known from

* a title in the name (`Mr. Jones`, `Mrs. Kaplan`),
* a role noun at the head of the entity (`his sister`, `the farmer's wife`),
* the first-name table `name_genders.json`, mined from the tune split only by
  `python -m evals.gsm8k.name_genders` (problems that name one person and use pronouns of one
  gender vote for that name; a name is kept with NAME_GENDER_MIN_VOTES votes that agree to
  NAME_GENDER_AGREEMENT),
* an earlier pronoun of the same text resolved to the entity (bound by the reader).

An unknown gender never blocks a pronoun: it only cannot single out a referent among several.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

MALE, FEMALE = "male", "female"

PRONOUN_GENDER = {"he": MALE, "him": MALE, "his": MALE, "himself": MALE,
                  "she": FEMALE, "her": FEMALE, "hers": FEMALE, "herself": FEMALE}

# titles as the segmenter joins them to the name ('@mrs-kaplan')
_TITLES = {"mr": MALE, "mrs": FEMALE, "ms": FEMALE, "miss": FEMALE}

# closed list of role nouns that carry a gender ('her brother', 'the baker's wife')
ROLE_GENDER = {
    **dict.fromkeys("father dad daddy brother son husband uncle grandfather grandpa grandson "
                    "nephew boy man gentleman king boyfriend stepfather stepson".split(), MALE),
    **dict.fromkeys("mother mom mommy mum sister daughter wife aunt grandmother grandma "
                    "granddaughter niece girl woman lady queen girlfriend stepmother "
                    "stepdaughter".split(), FEMALE),
}

# closed list of role nouns that name a person of either gender ('her teacher', 'his friend'): a
# pronoun of either gender may point to such an entity, so it stays a candidate beside the named
# persons ('Ann has 10 apples. Her teacher gives her 4. She eats 3.': Ann or the teacher?)
PERSON_ROLES = frozenset("""friend teacher cousin neighbor neighbour classmate boss coach partner
roommate doctor nurse baker farmer chef manager owner parent child kid baby teammate""".split())

# plural group nouns of one gender ('the two girls'): a counted group of the other gender refuses
GROUP_GENDER = {"men": MALE, "boys": MALE, "brothers": MALE,
                "women": FEMALE, "girls": FEMALE, "sisters": FEMALE}

TABLE_PATH = Path(__file__).with_name("name_genders.json")


@lru_cache(maxsize=1)
def name_table() -> dict[str, str]:
    """First name (lower case, as in owner keys) -> MALE | FEMALE, from the mined table."""
    data = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
    return {**dict.fromkeys(data[MALE], MALE), **dict.fromkeys(data[FEMALE], FEMALE)}


def entity_gender(entity: str) -> str | None:
    """Gender of an owner key ('tom', 'mrs-kaplan', "tom's sister"), or None when unknown."""
    if "'s " in entity or " " in entity:  # a role noun at the head: "tom's sister", 'the king'
        return ROLE_GENDER.get(entity.split()[-1])
    title = entity.split("-", 1)[0]
    if "-" in entity and title in _TITLES:
        return _TITLES[title]
    return ROLE_GENDER.get(entity) or name_table().get(entity)


def person_role(entity: str) -> bool:
    """Whether the entity is named by a role noun of a person of either gender ("tom's friend",
    'teacher')."""
    return entity.split()[-1] in PERSON_ROLES
