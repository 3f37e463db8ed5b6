"""Settings of a clause: where or when its predication holds, and whether that restricts it.

A clause may say where or when its fact holds ('Tom has 10 stickers on his wall', 'he eats 3
apples in the game', 'he irons 4 shirts an hour on a good day'). The templates accept such
prepositional fillers without reading them, so the reader must not combine facts whose
settings differ, nor scale a rate that holds only part of the time. Three judgments, each a
pure function of the clause's shape string:

* `restriction(clause)`: a recurring or hedged period ('on weekdays', 'in the morning',
  'during school', 'in the summer', 'on a good day', 'at best') — a rate read from such a
  clause holds only part of the time, and an event said of it is a habit, not one event.
* `setting(clause)`: the place or scene a fact is situated in ('on his wall', 'in the game',
  'from the store'), '' when none; calendar labels ('on Monday', 'the first day') order
  events and are not settings. Facts that change one holding must share one setting.
* `past_time(clause)`: a past-time label ('last year', 'yesterday', '3 days ago').
* `present_time(clause)` / `start_time(clause)`: the present ('now', 'currently', 'right now')
  or the start of the story ('initially', 'at first', 'to begin with'). A holding said to hold
  now is the final state, after every change stated before it; one said to hold at the start
  precedes every change. Neither is the time of a past-time label ('had 10 apples last year'
  is not what he has now).

Decision: these judgments refuse (never re-read): a fact whose scope the reader cannot
represent is not read at all.
"""
from __future__ import annotations

import re

_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_PERIODS = (rf"weekdays?|week days?|weekends?|workdays?|work days?|school days?|school nights?|(?:{_DAYS})s"
            r"|mornings?|afternoons?|evenings?|nights?|summers?|winters?|springs?|autumns?|falls?"
            r"|holidays?|vacations?|breaks?|recess|seasons?|rush hours?|peak hours?|off-season|daytime|nighttime")
_HEDGES = (r"on (?:a|an) (?:good|bad|busy|slow|typical|normal|regular|usual|sunny|rainy|cold|hot|nice|great) (?:day|week|night|month)s?"
           r"|on (?:good|bad|busy|slow|sunny|rainy|cold|hot) (?:day|week|night)s|at (?:best|most|least|worst|full speed|top speed|times)"
           r"|(?:usually|sometimes|often|normally|typically|occasionally|rarely|generally)")
_RESTRICTION = re.compile(rf"\b(?:(?:on|in|during|at|over|for|throughout) (?:the |a |an |his |her |their |its |each |every )?(?:{_PERIODS})\b"
                          rf"|at night\b|during (?:the )?school\b|(?:every|each) (?:{_PERIODS})\b|{_HEDGES}\b)")

# Prepositions that situate a fact, and head words after them that never name a setting:
# quantities and amounts ('in total', 'in 3 hours'), calendar labels, and the manner of a deal
# ('on sale', 'at a discount', 'for free', 'in cash').
_SETTING_PREPS = ("in", "at", "on", "inside", "from", "during")
_NOT_SETTINGS = frozenset(f"""
total all addition each order average stock cash change sale discount price cost rate row turn
time times first second third fourth fifth last next same way end beginning start half whole moment present
week weeks day days month months year years hour hours minute minutes morning afternoon evening
night today yesterday tomorrow breakfast lunch dinner supper brunch lunchtime dinnertime {_DAYS.replace('|', ' ')} january february march april may june july
august september october november december weekend summer winter spring fall
ratio proportion
""".split())  # session 16 (`ratio`): 'in the ratio of 4:5' is the manner of a split, no place
# 'the same game' is situated in a game, like 'the game'
_DETERMINERS = frozenset("the a an his her their its my our your this that these those one each every same".split())
_PP = re.compile(rf"\b({'|'.join(_SETTING_PREPS)}) ((?:(?:@[a-z][\w\-]*|[a-z][\w\-]*) ?'?s? ?){{1,4}})")
_PAST = re.compile(rf"\b(?:yesterday|last (?:week|month|year|night|weekend|time|summer|winter|spring|fall|{_DAYS})"
                   r"|<n\d+> (?:days?|weeks?|months?|years?) ago|(?:a|one|two|three) (?:days?|weeks?|months?|years?) ago"
                   r"|(?:a|the) (?:week|month|year|day) before|earlier|in the past|when (?:he|she|they|i|we) was (?:younger|a child|a kid))\b")


# 'every morning' is itself the period of a rate ('eats 3 beignets every morning': 3 a day)
# unless the clause states the rate's period elsewhere ('4 shirts an hour every morning').
_DAILY = re.compile(r"(?:every|each) (?:morning|afternoon|evening|night)")
_RATE_PERIOD = re.compile(r"\b(?:a|an|per|each|every) (?:second|minute|hour|day|week|month|year)\b")


def restriction(clause: str) -> str:
    """The recurring or hedged period the clause holds in ('on weekdays', 'at best'), or ''."""
    for m in _RESTRICTION.finditer(clause):
        if _DAILY.fullmatch(m.group(0)) and not _RATE_PERIOD.search(clause):
            continue
        return m.group(0)
    return ""


def setting(clause: str, *, source_is_origin: bool) -> str:
    """The head word of the clause's situating phrase ('on his wall' -> 'wall'), or ''.

    `source_is_origin`: the clause moves things to its subject (buy, get, receive), so a
    'from' phrase names where they came from, not where the fact holds."""
    heads = []
    for m in _PP.finditer(clause):
        prep, words = m.group(1), [w for w in m.group(2).split() if w not in _DETERMINERS and w != "'s"]
        if prep == "from" and source_is_origin:
            continue
        if not words or words[0].startswith("<") or words[0] in _NOT_SETTINGS or words[0].startswith("@"):
            continue
        if words[:2] == ["old", "age"]:  # session 22 (`frac22`): 'died of / from old age' is a cause
            continue
        heads.append(words[0])
    return " ".join(sorted(set(heads)))


# 'now' in 'in 5 years from now' counts from the present and says nothing of when a fact holds.
_PRESENT = re.compile(r"(?<!\bfrom )\b(?:right now|now|currently|at present|at the moment|at this moment|presently)\b")
# 'at the beginning of the year' is a calendar label of its own, not the start of the story.
_START = re.compile(r"\b(?:initially|originally|at first|to start with|to begin with|"
                    r"(?:at|in) the (?:beginning|start)(?! of\b))\b")
# the marker as a removable phrase, with a comma that sets it off ('now ,', ', currently')
_PRESENT_PHRASE = re.compile(r"(?:^| ,| )(?<!\bfrom )(?:right now|now|currently|at present|at the moment|at this moment|presently)\b(?: ,)?(?= |$)")
_START_PHRASE = re.compile(r"(?:^| ,| )(?:initially|originally|at first|to start with|to begin with|"
                           r"(?:at|in) the (?:beginning|start)(?! of\b))\b(?: ,)?(?= |$)")


def _first(pattern: re.Pattern, clause: str) -> str:
    """The first match of `pattern` in the clause, or ''."""
    m = pattern.search(clause)
    return m.group(0) if m else ""


def present_time(clause: str) -> str:
    """The present-time marker of the clause ('now', 'currently', 'right now'), or ''."""
    return _first(_PRESENT, clause)


def start_time(clause: str) -> str:
    """The start-of-story marker of the clause ('initially', 'at first'), or ''."""
    return _first(_START, clause)


def without_time_marker(clause: str) -> str:
    """The clause with its one present or start marker removed ('he has 5 apples now' -> 'he
    has 5 apples'); the clause itself when it has none or more than one."""
    hits = _PRESENT_PHRASE.findall(clause) + _START_PHRASE.findall(clause)
    if len(hits) != 1:
        return clause
    out = _PRESENT_PHRASE.sub("", clause) if _PRESENT_PHRASE.search(clause) else _START_PHRASE.sub("", clause)
    return out.strip()


# a future time of an event ('tomorrow he buys 5', 'next week', 'in 3 days', 'he will buy'):
# what happens then is not part of what is held now
_FUTURE = re.compile(rf"\b(?:tomorrow|tonight|next (?:day|week|month|year|weekend|morning|time|summer|winter|spring|fall|{_DAYS})"
                     r"|in <n\d+> (?:days?|weeks?|months?|years?)|will|(?:is|are|am) going to)\b")


def future_time(clause: str) -> str:
    """The future-time label of the clause ('tomorrow', 'next week', 'will'), or ''."""
    return _first(_FUTURE, clause)


def past_time(clause: str) -> str:
    """The past-time label of the clause ('last year', 'yesterday'), or ''."""
    return _first(_PAST, clause)


# session 16 (`oneq`, a finding in older code): the plural day names of _PERIODS are written
# '(?:monday|...)s' already, so the generic plural above asked 'saturdayss' and 'on Saturdays'
# was no habit ('buys a croissant on Saturdays for $3.50 ... how much does he spend' answered
# 3.50 + 5.50); they are listed once more on their own
_HABITUAL = re.compile(rf"\b(?:every|each)\b|(?:{_PERIODS.replace('s?', '')})s\b|\b(?:{_DAYS})s\b|{_HEDGES}")


def habitual(limit: str) -> bool:
    """Whether a restriction names a recurring period ('on weekdays', 'every morning') or a
    hedge ('on a good day'), rather than one period of a narrative ('in the morning')."""
    return bool(_HABITUAL.search(limit))


# Session 13 (helper `rate`): the two complementary parts of a week. Decision (written down):
# 'weekdays' are Monday to Friday, 5 days of a week, and the 'weekend' is Saturday and Sunday, 2
# days of a week; nothing else is a part of a week ('school days', 'workdays', 'weeknights' may
# leave days out, a 'long weekend' has 3 days). Only a clause whose every restriction names one
# side of this split is read as that side (reader._week_parts); any other restriction refuses.
WEEK_PART_DAYS = {"weekday": 5, "weekend": 2}
_WEEK_PART = re.compile(r"(?:on|during|over|throughout) (?:the )?(weekday|weekend)s?"
                        r"|(?:on )?(?:every|each) (weekday|weekend day)")


def week_part(clause: str) -> str:
    """'weekday' or 'weekend' when every restriction of the clause names that side of the week
    ('7 hours each day during weekdays', 'on the weekend'), else ''."""
    sides = set()
    for m in _RESTRICTION.finditer(clause):
        if _DAILY.fullmatch(m.group(0)) and not _RATE_PERIOD.search(clause):
            continue
        w = _WEEK_PART.fullmatch(m.group(0))
        if not w:
            return ""
        sides.add((w.group(1) or w.group(2)).split()[0])
    return sides.pop() if len(sides) == 1 else ""
