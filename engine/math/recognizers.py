"""Recognizers: full-clause templates over shape strings, one closed category each."""
from __future__ import annotations

import contextlib
import enum
import functools
import operator
import re
import threading
import re._compiler as _sre_compiler
import re._constants as _sre
import re._parser as _sre_parser
from dataclasses import dataclass

from . import gender
from . import lexicon as lx


class Category(str, enum.Enum):
    """Closed set of recognizer categories (statements and questions)."""

    INERT = "inert"
    HOLDING = "holding"
    THERE_BE = "there_be"
    MONEY_HOLDING = "money_holding"
    GAIN = "gain"
    LOSS = "loss"
    LOSS_ALL = "loss_all"
    LOSS_PART = "loss_part"
    SCALE = "scale"
    TRANSFER = "transfer"
    MONEY_GAIN = "money_gain"
    MONEY_SPEND = "money_spend"
    MONEY_TRANSFER = "money_transfer"
    COMPARE_ADD = "compare_add"
    COMPARE_MULT = "compare_mult"
    PURCHASE_EACH = "purchase_each"
    PURCHASE_TOTAL = "purchase_total"
    PURCHASE_REL = "purchase_rel"
    PRICE_REL = "price_rel"
    SALE_EACH = "sale_each"
    PRICE = "price"
    CONTAINER = "container"
    RATE_MONEY = "rate_money"
    RATE_COUNT = "rate_count"
    WORK_SPAN = "work_span"
    AGE = "age"
    AGE_COMPARE_ADD = "age_compare_add"
    AGE_COMPARE_MULT = "age_compare_mult"
    Q_AGE = "q_age"
    Q_HOLDING = "q_holding"
    Q_MONEY_HOLDING = "q_money_holding"
    Q_VERB_TOTAL = "q_verb_total"
    Q_MONEY_VERB = "q_money_verb"
    Q_SUM_OWNERS = "q_sum_owners"
    Q_DIFFERENCE = "q_difference"
    Q_RATE_TOTAL = "q_rate_total"
    # sealed development categories (compositional extensions)
    THERE_BE_ALL = "there_be_all"
    SUM_STATED = "sum_stated"
    INERT_DESC = "inert_desc"
    PRICE_EACH = "price_each"
    Q_TOTAL = "q_total"
    Q_COST = "q_cost"
    ACTIVITY = "activity"
    PRICE_SELL = "price_sell"
    RATE_SPAN = "rate_span"
    COMPARE_AFFINE = "compare_affine"
    AGE_SHIFT = "age_shift"
    Q_AGE_SHIFT = "q_age_shift"
    Q_AGE_WHEN = "q_age_when"
    Q_AGE_UNTIL = "q_age_until"  # session 23 (`age23`)
    AGE_COMPARE_PCT = "age_compare_pct"  # session 23 (`age23`)
    CONTAINER_HOLD = "container_hold"
    TRANSFER_PART = "transfer_part"
    AGE_SHIFT_COMPARE = "age_shift_compare"
    MONEY_SPEND_PART = "money_spend_part"
    OWNERS_EACH = "owners_each"
    INERT_ANY = "inert_any"
    COMPARE_PCT = "compare_pct"
    COMPARE_UNITS = "compare_units"
    TENDER = "tender"
    WANT = "want"
    TRANSFER_EACH = "transfer_each"
    GAIN_SPAN = "gain_span"
    Q_CHANGE = "q_change"
    Q_NEED = "q_need"
    Q_PROFIT = "q_profit"
    MEASURE = "measure"
    SELL_ALL = "sell_all"
    RATE_CAN = "rate_can"
    Q_DIFF_UNITS = "q_diff_units"
    Q_PRICE = "q_price"
    HOLD_FINAL = "hold_final"
    Q_START = "q_start"
    COMPARE_DIM = "compare_dim"
    PART_OF_STATED = "part_of_stated"
    PARTITION = "partition"
    PARTITION_REST = "partition_rest"
    PARTITION_NEXT = "partition_next"
    Q_PART_NOT = "q_part_not"
    SPEND_ON = "spend_on"
    Q_SPEND_ON = "q_spend_on"
    WANT_COUNT = "want_count"
    Q_NEED_COUNT = "q_need_count"
    PRICE_LOT = "price_lot"
    Q_NEED_TOTAL = "q_need_total"
    PRICE_THE = "price_the"
    CONTAINER_EACH = "container_each"
    BUY_ONE = "buy_one"
    Q_DIFF_VERB = "q_diff_verb"
    ACTIVITY_ANY = "activity_any"
    Q_VERB_ANY = "q_verb_any"
    INERT_HAS = "inert_has"
    PART_BARE = "part_bare"
    PART_COUNT = "part_count"  # session 21 (`pct`): '4 flowers are red' after 'Madeline has 10 flowers'
    Q_REMAIN = "q_remain"
    CONTAINER_CUT = "container_cut"
    HOLD_SOME = "hold_some"
    TENDER_BILLS = "tender_bills"
    DISCOUNT = "discount"
    PRICE_THEY = "price_they"
    Q_DIFF_SPEND_ON = "q_diff_spend_on"
    Q_TIME_TO = "q_time_to"
    Q_RATE_FAR = "q_rate_far"
    SPEND_TOTAL = "spend_total"
    PURCHASE_JOINT = "purchase_joint"
    RATE_AT = "rate_at"
    SPAN_AT = "span_at"
    Q_DIFF_ACT = "q_diff_act"
    RATE_SPAN_ACT = "rate_span_act"
    RATIO_EACH = "ratio_each"
    RATIO_EVERY = "ratio_every"
    RATIO_SPLIT = "ratio_split"
    RATE_DAILY = "rate_daily"
    DISCOUNT_ITEM = "discount_item"
    Q_ORIGINAL = "q_original"
    RATE_TAKES = "rate_takes"
    RATE_EACH = "rate_each"
    DISCOUNT_ON = "discount_on"
    TAX = "tax"
    Q_RATE_DIFF = "q_rate_diff"
    Q_AVERAGE = "q_average"
    INERT_PROG = "inert_prog"
    Q_SPEED = "q_speed"
    CONTAINER_TO = "container_to"
    Q_TOTAL_ALL = "q_total_all"
    Q_DIFF_DAY = "q_diff_day"  # session 16 (`whole`): one owner's events of two labels compared
    COMPARE_SUM = "compare_sum"
    Q_DIFF_SUM = "q_diff_sum"
    COMPARE_MEASURE = "compare_measure"
    CAPACITY = "capacity"      # session 18 (`modal`): 'each bus can carry 30 students'
    Q_CAPACITY = "q_capacity"  # session 18 (`modal`): 'how many students can the buses carry'
    TIME_SPENT = "time_spent"      # session 19 (lead): 'she spends 20 minutes reading'
    Q_TIME_SPENT = "q_time_spent"  # session 19 (lead): 'how many minutes does she spend reading'
    TIME_SPENT_REL = "time_spent_rel"  # session 19 (lead): '... and 3 times that amount of time peeling'
    COMPARE_EVENT = "compare_event"  # session 19 (`compare`): 'Xavier ran twice as many miles as Katie'
    GROUP_SCENE = "group_scene"  # session 20 (`group`): 'Stefan , Vail , and Aiguo collected seashells'
    EACH_GROUP = "each_group"  # session 21 (`each21`): '5 friends each bought 3 apples'
    EACH_MEMBER = "each_member"  # session 21 (`each21`): 'There are 30 students. Each student brought 2 pencils.'
    EACH_SPREAD = "each_spread"  # session 22 (`sub22`): 'He used 5 stamps each on 4 pages.'
    EACH_LISTED = "each_listed"  # session 22 (`sub22`): 'She gave Tom and Bob 3 pens each.'
    PART_EACH = "part_each"  # session 22 (`sub22`): 'Half of them have 5 pens each and the other half have 3 pens each.'
    RATE_TIME_SPENT = "rate_time_spent"  # session 20 (`rate20`): 'she spends 2 hours a day reading'
    TRANSFER_REST = "transfer_rest"  # session 22 (`frac22`): 'he gave the rest to Bob'
    Q_RATE_TIME_SPENT = "q_rate_time_spent"  # session 20 (`rate20`): 'how many hours does she spend reading in a week'


QUESTION_CATEGORIES = frozenset(c for c in Category if c.value.startswith("q_"))


@dataclass(frozen=True)
class Match:
    """A recognizer hit: category, the clause shape and the named slot values."""

    category: Category
    shape: str
    slots: tuple[tuple[str, str], ...]

    def get(self, key: str, default: str = "") -> str:
        """The text captured for a slot ('' when the slot did not take part)."""
        for k, v in self.slots:
            if k == key:
                return v
        return default


def _alt(words) -> str:
    # longest first (a word never loses to its own prefix), then alphabetical: one pattern text
    # in every process, whatever the hash seed of the sets it is built from
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


# 'can' is a modal, so a stop word, except as a container noun (session 14, `cond`): after a
# determiner or a count and before 'of', a verb of the third person singular or the end of the
# clause ('each can has 3 tennis balls', 'a can of soda', '$2 per can', 'buys 1 can'). A modal
# is followed by a base form or a subject ('the red one can travel', 'each can he make'), so it
# stays a stop word there.
_NOUN_CAN = (r"(?:(?<=\beach )|(?<=\bevery )|(?<=\ba )|(?<=\bthe )|(?<=\bper )|(?<=\bone )|(?<=> ))can"
             r"(?= (?:of|has|had|holds|held|contains|contained|is|was|costs|weighs|and)\b| ,|$)")


def _alt_stop(words) -> str:
    """_alt of stop words, with 'can' a stop word only where it is no container noun."""
    if "can" not in words:
        return _alt(words)
    return _alt(set(words) - {"can"}) + rf"|(?!{_NOUN_CAN})can"


_STOP = _alt_stop(lx.STOP_WORDS | set(lx.HAVE) | set(lx.GAIN) | set(lx.LOSE) | set(lx.GIVE)
                  | set(lx.ACT) | set(lx.WORK) | set(lx.TIME_UNITS))
# plural nouns that are also verb forms of the lexicon ("soft drinks", "house plants")
_NOUN_HOMOGRAPHS = frozenset("drinks plants paints orders types draws walks runs works scores saves "
                             "picks cuts rides swims reads writes builds catches washes feeds trains "
                             "coaches visits shots kicks lifts jumps serves answers counts".split())
_W = rf"(?!(?:{_STOP})\b)[a-z][a-z\-]*"
_STOP_N = _alt_stop((lx.STOP_WORDS | set(lx.HAVE) | set(lx.GAIN) | set(lx.LOSE) | set(lx.GIVE)
                | set(lx.ACT) | set(lx.WORK) | set(lx.TIME_UNITS)) - _NOUN_HOMOGRAPHS)
_WN = rf"(?!(?:{_STOP_N})\b)[a-z][a-z\-]*"
# words of a description: no stop word and no form of a verb that moves a quantity
_DBAN = _alt(lx.DESC_BANNED_FORMS | {w + e for w in lx.DESC_GENERIC_NOUNS for e in ("", "s", "es")})
# Session 20 (lead): 'new' in a description ('Gargamel needed new tires for his truck', 'is
# crowdfunding a new business effort'): a description carries no quantity, so 'new' there sets
# nothing apart from a stock; it stays a stop word in every quantity slot
_STOP_D = _alt_stop((lx.STOP_WORDS - {"new"}) | set(lx.HAVE) | set(lx.GAIN) | set(lx.LOSE) | set(lx.GIVE)
                    | set(lx.ACT) | set(lx.WORK) | set(lx.TIME_UNITS))
_WD = rf"(?!(?:{_STOP_D}|{_DBAN})\b)[a-z][a-z\-]*"
# a noun may be a verb form of the lexicon ('model trains'); a verb after 'likes to' may be an
# activity of the lexicon ('likes to read books'): only stop words and the banned forms block
_WDN = rf"(?!(?:{_STOP_N}|{_DBAN})\b)[a-z][a-z\-]*"
_VD = rf"(?!(?:{_alt_stop(lx.STOP_WORDS)}|{_DBAN})\b)[a-z][a-z\-]*"
_WT = rf"(?!(?:{_alt_stop(lx.STOP_WORDS | set(lx.HAVE) | set(lx.GAIN) | set(lx.LOSE) | set(lx.GIVE) | set(lx.ACT) | set(lx.WORK))})\b)[a-z][a-z\-]*"
# the noun after 'of' may be a noun/verb homograph too ('a set of paints', 'a pack of drinks')
# Session 20 (lead): the head alone may be a homograph too ('has 5 plants', 'buys 6 drinks',
# 'blocked 4 shots'): a slot is always bounded by the template around it, so a verb form read as
# the noun leaves the clause's verb and object unmatched, and the clause unread
_NP = rf"(?:@[a-z][\w\-]* )?(?:{_W}(?: {_W}){{0,1}}(?: {_WN})?|{_WN})(?: of (?:the |his |her |their |its )?(?:{_W}(?: {_WN})?|{_WN}))?"
NOUN_PHRASE = _NP  # the noun phrase of a slot, for reader-level sentence forms
_DET = r"(?:the|a|an|his|her|their|its|my|our|@[a-z][\w\-]* 's)"
# A person's age is a quantity of that person, never an owner of its own: "Tom 's age is 20" is
# read by the age templates as "Tom is 20" (_AGE_SUBJ), not as a thing called "Tom's age".
_NOT_AGE = r"(?!ages?\b)"
_OWNER = (rf"@[a-z][\w\-]* 's {_NOT_AGE}{_W} @[a-z][\w\-]*|@[a-z][\w\-]*(?: 's {_NOT_AGE}{_W}(?: {_NOT_AGE}{_W})?)?|(?:his|her) {_NOT_AGE}{_W}(?: {_NOT_AGE}{_W})?"
          rf"|(?:the|a|an|this|that|our|my|their) (?:first |second |third |last )?(?:@[a-z][\w\-]* )?{_W}(?: {_W}){{0,2}}|he|she|it|i|you|we")
# the subject of an age statement: the person, or the person's age ("Noah 's age is twice Joe 's age")
_AGE_SUBJ = "{O:o}(?: 's age)?"
# Ages at another time (session 11, `age`): a time d years from now ('in 5 years', 'after 5
# years', 'in 5 more years', "in 5 years ' time", '5 years from now') or d years ago, opening
# or closing the clause; the literal is the shift d of every age the clause states.
_LATER = r"(?:(?P<pre>in|after) )?{N:d} (?:more )?years(?(pre)(?: 's time)?| from now)"
_TIMESF_A = r"(?:{K:k}|<[nf](?P<kn>\d+)> times)"  # session 23 (`age23`): as _TIMESF below
_AGO = r"(?P<ago>{N:d}) years ago"
# A list of two or more owners ('@tom , @ann , and @bob', 'the pelican and the kingfisher',
# '@tom and his sister'): the owners of a sum question, split again by the injector.
_OWNER_LIST = rf"(?P<olist>(?:{_OWNER})(?: , (?:{_OWNER}))*(?: ,)? and (?:{_OWNER}))"
# The held things a part is taken of: 'his apples', 'the slices', 'them'. 'all (of) the X' is the
# whole of X (read like 'the X'; the reader refuses it when more than one owner holds X), and
# 'the / her remaining X' is what is left of X after the changes so far, which is what a part
# of a holding is always taken of (the reader lets it name a second part of one holding).
_PART_HELD = (r"(?:(?:all (?:of )?)?(?:his|her|their|its|the) (?:remaining )?{U:u}|them)")
# session 22 (`frac22`): 'died of / from old age' names the cause of a passive loss ('old' is a
# stop word, so no filler takes it)
_OLD_AGE = r"(?: (?:of|from) old age)?"
# session 22 (`frac22`): the giver's money a part is handed on from (see TRANSFER_PART)
_MONEY_HELD = r"(?P<mon>(?:all (?:of )?)?(?:his|her|their|the) (?:remaining )?money)"
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
# A named day or month a clause happened on / in, and the calendar order of each kind of name
# (the reader checks that a story's named days or months follow that order: reader._calendar_order)
CALENDAR_POINT = re.compile(rf"\b(?:on|in|during|by) (?:the )?({_DAYS}|{_MONTHS})\b")
CALENDAR_RANK = {name: (kind, i) for kind, names in (("day", _DAYS), ("month", _MONTHS))
                 for i, name in enumerate(names.split("|"))}
# Calendar labels: they name when something happened and never carry a quantity.
_ORD = "first|second|third|fourth|fifth|sixth|last|next|following|final"
_LABEL = (rf"(?:(?:on|in|during|for|by) the (?:{_ORD}) (?:day|week|month|year|hour|minute|round|game|lap|time|half|quarter|night|weekend|session|trip)"
          rf"|the (?:next|following) (?:day|week|month|year|morning)|(?:on|in|during|by|until|over) (?:the )?(?:{_DAYS}|{_MONTHS}|weekend|weekends|morning|"
          rf"afternoon|evening|night|summer|winter|spring|fall)|on (?:{_DAYS})s?|in (?:the )?(?:morning|afternoon|evening)"
          rf"|at night|last (?:week|month|year|night|weekend|{_DAYS}|{_MONTHS})|this (?:week|month|year|morning|"
          rf"afternoon|evening|weekend|{_DAYS})|today|yesterday|tomorrow|already|so far)")
_TAIL = rf"(?: {_LABEL})?(?: in total| in all| altogether| total)?"
# a calendar label anywhere in a clause: the reader checks that facts it adds up share one day
CALENDAR_LABEL = re.compile(rf"\b{_LABEL}\b")
# prepositions that open a trailing filler phrase
_PP_PREPS = ("in", "at", "on", "from", "for", "to", "into", "during", "near", "inside", "outside", "around",
             "through", "about", "with", "by", "under", "along", "across", "behind", "beside")
# Prepositional fillers never change who acts or whether it happened: no 'with' phrase ('eats 3
# apples with Ann', 'irons 4 shirts an hour with help'), no 'for' a person or oneself ('bought 5
# apples for his sister'), and no unreal setting ('in his dream', 'on his shopping list').
_IRREAL = _alt("dream dreams imagination story stories list lists wishlist plan plans mind fantasy "
               "novel movie movies video videos pretend".split())
_BENEFICIARY = _alt("himself herself themselves itself myself yourself ourselves sister sisters brother "
                    "brothers mother father mom dad parent parents son sons daughter daughters wife "
                    "husband friend friends family kid kids child children grandmother grandfather "
                    "grandma grandpa aunt uncle cousin cousins neighbor neighbors classmate classmates "
                    "teacher boss baby".split())
_WPP = rf"(?!(?:{_IRREAL})\b){_WT}"
# 'to' + a verb that gains, loses or gives is an infinitive, never a place: "has 30 cookies to bake"
# (cookies still to be baked, not held; red-team finding, session 6)
_TO_VERB = _alt({v for table in (lx.GAIN, lx.LOSE, lx.GIVE) for v in table.values()} | {"purchase"})
# ... and so is 'to' + any bare word that is not a place named without a determiner ('bought 10
# apples to share': a purpose the reader cannot see through; session 7): after 'to' a place has
# a determiner, a name, or is one of the closed bare places; 'to go' (to somewhere) moves nobody's
# quantities and stays a filler ('gave him $74 to go to the store')
_TO_BARE = rf"to (?!(?:the|a|an|his|her|their|its|my|our|this|that|these|those|another|go|{_alt(lx.BARE_PLACES)})\b)[a-z]"
# 'on a pair of glasses', 'at the top of the hill': one 'of' phrase of content words may close
# a filler (no literal, quantity word or name can stand in it, as in the filler itself), and
# never a time ('at the beginning of the year' dates a holding: time-adv-28)
_PP_OF = rf"(?: of (?:the |a |an |his |her |their |its )?(?!(?:{_alt(lx.TIME_UNITS)})\b){_WPP}(?: (?!(?:{_alt(lx.TIME_UNITS)})\b){_WPP})?)?"
_PP = (rf"(?: (?!to (?:{_TO_VERB})\b)(?!{_TO_BARE})(?:in|at|on|from|to|into|during|near|inside|outside|around|through|about|by|under|along|across|behind|beside) "
       rf"{_DET}? ?(?:@[a-z][\w\-]*|{_WPP})(?: {_WPP}){{0,2}}{_PP_OF}"
       rf"| for {_DET}? ?(?!(?:{_BENEFICIARY})\b){_WPP}(?: {_WPP}){{0,2}}{_PP_OF})")
_GERUND = rf"(?: (?:while|when|after|before) [a-z]+ing(?: (?:{_WT}|the|a|an|his|her|their|to|at|in|on|for)){{0,5}})"
_FILL = rf"(?:{_PP}{{0,3}}){_GERUND}?{_TAIL}"
# 'the same' in a leading phrase points back to a time or place already named ('during the same
# week ,', 'at the same store ,'): a label like the phrase it repeats. (Ordinals are not taken:
# 'on the first level , there are 10 spaces' implies other levels the text may not count.)
_FUNCW = r"(?:the same|the|a|an|his|her|their|its|this|that|@[a-z][\w\-]*|'s|of)"
# A leading adverbial: a calendar label, a sequencing word, or a prepositional phrase of
# content words closed by a comma ("At the pet shop ,", "While blowing up the balloons ,",
# "While at the zoo ,").
_LEAD = (rf"(?:on|in|at|during|after|before|for|while(?: at| in| on)?|from|by|with|since|throughout|over|inside|outside) "
         rf"(?:{_FUNCW} )*{_WPP}(?: (?:{_WPP}|{_FUNCW})){{0,5}} ,")
# start adverbs ('Originally , there were 10 votes'): the reader keeps such a fact before every
# other fact of its holding (reader._times_in_order)
_START_ADV = "initially|originally|at first|in the beginning|at the beginning|at the start|to start with|to begin with"
_PRE = (rf"(?:(?:then|later|now|first|next|finally|also|so far|after that|afterwards|{_START_ADV}|{_LABEL}|"
        rf"{_LEAD})(?: ,)? )?")
_QTAIL = rf"(?: (?:{_alt(lx.ADVERB_TAILS)}))?"
_TIME = rf"(?:{_alt(lx.TIME_UNITS)})"


# perfect tense: "he has sold 5 packs" reads as "he sold 5 packs"
_PARTICIPLES = _alt(w for w in {**lx.GAIN, **lx.LOSE, **lx.GIVE, **lx.ACT, **lx.WORK}
                    if w.endswith(("ed", "en", "wn", "ld", "ght", "id", "nt", "ft", "st", "ot", "ne", "on", "unk", "ade", "ead", "an")))


# past perfect of an event ('he had eaten 3 apples'): it happened before the time of the story
PLUPERFECT = re.compile(rf"\bhad (?:(?:already|just|also|then) )?(?:{_PARTICIPLES})\b")


def _verb(name: str, table) -> str:
    return rf"(?P<{name}>{_alt(table)})"


def _tpl(t: str) -> str:
    """Expand {O:x} owner, {N:x} count, {M:x} money, {X:x} multiplier, {K:x} any factor,
    {U:x} noun phrase, {T:x} time unit, {FILL}, {PRE}, {QT} question tail."""
    def rep(m: re.Match) -> str:
        kind, _, name = m.group(1).partition(":")
        if kind == "O":
            adv = (r"(?: (?:already|still|only|also|just|then|now|currently|originally|initially|later|finally|eventually)){0,2}"
                   r"(?: (?:has|have|had)(?: already| just| now)?(?= (?:" + _PARTICIPLES + r")\b))?") if name == "o" else ""
            return rf"(?P<{name}>{_OWNER}){adv}"
        if kind == "N":
            return rf"(?:a total of )?<n(?P<{name}>\d+)>"
        if kind == "M":
            return rf"(?:a total of )?<m(?P<{name}>\d+)>"
        if kind == "X":
            return rf"<x(?P<{name}>\d+)>"
        if kind == "K":
            return rf"<[xfp](?P<{name}>\d+)>"
        if kind == "U":
            return rf"(?P<{name}>{_NP})"
        if kind == "T":
            return rf"(?P<{name}>{_TIME})"
        return {"FILL": _FILL, "PRE": _PRE, "QT": _QTAIL}[kind]
    return re.sub(r"\{([A-Z]+(?::\w+)?)\}", rep, t)


def _v(name: str, table) -> str:
    return _verb(name, table)


_DOES = r"(?:does|do|did|will|would|can|could)"
# session 16 (`oneq`): words after 'in the / on his' that name a time, never the place of a holding
_NO_TIME_PLACE = (r"(?!(?:morning|afternoon|evening|night|end|beginning|start|moment|meantime|week|weekend|day|month|year"
                  r"|summer|winter|spring|fall|time|past|present|future|first|last|next|same|whole|entire"
                  r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)")
_HAVE_V = _v("v", lx.HAVE)
_GAIN_V = _v("v", lx.GAIN)
_LOSE_V = _v("v", lx.LOSE)
_BASE = rf"(?P<v>{_alt(lx.BASE_FORMS)})"

# 'another N' in an event ('he donates another 4 coins', 'played for another 20 minutes') is
# N more of the same event: the event of N itself, since events of one owner and verb add up.
# Holdings, rates and comparisons never take it ('also drives another 30 miles a week').
# (category, template). Templates are matched against the whole clause shape.
_TIMES_P = r"(?:<x(?P<k>\d+)>|<n(?P<kn>\d+)> times)"
_TEMPLATES: tuple[tuple[Category, str], ...] = (
    (Category.INERT, "{O:o} (?:is|was) (?:a|an) {U:u}"),
    (Category.INERT, "{O:o} (?:loves|likes|enjoys) {U:u}"),
    (Category.HOLDING, "{PRE}{O:o} " + _HAVE_V + " {N:n} {U:u}{FILL}"),
    (Category.HOLDING, "{PRE}{O:o} " + _v("v", lx.START) + " {N:n} {U:u}{FILL}"),
    (Category.THERE_BE, "{PRE}there (?:are|were|is|was) {N:n} {U:u} (?:in|on|at|inside) {O:o}{TAILX}"),
    (Category.MONEY_HOLDING, "{PRE}{O:o} " + _HAVE_V + " {M:n}{FILL}"),
    (Category.MONEY_HOLDING, "{PRE}{O:o} " + _v("v", lx.START) + " {M:n}{FILL}"),
    (Category.GAIN, "{PRE}{O:o} " + _GAIN_V + " (?P<more>(?:another|more) )?{N:n} (?P<more2>more )?{U:u}{FILL}"),
    (Category.LOSS, "{PRE}{O:o} " + _LOSE_V + " (?:another )?{N:n}(?: (?:of (?:his|her|their|its|the) )?{U:u})?{FILL}"),
    (Category.LOSS_ALL, "{PRE}{O:o} " + _LOSE_V + " all (?:of )?(?:(?:his|her|their|its|the) {U:u}|them)"),
    # session 17 (`narrative`): the floating quantifier 'ate them all' is 'ate all of them' (the
    # same pronoun, resolved the same way); 'the rest' is not taken: it may be the rest of a
    # part ('4 of the apples are red. She ate the rest.' leaves the red ones)
    (Category.LOSS_ALL, "{PRE}{O:o} " + _LOSE_V + " them all"),
    (Category.LOSS_PART, "{PRE}{O:o} " + _LOSE_V + " {K:k} (?:of )?" + _PART_HELD + "{FILL}"),
    # session 22 (`frac22`): a bare part ('he ate a third', 'she sold 40%'): of the one noun its
    # owner holds (solver `_only_unit`), as a bare count ('he ate 3') is; a bare 'a quarter' may
    # be the coin ('he donated a quarter': h17-red8-125) and refuses (injectors._bare_quarter)
    (Category.LOSS_PART, "{PRE}{O:o} " + _LOSE_V + " {K:k}(?P<bare>){FILL}"),
    # session 22 (`frac22`): the particle after the part ('gave half of them away', 'threw 1/3 of
    # his apples away') is the verb 'gave away' (injectors._loss_part joins them)
    (Category.LOSS_PART, "{PRE}{O:o} (?P<v>gave|gives|give|threw|throws|throw) {K:k} (?:of )?" + _PART_HELD + " (?P<away>away)(?! to\\b){FILL}"),
    (Category.SCALE, "{PRE}{O:o} {X:k} (?:(?:his|her|their|its|the) {U:u}|them)"),
    # session 22 (`frac22`): what is left handed on whole ('he gave the rest / the remaining
    # apples / the remainder to Bob'), also as the last conjunct of a list ('gave 1/3 of them to
    # Ann and the rest to Bob'): every one the giver holds then goes to the recipient (kind
    # loss_all with a recipient). The reader takes it only after a change of that holding and
    # beside no partition of the noun ('4 of them are red . He gave the rest to Bob': the rest of
    # the apples or of the red ones?): reader._rest_given
    (Category.TRANSFER_REST, "{PRE}{O:o} " + _v("v", lx.GIVE) + " (?:the rest|the remainder|the remaining ones|what (?:was|is) left)(?: of (?:them|(?:his|her|their) {U:u}))? to {O:o2}{FILL}"),
    (Category.TRANSFER_REST, "{PRE}{O:o} " + _v("v", lx.GIVE) + " (?:the|his|her|their) remaining {U:u} to {O:o2}{FILL}"),
    # ... and with a verb of losing ('... and sold the rest', 'ate the remaining cookies'): the
    # same guards (reader._rest_given); the loss_all templates above leave 'the rest' out
    (Category.TRANSFER_REST, "{PRE}{O:o} " + _LOSE_V + " (?:the rest|the remainder|the remaining ones|what (?:was|is) left)(?: of (?:them|(?:his|her|their) {U:u}))?(?! to\\b){FILL}"),
    (Category.TRANSFER_REST, "{PRE}{O:o} " + _LOSE_V + " (?:the|his|her|their) remaining {U:u}(?! to\\b){FILL}"),
    (Category.TRANSFER, "{PRE}{O:o} " + _v("v", lx.GIVE) + " (?:another )?{N:n}(?: {U:u})? to {O:o2}"),
    (Category.TRANSFER, "{PRE}{O:o} " + _v("v", lx.GIVE) + " (?P<o2>@[a-z][\\w\\-]*(?: 's {W1})?|(?:his|her) {W1}) (?:another )?{N:n}(?: {U:u})?"),
    (Category.MONEY_GAIN, "{PRE}{O:o} " + _v("v", lx.EARN_MONEY) + " (?:another |an additional )?{M:n}(?P<more> more)?{FILL}"),
    # session 15 (`price`): change said without 'in' ('gets $11 change', 'receives $3 back as
    # change', 'got $4 in change back') is the money gain 'gets $11 in change' (reader._open_price
    # counts it as change from a tender by the same wording, `reader.CHANGE_WORDING`). A bare
    # 'gets $5 back' is not read: it may be a refund as well as change
    (Category.MONEY_GAIN, "{PRE}{O:o} (?P<v>gets|got|receives|received) {M:n} (?:change|as change|back as change|back in change|in change back)"),
    (Category.MONEY_SPEND, "{PRE}{O:o} " + _v("v", lx.SPEND_MONEY) + " {M:n}{FILL}"),
    (Category.MONEY_TRANSFER, "{PRE}{O:o} " + _v("v", lx.GIVE) + " (?:another )?{M:n} to {O:o2}"),
    (Category.MONEY_TRANSFER, "{PRE}{O:o} " + _v("v", lx.GIVE) + " (?P<o2>@[a-z][\\w\\-]*(?: 's {W1})?|(?:his|her) {W1}) (?:another )?{M:n}"),
    (Category.COMPARE_ADD, "{PRE}{O:o} " + _HAVE_V + " {N:n} (?P<dir>more|fewer|less) {U:u} than {O:o2}(?: (?:does|did|has|had|do))?"),
    (Category.COMPARE_ADD, "{PRE}{O:o} " + _HAVE_V + " {M:n} (?P<dir>more|less) (?:money )?than {O:o2}(?: (?:does|did|has|had|do))?"),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HAVE_V + " (?:{X:k}|<n(?P<kn>\\d+)> times) as many {U:u} as {O:o2}(?: (?:does|did|has|had|do))?"),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HAVE_V + " (?:{X:k}|<n(?P<kn>\\d+)> times) as much money as {O:o2}(?: (?:does|did|has|had|do))?"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} (?:for|at) {M:p} (?:each|apiece|a piece|(?:per|a) (?P<per>{W1}))"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} that cost {M:p} each"),
    (Category.PURCHASE_TOTAL, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} for {M:p}(?: in total| total)?"),
    (Category.PURCHASE_TOTAL, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?P<one>a|an) {U:u} for {M:p}"),
    (Category.SALE_EACH, "{PRE}{O:o} " + _v("v", lx.SELL) + " {N:n} {U:u} (?:for|at) {M:p} (?:each|apiece|a piece|per (?P<per>{W1}))"),
    (Category.PRICE, "(?:each|a|an|one|every) {U:u} (?:costs|cost|is|was|sells for|sold for) {M:p}"),
    (Category.PRICE, "(?:the )?{U:u} (?:cost|costs|are|were|sell for|sold for) {M:p} each"),
    (Category.PRICE, "the (?:price|cost) of (?:a|an|one|each) {U:u} (?:is|was) {M:p}"),
    # session 12 (`spend`): a unit price relative to another item's ('A notebook costs three times as
    # much as a pen', 'a pack of chocolate costs the same as four lollipops')
    (Category.PRICE_REL, "(?:each|a|an|one|every) {U:u} (?:costs|cost) " + _TIMES_P + " as much as (?:a|an|one|each|the) {U:u2}"),
    (Category.PRICE_REL, "(?:each|a|an|one|every) {U:u} (?:costs|cost) the same as {N:n} {U:u2}"),
    # session 15 (`same`): the factor may be a fraction ('a barbell costs 1/10 as much as a squat
    # rack'); the same relation of unit prices ({K:k} also reads 'twice', which the template above
    # reads with the same fact)
    (Category.PRICE_REL, "(?:each|a|an|one|every) {U:u} (?:costs|cost) {K:k} as much as (?:a|an|one|each|the) {U:u2}"),
    (Category.CONTAINER, "(?:each|every|a|one) {U:outer} (?:has|contains|holds|had|contained|held) {N:n} {U:inner}"),
    (Category.CONTAINER, "there (?:are|were) {N:n} {U:inner} in (?:each|every|a|one) {U:outer}"),
    (Category.RATE_MONEY, "{PRE}{O:o} " + _v("v", lx.RATE_MONEY) + " {M:r} (?:per|an|a|each|every) {T:t}(?: (?:for|of) (?P<act>{W1}(?: {W1})?))?"),
    # session 18 (lead): a rate of saving ('saves $5 a week') is a rate of its own verb: it
    # answers 'how much will he save' only (solver.done_at_rate), never what he has or earns
    (Category.RATE_MONEY, "{PRE}{O:o} " + _v("v", lx.SAVE_MONEY) + " {M:r} (?:per|an|a|each|every) {T:t}"),
    (Category.RATE_COUNT, "{PRE}{O:o} " + _v("v", lx.ACT) + " {N:r} {U:u} (?:per|an|a|each|every) {T:t}"),
    (Category.RATE_COUNT, "{PRE}{O:o} (?:can )?" + _v("v", {k: v for k, v in lx.BASE_FORMS.items() if k in lx.ACT.values()}) + " {N:r} {U:u} (?:per|an|a|each|every|in an|in a|in one) {T:t}"),
    (Category.WORK_SPAN, "{PRE}{O:o} " + _v("v", lx.WORK) + " (?:for )?(?:another )?{N:d} {T:t}{FILL}"),
    (Category.WORK_SPAN, "{PRE}{O:o} (?:just )?(?P<v>did|does|spent|spends|worked|works) {N:d} {T:t} of (?P<act>{W1})"),
    (Category.AGE, "{PRE}" + _AGE_SUBJ + " is (?:currently |now )?{N:n}(?: years old| years of age)?(?: now| today)?"),
    # session 23 (`age23`): 'years?' -- 'Tom is 1 year older than Ann' (singular after one)
    (Category.AGE_COMPARE_ADD, "{PRE}" + _AGE_SUBJ + " is {N:n} years? (?P<dir>older|younger) than {O:o2}(?: is)?(?: today)?"),
    # session 23 (`age23`): the referent left out ('Denise is 25 . Her sister , Diane , is 4 years
    # younger'): the one other named person stated before (reader._elided_referents; two
    # candidates or a pronoun subject refuse)
    (Category.AGE_COMPARE_ADD, "{PRE}" + _AGE_SUBJ + " is {N:n} years? (?P<dir>older|younger)(?P<elided>)"),
    (Category.AGE_COMPARE_MULT, "{PRE}" + _AGE_SUBJ + " is (?:{K:k}|<n(?P<kn>\\d+)> times) as old as {O:o2}(?: is)?(?: today)?"),
    # Session 20 (lead): 'A is N times younger than B' says that B is N times as old as A
    # (injectors._age_compare_mult swaps the two); it has no other reading. 'N times older than'
    # has two, and GSM8K uses both: N times as old (train-00888, -01191, ...) and N + 1 times as
    # old (train-07073: 'three times older than' a 10-year-old is 40). It stays unread, so it
    # refuses. Only a literal multiple ('half younger' is not said).
    (Category.AGE_COMPARE_MULT, "{PRE}" + _AGE_SUBJ + " is (?:currently |now )?<[nf](?P<kn>\\d+)> times (?P<dir>younger) than {O:o2}(?: is)?(?: today| now| currently)?"),
    # session 23 (`age23`): a percent older / younger ('Ann is 40 % younger than Tom (is)'): the
    # percent is of the referent's age, as '40 % fewer apples than Tom' (injectors._age_compare_pct)
    (Category.AGE_COMPARE_PCT, "{PRE}" + _AGE_SUBJ + " is (?:currently |now )?<p(?P<p>\\d+)> (?P<dir>older|younger) than {O:o2}(?: is)?(?: today| now| currently)?"),
    # 'his age' / 'her age' names the person the object pronoun 'him' / 'her' would (graph.resolve_fact:
    # the subject's possessor, else the one other entity): "Her sister is twice her age"
    (Category.AGE_COMPARE_MULT, "{PRE}" + _AGE_SUBJ + " is (?:{X:k}|<n(?P<kn>\\d+)> times) (?:the age of {O:o2}|(?P<o2b>@[a-z][\\w\\-]*) 's age|(?P<o2p>his|her) age)"),
    # session 23 (`age23`): a part said with 'of' and the referent's present age named as such
    # ('Sam is half of Drew 's age', 'Jacob is 3/5 of Phoebe 's current age'): the same relation
    # of two present ages. Only a fraction word or literal takes 'of' ('3 times of' is not read);
    # 'current / present' only marks the time the statement is already at (present tense).
    (Category.AGE_COMPARE_MULT, "{PRE}" + _AGE_SUBJ + " is (?:currently |now )?(?:{X:k}|<n(?P<kn>\\d+)> times) (?:the (?:current |present )age of {O:o2}|(?P<o2b>@[a-z][\\w\\-]*) 's (?:current |present )age)"),
    (Category.AGE_COMPARE_MULT, "{PRE}" + _AGE_SUBJ + " is (?:currently |now )?<[xf](?P<k>\\d+)> of (?:the (?:current |present )?age of {O:o2}|(?P<o2b>@[a-z][\\w\\-]*) 's (?:(?:current |present )?age)|(?P<o2p>his|her) age)"),
    (Category.Q_AGE, "how old (?:is|was) {O:o}(?: now| currently| today)?"),
    (Category.Q_AGE, "what is {O:o} 's age(?: now)?"),
    (Category.Q_AGE, "how many years old is {O:o}(?: now| today)?"),
    (Category.Q_AGE, "(?:what is|calculate|find|determine) the (?:present |current )?age of {O:o}"),
    (Category.Q_HOLDING, "how many {U:u} " + _DOES + " {O:o} (?:have|has|own|keep)(?: left| now| remaining| in total| altogether| total| in all| left in total| now in total)?(?: left)?(?: (?:in|on) (?:his|her|their|the) " + _NO_TIME_PLACE + "{W1}(?: {W1})?(?: in total)?)?"),
    # session 16 (`oneq`): 'the' as well as 'his' before the place ('how many birds does he have on
    # the farm', the place a statement names: reader._question_setting), and 'in total' after
    # it (where gather_aggregates puts the marker: 'have on the farm in total'); never a time
    # ('how many shells does Tom have in the morning' is no place, and holdings carry no time
    # of day: _NO_TIME_PLACE; red-team case h15-red-383)
    (Category.Q_HOLDING, "how many {U:u} (?:are|were|is|will be) (?:left |remaining |there )?(?:in|on|inside|at) {O:o}(?: now| in total| altogether| left| in all)?"),
    (Category.Q_HOLDING, "how many " + _DOES + " {O:o} (?:have|has)(?: left| now| remaining| in total| altogether| in all)?"),
    (Category.Q_HOLDING, "how many {U:u} (?:are|were) (?:left|remaining)(?: now)?"),
    (Category.Q_MONEY_HOLDING, "how much money (?:, in dollars , |in dollars )?" + _DOES + " {O:o} have(?: left| now| remaining| in total| altogether| total| in all| left in total)?"),
    (Category.Q_MONEY_HOLDING, "how many dollars " + _DOES + " {O:o} have(?: left| now| remaining| in total| altogether| total| in all)?"),
    (Category.Q_VERB_TOTAL, "how many {U:u} " + _DOES + " {O:o} " + _BASE + "(?: in total| altogether| total| in all)?"),
    (Category.Q_MONEY_VERB, "how much (?:money )?" + _DOES + " {O:o} (?P<v>spend|pay|earn|make|save|receive|get|raise|donate|lose)(?: in total| altogether| total| in all| for everything| on everything| for all of them| all together| in all)?"),
    (Category.Q_MONEY_VERB, "how much (?:money )?(?:in total |altogether )?" + _DOES + " {O:o} (?P<v>spend|pay|earn|make|save|receive|get|raise|donate|lose)"),
    (Category.Q_MONEY_VERB, "how many dollars " + _DOES + " {O:o} (?P<v>spend|pay|earn|make|save|receive|get|raise|donate|lose)(?: in total| altogether| total| in all)?"),
    (Category.Q_SUM_OWNERS, "how many {U:u} (?:do|does|did|will) {O:o} and {O:o2} have(?: in total| together| altogether| combined| in all)?"),
    (Category.Q_SUM_OWNERS, "how many {U:u} (?:do|did|will) (?P<they>they) have (?:in total|together|altogether|combined|in all)"),
    (Category.Q_DIFFERENCE, "how many more {U:u} (?:does|did|do) {O:o} have than {O:o2}(?: does| did| do)?"),
    (Category.Q_RATE_TOTAL, "how much (?:money )?(?:does|will|would|can|did) {O:o} (?:earn|make|get paid|be paid) (?:in|for|after|over) {N:d} {T:t}"),
    # session 18 (lead): 'how much will he save in 8 weeks' asks a rate of saving (RATE_MONEY)
    (Category.Q_RATE_TOTAL, "how much (?:money )?(?:does|will|would|can) {O:o} (?P<v>save) (?:in|for|after|over) {N:d} {T:t}"),
    (Category.Q_RATE_TOTAL, "how many {U:u} (?:does|will|would|can|could|did) {O:o} " + _BASE + " in {N:d} {T:t}"),
)

_SURFACE_VERBS = {**lx.GAIN, **lx.LOSE, **lx.ACT}
_SURF = rf"(?P<v>{_alt(_SURFACE_VERBS)})"
_ASK_WHAT = r"(?:calculate|find|determine|compute|what is|what 's|what was|what will be)"
# 'Tom is buying apples' is no description: its words may not be forms of a quantity verb
_WND = rf"{_WD}(?: {_WD}){{0,3}}"

_NO_SCHEDULE = rf"(?!.*\b(?:{_DAYS}|weekday|weekend)s?\b)"

# "the sum of their ages is 34", "they have 48 dresses altogether": a total of the people in
# play, read as a scene total (the reader sums it only over the two sides of one comparison)
_TOGETHER = r"(?:altogether|all together|combined|in total|in all|together)"
_MARKED = r"(?=.*\b(?:total|together|combined|altogether|in all)\b)"
_TEMPLATES += (
    (Category.SUM_STATED, "{PRE}the sum of their (?P<age>ages) is {N:n}(?: years)?"),
    # a stated sum that names its persons ('the sum of the current ages of Carla and Louis is 55',
    # "Ryanne 's and Hezekiah 's ages equal 15 years"): read only when they are exactly the
    # persons its comparisons join (reader._sum_totals), the same total as 'the sum of their ages'
    (Category.SUM_STATED, "{PRE}(?:together(?: ,)? )?(?:the (?:sum|total) of the (?:current |present )?(?P<age>ages) of " + _OWNER_LIST
     + "|(?P<pa>@[a-z][\\w\\-]*) 's and (?P<pb>@[a-z][\\w\\-]*) 's (?:combined |current |present )?(?P<age2>ages))"
     + " (?:is|are|equal|equals|add up to|total) {N:n}(?: years)?"),
    (Category.SUM_STATED, "{PRE}the (?:current |present )?(?:sum|total) of their (?:current |present )?(?P<age3>ages) is {N:n}(?: years)?"),
    # session 23 (`age23`): the persons of a stated sum of ages named by possessives before
    # 'ages' ("the sum of Mario and Ana 's ages (now) is 7", "the sum of Cooper 's , Dante 's ,
    # and Maria 's ages is 31") or as the subject of 'have a combined / total age of N' ('Sam and
    # Drew have a combined age of 54'): read as 'the sum of the ages of A and B' (names only;
    # the reader sums exactly them, reader._named_sums / _sum_totals)
    (Category.SUM_STATED, "{PRE}the (?:sum|total) of (?P<plist>@[a-z][\\w\\-]*(?: 's)?(?: , @[a-z][\\w\\-]*(?: 's)?)*(?: ,)? and @[a-z][\\w\\-]*) 's"
     " (?:current |present )?(?P<age2>ages)(?: now| right now| currently)? (?:is|are|equal|equals|add up to|total) {N:n}(?: years)?"),
    (Category.SUM_STATED, "{PRE}(?P<plist>@[a-z][\\w\\-]*(?: , @[a-z][\\w\\-]*)*(?: ,)? and @[a-z][\\w\\-]*) (?:have|had) a (?:combined|total) (?P<age2>age) of {N:n}(?: years)?"),
    (Category.SUM_STATED, "{PRE}their (?P<age>combined age|total age|ages combined) is {N:n}(?: years)?"),
    # a sum of ages at another time: every age of the sum is shifted ('In 3 years , the sum of
    # their ages will be 41' is the sum now plus 2 x 3 for two persons)
    (Category.SUM_STATED, _LATER + "(?: ,)? (?:the sum of their (?P<age>ages)|their (?P<age2>combined age|total age|ages combined)) will be {N:n}(?: years)?"),
    (Category.SUM_STATED, _AGO + "(?: ,)? (?:the sum of their (?P<age>ages)|their (?P<age2>combined age|total age|ages combined)) was {N:n}(?: years)?"),
    (Category.SUM_STATED, "{PRE}they have {N:n} {U:u} " + _TOGETHER),
    (Category.SUM_STATED, "{PRE}(?:together(?: ,)? )?they have a (?:combined )?total of {N:n} {U:u}"),
    (Category.SUM_STATED, "{PRE}together(?: ,)? they have {N:n} {U:u}"),
    (Category.SUM_STATED, "{PRE}the (?:total )?number of their {U:u} (?:combined |together |in total )?is {N:n}"),
    # money totals of 'they' (session 12, sums): 'They have a combined total of $76'
    (Category.SUM_STATED, "{PRE}(?:together(?: ,)? )?they have a (?:combined )?total of {M:n}"),
    (Category.SUM_STATED, "{PRE}they have {M:n} " + _TOGETHER),
    # a total of listed owners (session 12, sums): 'Dawn , Lydia , and Donna have a total of 200
    # bananas', 'Justin and Sabrina have 50 pencils combined', 'Hermione , Luna , and Celestia
    # combined have 83 badges', 'Tom and Ann have $50 together'. A marker of the total is
    # required: 'Tom and Ann have 50 apples' may be 50 each, and stays unread. The reader sums
    # exactly the listed owners (reader._named_sums).
    (Category.SUM_STATED, _MARKED + "{PRE}" + _OWNER_LIST + "(?:" + _PP + ")?(?: together| combined)?"
     " (?:have|own) (?:a (?:combined )?total of )?{N:n} {U:u}(?: " + _TOGETHER + ")?"),
    (Category.SUM_STATED, _MARKED + "{PRE}" + _OWNER_LIST + "(?:" + _PP + ")?(?: together| combined)?"
     " (?:have|own) (?:a (?:combined )?total of )?{M:n}(?: " + _TOGETHER + ")?"),
)
_TEMPLATES += (
    (Category.THERE_BE_ALL, "{PRE}there (?:are|were) {N:n} {U:u}{TAILX}"),
    (Category.INERT_DESC, "{PRE}{O:o} (?:is|was) (?:a |an |the )?" + _WND + "{FILL}"),
    (Category.INERT_DESC, "{PRE}{O:o} (?:loves|likes|enjoys|lives in|went to|goes to|visited|visits) (?:a |an |the |his |her |their )?" + _WND + "{FILL}"),
    (Category.PRICE_EACH, "(?:the )?{U:u} (?:costs|cost|are|were|sell for|sold for|sells for) {M:p} (?:each|apiece|a piece|per (?P<per>{W1}))"),
    (Category.PRICE_EACH, "the {U:u} (?:costs|is|was|sells for) {M:p}"),
    (Category.Q_TOTAL, "how many {U:u} (?:are|were|will be|is)(?: there)?(?: in total| altogether| in all| total| combined)?"),
    (Category.Q_TOTAL, _ASK_WHAT + " the total number of {U:u}(?: (?:there are|there were))?"),
    (Category.Q_VERB_TOTAL, _ASK_WHAT + " the total number of {U:u} (?:that |which )?{O:o} " + _SURF + "(?: in total| altogether| in all)?"),
    (Category.Q_COST, "how much (?:money )?(?:did|does|will|would) it cost(?: {O:o})?(?: in total| altogether| total| in all)?"),
    (Category.Q_COST, _ASK_WHAT + " the total cost"),
    (Category.Q_MONEY_VERB, "how much (?:money )?(?:did|does|will|would) {O:o} (?:have to|need to) (?P<v>pay|spend)(?: in total| altogether| total| in all)?"),
    (Category.Q_MONEY_VERB, _ASK_WHAT + " the total (?:amount of money|amount) (?:that )?{O:o} (?P<v>spent|paid|earned|made|spends|pays|earns|makes|saved|saves|raised|raises)"),
)

_ACT_ONLY = {k: v for k, v in lx.ACT.items() if k not in lx.GAIN and k not in lx.LOSE}
_RECIPIENT = rf"(?P<o2>@[a-z][\w\-]*(?: 's {_W})?|(?:his|her) {_W}|him|her)"

_TEMPLATES += (
    (Category.ACTIVITY, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " (?:another )?{N:n} {U:u}{FILL}"),
    (Category.PRICE_SELL, "{PRE}{O:o} " + _v("v", lx.SELL) + " {U:u} (?:for|at) {M:p} (?:each|apiece|a piece|per (?P<per>{W1})){FILL}"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} (?:for|at) {M:p} (?:each|apiece|a piece|(?:per|a) (?P<per>{W1})){FILL}"),
    (Category.RATE_SPAN, "{PRE}{O:o} " + _v("v", lx.WORK) + " (?:for )?{N:r} {T:t} (?:a|per|each|every) (?P<t2>" + _TIME + "){FILL}"),
    (Category.MONEY_TRANSFER, "{PRE}{O:o} " + _v("v", lx.GIVE) + " " + _RECIPIENT + " (?:another )?{M:n}{FILL}"),
    # session 18 (lead): 'gives him 3 more apples' as 'gives 3 more apples to Tom' (below)
    (Category.TRANSFER, "{PRE}{O:o} " + _v("v", lx.GIVE) + " " + _RECIPIENT + " (?:another )?{N:n} (?:more )?{U:u}{FILL}"),
)

_HG = {**lx.HAVE, **lx.GAIN}
_HG_V = _v("v", _HG)
# session 22 (`cmp22`): a fraction word or literal is a factor of a comparison as 'half' is ('3
# less than one-half as many erasers as Tanya', '7 more than 2/3 as many'); a percent is not
# taken here ('5 more than 20 % as many' is left to the percent forms)
_TIMES = r"(?:<[xf](?P<k>\d+)>|<n(?P<kn>\d+)> times)"
# the referent's own verb after a comparison ('than Tom has'), optional
_AUX_VERB = r"(?: (?:does|did|has|had|do|have|" + "|".join(sorted({**lx.HAVE, **lx.GAIN}, key=len, reverse=True)) + r"))"
_AUX = _AUX_VERB + "?"
# After a referent's own verb a phrase situates the referent's holding, not the comparison: 'more
# apples than Tom has in his bag' compares with the apples in Tom's bag, which the text may never
# state (red-team cmp11-adv-7). A trailing phrase is read only without that verb ('than Tom in
# March', the comparison's own setting).
_AUX_OR_FILL = "(?:" + _AUX_VERB + "|{FILL})"

_TEMPLATES += (
    # comparisons with any possession or acquisition verb, noun optional after the multiplier
    (Category.COMPARE_ADD, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less) {U:u} than {O:o2}" + _AUX_OR_FILL),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMES + " as many(?: {U:u})? as {O:o2}" + _AUX_OR_FILL),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMES + " as much money as {O:o2}" + _AUX_OR_FILL),
    # 'the number of' always names its noun: with none ('the number of Oreos Jordan has', read as
    # one two-word name when the text counts cookies, not Oreos) the noun would be guessed from
    # the text and the comparison read of another noun (red-team finding rtc)
    (Category.COMPARE_AFFINE, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less)(?: {U:u})? than " + _TIMES
     + " (?:as many(?: {U:u2})? as |the number of(?: {U:u3}| (?P<u4>@[a-z][\\w\\-]*)) (?:that |as )?)?{O:o2}" + _AUX_OR_FILL),
    (Category.COMPARE_AFFINE, "{PRE}{O:o} is {N:n} years? (?P<dir>older|younger) than " + _TIMES
     + " (?:the age of {O:o2}|(?P<o2b>@[a-z][\\w\\-]*) 's age|as old as {O:o2c})"),
    # Session 19 (compare): the difference said before its comparative, 'Austin picked 6 bags of
    # apples more than Dallas' ('6 more bags of apples than Dallas'): the same relation, the
    # referent as above (its own verb, or the comparison's setting after it)
    (Category.COMPARE_ADD, "{PRE}{O:o} " + _HG_V + " {N:n} {U:u} (?P<dir>more|fewer|less) than {O:o2}" + _AUX_OR_FILL),
    # session 12: an age compared with a multiple of an age by 'more' / 'less' ('Tom is 5 less than
    # half Kay 's age', "Tom 's age is 4 more than twice Kay 's age") or by 'plus' / 'minus' after it
    # ("Sarah 's age is three times Mark 's age minus 4"); the referent must be an age phrase
    (Category.COMPARE_AFFINE, "{PRE}" + _AGE_SUBJ + " (?P<agec>is) {N:n}(?: years?)? (?P<dir>more|less) than " + _TIMES
     + " (?:the age of {O:o2}|(?P<o2b>@[a-z][\\w\\-]*) 's age)"),
    (Category.COMPARE_AFFINE, "{PRE}" + _AGE_SUBJ + " (?P<agec>is)(?: equal to)? " + _TIMES
     + " (?:the age of {O:o2}|(?P<o2b>@[a-z][\\w\\-]*) 's age) (?P<dir>plus|minus) {N:n}(?: years)?"),
    (Category.AGE_SHIFT, _LATER + "(?: ,)? {O:o} will be {N:n}(?: years old)?"),
    (Category.AGE_SHIFT, "{O:o} will be {N:n}(?: years old)? " + _LATER),
    (Category.AGE_SHIFT, _AGO + "(?: ,)? {O:o} was {N:n}(?: years old)?"),
    (Category.AGE_SHIFT, "{O:o} (?:was|turned) {N:n}(?: years old)? " + _AGO),
    # one year back without a literal (session 12): 'a year ago , she was 3', 'she turned 3 a year ago'
    (Category.AGE_SHIFT, "(?P<ago>a) year ago(?: ,)? {O:o} (?:was|turned) {N:n}(?: years old)?"),
    (Category.AGE_SHIFT, "{O:o} (?:was|turned) {N:n}(?: years old)? (?P<ago>a) year ago"),
    # session 23 (`age23`): 'will turn' as 'will be' ('If Robert will turn 30 after 2 years'); one
    # year either way said by 'last year' / 'next year' ('Next year , Ann will be 8', 'Tom was 5
    # last year'): the shift of one year, as 'a year ago' (reader._situated keeps the phrase
    # from labelling the fact as told at a past time)
    (Category.AGE_SHIFT, _LATER + "(?: ,)? {O:o} will (?:turn|be) {N:n}(?: years)?"),
    (Category.AGE_SHIFT, _LATER + "(?: ,)? {O:o} will turn {N:n}(?: years old)?"),
    (Category.AGE_SHIFT, "{O:o} will turn {N:n}(?: years old)? " + _LATER),
    (Category.AGE_SHIFT, "(?P<ago>last) year(?: ,)? {O:o} was {N:n}(?: years old)?"),
    (Category.AGE_SHIFT, "{O:o} was {N:n}(?: years old)? (?P<ago>last) year"),
    (Category.AGE_SHIFT, "(?P<next>next) year(?: ,)? {O:o} will (?:be|turn) {N:n}(?: years old)?"),
    (Category.AGE_SHIFT, "{O:o} will (?:be|turn) {N:n}(?: years old)? (?P<next>next) year"),
    (Category.Q_AGE_SHIFT, "how old will {O:o} be (?:in|after) {N:d} years(?: 's time)?(?: from now)?"),
    (Category.Q_AGE_SHIFT, "(?:how old will {O:o} be|what will be {O:o2} 's age|what will {O:o3} 's age be) (?:in|after) {N:d} years(?: from now)?"),
    (Category.Q_AGE_SHIFT, "how old was {O:o} (?P<ago>{N:d}) years ago"),
    (Category.Q_AGE_SHIFT, "how old will {O:o} be (?P<next>next year)"),
    # session 23 (`age23`): 'how old is Tom going to be in 6 years'
    (Category.Q_AGE_SHIFT, "how old (?:is|are) {O:o} going to be (?:in|after) {N:d} years(?: 's time)?(?: from now)?"),
    # Session 19 (`qforms`): a shift of one year said with 'a' ('how old was Tom a year ago', 'how
    # old will she be in a year') is the shift of '1 year' (injectors._q_age_shift)
    (Category.Q_AGE_SHIFT, "how old was {O:o} (?P<ago>a) year ago"),
    (Category.Q_AGE_SHIFT, "how old will {O:o} be (?P<next>in a year(?: 's time)?|a year from now)"),
    # Ages at another person's age (session 12): 'how old will B be when A is N (years old)',
    # 'how old is B going to be when A is N', 'how old was B when A was N'. A leading 'when A is
    # N ,' is moved behind the question by the reader (reader._when_last) before matching.
    (Category.Q_AGE_WHEN, "how old (?:will {O:o} be|is {O:o2} going to be)(?: in years)? when {O:o3} is {N:n}(?: years old)?(?: (?P<refl>herself|himself))?"),
    (Category.Q_AGE_WHEN, "how old was {O:o}(?: in years)? when {O:o3} was (?P<past>{N:n})(?: years old)?(?: (?P<refl>herself|himself))?"),
    # session 23 (`age23`): the years until an age or an age ratio, 'in how many years will Ann be
    # 25 (years old)', "in how many years will Ann 's age be 40", 'in how many years will Agnes be
    # twice as old as Jane / twice Jane 's age / twice the age of Jane': t = N - A, or A + t =
    # k (B + t) (injectors._q_age_until; both ages move on: 'as old as Jane is now' is not read).
    (Category.Q_AGE_UNTIL, "in how many years (?:will|would) (?:{O:o} be|(?P<o1>@[a-z][\\w\\-]*) 's age be) {N:n}(?: years old)?"),
    (Category.Q_AGE_UNTIL, "in how many years (?:will|would) {O:o} be " + _TIMESF_A
     + " (?:as old as {O:o2}|(?P<o2b>@[a-z][\\w\\-]*) 's age|the age of {O:o2c}|(?P<o2p>his|her) age)"),
    (Category.CONTAINER_HOLD, "{PRE}{O:o} " + _HG_V + " {N:n} {U:outer} (?:with|of|containing|that (?:have|has|hold|holds|contain|contains|seat|seats|fit|fits|can hold|can seat|can fit)) {N:m} {U:inner}(?: each| (?:in|on|per) (?:each )?{U:outer2}| (?:in|on) each)?{FILL}"),
    (Category.TRANSFER_PART, "{PRE}{O:o} " + _v("v", lx.GIVE) + " {K:k} (?:of )?" + _PART_HELD + " to {O:o2}{FILL}"),
    # session 22 (`frac22`): a part of the giver's money handed on ('Sam gives (away) half (of)
    # the money / his money to his sister'): a part of the giver's money, read as
    # the money kind of `_PART_HELD` (injectors._transfer_part). 'the money' beside a second
    # holder of money refuses (reader._the_money_of_one); 'half of it' is not taken (it may be a
    # mass noun the giver holds)
    (Category.TRANSFER_PART, "{PRE}{O:o} " + _v("v", lx.GIVE) + "(?: away)? {K:k} (?:of )?" + _MONEY_HELD + " to {O:o2}{FILL}"),
    # session 22 (`frac22`): a bare part handed on ('he gave half to Ann'), as 'he gave 4 to Ann'
    (Category.TRANSFER_PART, "{PRE}{O:o} " + _v("v", lx.GIVE) + " {K:k}(?P<bare>) to {O:o2}{FILL}"),
    # session 22 (`frac22`): the recipient before the part ('he gave Ann half of his apples /
    # of them / of his money'), as TRANSFER reads 'he gave Ann 4 apples'
    (Category.TRANSFER_PART, "{PRE}{O:o} " + _v("v", lx.GIVE) + " (?P<o2>@[a-z][\\w\\-]*(?: 's {W1})?|(?:his|her|their) {W1}) {K:k} (?:of )?(?:" + _PART_HELD + "|" + _MONEY_HELD + "){FILL}"),
    (Category.TRANSFER, "{PRE}{O:o} " + _v("v", lx.GIVE) + " (?:another )?{N:n} (?:more )?{U:u} to {O:o2}{FILL}"),
    (Category.MONEY_SPEND, "{PRE}{O:o} " + _v("v", lx.SPEND_MONEY) + " (?:another |an additional )?{M:n}{FILL}"),
    (Category.Q_DIFFERENCE, "how much more money (?:does|did|do|will) {O:o} have than {O:o2}(?: does| did| do)?"),
    (Category.Q_SUM_OWNERS, "how many {U:u} (?:do|does|did|will) " + _OWNER_LIST + " have(?: in total)?"),
)

_TIMESF = r"(?:{K:k}|<[nf](?P<kn>\d+)> times)"
# the referent's age in a time-shifted comparison, and whether it is the present age (group 'now')
_AGE_AT = ("(?:as old as {{O:o2}}(?:(?P<now> is now| is currently| now| is today| today| currently)| {then}| then)?"
           "|the age(?: that)? {{O:o3}} (?P<now2>is now|is currently|is today|is)"
           "|the (?P<now3>current |present )?age of {{O:o4}}"
           "|(?:of )?{{O:o5}} 's (?:(?P<now4>current |present )age|age(?P<now5> now| today)?(?: then)?))")
_OLIST = r"(?P<olist>(?:@[a-z][\w\-]* , )+(?:and )?@[a-z][\w\-]*|@[a-z][\w\-]* and @[a-z][\w\-]*)"

_TEMPLATES += (
    # Session 19 (compare): places compared in a scene statement, 'there are 2 times as many
    # turtles on Happy Island as on Lonely Island', 'there are 10 more than twice as many turtles
    # on A as on B', 'there are 5 more turtles in A than in B': the holdings of the two places
    # related as 'A has 2 times as many turtles as B' (each place an owner, as 'there are 5
    # turtles on A' makes it one). Both places take the one preposition and the same noun.
    (Category.COMPARE_MULT, "{PRE}there (?:are|were) " + _TIMESF + " as many {U:u} (?P<pp>in|on|at) {O:o} as (?P=pp) {O:o2}"),
    (Category.COMPARE_AFFINE, "{PRE}there (?:are|were) {N:n} (?P<dir>more|fewer|less) than " + _TIMES
     + " as many {U:u} (?P<pp>in|on|at) {O:o} as (?P=pp) {O:o2}"),
    (Category.COMPARE_ADD, "{PRE}there (?:are|were) {N:n} (?P<dir>more|fewer|less) {U:u} (?P<pp>in|on|at) {O:o} than (?P=pp) {O:o2}"),
    # Session 19 (compare): an activity compared with another person's, 'Xavier ran 3 times as
    # many miles as Katie', 'Ann read 5 more pages than Bob (did)', 'Ann read 5 pages more than
    # Bob', 'Ann climbed 7 fewer than twice as many stairs as Bob', 'Davonte ran 2 kilometers
    # farther than Mercedes', 'Ann swam twice as far as Bob'. Only verbs of activity alone (a verb
    # of getting or losing compares holdings, above): the event of the owner is computed from the
    # referent's one event of that verb (reader._event_referents), which must be stated before.
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " " + _TIMESF + " as many(?: {U:u})? as {O:o2}(?: did| does| do)?"),
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " " + _TIMESF + " as (?P<far>far) as {O:o2}(?: did| does| do)?"),
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " {N:n} (?P<dir>more|fewer|less)(?: {U:u})? than {O:o2}(?: did| does| do)?"),
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " {N:n} {U:u} (?P<dir>more|fewer|less|farther|further) than {O:o2}(?: did| does| do)?"),
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " {N:n} (?P<dir>more|fewer|less)(?: {U:u})? than " + _TIMES
     + " as many(?: {U:u2})? as {O:o2}(?: did| does| do)?"),
    # ... with the referent left out ('Katie ran 4 miles . Xavier ran twice as many (miles)'), as
    # 'twice that distance' / '7 less than one-third of that amount' are read (anaphora.py): the
    # one other person named before (reader._elided_referents)
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " " + _TIMESF + " as many(?: {U:u})?"),
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " {N:n} (?P<dir>more|fewer|less)(?: {U:u})? than " + _TIMESF
     + " as many(?: {U:u2})?"),
    # session 22 (`cmp22`): a distance compared with a part of the referent's one distance, 'Ernesto
    # drove 7 kilometers more than one-third of Renaldo 's distance', 'Ann ran 2 miles less than
    # twice Bob 's distance': as 'N more than k times as far as Bob' (the noun a unit of distance,
    # the referent's one event of the verb; _compare_event and reader._event_referents)
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " {N:n}(?: {U:u})? (?P<dir>more|less|farther|further) than "
     + "(?:<[xfp](?P<k>\\d+)>(?: of)?|<n(?P<kn>\\d+)> times) (?P<o2>@[a-z][\\w\\-]*) 's (?P<far>distance)"),
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " {N:n}(?: {U:u})? (?P<dir>more|less|farther|further) than "
     + "(?:<[xfp](?P<k>\\d+)>(?: of)?|<n(?P<kn>\\d+)> times) the (?P<far>distance) (?:that )?{O:o2} (?:(?:has|have|had) )?(?P<v2>did|[a-z]+)"),
    # session 22 (`cmp22`): the referent as a noun phrase of quantity, 'Jenny ate 5 more than thrice
    # the number of chocolate squares that Mike ate': as '5 more than 3 times as many chocolate
    # squares as Mike (did)'; the relative clause closes with the owner's own verb or 'did'
    # (_compare_event checks v2), nothing after it
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " {N:n} (?P<dir>more|fewer|less)(?: {U:u})? than " + _TIMES
     + " the number of {U:u2} (?:that )?{O:o2} (?:(?:has|have|had) )?(?P<v2>did|[a-z]+)"),
    (Category.COMPARE_EVENT, "{PRE}{O:o} " + _v("v", _ACT_ONLY) + " " + _TIMES
     + " the number of {U:u2} (?:that )?{O:o2} (?:(?:has|have|had) )?(?P<v2>did|[a-z]+)"),
)

_TEMPLATES += (
    # "In 5 years , Sam will be 3 times as old as Drew (is now)": a relation at the shifted time
    # holds between the shifted ages of both persons, unless the referent's age is marked as
    # the present one ('is now', 'currently', 'the age that Nora is currently', 'current age');
    # the referent's time must agree with the clause's tense (a past clause never says 'will be')
    (Category.AGE_SHIFT_COMPARE, _LATER + "(?: ,)? {O:o} will be " + _TIMESF + " " + _AGE_AT.format(then="will be")),
    (Category.AGE_SHIFT_COMPARE, _AGO + "(?: ,)? {O:o} was " + _TIMESF + " " + _AGE_AT.format(then="was")),
    # session 23 (`age23`): the same one year back or on ('Last year , Dallas was 3 times the age
    # of Darcy', 'Next year , Ann will be twice as old as Bob'): a shift of one year for both ages
    (Category.AGE_SHIFT_COMPARE, "(?P<ago>last) year(?: ,)? {O:o} was " + _TIMESF + " " + _AGE_AT.format(then="was")),
    (Category.AGE_SHIFT_COMPARE, "(?P<next>next) year(?: ,)? {O:o} will be " + _TIMESF + " " + _AGE_AT.format(then="will be")),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " {K:k} as many(?: {U:u})? as {O:o2}" + _AUX_OR_FILL),
    # 'Eric has 4 stars. Chad has twice as many.': the referent is elided; the reader takes the
    # previous clause's subject, or the one other owner stated before (reader._elided_referents)
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as many(?: {U:u})?{FILL}"),
    # session 17 (`ellipsis`): the same with money ('Tom has $20. Ann has twice as much money.'),
    # the referent resolved as above; 'as much' with no noun (money, weight, time?) stays unread
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as much money{FILL}"),
    (Category.COMPARE_ADD, "{PRE}{O:o} " + _v("v", {**_HG, **lx.EARN_MONEY}) + " {M:n} (?P<dir>more|less) (?:money )?than {O:o2}" + _AUX_OR_FILL),
    (Category.MONEY_SPEND_PART, "{PRE}{O:o} " + _v("v", lx.SPEND_MONEY) + " {K:k} of (?:it|(?:all (?:of )?)?(?:his|her|their|the) (?:remaining )?(?:money|allowance|salary|paycheck|savings|earnings|budget)){FILL}"),
    (Category.INERT, "{PRE}{O:o} (?:kept|keeps) the rest(?: for (?:himself|herself|themselves))?"),
    (Category.OWNERS_EACH, "{PRE}" + _OLIST + " (?:each )?" + _HG_V + " {N:n} {U:u} each{FILL}"),
    (Category.OWNERS_EACH, "{PRE}" + _OLIST + " each " + _HG_V + " {N:n} {U:u}{FILL}"),
    # session 22 (`sub22`): listed owners that each use things up ('Tom and Ann each ate 3
    # cookies', 'Tom and Ann drank 2 cups each'): one loss per owner (injectors._owners_each)
    (Category.OWNERS_EACH, "{PRE}" + _OLIST + " (?:each )?(?P<v>" + _alt(lx.EACH_GROUP_USE) + ") {N:n} {U:u} each{FILL}"),
    (Category.OWNERS_EACH, "{PRE}" + _OLIST + " each (?P<v>" + _alt(lx.EACH_GROUP_USE) + ") {N:n} {U:u}{FILL}"),
)

# a list of three or more names as the subject of a description (session 14, `stmt`)
_NAME_LIST_ANY = r"(?P<plist>@[a-z][\w\-]*(?: , @[a-z][\w\-]*)+(?: ,)? and @[a-z][\w\-]*)"
_FUNC = r"(?:a|an|the|his|her|their|its|to|in|on|at|for|with|from|of|is|was|are|were|and|,|@[a-z][\w\-]*|'s)"

_TEMPLATES += (
    # A clause with no literal and no structure word (quantity words, state-change verbs,
    # comparatives are all stop words): a description. The reader refuses it when it names a
    # noun that any quantity of the problem is counted in.
    # a schedule ("Monday through Friday", "on weekdays") restricts a rate: never inert
    (Category.INERT_ANY, "{PRE}" + _NO_SCHEDULE + "(?:{O:o}|@[a-z][\\w\\-]* and @[a-z][\\w\\-]*|" + _NAME_LIST_ANY + ") " + _W + "(?: (?:" + _W + "|" + _FUNC + ")){0,14}"),
)

# Descriptions of what someone is doing or habitually does ('Nancy is filling an aquarium for
# her fish', 'Roberto and Valerie are jumping rope', 'Bob was creating a math test', 'Punger
# collects baseball cards', 'Max likes to collect model trains', 'Nathan plays amateur
# baseball', 'The Arevalo family went out to dinner'). Besides the stop words of INERT_ANY no
# word of them may be a form of a verb that moves a quantity (lexicon.DESC_BANNED_FORMS:
# 'is selling her toys', 'is saving up for a bike'); the reader's guards
# (reader._description_guard) refuse one that names a counted noun, a kind or a hypernym of
# one, a generic noun ('his collection'), or that comes after a quantity is stated.
_DREST = r"(?: (?:" + _WD + "|" + _FUNC + "|as (?:a|an))){0,12}"
_PLACE = r"(?:(?:a|an|the|his|her|their|its|@[a-z][\w\-]* 's) )?(?:@[a-z][\w\-]*|" + _WD + ")"
# Session 14 (`stmt`): a list of three or more names ('Angus , Patrick , and Ollie went fishing
# for trout'): the same description said of every listed person (names only; 'Tom , his sister
# and Ann' is not taken: a possessed noun in a list may be anyone's)
_NAME_LIST = r"(?P<plist>@[a-z][\w\-]*(?: , @[a-z][\w\-]*)+(?: ,)? and @[a-z][\w\-]*)"
_DSUBJ = "{PRE}" + _NO_SCHEDULE + "(?:{O:o}|(?P<pa>@[a-z][\\w\\-]*) and (?P<pb>@[a-z][\\w\\-]*)|" + _NAME_LIST + ")"
# a bare plural object: a habit ('collects stamps'), never a definite or possessed thing
# ('collects the tickets', 'collects his winnings')
_BARE = r"(?!(?:a|an|the|his|her|their|its|my|our|@[a-z][\w\-]*)\b)" + _WDN + r"(?: " + _WDN + r"){0,2}(?: of " + _WDN + r"(?: " + _WDN + r")?)?"
_TEMPLATES += (
    # progressive and past progressive, a phrasal 'up' after the verb ('is chopping up vegetables')
    (Category.INERT_PROG, _DSUBJ + " (?:is|are|was|were)(?: (?:still|also|currently|busy))? "
     + r"(?=[a-z]+ing\b)" + _WD + "(?: up)?" + _DREST),
    # Session 20 (lead): a trade under way that sets the scene, 'Jackson is buying chairs for his
    # restaurant', 'Makenna is selling candy for her Softball Team', 'Tanika is selling boxes of
    # crackers for her scout troop's fund-raiser'. The verbs of trade are barred from the open
    # progressive above (a description must not move a quantity); here the object is a bare noun
    # (never 'his marble set', 'the tickets', 'more dog food', 'some of her clothes'), so it names
    # a kind of goods, not a stock, and the description guard holds it to the rules of every
    # progressive: said before every quantity, its noun at most the bare object of its verb
    # (reader._scene_nouns).
    (Category.INERT_PROG, _DSUBJ + " (?:is|are|was|were)(?: (?:still|also|currently))? (?:buying|purchasing|selling|ordering|shopping for) "
     + _BARE + "(?: to raise money)?" + _DREST),
    # ... and the same trade as a habit, 'Gabrielle sells eggs', 'Karl sells clothing in his store',
    # 'Wally buys bears at the park' (a bare noun only; the guards of every progressive)
    (Category.INERT_PROG, _DSUBJ + " (?:sells|sell|buys|buy) " + _BARE + _DREST),
    # ... and money being saved or raised for a purpose: 'Jenn is saving up money to buy a bike',
    # 'Alex is saving up for a new car', 'Hank is raising money for the local homeless shelter'
    # (the goal may be 'a new bike'; group `save`: injectors._inert_prog)
    (Category.INERT_PROG, _DSUBJ + " (?:is|are|was|were)(?: (?:still|also|currently))? (?P<save>saving(?: up)?(?: money)?(?: to (?:buy|get|afford|purchase))?|saving up for|saving money for|raising money for)"
     + "(?: (?:a|an|the|his|her|their|its|some))?(?: (?:new|old|own))?" + _DREST),
    # 'is having a party': 'having' only before a/an (never 'is having his apples')
    (Category.INERT_PROG, _DSUBJ + " (?:is|are|was|were) having (?:a|an) " + _WD + _DREST),
    (Category.INERT_PROG, _DSUBJ + " (?:is|are|was|were) collecting " + _BARE + "{FILL}"),
    (Category.INERT_PROG, _DSUBJ + " (?:is|are|was|were) (?:" + _alt(lx.CREATION_GERUNDS) + ")(?: (?:" + _WD + "|"
     + _FUNC + ")){1,6} out of" + _DREST),
    # where someone is or works: 'Joan is at the grocery store', 'Lucy works in a pet shop',
    # 'Max works for a delivery company as a courier'
    (Category.INERT_PROG, _DSUBJ + " (?:is|are|was|were) (?:at|in|on) " + _PLACE + _DREST),
    (Category.INERT_PROG, _DSUBJ + " (?:works|worked|volunteers|volunteered) (?:at|in|for|as|on) " + _PLACE + _DREST),
    (Category.INERT_PROG, _DSUBJ + r" (?:ends|ended) up (?=[a-z]+ing\b)" + _WD + _DREST),
    (Category.INERT_PROG, _DSUBJ + " (?:went|goes|go) out (?:to|for) " + _WD + _DREST),
    (Category.INERT_PROG, _DSUBJ + " (?:likes|loves|enjoys) to " + _VD + _DREST),
    # habits: 'collects' (also 'likes to collect') only with a bare plural object, 'plays' a game
    (Category.INERT_PROG, _DSUBJ + " (?:collects|collect|likes to collect|loves to collect) " + _BARE + "{FILL}"),
    (Category.INERT_PROG, _DSUBJ + " (?:plays|play) (?:a |an |the )?" + _WD + _DREST),
)

# Session 20 (`group`): a named group's scene sentence: two or more names (names only, as
# _NAME_LIST; 'Alex and his friend' is not taken: who else is the friend?), optionally 'all' /
# 'both', a gathering verb of lexicon.GROUP_SCENE_VERBS (plural present, past, or progressive)
# and a bare plural object (optionally 'some'; a list of two: 'oranges and apples'), optionally a
# place ('at an orchard', 'from the beach') and 'together'. No literal, no determiner or
# possessive on the object ('collected their toys': a held stock), no modal, negation or intent
# ('want to pick', 'did not pick'): the template takes none. Read as a mention of every member
# (injectors._group_scene); reader._group_scene_guard requires it before every stated quantity
# and every name of the text to be a member (else 'they' may be the group or everyone).
_GS_FORMS = sorted({f for b in lx.GROUP_SCENE_VERBS for f in lx._forms(b) if not f.endswith("s") and not f.endswith("ing")}
                   | lx.GROUP_SCENE_IRREGULAR)
_GS_ING = sorted({f for b in lx.GROUP_SCENE_VERBS for f in lx._gerunds(b)})
# the object's head is a plural ('-s', or a noun of lexicon.SAME_PLURAL): 'grew taller', 'caught
# a cold', 'picked up' are no gathering of counted things
_GS_HEAD = r"(?=(?:[a-z\-]+s|" + _alt(lx.SAME_PLURAL) + r")\b)"
_GS_OBJ = (r"(?!(?:a|an|the|his|her|their|its|my|our|your|this|that|these|those|@[a-z][\w\-]*)\b)(?:" + _WDN + " )?"
           + _GS_HEAD + _WDN)
_GS_PLACE = r"(?: (?:at|in|on|from|near|by) (?:(?:a|an|the|their|@[a-z][\w\-]* 's) )?" + _WD + r"(?: " + _WD + r"){0,2})"
_GS_VERB = "(?:(?:are|were) (?:" + _alt(_GS_ING) + ")|(?:" + _alt(_GS_FORMS) + "))"
_TEMPLATES += (
    (Category.GROUP_SCENE, "{PRE}(?:(?P<pa>@[a-z][\\w\\-]*) and (?P<pb>@[a-z][\\w\\-]*)|" + _NAME_LIST + ")(?: all| both)? "
     + _GS_VERB + " (?:some )?" + _GS_OBJ
     + "(?: and " + _GS_OBJ + ")?" + _GS_PLACE + "?(?: together)?"),
)
# Session 21 (`red16`): the scene's objects ('picked apples', 'picking oranges and apples'), read
# by reader._group_scene_guard from the scene sentence: each must be counted by a statement.
GROUP_SCENE_OBJECTS = re.compile(r"\b" + _GS_VERB + r" (?:some )?(?P<o1>" + _GS_OBJ + r")(?: and (?P<o2>" + _GS_OBJ + r"))?")

# Session 21 (`each21`): distributive 'each' over a counted group. The group is a count and a
# plural noun ('5 friends', 'her 3 sons', "Tom 's 4 boxes", 'the 12 croutons'); 'each' stands
# after the group ('5 friends each bought 3 apples'), before it ('each of the 4 boxes holds 6
# pens') or closes the amount ('the 12 croutons have 20 calories each'). One amount, one noun,
# then at most the usual prepositional fillers: a second amount ('3 apples and 2 pears'), a
# period ('each week': a rate), a modal or a negation is no part of any template. Without
# 'each' ('5 friends bought 3 apples': 3 each, or 3 in all?) nothing is read. A group noun
# with no count ('the class each bought') is not taken; 'each of them' is not taken (which
# group?). Read by injectors._each_group.
_EG_DET = r"(?:(?P<det>the|his|her)|(?P<poss>@[a-z][\w\-]*) 's) "
_EG_PL = "(?P<v>" + _alt(lx.EACH_GROUP_HAVE) + "|" + _alt(lx.EACH_GROUP_GET) + "|" + _alt(lx.EACH_GROUP_USE) + ")"  # session 22 (`sub22`): + USE
_EG_ONE = "(?P<v>" + _alt(lx.EACH_GROUP_HAVE_ONE) + "|" + _alt(lx.EACH_GROUP_GET_ONE) + "|" + _alt(lx.EACH_GROUP_USE_ONE) + ")"
_TEMPLATES += (
    (Category.EACH_GROUP, "{PRE}(?:" + _EG_DET + ")?{N:m} {U:g} each " + _EG_PL + " {N:n} {U:u}{FILL}"),
    (Category.EACH_GROUP, "{PRE}each of " + _EG_DET + "{N:m} {U:g} " + _EG_ONE + " {N:n} {U:u}{FILL}"),
    (Category.EACH_GROUP, "{PRE}(?:" + _EG_DET + ")?{N:m} {U:g} " + _EG_PL + " {N:n} {U:u} each{FILL}"),
)
# ... and 'each / every <person> <gets> N U' of a group counted elsewhere ('There are 30
# students in the class. Each student brought 2 pencils.'): an event of every member, read by
# reader._each_member_counts with the one stated count of the members. A person only (a thing
# that 'gets 20 dots' holds them: a content, and 'each tray makes 12 cookies' is session 15's
# yield); 'make' and 'create' are left to the yield templates, so no clause has two readings.
_EM_V = "(?P<v>" + _alt({**{f: b for f, b in lx.EACH_GROUP_GET_ONE.items() if b not in ("make", "create")},
                         **lx.EACH_GROUP_USE_ONE}) + ")"  # session 22 (`sub22`): + USE
_TEMPLATES += (
    (Category.EACH_MEMBER, "{PRE}(?:each|every) {U:g} " + _EM_V + " {N:n} {U:u}{FILL}"),
    # 'They each have 5 bags.', 'They each bought 3 apples.', 'They picked 4 apples each.': the
    # members are the one group counted before ('There are 6 people'), found by
    # reader._each_member_counts, which refuses unless that group is the only thing in play
    (Category.EACH_MEMBER, "{PRE}(?P<they>they) each " + _EG_PL + " {N:n} {U:u}{FILL}"),
    (Category.EACH_MEMBER, "{PRE}(?P<they>they) " + _EG_PL + " {N:n} {U:u} each{FILL}"),
)

# Session 22 (`sub22`): an amount handed or used up per member of a counted group of places or
# persons, 'each' after the amount and the count after a preposition ('He used 5 stamps each on 4
# pages', 'She gave 3 pens each to 4 friends', 'He used 5 stamps on each of 4 pages'): the doer
# loses q x count, as 'gives 3 pens to each of his 4 friends' (TRANSFER_EACH) does. Read by
# injectors._each_spread; the verbs are giving and 'use' / 'donate' / 'give away' only (what is
# sold, eaten or lost 'each on 4 days' is a schedule or a price, not a spread over a group).
_ES_V = "(?P<v>" + _alt({**lx.GIVE, **lx.EACH_SPREAD_USE}) + ")"
_ES_DET = r"(?:(?:the|his|her|their) )?"
_ES_MORE = r"(?:(?:other|more|different|separate|new) )?"
_TEMPLATES += (
    (Category.EACH_SPREAD, "{PRE}{O:o} " + _ES_V + " {N:n} {U:u} each (?P<prep>to|on|for|in|into) " + _ES_DET + "{N:m} " + _ES_MORE + "{U:u2}{FILL}"),
    (Category.EACH_SPREAD, "{PRE}{O:o} " + _ES_V + " {N:n} {U:u} (?P<prep>on|in|into|for) each of " + _ES_DET + "{N:m} " + _ES_MORE + "{U:u2}{FILL}"),
)
# ... and the same amount given to each of two or three listed recipients ('She gave Tom and Bob
# 3 pens each', 'She gave her brother and sister 5 pens each', 'He gave 2 pens each to Ann , Bob
# , and Cal'), or by each of two listed givers ('Tom and Bob each gave Ann 3 pens'): one transfer
# per recipient (or giver), read by injectors._each_listed. A recipient is a name or 'his / her'
# and a noun; after 'her brother and' a bare noun is hers too ('her brother and sister').
_EL_R = r"(?:@[a-z][\w\-]*|(?:his|her) [a-z][a-z\-]*)"
_EL_R2 = r"(?:@[a-z][\w\-]*|(?:(?:his|her) )?[a-z][a-z\-]*)"
_EL_LIST = "(?P<rlist>" + _EL_R + "(?: , " + _EL_R2 + ")?(?: ,)? and " + _EL_R2 + ")"
_EL_GIVE = "(?P<v>" + _alt(lx.GIVE) + ")"
_TEMPLATES += (
    (Category.EACH_LISTED, "{PRE}{O:o} " + _EL_GIVE + " " + _EL_LIST + " (?:another )?{N:n} {U:u} each{FILL}"),
    (Category.EACH_LISTED, "{PRE}{O:o} " + _EL_GIVE + " {N:n} {U:u} each to " + _EL_LIST + "{FILL}"),
    (Category.EACH_LISTED, "{PRE}(?P<glist>@[a-z][\\w\\-]*(?: , @[a-z][\\w\\-]*)?(?: ,)? and @[a-z][\\w\\-]*) each " + _EL_GIVE
     + " (?P<o2>@[a-z][\\w\\-]*|him|her|(?:his|her|their) [a-z][a-z\\-]*) {N:n} {U:u}{FILL}"),
)

# Session 17 (`narrative`): digit-free narrative statements that the open description
# (INERT_ANY) cannot take because one word of them is a structure word elsewhere: a particle
# ('James decides to bulk up', 'Tracy set up a booth at an art fair'), the person pronoun 'him'
# ("Tim 's cat bit him"), a dating phrase ('Ron ate pizza the other day' -- 'ate' still
# refuses), a degree adverb, or a verb of a person's own activity that the lexicon reads as an
# activity when counted ("Tim 's cat sleeps on the couch", 'Ann walks to school'). They are read
# as inert_prog, so they keep its guards (reader._description_guard): said before every stated
# quantity, no word of them a counted noun, a kind, a hypernym or a compound of one, no generic
# noun. Every other word is a description word (_WD: no quantity word, no pronoun that may be the
# counted things -- 'it', 'them', 'some', 'all' stay stop words -- no form of a verb that moves,
# makes up or uses up a quantity). Particles are only 'up' and 'down' after a verb that is no verb
# of filling or piling ('fills up', 'racks up', 'stacks up', 'loads up', 'runs up' refuse); 'out',
# 'off', 'away', 'back', 'over' never ('runs out of', 'throws away', 'pays off', 'gives back').
_NARR_PARTICLE_BAN = _alt(lx._forms("fill") | lx._forms("rack") | lx._forms("stack") | lx._forms("load")
                          | lx._forms("pile") | lx._forms("heap") | lx._forms("run") | lx._forms("tally")
                          | lx._forms("sum") | lx._forms("count") | lx._forms("mark") | lx._forms("cut")
                          | lx._forms("drink") | lx._forms("store") | lx._forms("wind") | {"ran", "marked", "wound"})
# the verbs of a person's own activity that may open a narrative statement (lexicon ACT and WORK
# verbs of moving oneself, resting, studying, practising, tending): never one that carries,
# delivers, throws, shoots, counts, completes or invites something
_NARR_ACT = _alt(f for base in """walk jog run hike bike cycle swim drive ride fly sail travel climb sleep
study read exercise train practice play work volunteer babysit tutor teach coach watch visit clean
wash paint mow repair sew type solve jump lift answer""".split()
                 for f in lx._forms(base) | {"ran", "rode", "drove", "flew", "swam", "slept", "read", "taught", "babysat"}
                 if f not in lx.DESC_BANNED_FORMS)
_NARR_TIME = ("the other day|one day|last (?:week|month|year|summer|winter|spring|fall|night)"
              "|this (?:morning|afternoon|evening|summer|winter|spring|fall|year)")
_NARR_DEGREE = "very|really|quite|extremely|pretty"
# 'him' only as the last object ('bit him', 'visits him on Sundays'): 'mails him treats' is a
# transfer to him (a double object), never a description
_NARR_HIM = r"him(?= (?:to|in|on|at|for|with|from|of|the other day|one day|last|this)\b|$)"
_NARR_WORD = rf"(?:{_WD}|{_FUNC}|as (?:a|an)|{_NARR_HIM}|{_NARR_TIME}|{_NARR_DEGREE})"
_NARR_VERB = rf"(?:(?!(?:{_NARR_PARTICLE_BAN})\b){_VD} (?:up|down)|(?:{_NARR_ACT})|{_VD})"
# the clause must hold a word INERT_ANY cannot take (else INERT_ANY reads it, as before)
_NARR_MARK = rf"(?=.*\b(?:up|down|him|{_NARR_TIME}|{_NARR_DEGREE}|{_NARR_ACT})\b)"
_NARR_INTENT = "(?:(?:decides|decided|has decided|wants|wanted|plans|planned|hopes|hoped|tries|tried|is going|was going|is trying|was trying|would like|likes|loves|needs|needed) to )?"
_TEMPLATES += (
    (Category.INERT_PROG, _NARR_MARK + _DSUBJ + " " + _NARR_INTENT + _NARR_VERB + rf"(?: {_NARR_WORD}){{0,14}}"),
)
# A leading attitude adverb said as a clause of its own ('Luckily , she found a new friend'):
# the speaker's comment, no fact. Never a modal one ('hopefully', 'supposedly', 'probably',
# 'ideally': the clause after it may not have happened).
_TEMPLATES += (
    (Category.INERT, "(?:luckily|fortunately|unfortunately|sadly|happily|suddenly|thankfully|unluckily|"
                     "surprisingly|amazingly|interestingly|meanwhile)"),
    # a copula with a degree adverb ('she is very excited about the trip'): an open description
    (Category.INERT_DESC, "{PRE}{O:o} (?:is|was|are|were|feels|felt|seems|seemed) (?:" + _NARR_DEGREE + ") " + _WND + "{FILL}"),
)

# what is left of a holding ("half of what was left"); the reader uses it too
# 'of what she has left' is what is left of the owner's holding: the pronoun must be the owner
# (injectors._left_pronoun_agrees), else the part may be of someone else's amount
REST_PHRASE = r"(?:what (?:was|is|'s) left|what (?P<restp>he|she|they|i|you|we) (?:has|have|had) left|the rest|(?:the|his|her|their|its) remaining|the remainder|what remains|what remained)"

_TEMPLATES += (
    (Category.Q_VERB_TOTAL, "how many " + _DOES + " {O:o} " + _BASE + "(?: in total| altogether| total| in all)?"),
    (Category.Q_VERB_TOTAL, "(?:how many {U:u}|" + _ASK_WHAT + " the total number of {U:u2}) (?:did |do |will )?(?P<they>they) " + _SURF + "(?: together| in total| altogether| in all| combined)?"),
    (Category.Q_VERB_TOTAL, "(?:how many {U:u}|" + _ASK_WHAT + " the total number of {U:u2}) (?:did|do|will) (?P<they>they) " + _BASE + "(?: together| in total| altogether| in all| combined)?"),
    (Category.Q_HOLDING, "how many {U:u} (?:are|were|will be) (?:left|remaining) for {O:o}"),
    (Category.Q_SUM_OWNERS, "how many {U:u} are there (?:in|on|at) {O:o} and {O:o2}(?: combined| in total| altogether)?"),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " {K:k} (?:of )?what {O:o2} (?:" + _alt(_HG) + ")"),
    (Category.CONTAINER, "(?:each|every|a|one) {U:outer} (?:weighs|weigh|weighed) {N:n} {U:inner}"),
    (Category.LOSS_PART, "{PRE}{O:o} " + _LOSE_V + " {K:k} of " + REST_PHRASE + "{FILL}"),
    (Category.LOSS_PART, "{PRE}{O:o} " + _LOSE_V + " {K:k} of it{FILL}"),
    # "1/5 of his pets died": a part of the possessor's holding (what he holds now) is lost
    (Category.LOSS_PART, "{PRE}{K:k} of (?P<o>his|her|their) (?:remaining )?{U:u} " + _v("v", lx.PASSIVE_LOSS) + _OLD_AGE + "{FILL}"),
    # session 22 (`frac22`): "One-third of them flew away", "1/5 of them died": no possessor and
    # no noun; the reader gives it the one holding of the text before it (reader._passive_holder),
    # or refuses (two held nouns, or two holders: 'of them' could be either)
    (Category.LOSS_PART, "{PRE}{K:k} of them " + _v("v", lx.PASSIVE_LOSS) + _OLD_AGE + "{FILL}"),
    # session 22 (`frac22`): a passive gift ('1/3 of his apples / of them were given to Ann'): a
    # part of the holder's holding (reader._passive_holder) handed to the recipient
    (Category.TRANSFER_PART, "{PRE}{K:k} of (?:(?P<o>his|her|their) (?:remaining )?{U:u}|the (?:remaining )?{U:u2}|them) (?:were|was) (?:given|handed|sent) to {O:o2}{FILL}"),
    # "5/6 of the nuts were eaten" (session 12, `rest`): no possessor; the reader gives it the
    # one holder of the noun (reader._passive_holder) or refuses
    (Category.LOSS_PART, "{PRE}{K:k} of the (?:remaining )?{U:u} " + _v("v", lx.PASSIVE_LOSS) + _OLD_AGE + "{FILL}"),
    (Category.MONEY_SPEND_PART, "{PRE}{O:o} " + _v("v", lx.SPEND_MONEY) + " {K:k} of " + REST_PHRASE + "(?: of (?:his|her|their|the) money)?{FILL}"),
    (Category.PRICE_SELL, "{PRE}{O:o} (?:can )?(?:sell|" + _alt(lx.SELL) + ") (?:a|an|one|each) {U:u} (?:for|at) {M:p}{FILL}"),
    (Category.PRICE_SELL, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?:the|each|every) {U:u} (?:for|at) {M:p}(?: each| apiece| a piece| per (?P<per>{W1}))?{FILL}"),
    (Category.PRICE_EACH, "(?:all (?:of )?)?(?:the )?{U:u} (?:costs|cost|are|were|sell for|sold for|sells for) {M:p} (?:each|apiece|a piece|per (?P<per>{W1})){FILL}"),
    (Category.PRICE, "(?:each|a|an|one|every) {U:u} (?:costs|cost|is|was|sells for|sold for) {M:p}{FILL}"),
)

_TEMPLATES += (
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " the (?:number|amount) of(?: {U:u})? (?:as|that) {O:o2}" + _AUX_OR_FILL),
    (Category.TRANSFER, "{PRE}{O:o} " + _v("v", lx.GIVE) + " " + _RECIPIENT + " {N:n} of (?:his|her|their) {U:u}{FILL}"),
    (Category.COMPARE_PCT, "{PRE}{O:o} " + _HG_V + " <p(?P<p>\\d+)> (?P<dir>more|fewer|less) {U:u} than {O:o2}" + _AUX_OR_FILL),
    (Category.COMPARE_PCT, "{PRE}{O:o} " + _HG_V + " <p(?P<p>\\d+)> (?P<dir>more|fewer|less) than {O:o2}(?P<bare>)" + _AUX_OR_FILL),
    (Category.CONTAINER, "(?:the )?{U:inner} (?:come|comes|are sold|is sold|are packed|is packed) in {U:outer} of {N:n}(?: each)?"),
)

# Session 15 (helper numof): the referent of a comparison said as a noun phrase of quantity.
# 'twice the number of dresses (that) Emily has' is 'twice as many dresses as Emily (has)', and
# 'twice the number of Anna 's pencils' is 'twice as many pencils as Anna': the same relate_mult /
# relate_affine / compare_units facts as the 'as many' forms, with the referent resolved exactly as
# theirs. Without 'that' or 'as' the relative clause is reduced ('the number of dresses Emily
# has') and only the referent's own verb closes it: 'the number of dresses Emily' is no clause,
# and a trailing phrase after the referent ('... Emily has in her closet') situates the
# referent's holding, which the comparison would not see (as for _AUX_OR_FILL). The noun is
# always named ('the number of Oreos Jordan has' with a capitalised noun stays refused: rtc).
_QTY_OF = r"the (?:number|amount) of"
_TEMPLATES += (
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " " + _QTY_OF + " {U:u} {O:o2}" + _AUX_VERB),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " " + _QTY_OF + " (?P<o2>@[a-z][\\w\\-]*) 's {U:u}"),
    (Category.COMPARE_AFFINE, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less)(?: {U:u})? than " + _TIMES
     + " the amount of {U:u3} (?:that |as )?{O:o2}" + _AUX_OR_FILL),
    (Category.COMPARE_AFFINE, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less)(?: {U:u})? than " + _TIMES
     + " " + _QTY_OF + " (?P<o2>@[a-z][\\w\\-]*) 's {U:u3}"),
    # 'the number in Mrs. Finley 's class' names no noun but a holder: it is 'as many as Mrs.
    # Finley 's class', the noun the one in play (reader._complete_relations), nothing after it
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " the number in {O:o2}"),
    (Category.COMPARE_AFFINE, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less) than " + _TIMES
     + " the number in {O:o2}"),
    # two nouns of one holder or place: 'double the number of blue gill as bass' is 'twice as many
    # blue gill as bass' (compare_units; the affine form is in _UNITS_AFFINE)
    (Category.COMPARE_UNITS, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " the number of {U:u} as {U:u2}{FILL}"),
    (Category.COMPARE_UNITS, "{PRE}there (?:are|were) (?:also )?" + _TIMESF + " the number of {U:u} as {U:u2}(?: in {O:o})?"),
    # ... and with the quantity as the subject: 'the number of rats was 6 times the number of
    # chihuahuas', 'the number of boys is 5 more than (twice) the number of girls', as 'the rats
    # were 6 times as many as the chihuahuas' (no holder: the reader's place-less two-noun reading)
    (Category.COMPARE_UNITS, "{PRE}the number of {U:u} (?:is|was) " + _TIMESF + " the number of {U:u2}"),
    (Category.COMPARE_UNITS, "{PRE}the number of {U:u} (?:is|was) {N:n2} (?P<dir>more|fewer|less) than "
     + _TIMESF + " the number of {U:u2}"),
    (Category.COMPARE_UNITS, "{PRE}the number of {U:u} (?:is|was) {N:n2} (?P<dir>more|fewer|less) than the number of {U:u2}"),
)

# Per-item amounts (containers) said with 'per' / 'for each' or a trailing 'each': 'he needs 2
# pounds of flour per loaf' is 'each loaf needs 2 pounds of flour', 'there are 12 bottles per
# case' is 'there are 12 bottles in each case', 'a magazine costs $2 each' is 'a magazine costs
# $2', 'the ravioli weighs 3 ounces each' is 'each ravioli weighs 3 ounces'. A per-item amount
# is a property of the item (never a total, never the holding of the one who needs it); the
# outer noun is never a time unit (those are rates), and two different amounts for one item
# refuse in the readings ('two contents'). A need ('needs 3 apples per pie') is a requirement,
# not a content: it answers only 'how many apples does he need' (reader._requirements).
_NEED_V = r"(?P<need>needs|need|needed|will need|would need|requires|required|uses|use|used)"
_PER_ITEM = r"(?:per|for each|for every|in each|on each)"

_TEMPLATES += (
    (Category.CONTAINER_EACH, "{PRE}{O:o} (?:also )?" + _NEED_V + " {N:n} {U:inner} " + _PER_ITEM + " {U:outer}"),
    (Category.CONTAINER_EACH, "(?:for|in|on) (?:each|every) {U:outer} , {O:o} (?:also )?" + _NEED_V + " {N:n} {U:inner}"),
    (Category.CONTAINER, "there (?:are|were|is|was) {N:n} {U:inner} per {U:outer}"),
    (Category.CONTAINER, "(?:in|on) (?:each|every) {U:outer} , there (?:are|were|is|was) {N:n} {U:inner}"),
    (Category.CONTAINER, "(?:each|every|a|one) {U:outer} (?:has|contains|holds|had|contained|held) {N:n} {U:inner} (?:each|apiece)"),
    (Category.CONTAINER, "(?:the )?{U:outer} (?:weighs|weigh|weighed|is|are|was|were) {N:n} {U:inner} each"),
    (Category.PRICE, "(?:each|a|an|one|every) {U:u} (?:costs|cost|is|was|sells for|sold for) {M:p} (?:each|apiece)"),
    # 'has 5 classes and 20 students in each class': the containers and their contents
    (Category.CONTAINER_HOLD, "{PRE}{O:o} " + _HG_V + " {N:n} {U:outer} and (?:(?:has|have|had) )?{N:m} {U:inner} " + _PER_ITEM + " {U:outer2}{FILL}"),
)

_O2P = r"(?: 's)?"
_AGE_OF = r"(?:(?P<o2x>@[a-z][\w\-]*|(?:his|her|their) [a-z][\w\-]*|@[a-z][\w\-]* 's [a-z][\w\-]*) 's age|the age of {O:o2})"

_TEMPLATES += (
    # one owner, two nouns: "a zoo has 5 penguins and twice as many polar bears"
    (Category.COMPARE_UNITS, "{PRE}{O:o} " + _HG_V + " {N:n} {U:u2} and " + _TIMESF + " as many {U:u}{FILL}"),
    (Category.COMPARE_UNITS, "{PRE}{O:o} " + _HG_V + " {N:n} {U:u2} and {N:n2} (?P<dir>more|fewer|less) {U:u}{FILL}"),
    (Category.COMPARE_UNITS, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as many {U:u} as {U:u2}{FILL}"),
    (Category.COMPARE_UNITS, "{PRE}{O:o} " + _HG_V + " {N:n2} (?P<dir>more|fewer|less) {U:u} than {U:u2}{FILL}"),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as many(?: {U:u})? as {O:o2} 's"),
    (Category.AGE_COMPARE_MULT, "(?P<o>@[a-z][\\w\\-]*) 's age is (?:currently |now )?" + _TIMESF + " (?:of )?" + _AGE_OF),
    (Category.PURCHASE_TOTAL, "{PRE}{O:o} (?:spent|spends|paid|pays) {M:p} (?:on|for) {N:n} {U:u}{FILL}"),
    (Category.Q_SUM_OWNERS, "(?:what is|what 's|what was|calculate|find) (?:the sum of (?P<they>their) (?:present |current )?ages|(?P<they2>their) (?:total|combined) age)(?: now)?"),
    (Category.Q_RATE_TOTAL, "how many {U:u} (?:does|will|would|can|did) {O:o} " + _BASE + " (?:in|per|each|every) (?P<one>a|an|one) {T:t}"),
    (Category.Q_RATE_TOTAL, "how much (?:money )?(?:does|will|would|can|did) {O:o} (?:earn|make|get paid|be paid) (?:in|per|each|every) (?P<one>a|an|one) {T:t}"),
)

_WANT_V = (r"(?:wants|wanted|needs|needed|plans|planned|hopes|hoped|would like|decides|decided|is planning|"
           r"is hoping|is saving(?: money| up)?|saves(?: money| up)?|has to|had to)")
_TIME_EVERY = r"(?P<t1>day|week|month|hour|minute|year)"
_TIME_FOR = r"(?P<t2>days|weeks|months|hours|minutes|years)"

_TEMPLATES += (
    (Category.TENDER, "{PRE}{O:o} (?:pays|paid|pay|gave|gives|hands|handed|uses|used) (?:the (?:cashier|clerk|shopkeeper|seller|vendor) )?(?:with |using )?(?:a|an|one) {M:n} bill{FILL}"),
    (Category.TENDER, "{PRE}{O:o} (?:pays|paid) with {M:n}{FILL}"),
    (Category.WANT, "{PRE}{O:o} " + _WANT_V + " (?:to (?:buy|purchase|get)|for) (?:a|an|the|one|a new|a pair of) {U:u} (?:that|which) (?:costs|cost|is|was|sells for) {M:p}{FILL}"),
    (Category.WANT, "{PRE}{O:o} " + _WANT_V + " to (?:buy|purchase|get) (?:a|an|the|one|a new|a pair of) {U:u} for {M:p}{FILL}"),
    (Category.WANT, "{PRE}{O:o} " + _WANT_V + " to (?:buy|purchase|get) {N:n} {U:u} (?:for|at|that cost|which cost) {M:p} (?:each|apiece|a piece){FILL}"),
    (Category.TRANSFER_EACH, "{PRE}{O:o} " + _v("v", {**lx.GIVE, **lx.LOSE}) + " {N:n} {U:u} (?:each )?to each of (?:the|his|her|their) {N:m} {U:u2}{FILL}"),
    (Category.TRANSFER_EACH, "{PRE}{O:o} " + _v("v", lx.GIVE) + " (?:each of )?(?:the|his|her|their) {N:m} {U:u2} {N:n} {U:u}(?: each)?{FILL}"),
    (Category.GAIN_SPAN, "{PRE}{O:o} " + _v("v", {**lx.GAIN, **lx.LOSE, **lx.ACT}) + " {N:n} {U:u} (?:every|each|a|per) " + _TIME_EVERY + " for {N:m} " + _TIME_FOR + "{FILL}"),
    # session 14 (`rate`): 'lost 1.5 kilograms each month for a year' -- the span is one larger
    # calendar unit, converted by lx.CALENDAR_FACTORS only (12 months a year, 7 days a week)
    (Category.GAIN_SPAN, "{PRE}{O:o} " + _v("v", {**lx.GAIN, **lx.LOSE, **lx.ACT}) + " {N:n} {U:u} (?:every|each|a|per) " + _TIME_EVERY + " for (?P<one>a|an)(?: whole| entire| full)? (?P<t2>day|week|month|hour|minute|year){FILL}"),
    # and of money: 'saved $5 each week for 6 weeks', 'spends $3 a day for a week'
    (Category.GAIN_SPAN, "{PRE}{O:o} " + _v("v", {**lx.EARN_MONEY, **lx.SPEND_MONEY}) + " {M:n} (?:every|each|a|per) " + _TIME_EVERY + " for (?:{N:m} " + _TIME_FOR + "|(?P<one>a|an)(?: whole| entire| full)? (?P<t2s>day|week|month|hour|minute|year)){FILL}"),
    (Category.Q_CHANGE, "how much change (?:does|did|will|would|should) {O:o} (?:get|receive|have|take)(?: back)?"),
    (Category.Q_NEED, "how much more money (?:does|did|will|would) {O:o} need(?: to (?:save|earn|have|buy|get|afford|purchase|pay for)(?: (?:a|an|the|his|her|their|it|them|all))?(?: {W1}){0,4})?"),
    (Category.Q_NEED, "how much more (?:money )?(?:does|did|will|would) {O:o} (?:need to|have to) (?:save|earn)(?: to (?:buy|get|afford|purchase|pay for)(?: (?:a|an|the|his|her|their|it|them|all))?(?: {W1}){0,4})?"),
    (Category.Q_PROFIT, "how much (?:money in )?profit (?:does|did|will|would) {O:o} (?:make|earn|get)(?: in total)?"),
    (Category.Q_PROFIT, "(?:what is|what was|what 's|calculate|find) (?:the total |the )?profit (?:that )?{O:o} (?:makes|made|earns|earned|gets|got)"),
)

_DIM = r"(?: (?:long|tall|wide|deep|high|away|heavy|in length|in height|in width))?"

_TEMPLATES += (
    (Category.Q_COST, "how much (?:did|does|will|would) (?:everything|it all|all of it|all of them|they all|the whole thing) cost(?: {O:o})?(?: in total| altogether| total| in all)?"),
    (Category.PRICE_SELL, "{PRE}{O:o} " + _v("v", lx.BUY) + " {U:u} (?:for|at) {M:p} (?:each|apiece|a piece|per (?P<per>{W1})){FILL}"),
    (Category.COMPARE_ADD, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less) {U:u} than {O:o2} 's"),
    (Category.HOLDING, "{PRE}{O:o} " + _HAVE_V + " {N:n}{FILL}"),
    (Category.SALE_EACH, "{PRE}{O:o} " + _v("v", lx.SELL) + " {N:n} {U:u} (?:for|at) {M:p} / (?P<per>{W1}){FILL}"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} (?:for|at) {M:p} / (?P<per>{W1}){FILL}"),
    (Category.MEASURE, "{PRE}{O:o} (?:is|was|measures) {N:n} {U:u}" + _DIM),
    (Category.Q_HOLDING, "how many {U:u} (?:is|was|are|were) {O:o}" + _DIM),
    (Category.SELL_ALL, "{PRE}{O:o} " + _v("v", lx.SELL) + " (?:(?:all )?(?:of )?(?:the|his|her|their) {U:u}|them|all of them|all of (?:his|her|their) {U:u2}) (?:for|at) {M:p} (?:each|apiece|a piece|per (?P<per>{W1})){FILL}"),
)

_PER_T = r"(?:per|an|a|each|every|/|in an|in a|in one) {T:t}"

_TEMPLATES += (
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} (?:that|which) (?:costs|cost) {M:p} each{FILL}"),
    (Category.RATE_COUNT, "{PRE}{O:o} " + _v("v", lx.ACT) + " {N:r} {U:u} " + _PER_T + "{FILL}"),
    (Category.RATE_CAN, "{PRE}{O:o} (?:can|is able to|are able to) (?P<v>" + _W + ") {N:r} {U:u} " + _PER_T + "{FILL}"),
    (Category.RATE_CAN, "{PRE}{O:o} (?:can|is able to|are able to) (?P<v>" + _W + ") {N:r} {U:u} in {N:d} {T:t}{FILL}"),
    # the same with an activity verb of the lexicon ("can read 8 pages in 20 minutes"); session 18
    # (`modal`): 'is / are able to' is the periphrastic 'can' in each ('is able to type 40 words a minute')
    (Category.RATE_CAN, "{PRE}{O:o} (?:can|is able to|are able to) " + _v("v", {k: v for k, v in lx.BASE_FORMS.items() if k in lx.ACT.values()}) + " {N:r} {U:u} in {N:d} {T:t}{FILL}"),
    (Category.RATE_CAN, "{PRE}{O:o} (?:is |was )?(?P<v>" + _alt(lx.ACT) + "|" + _alt(("driving", "walking", "running", "riding", "cycling", "biking", "flying", "reading", "typing", "swimming", "jogging")) + ") {N:r} {U:u} in {N:d} {T:t}{FILL}"),
    (Category.Q_RATE_TOTAL, "how many {U:u} (?:does|will|would|can|could|did) {O:o} (?P<v>" + _W + ") in {N:d} {T:t}"),
)

_HOWMUCH_MONEY = r"how much (?:money )?"
_LEFT = r"(?: left| now| remaining| in total| altogether| total| in all)?"

_TEMPLATES += (
    (Category.Q_DIFFERENCE, "how many (?P<fewer>fewer) {U:u} (?:does|did|do|will) {O:o} have than {O:o2}(?: does| did| do)?"),
    (Category.Q_DIFFERENCE, "how many more {U:u} (?:does|did|do|will) {O:o} have (?:compared to|than) {O:o2}(?: does| did| do)?"),
    (Category.Q_DIFF_UNITS, "how many more {U:u} (?:does|did|do|will) {O:o} have than {U:u2}"),
    (Category.Q_DIFF_UNITS, "how many more {U:u} than {U:u2} (?:does|did|do|will) {O:o} have"),
    (Category.Q_MONEY_HOLDING, _HOWMUCH_MONEY + "(?:is|was|will be) (?:left|remaining)"),
    (Category.Q_MONEY_HOLDING, "how much of (?P<o>his|her|their|@[a-z][\\w\\-]* 's) money (?:remains|is left|was left)"),
    (Category.Q_MONEY_HOLDING, "how much (?:does|did|will) {O:o} have" + _LEFT),
    (Category.Q_MONEY_HOLDING, _HOWMUCH_MONEY + "(?:was|is|will) {O:o} (?:be )?left with(?: after (?:" + _W + "|the|a|an|his|her|their|on|for)(?: (?:" + _W + "|the|a|an|his|her|their|on|for)){0,4})?"),
    (Category.Q_HOLDING, "how many {U:u} (?:in total|altogether|total) (?:does|do|did|will) {O:o} have"),
    (Category.Q_HOLDING, "how many {U:u} (?:remain|are left|were left|are remaining) (?:in|on|with) {O:o}"),
    (Category.Q_SUM_OWNERS, "how many (?:do|does|did|will) {O:o} and {O:o2} have(?: in total| together| altogether| combined| in all)?"),
    (Category.Q_VERB_TOTAL, "how many {U:u} (?:did|do|will) " + _OWNER_LIST + " " + _BASE + "(?: in total)?"),
    (Category.Q_CHANGE, "how much (?:does|did|will|would) {O:o} (?:get|receive) in change"),
    (Category.Q_CHANGE, "(?:so )?how much change (?:does|did|will|would) {O:o} (?:get|receive|take)(?: back)?"),
    (Category.Q_PRICE, "how much (?:does|did|do|will) (?:each|one|a|an|every|the) {U:u} cost"),
    (Category.Q_PRICE, "how much (?:does|did|do|will) {O:o} pay (?:for )?(?:each|per|a|an|one) {U:u}"),
    (Category.Q_RATE_TOTAL, "how many {U:u} (?:does|will|would|can|did) {O:o} " + _BASE + " (?:in )?(?P<one>a|an|one|per|each|every) {T:t}"),
)

_TEMPLATES += (
    (Category.TENDER, "{PRE}{O:o} (?:pays|paid|gave|gives|hands|handed) {M:n} to the (?:cashier|clerk|shopkeeper|seller|vendor|store)"),
    (Category.Q_MONEY_HOLDING, _HOWMUCH_MONEY + "(?:is|was|will be) (?:left|remaining) in (?P<o>his|her|their) " + _W),
)

_TEMPLATES += (
    (Category.Q_DIFFERENCE, "how (?:much|many years) (?P<older>older|younger) (?:is|was|will be) {O:o} than {O:o2}(?: is| was)?(?: now| right now| currently| today)?(?: , in years| in years)?"),
    (Category.COMPARE_UNITS, "{PRE}there (?:are|were) (?:also )?" + _TIMESF + " as many {U:u} as {U:u2}(?: in {O:o})?"),
    (Category.COMPARE_UNITS, "{PRE}there (?:are|were) (?:also )?{N:n2} (?P<dir>more|fewer|less) {U:u} than {U:u2}(?: in {O:o})?"),
    # session 15 (`same`): one scene, two nouns, the second elided against the first ('There are
    # 141 gold balloons and twice as many silver balloons'): the referent is the one noun stated
    # just before in the same clause list, as for 'a zoo has 5 penguins and twice as many polar
    # bears' (the owner template above); a longer list (', 3 dogs and twice as many birds') is not
    # this template (the clause split then leaves the comparison without its one referent)
    (Category.COMPARE_UNITS, "{PRE}there (?:are|were) {N:n} {U:u2} and " + _TIMESF + " as many {U:u}(?: in {O:o})?"),
    (Category.TENDER, "{PRE}{O:o} (?:pays|paid|gave|gives|hands|handed) the (?:cashier|clerk|shopkeeper|seller|vendor) {M:n}(?: bill)?"),
    (Category.WANT, "{PRE}{O:o} (?:wants|needs|wanted|needed) (?:a|an|the|a new) {U:u} (?:that|which) (?:costs|cost) {M:p}{FILL}"),
    (Category.TRANSFER_PART, "{PRE}{O:o} " + _v("v", lx.GIVE) + " {K:k} of (?:this number|that number|it|what (?:was|is|'s) left|the rest|the remaining|the remainder|what remains|what remained) to {O:o2}{FILL}"),
)

_AT_FIRST = r"(?:at first|at the beginning|in the beginning|initially|originally|at the start|to start with|to begin with)"

_TEMPLATES += (
    (Category.HOLD_FINAL, "{PRE}{O:o} (?:now )?" + _HAVE_V + " {N:n}(?: {U:u})? (?:left|remaining|left over)(?: now| in the end| at the end)?{FILL}"),
    (Category.HOLD_FINAL, "{PRE}{O:o} (?:now )?" + _HAVE_V + " {M:m} (?:left|remaining|left over)(?: now| in the end| at the end)?{FILL}"),
    (Category.HOLD_FINAL, "{PRE}{O:o} (?:is|was|ends up|ended up|is now|was now) left with {N:n}(?: {U:u})?{FILL}"),
    (Category.HOLD_FINAL, "{PRE}{O:o} (?:is|was|ends up|ended up|is now|was now) left with {M:m}{FILL}"),
    (Category.Q_START, "how many {U:u} (?:did|does|do) {O:o} (?:have " + _AT_FIRST + "|start with|begin with|start out with)"),
    (Category.Q_START, "how many {U:u} (?:were|was) (?:there )?(?:in|on) {O:o} " + _AT_FIRST),
    # the start adverb before the verb: 'how many cards were originally in the box', 'how many
    # apples did he initially have'
    (Category.Q_START, "how many {U:u} (?:were|was) (?:initially|originally) (?:there )?(?:in|on) {O:o}"),
    (Category.Q_START, "how many {U:u} (?:did|does|do) {O:o} (?:initially|originally) have"),
    (Category.Q_START, _HOWMUCH_MONEY + "(?:did|does|do) {O:o} (?:initially|originally) have"),
    (Category.Q_START, _HOWMUCH_MONEY + "(?:did|does|do) {O:o} (?:have " + _AT_FIRST + "|start with|begin with|start out with|have to start with)"),
)

_BUY_BASE = r"(?:buy|purchase|order|get|take)"

_TEMPLATES += (
    (Category.COMPARE_UNITS, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as many {U:u} (?:in|on|at) (?:his|her|their|the) " + _W + " as {U:u2}"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} (?:that|which) each (?:costs|cost) {M:p}{FILL}"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} (?:decides|decided|chooses|chose) to " + _BUY_BASE + " {N:n} {U:u} (?:for|at) {M:p} (?:each|apiece|a piece){FILL}"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} (?:decides|decided|chooses|chose) to " + _BUY_BASE + " {N:n} {U:u} (?:that|which) (?:costs|cost) {M:p} each{FILL}"),
    (Category.COMPARE_ADD, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less)"),
    # 'Frodo has 8 more than Lily': a count compared with a named referent and no noun of its
    # own; the noun is the one in play (reader._complete_relations), as for 'twice as many as
    # Lily'. Only a count literal: '$8 more than Lily' is money (the template above with M).
    (Category.COMPARE_ADD, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less) than {O:o2}" + "(?P<bare>)" + _AUX_OR_FILL),
)

_MORE_ADJ = "taller|heavier|longer|older|wider|deeper|higher|farther|further|bigger|larger|more"
_LESS_ADJ = "shorter|lighter|younger|narrower|lower|smaller|less"
_DIMQ = "tall|heavy|long|far|wide|deep|high|big"

_TEMPLATES += (
    (Category.COMPARE_DIM, "{PRE}{O:o} (?:is|was|weighs|weighed) {N:n} {U:u} (?P<dir>" + _MORE_ADJ + "|" + _LESS_ADJ + ") than {O:o2}(?: is| was| does)?"),
    (Category.Q_HOLDING, "how (?:" + _DIMQ + ") (?:is|was|will be|are|were) {O:o}(?: now)?(?: in {U:u})?"),
    (Category.Q_HOLDING, "how (?:" + _DIMQ + ") (?:is|was|will be|are|were) {O:o} , in {U:u}"),
    (Category.Q_HOLDING, "how many {U:u} (?:does|did|do) {O:o} weigh(?: now)?"),
    (Category.MEASURE, "{PRE}{O:o} (?:weighs|weighed) {N:n} {U:u}"),
)

_TEMPLATES += (
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as many {U:u}{FILL} as {O:o2}" + _AUX_OR_FILL),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " {K:k} the {U:u} (?:that )?{O:o2}" + _AUX),
    (Category.PART_OF_STATED, "{PRE}{O:o} " + _v("v", {**lx.LOSE, **lx.SPEND_MONEY}) + " {K:k} of (?:his|her|their) (?:{N:n} {U:u}|{M:m}){FILL}"),
    (Category.PART_OF_STATED, "{PRE}{O:o} " + _v("v", lx.GIVE) + " {K:k} of (?:his|her|their) {N:n} {U:u} to {O:o2}{FILL}"),
    (Category.PART_OF_STATED, "{PRE}{O:o} " + _v("v", lx.GIVE) + " " + _RECIPIENT + " {K:k} of (?:his|her|their) {N:n} {U:u}{FILL}"),
    (Category.RATE_SPAN, "{PRE}{O:o} " + _v("v", lx.WORK) + " (?:for )?{N:r} {T:t} (?:a|per|each|every) (?P<t2>" + _TIME + ") (?:and )?{N:r2} (?P<t3>" + _TIME + ") (?:a|per|each|every) (?P<t4>" + _TIME + "){FILL}"),
)

_TEMPLATES += (
    (Category.Q_HOLDING, "how much (?:does|did|do) {O:o} weigh(?: now)?(?: , in {U:u}| in {U:u2})?"),
    (Category.Q_TOTAL, "how many {U:u} and {U:u2} (?:are|were) (?:there )?(?:in total|altogether|in all|combined)?"),
)

_TEMPLATES += (
    # a seller's unit price: "she charges $3 per slice", "he sells cookies at $2 each"
    (Category.PRICE_SELL, "{PRE}{O:o} (?:charges|charged|asks|asked) {M:p} (?:per|for each|for every|for a|for an|a|an) {U:u}{FILL}"),
    (Category.LOSS, "{PRE}{O:o} (?:was able to|managed to|is able to|could) (?P<v>sell) {N:n} {U:u}{FILL}"),
    (Category.RATE_MONEY, "{PRE}{O:o} (?:can )?(?P<v>earn|make|get paid|charge) {M:r} (?:per|an|a|each|every) {T:t}(?: when {O:o2} (?P<act>" + _alt(lx.WORK) + "|" + _W + ")| for (?P<act2>" + _W + "(?: " + _W + ")?))?"),
)

_TEMPLATES += (
    (Category.COMPARE_UNITS, "(?:the )?{U:u} (?:are|were) " + _TIMESF + " as many as (?:the )?{U:u2}"),
    (Category.COMPARE_UNITS, "{PRE}{O:o} (?:contains|contained|holds|held|has|had) {N:n2} (?P<dir>more|fewer|less) {U:u} than {U:u2}{FILL}"),
)

_PRED = rf"(?P<pred>{_W}(?: {_W})?)"
_PART_OF = r"(?:them|those|these|(?:the|those|these) {U:u}|(?:his|her|their) {U:u2}|(?P<po>@[a-z][\w\-]*) 's {U:u3})"
# what the parts stated so far leave of a whole ('the remaining (roses)', 'the rest of them')
_NEXT_OF = r"(?:the remaining(?: ones| {U:u})?|the remainder(?: of (?:them|the {U:u2}))?|the rest of (?:them|the {U:u3}))"
# ... and what such a part is: a kind ('yellow', 'defective'), never an event ('stolen', 'sold')
_NEXT_PRED = rf"(?P<pred>(?![a-z\-]{{2,}}ed\b|(?:{_alt(lx.IRREGULAR_PARTICIPLES)})\b){_W}(?: {_W})?)"

# A part named by a verb of habit, preference or state (session 18, lead; lexicon.PART_VERBS):
# '1/3 of the students walk to school', 'the rest ride the bus', 'half of them like math'. The
# predicate is the verb, at most two determiners or prepositions and one or two object words
# without a literal; it labels the part exactly as written (graph.part_unit), so a question
# asks it in the same words and the same tense or is not answered.
_VP_OBJ = rf"(?!(?:{_alt_stop(lx.STOP_WORDS)})\b)[a-z][a-z\-]*"
_VP_FN = "(?:to|the|a|an|for|in|at|on|with|their|his|her|own)"
_VPRED = rf"(?P<pred>(?:{_alt(lx.PART_VERBS)})(?: {_VP_FN}){{0,2}} {_VP_OBJ}(?: {_VP_OBJ})?)"
# ... and its base form after 'do not' ('how many students do not like math'): only a part
# stated in the plural present has that form
_VPRED_BASE = rf"(?P<pred>(?:{_alt(lx.PART_VERB_BASES)})(?: {_VP_FN}){{0,2}} {_VP_OBJ}(?: {_VP_OBJ})?)"

_TEMPLATES += (
    (Category.PARTITION, "{PRE}(?:exactly )?(?:{K:k}|{N:n}) of " + _PART_OF + " " + _VPRED),
    (Category.PARTITION_REST, "{PRE}(?:and )?(?:the rest|the remaining ones|the others|the remainder)(?: of (?:them|(?:the|his|her|their) {U:u}))? " + _VPRED),
    (Category.PARTITION_NEXT, "{PRE}(?:exactly )?(?:{K:k}|{N:n}) of " + _NEXT_OF + " " + _VPRED),
    (Category.Q_TOTAL, "how many (?:of (?:the|his|her|their) )?{U:u} " + _VPRED + "(?P<isp>)"),
    (Category.Q_PART_NOT, "how many (?:of (?:the|his|her|their) )?{U:u} do not " + _VPRED_BASE),
    (Category.Q_PART_NOT, "how many (?:of (?:the|his|her|their) )?{U:u} do not (?P<pred>have " + _W + "(?: " + _W + ")?)"),
)

_TEMPLATES += (
    # partitions: "1/4 of them are girls", "20 of the marbles are red", "the rest are green"
    (Category.PARTITION, "{PRE}(?:exactly )?(?:{K:k}|{N:n}) of " + _PART_OF + " (?:are|were) " + _PRED),
    (Category.PARTITION, "{PRE}(?:exactly )?(?:{K:k}|{N:n}) of " + _PART_OF + " (?P<pred>(?:have|has|had) " + _W + "(?: " + _W + ")?)"),
    # session 22 (`cmp22`): a part said as a comparison with a part, '5 more than half (of) the
    # cows are black', '2 fewer than one-third of them are red': k x the whole, plus or less N
    # (injectors._partition: q2 the offset, `ago` its minus); 'half the cows' without 'of' only
    # in this form, after 'than'
    (Category.PARTITION, "{PRE}{N:n2} (?P<dir>more|fewer|less) than <[xf](?P<k>\\d+)> (?:of )?" + _PART_OF + " (?:are|were) " + _PRED),
    # "Josh has some money", "Tom had some marbles": a holding whose amount is not stated
    (Category.HOLD_SOME, "{PRE}{O:o} (?:has|had|have) some (?P<money>money){FILL}"),
    (Category.HOLD_SOME, "{PRE}{O:o} (?:has|had|have) some {U:u}{FILL}"),
    # "each pizza was cut into 8 slices": 8 slices per pizza, like "each pizza has 8 slices"
    (Category.CONTAINER_CUT, "(?:each|every|a|one) {U:outer} (?:is|was|gets|got|can be|could be) (?:cut|sliced|divided) into {N:n} {U:inner}"),
    # "how many fish remain(ed)": the same question as "how many fish are left"
    (Category.Q_REMAIN, "how many {U:u} (?:remain|remained|still remain|still remained|(?:are|were) left over)(?: now)?"),
    (Category.Q_REMAIN, "how many {U:u} (?:does|did|will) {O:o} have left over"),
    # "2/3 are male", "half are blue", "40% are adults": a part of the holding just stated
    (Category.PART_BARE, "{PRE}{K:k} (?:are|were) " + _PRED),
    (Category.PARTITION_REST, "{PRE}(?:and )?(?:the rest|the remaining ones|the others|the remainder)(?: of (?:them|(?:the|his|her|their) {U:u}))? (?:are|were) " + _PRED),
    # "... and the rest have short hair" (session 12, `rest`): the rest of a whole split by `have`
    (Category.PARTITION_REST, "{PRE}(?:and )?(?:the rest|the remaining ones|the others|the remainder)(?: of (?:them|(?:the|his|her|their) {U:u}))? (?P<pred>(?:have|has|had) " + _W + "(?: " + _W + ")?)"),
    # a part of what the parts stated so far leave: "1/4 of her roses are red , 1/3 of the
    # remaining are yellow" (1/3 of the roses that are not red); the reader checks that a part
    # of the same whole came first and that nothing changed the whole in between
    (Category.PARTITION_NEXT, "{PRE}(?:exactly )?(?:{K:k}|{N:n}) of " + _NEXT_OF + " (?:are|were) " + _NEXT_PRED),
    (Category.PARTITION_NEXT, "{PRE}(?:exactly )?(?:{K:k}|{N:n}) of " + _NEXT_OF + " (?P<pred>(?:have|has|had) " + _W + "(?: " + _W + ")?)"),
    (Category.Q_PART_NOT, "how many (?:of (?:the|his|her|their) )?{U:u} (?:are|were) not " + _PRED),
    (Category.Q_TOTAL, "how many (?:of (?:the|his|her|their) )?{U:u} (?P<pred>(?:have|has|had) " + _W + "(?: " + _W + ")?)(?P<isp>)"),
    (Category.Q_TOTAL, "how many of (?:the|his|her|their) {U:u} (?:are|were) " + _PRED + "(?P<isp>)"),
    # session 21 (`pct`): '4 flowers are red' -- a count of the held noun with a kind predicate
    # (never a participle: '4 apples are needed / eaten' tells an event or a plan). The reader
    # (_partitions) reads it as a part only of the one holding of exactly that noun stated before.
    (Category.PART_COUNT, "{PRE}{N:n} {U:u} (?:are|were) " + _NEXT_PRED),
    (Category.THERE_BE, "{PRE}there (?:are|were|is|was) {N:n} {U:u} (?:in|on|at) (?P<o>@[a-z][\\w\\-]*(?: " + _W + ")?){TAILX}"),
    (Category.Q_TOTAL, "how many {U:u} (?:are|were) " + _PRED + "(?P<isp>)"),
)

# no "each": "pays $2 for each apple" is a unit price, never a payment of $2; "both (the) X" is
# all of X, like "all the X" ("how much did he pay for both pairs of shoes")
_ITEM = r"(?:the |his |her |their |a |an |all the |all of the |both (?:the |of the |his |her |their )?)?{U:u}"

_TEMPLATES += (
    (Category.SPEND_ON, "{PRE}{O:o} " + _v("v", lx.SPEND_MONEY) + " (?:another |an additional )?{M:n} (?:on|for) " + _ITEM + "(?P<tail>{FILL})"),
    (Category.Q_SPEND_ON, "how much (?:money )?(?:does|did|will|would|do) {O:o} (?:spend|pay|have to pay|need to pay) (?:on|for) " + _ITEM + "(?: in total| altogether| total| in all)?"),
    (Category.Q_SPEND_ON, "how much (?:money )?(?:has|had) {O:o} (?:spent|paid) (?:on|for) " + _ITEM + "(?: in total| altogether| total| in all)?"),
)

_PURPOSE = r"(?: to (?:" + _W + r")(?: (?:the|a|an|his|her|their|all|" + _W + r")){0,5})?"

_TEMPLATES += (
    (Category.WANT_COUNT, "{PRE}{O:o} (?:(?:needs|need|wants|wanted|needed)(?: to (?P<wv>collect|make|sell|have|buy|read|bake|pick|plant|save|earn))?|(?:has|had) to (?P<wv2>collect|make|sell|buy|read|bake|pick|plant|save|earn)) {N:n} {U:u}" + _PURPOSE + "{FILL}"),
    (Category.Q_NEED_COUNT, "how many more {U:u} (?:does|did|will|would|do) {O:o} (?:need|have)(?: to (?:buy|make|get|collect|sell|pick|bake|find|read|earn|save))?" + _PURPOSE),
    (Category.Q_NEED_COUNT, "how many more {U:u} (?:should|must) {O:o} (?:buy|make|get|collect|sell|pick|bake|find|read)" + _PURPOSE),
)

_TEMPLATES += (
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as much money{FILL} as {O:o2}" + _AUX),
    # session 15 (`same`): a mass noun compared as money is ('Mary has 3 times as much candy as
    # Megan', 'Nicholas bought six times as much fabric as Kenneth'): the same relation with the
    # noun named. Money keeps its own template (its unit is the dollar); time and measures are
    # never the noun ('twice as much time as', 'as much weight as' name no counted thing).
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as much (?!(?:money|time|weight|" + "|".join(sorted(lx.TIME_UNITS)) + r")\b){U:u} as {O:o2}" + _AUX),
    # session 15 (`same`): a weight compared with a verb ('Peter weighs half as much as Tyler'):
    # the relation of the weights, its noun the one weight unit in play (reader._complete_relations
    # refuses any other noun: 'Tom has 5 apples. Ann weighs twice as much as Tom.')
    (Category.COMPARE_MULT, "{PRE}{O:o} (?P<weigh>weighs|weighed) " + _TIMESF + " as much as {O:o2}(?: does| did)?"),
    # ... and with the adjective of weight ('the pitbull is 3 times as heavy as the chihuahua')
    (Category.COMPARE_MULT, "{PRE}{O:o} (?:is|was) " + _TIMESF + " as (?P<weigh>heavy) as {O:o2}(?: is| was)?"),
    # session 18 (`measure`): ... and with the adjective of a length ('the oak is twice as tall as
    # the pine', 'the red rope is half as long as the blue one'): its noun is the one length in play
    (Category.COMPARE_MULT, "{PRE}{O:o} (?:is|was) " + _TIMESF + " as (?P<dimadj>tall|long) as {O:o2}(?: is| was)?"),
    (Category.THERE_BE_ALL, "{PRE}there (?:are|were) {N:n} (?P<u>@[a-z][\\w\\-]*){TAILX}"),
    (Category.LOSS_PART, "{PRE}{O:o} " + _LOSE_V + " {K:k} of (?:his|hers|her|theirs|their)(?: own)?{FILL}"),
)

_TEMPLATES += (
    (Category.PRICE_LOT, "{PRE}{N:n} {U:u} (?:costs|cost|sells for|sell for) {M:p}(?: in total| altogether)?"),
    (Category.PRICE_THE, "the (?P<u>" + _W + "(?: " + _W + ")?) (?:cost|costs|was|is) {M:p}"),
    (Category.CONTAINER_EACH, "(?:each|every) {U:outer} (?P<need>needs|requires|uses|will need|would need) {N:n} {U:inner}{FILL}"),
    (Category.CONTAINER_EACH, "(?:each|every) {U:outer} (?:is|was|lasts|takes|weighs|has) {N:n} {U:inner}(?: long| in size| in length| each)?"),
    (Category.Q_NEED_TOTAL, "how many {U:u} (?:does|do|did|will|would) {O:o} need(?: to (?:buy|make|get|bring|prepare|order))?(?: in total| altogether| total| in all)?"),
    (Category.Q_NEED_TOTAL, "how many {U:u} (?:are|will be|were) needed(?: in total| altogether| total| in all)?"),
)

_TEMPLATES += (
    (Category.BUY_ONE, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?:a|an|one) {U:u}{FILL}"),
)

_TEMPLATES += (
    (Category.Q_DIFF_VERB, "how much more (?:money )?(?:did|does|will|do) {O:o} (?P<v>earn|make|spend|save|raise|receive|get) than {O:o2}(?: does| did| do)?"),
    (Category.Q_HOLDING, "how many {U:u} (?:does|did|will|do) {O:o} (?:end up with|ends up with|wind up with)(?: in total| altogether| in all)?"),
    (Category.Q_MONEY_HOLDING, "how many dollars (?:is|was|will) {O:o} (?:be )?left with"),
    (Category.Q_MONEY_HOLDING, _HOWMUCH_MONEY + "(?:does|did|will|would) {O:o} have left over"),
    (Category.Q_RATE_TOTAL, "how much (?:money )?(?:does|will|would|can|did) {O:o} (?:earn|make|get paid|be paid) (?P<one>per|each|every|a|an) {T:t}"),
)

_PAST = r"(?P<v>[a-z]+ed)"

_TEMPLATES += (
    # a past-tense verb outside the lexicon counts an event of that verb, never a holding
    (Category.ACTIVITY_ANY, "{PRE}{O:o} (?!(?:" + _STOP + r")\b)" + _PAST + " (?:another )?{N:n} {U:u}{FILL}"),
    (Category.Q_VERB_ANY, "how many {U:u} (?:did|does|do|will) {O:o} (?!(?:" + _STOP + r")\b)(?P<v>[a-z]+)(?: in total| altogether| in all)?"),
)

_TQ = r"(?P<tq>seconds|minutes|hours|days|weeks)"

_TEMPLATES += (
    (Category.Q_RATE_TOTAL, "how many " + _TQ + " (?:does|will|would|can|did) {O:o} (?P<v>" + _alt(lx.BASE_FORMS) + ") (?:in )?(?P<one>a|an|one|per|each|every) {T:t}"),
    (Category.Q_RATE_TOTAL, "how many " + _TQ + " (?:does|will|would|can|did) {O:o} (?P<v>" + _alt(lx.BASE_FORMS) + ") in {N:d} {T:t}"),
)

_TEMPLATES += (
    # "Tom owns a farm." / "Anna has a garden with roses.": a described possession, no count
    (Category.INERT_HAS, "{PRE}{O:o} (?:has|owns|had|owned|runs|ran|opened|opens) (?:a|an) " + _W + "(?: (?:" + _W + "|" + _FUNC + ")){0,10}"),
)

# ---- money (session 4): purchase surfaces, bills tendered, discounts, pronoun prices
_EACH_P = r"(?:each|apiece|a piece|(?:per|a) (?P<per>{W1}))"
# "she used the money to buy ...": a purchase paid from money already in play
_USE_MONEY_BUY = (r"(?:used|uses|use) (?:the|this|that|his|her|their|all the|all of the|all (?:his|her|their)) "
                  r"(?:money|earnings|savings|profit|profits|cash) to (?P<v>buy|purchase)")
_ALL_BOUGHT = (r"(?:all the items|all of the items|everything|all (?:his|her|their) purchases|the total(?: cost| price| bill)?"
               r"|the whole purchase|the purchase|the order|it|all of it)(?: (?:he|she|they) (?:purchased|bought))?")
_ABLE = r"(?:was able to|were able to|is able to|are able to|managed to|manages to)"
_ITEM2 = r"(?:the |his |her |their |a |an |each |all the |all of the )?{U:u2}"

_TEMPLATES += (
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _USE_MONEY_BUY + " {N:n} {U:u} (?:for|at) {M:p} " + _EACH_P + "{FILL}"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _ABLE + " (?P<v>buy|purchase) {N:n} {U:u} (?:for|at) {M:p} " + _EACH_P + "{FILL}"),
    (Category.SALE_EACH, "{PRE}{O:o} " + _ABLE + " (?P<v>sell) {N:n} {U:u} (?:for|at) {M:p} " + _EACH_P + "{FILL}"),
    # "bought 3 frames , each costing her $3" / "3 pounds of peaches , which are $2 per pound"
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} , each costing (?:him |her |them |me |us )?{M:p}"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} , (?:which|that) (?:are|were|cost|costs) {M:p} " + _EACH_P + "{FILL}"),
    # "sold 453 cakes at $12": 'at' names the unit price (no filler: 'at $12 in total' is not read)
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u}(?: ,)? at {M:p}(?: (?:each|apiece|a piece|(?:per|a) (?P<per>{W1})))?"),
    (Category.SALE_EACH, "{PRE}{O:o} " + _v("v", lx.SELL) + " {N:n} {U:u}(?: ,)? at {M:p}(?: (?:each|apiece|a piece|(?:per|a) (?P<per>{W1})))?"),
    # "she had one $50 bill" / "pays with two $20 bills": the money handed over (a tender)
    (Category.TENDER_BILLS, "{PRE}{O:o} (?:has|had|have|only has|only had) (?:a |an |{N:c} )?{M:n} bills?"),
    (Category.TENDER_BILLS, "{PRE}{O:o} (?:pays|paid|pay) (?:the (?:cashier|clerk|shopkeeper|seller|vendor) )?with {N:c} {M:n} bills"),
    # session 12 (`spend`): 'he gave the cashier 6 $10 bills'
    (Category.TENDER_BILLS, "{PRE}{O:o} (?:gave|gives|hands|handed) the (?:cashier|clerk|shopkeeper|seller|vendor) {N:c} {M:n} bills"),
    # "He gets a 20% discount." / "gets a $5 discount": off what the owner just paid
    (Category.DISCOUNT, "{PRE}{O:o} (?:gets|got|receives|received|is given|was given|is offered|was offered) (?:a|an) (?:<p(?P<p>\\d+)>|{M:m}) discount"),
    (Category.DISCOUNT, "{PRE}{O:o} (?:gets|got|receives|received|is given|was given) a discount of (?:<p(?P<p>\\d+)>|{M:m})"),
    # "They cost $3 each.": the unit price of the one noun bought (completed by the reader)
    (Category.PRICE_THEY, "(?:they|these|those|both|all of them) (?:cost|are|were|sell for|sold for) {M:p} " + _EACH_P),
    # "He spent a total of $28": every payment of the owner together (a restatement, not one
    # more); no leading label ("On Tuesday , he spent a total of ..." would total one day only)
    (Category.SPEND_TOTAL, "{O:o} (?:spent|spends|spend|paid|pays|pay) a total of {M:n}(?: (?:on|for) (?:everything|it all|all of it|all of them))?"),
    (Category.SPEND_TOTAL, "{O:o} (?:spent|spends|spend|paid|pays|pay) {M:n} (?:in total|total|altogether|in all)"),
    # "bought 15 keyboards and 25 printers for a total of $2050": one payment for two kinds
    (Category.PURCHASE_JOINT, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {U:u} and {N:n2} {U:u2} for {M:m}(?: in total| total| altogether| in all)?"),
    # one item bought at a fraction of its original price: "bought a pair of shoes at a 20%
    # discount", "the shoes were marked 75% off", "spent $7500 on a used car , which is 25% less
    # than the original price" / "which cost 40% of the original price"
    (Category.DISCOUNT_ITEM, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?:a|an|the|one) {U:u} (?:at|with) a <p(?P<p>\\d+)> discount"),
    (Category.DISCOUNT_ITEM, "(?:the )?{U:u} (?:were|was|are|is) (?:already )?marked (?:down )?<p(?P<p>\\d+)> off"),
    (Category.DISCOUNT_ITEM, "{PRE}{O:o} (?P<v>spent|spends|paid|pays) {M:n} (?:on|for) (?:a|an|the) (?:used |new )?{U:u}(?: ,)? (?:which|that) "
     "(?:(?:cost|costs|is|was) <p(?P<p>\\d+)> (?P<of>of) (?:the|its) original price|(?:is|was) <p(?P<p2>\\d+)> less than (?:the|its) original price)"),
    # "The restaurant next door sells hamburgers for $4 each": a seller placed by a locative
    (Category.PRICE_SELL, "{PRE}{O:o} (?:next door|across the street|down the street|nearby|on the corner) "
     + _v("v", lx.SELL) + " {U:u} (?:for|at) {M:p} " + _EACH_P + "{FILL}"),
    # discounts and taxes on all that was just bought
    (Category.DISCOUNT_ON, "{PRE}{O:o} (?:gets|got|receives|received|is given|was given) a (?:<p(?P<p>\\d+)>|{M:m}) discount on " + _ALL_BOUGHT),
    (Category.DISCOUNT_ON, "(?:for (?:purchasing|buying) so many , )?{O:o} (?:is|was) given a discount of (?:<p(?P<p>\\d+)>|{M:m})"),
    (Category.DISCOUNT_ON, "{PRE}{O:o} (?:uses|used) (?:his|her|their|a|an) {M:m} (?:discount )?coupon"),
    (Category.TAX, "{PRE}{O:o} (?:pays|paid|pay|has to pay|had to pay|must pay|needs to pay|needed to pay) (?:a )?<p(?P<p>\\d+)> (?:sales )?tax(?: on " + _ALL_BOUGHT + ")?"),
    (Category.MONEY_SPEND, "{PRE}{O:o} " + _v("v", lx.SPEND_MONEY) + " the (?:sale|sales|discounted|reduced|final) price of {M:n}"),
    (Category.Q_ORIGINAL, "(?:what|how much) (?:is|was) the (?:original|regular|full|initial) price of (?:the|a|an|his|her|their|this|that) (?:used |new )?{U:u}"),
    (Category.Q_DIFF_SPEND_ON, "how much more (?:money )?(?:did|does|do|will) {O:o} (?:spend|pay) (?:on|for) " + _ITEM
     + " than (?:on|for) " + _ITEM2 + "(?: (?:did|does|do))?"),
)

# Session 16 (`whole`): differences across settings. 'How many more apples did he pick on
# Tuesday than on Monday?', 'How much more money did Anna spend on lunch than on breakfast?':
# the owner's events of the asked verb and noun under one label minus those under the other.
# The labels are a closed set (reader._DAY_LABEL: a day of the week, a time of one day, today /
# yesterday, last / this week, and a meal); the reader refuses the question unless every event of
# that owner, verb and noun carries exactly one label (reader._diff_day_labels). Not 'will':
# the events are stated, and a future question over them is another time.
_QDAY = (r"(?:(?:on|during) (?:the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
         r"|in the (?:morning|afternoon|evening)|today|yesterday|(?:last|this) (?:week|month|year)"
         r"|(?:on|at|for|during) (?:breakfast|lunch|dinner)"
         # session 22 (`day22`): ordinal periods ('on the second day', 'than the first week')
         r"|(?:(?:on|in|during|for) )?(?:the|his|her|their) (?:first|second|third|fourth|fifth|sixth|seventh) (?:day|week|month|year))")
_TEMPLATES += (
    (Category.Q_DIFF_DAY, "how many more {U:u} (?:did|does|do) {O:o} (?P<v>" + _alt(k for k in lx.BASE_FORMS if " " not in k and lx.BASE_FORMS[k] not in ("have", "own", "be")) + ") (?P<l1>" + _QDAY + ") than (?P<l2>" + _QDAY + ")(?: (?:did|does|do))?"),
    (Category.Q_DIFF_DAY, "how much more (?:money )?(?:did|does|do) {O:o} (?P<v>spend|pay|earn|make) (?P<l1>" + _QDAY + ") than (?P<l2>" + _QDAY + ")(?: (?:did|does|do))?"),
)


# ---- Session 19 (lead): time spent at an activity. 'Jane spends 20 minutes reading', 'he spent
# 3 hours on his homework', 'she spent 2 hours at the carnival', 'he spends 10 minutes with his
# dog'; asked 'how many minutes does Jane spend (reading) (in total)', 'how much time / how long
# did he spend (on his homework)'. The activity is what follows the span: a gerund phrase, or an
# 'on / at / with' phrase. Its words may hold no literal (the clause would be 'spends 2 hours
# reading 30 pages': a rate), no time word ('reading a day' is a rate, 'on monday' a label the
# question would have to repeat), and no 'and' (a coordination is split before the templates).
# A rate of time ('spends 2 hours a day reading') and a plain 'spent 2 hours' are not read.
_SPENT_NO = _alt_stop(set(lx.TIME_UNITS) | {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                             "sunday", "morning", "afternoon", "evening", "night", "tonight",
                                             "today", "yesterday", "tomorrow", "weekend", "weekends", "daily",
                                             "weekly", "monthly", "each", "every", "per", "and", "or", "than",
                                             "more", "less", "total", "altogether", "all", "combined", "together",
                                             "left", "now", "instead", "average", "also", "then", "again", "later",
                                             "earlier", "first", "next", "last"})
_SPENT_W = rf"(?!(?:{_SPENT_NO}|as|there|in total|in all)\b)(?:[a-z][a-z\-]*|'s)"
_SPENT_GER = rf"(?!(?:{_STOP}|during|morning|evening|nothing|something|anything|everything|thing|king)\b)[a-z]{{2,}}ing"
# the activity: a gerund and up to five words, or 'on / at / with' and one to five words
SPENT_ACTIVITY = rf"(?:{_SPENT_GER}(?: {_SPENT_W}){{0,5}}|(?:on|at|with) {_SPENT_W}(?: {_SPENT_W}){{0,4}})"
# a day or time of day after the activity ('reading on monday'): the clause's label (reader._day_of)
_SPENT_DAY = r"(?: (?:on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|today|in the (?:morning|afternoon|evening)))?"
_SPENT_TAIL = r"(?: in total| altogether| total| in all| all together| combined)?"
# Time spent compared with another span of the same person: 'Carla spends 10 minutes sharpening
# her knife and 3 times that amount of time peeling vegetables' / '1/3 of that time combing it' /
# 'twice as long cleaning' (the span just before), 'half as much time practicing as writing' /
# '28 more minutes writing than outlining' (the span of that activity). reader._time_spent_relations
# finds the referent; the span is then k times, or N more or fewer than, the referent's.
_SPENT_K = r"(?:{K:k}(?: of)?|<n(?P<kn>\d+)> times)"
_SPENT_THAT = r"(?:that amount of time|that much time|that same amount of time|that time|that long|as long|as much time)"
_SPENT_REF = r"(?:(?:he|she|they) (?:does|did|spends|spent) )?(?P<ref>" + SPENT_ACTIVITY + ")"
# a question of every span of its owner: 'how much time does she spend on these activities'
_SPENT_ALL = r"(?P<all>on (?:all )?(?:of )?(?:these|those|the|his|her|their|all) (?:activities|tasks|things)|on everything|on all of (?:it|this|them))"
_TEMPLATES += (
    (Category.TIME_SPENT, "{PRE}{O:o} (?P<v>spends|spent|wastes|wasted) {N:d} {T:t} (?P<act>" + SPENT_ACTIVITY + ")" + _SPENT_DAY),
    (Category.TIME_SPENT_REL, "{PRE}{O:o} (?P<v>spends|spent|wastes|wasted) " + _SPENT_K + " " + _SPENT_THAT + " (?P<act>" + SPENT_ACTIVITY + ")"),
    (Category.TIME_SPENT_REL, "{PRE}{O:o} (?P<v>spends|spent|wastes|wasted) " + _SPENT_K + " as (?:long|much time) (?P<act>" + SPENT_ACTIVITY + ") as " + _SPENT_REF),
    (Category.TIME_SPENT_REL, "{PRE}{O:o} (?P<v>spends|spent|wastes|wasted) {N:d} (?P<dir>more|fewer|less) {T:t} (?P<act>" + SPENT_ACTIVITY + ") than " + _SPENT_REF),
    (Category.Q_TIME_SPENT, "how many {T:t} (?:does|do|did|will) (?:{O:o}|(?P<they>they)) spend " + _SPENT_ALL + _SPENT_TAIL),
    # the activity's own verb: 'how many hours did she jog (in total)', 'how long did he wait'
    (Category.Q_TIME_SPENT, "how many {T:t} (?:does|do|did|will) (?:{O:o}|(?P<they>they)) (?P<vb>" + _alt(lx.TIME_ACTIVITY_VERBS) + ")(?: for)?" + _SPENT_TAIL),
    (Category.Q_TIME_SPENT, "how (?P<much>long) (?:does|do|did|will) (?:{O:o}|(?P<they>they)) (?P<vb>" + _alt(lx.TIME_ACTIVITY_VERBS) + ")(?: for)?" + _SPENT_TAIL),
    # 'she jogged for 30 minutes': a span of an activity verb that no wage template reads (lexicon.WORK
    # verbs are work spans, converted by the reader when a question asks their time)
    (Category.TIME_SPENT, "{PRE}{O:o} (?P<v>" + _alt({f for f, b in {**lx.ACT, **lx.BASE_FORMS}.items()
                                                         if b in lx.TIME_ACTIVITY_VERBS and f not in lx.WORK and f != b
                                                         and (f.endswith("s") or f.endswith("ed") or f in ("ran", "swam", "rode", "drove", "wrote", "slept", "sang", "drew"))})
     + ")(?: for)? {N:d} {T:t}" + _SPENT_DAY),
    (Category.Q_TIME_SPENT, "how (?P<much>much time|long) (?:does|do|did|will) (?:{O:o}|(?P<they>they)) spend " + _SPENT_ALL + _SPENT_TAIL),
    (Category.Q_TIME_SPENT, "how many {T:t} (?:does|do|did|will) (?:{O:o}|(?P<they>they)) spend(?: (?P<act>" + SPENT_ACTIVITY + "))?" + _SPENT_TAIL),
    (Category.Q_TIME_SPENT, "how (?P<much>much time|long) (?:does|do|did|will) (?:{O:o}|(?P<they>they)) spend(?: (?P<act>" + SPENT_ACTIVITY + "))?" + _SPENT_TAIL),
)


# ---- purchase grammar (session 11, money): one purchase clause is [owner] [verb] [object]
# [fillers] [price]. The object is 'N X', 'a/an X' or 'some X'; fillers are the prepositional
# phrases the clause grammar already reads ('for school', 'at the store'; never a person the
# goods are for, nor a literal), placed before the price as well as after it; the price is 'for $m
# each' (a unit price), 'for $m' (the price of 'a X', or the payment for 'some X', which counts
# nothing), or a relative clause on a single item ('a basketball that cost $3'). 'get' with a price
# and nothing after it is a purchase ('he gets a hamburger for $4'; 'got a bike for $100 for his
# birthday' may be a gift of that worth, so 'get' takes no filler). Coordinated items ('..., a basketball that cost
# $3, and a pair of shorts that cost $4') are read by the clause split with the subject and verb
# carried over, each item by these same templates.
_BUY_PRICED = _v("v", lx.BUY)
_GET_PRICED = r"(?P<v>gets|got)"
_OBJ_FILL = rf"(?:{_PP}){{0,2}}(?: ,)?"
_WORK_GERUND = rf"(?!(?:{_STOP})\b)[a-z]+ing(?: (?:{_WT}|the|a|an|his|her|their)){{0,3}}"
_BARE_NP = r"(?!(?:a|an|the|his|her|their|its|my|our|some|@[a-z][\w\-]*)\b)" + _NP
_NOT_INSTRUMENT = rf"(?!(?:{_alt(lx.MONEY_INSTRUMENTS)})\b)"
_TEMPLATES += (
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _BUY_PRICED + " {N:n} {U:u}" + _OBJ_FILL + " (?:for|at) {M:p} " + _EACH_P + "{FILL}"),
    (Category.PURCHASE_TOTAL, "{PRE}{O:o} " + _BUY_PRICED + " (?P<one>a|an) {U:u}" + _OBJ_FILL + " for {M:p}{FILL}"),
    (Category.PURCHASE_TOTAL, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?P<one>a|an) {U:u}(?: ,)? (?:that|which) (?:costs|cost) {M:p}{FILL}"),
    (Category.SPEND_ON, "{PRE}{O:o} " + _v("v", lx.BUY) + " some (?P<u>" + _NP + ")(?: ,)? (?:that|which) (?:costs|cost) {M:n}(?P<tail>{FILL})"),
    # an amount earned at a named work ('earned $200 babysitting', 'made $50 mowing lawns'): the
    # gerund names the work, as 'for babysitting' does
    (Category.MONEY_GAIN, "{PRE}{O:o} (?P<v>earns|earned|makes|made) {M:n} " + _WORK_GERUND + "{FILL}"),
    (Category.SPEND_ON, "{PRE}{O:o} " + _BUY_PRICED + " some (?P<u>" + _NP + ")" + _OBJ_FILL + " for {M:n}(?P<tail>{FILL})"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _GET_PRICED + " {N:n} {U:u} (?:for|at) {M:p} (?:each|apiece|a piece)"),
    (Category.PURCHASE_TOTAL, "{PRE}{O:o} " + _GET_PRICED + " (?P<one>a|an) {U:u} for {M:p}"),
    # an attributive price ('bought a $7 lamp', 'buys 2 $5 tickets') and an amount spent on
    # goods ('buys $50 in pants', 'bought $20 worth of candy')
    (Category.PURCHASE_TOTAL, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?P<one>a|an) {M:p} " + _NOT_INSTRUMENT + "{U:u}{FILL}"),
    (Category.PURCHASE_EACH, "{PRE}{O:o} " + _v("v", lx.BUY) + " {N:n} {M:p} " + _NOT_INSTRUMENT + "{U:u}{FILL}"),
    (Category.SPEND_ON, "{PRE}{O:o} " + _v("v", lx.BUY) + " {M:n} (?:in|worth of) (?P<u>" + _NP + ")(?P<tail>{FILL})"),
    # a bare mass noun bought for an amount ('ordered lobster for $20') or goods bought with their
    # worth ('buys groceries worth $50', 'ordered a meal worth $15'): a payment that counts nothing.
    # A bare plural for an amount ('bought apples for $2') may be a unit price: the injector
    # refuses it (group 'bare')
    (Category.SPEND_ON, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?P<bare>)(?P<u>" + _BARE_NP + ")" + _OBJ_FILL + " for {M:n}(?P<tail>{FILL})"),
    # ... and with 'gets / got' as the purchase verb, as 'gets a hamburger for $4' is (session
    # 15, `price`: 'he gets a hamburger for $4 , onion rings for $2 and a smoothie for $3')
    (Category.SPEND_ON, "{PRE}{O:o} " + _GET_PRICED + " (?P<bare>)(?P<u>" + _BARE_NP + ")" + _OBJ_FILL + " for {M:n}(?P<tail>{FILL})"),
    (Category.SPEND_ON, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?:a |an |some )?(?P<u>" + _NP + ") worth {M:n}(?P<tail>{FILL})"),
    # session 12 (`spend`): a price relative to an earlier purchase ('a briefcase for five times the
    # price', 'juice for two times the price of the bread'); the injector and
    # reader._relative_prices decide which purchase 'the price' names
    (Category.PURCHASE_REL, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?P<one>a|an) {U:u}" + _OBJ_FILL + " for " + _TIMES
     + " the (?:price|cost)(?: of (?:the|his|her) (?P<u2>" + _NP + "))?{FILL}"),
    (Category.PURCHASE_REL, "{PRE}{O:o} " + _v("v", lx.BUY) + " (?P<bare>)(?P<u>" + _BARE_NP + ")" + _OBJ_FILL + " for " + _TIMES
     + " the (?:price|cost)(?: of (?:the|his|her) (?P<u2>" + _NP + "))?{FILL}"),
)

# the activity of a rate or of a time question: a lexicon base form or any content word
# ("rake", "frost"); rates and questions are matched by that same word
_ANY_BASE = r"(?:" + _alt(k for k in lx.BASE_FORMS if " " not in k) + "|" + _W + ")"
_RATE_TODO = (r"(?P<v>" + _ANY_BASE + r") (?:{N:r}|(?P<one>a|an|one|each)) {U:u}")

_TUNIT = r"(?:seconds|minutes|hours|days|weeks)"
# the doer of a time-to-finish question: "it take him to", "it take for Tom to", "he take to"
_TAKER = r"(?:for )?(?P<o>him|her|@[a-z][\w\-]*)"
# what is to be done: "write 3 books that are 400 pages each", "type out 10 pages",
# "finish typing a paper with 4560 words"
_TODO = (r"(?:(?:(?:finish|complete) )?(?P<v>" + _ANY_BASE + r")(?: out| up)? (?:all (?:of )?)?(?:the |his |her )?"
         r"|(?:finish|complete) (?P<vg>" + _alt(lx.GERUNDS) + r") (?:a|an|the|his|her) " + _W + r"(?: " + _W + r")? with )"
         r"{N:n} {U:u}(?:(?: (?:that|which) (?:are|have|has|contain)| with) {N:n2} {U:u2} each)?")


_TEMPLATES += (
    # time to finish an amount at a stated rate: amount / rate, in the asked (or the rate's) time unit
    (Category.Q_TIME_TO, "how (?:long|many (?P<tq>" + _TUNIT + "))(?: , in (?P<tq2>" + _TUNIT + ") ,)? (?:will|would|does|did|is) it (?:take|going to take) "
     + _TAKER + " to " + _TODO),
    (Category.Q_TIME_TO, "how (?:long|many (?P<tq>" + _TUNIT + ")) (?:will|would|does|did|do) {O:o} (?:take|need) to " + _TODO),
    # "how far will he go in 15 minutes": the owner's one distance rate over a duration
    (Category.Q_RATE_FAR, "how far (?:will|would|can|could|does|did|do) {O:o} (?P<v>go|travel|" + _alt(k for k in lx.BASE_FORMS if " " not in k) + ") in {N:d} {T:t}"),
    (Category.Q_RATE_FAR, "how far (?:will|would|can|could|does|did|do) {O:o} (?P<v>go|travel|" + _alt(k for k in lx.BASE_FORMS if " " not in k) + ") in (?P<one>an|a|one) {T:t}"),
)

# session 16 (`ratio`): the parts of a ratio, two or three literals ('4 : 5', '1 : 1 : 3')
_RATIO_PARTS = r"<n(?P<r1>\d+)> (?P<sep>:|to) <n(?P<r2>\d+)>(?: (?P=sep) <n(?P<r3>\d+)>)?"
# the two numbers of a ratio of two nouns: '3:4', '3 to 4'
_RATIO_TWO = r"<n(?P<kn>\d+)> (?::|to) <n(?P<kd>\d+)>"

# a speed or pace: "at a speed of 50 words per minute", "at an average speed of 45 miles per
# hour", "at 9 miles per hour"
_SPEED = r"(?:(?:a|an|the) (?:average |constant |maximum |top |steady |normal |usual )?(?:speed|rate|pace) of )?"
_MOVER = (r"(?:(?:can|could|is|was|usually|normally|always) )?(?P<v>" + _alt(set(lx.ACT) | set(lx.GERUNDS)
          | {k for k in lx.BASE_FORMS if " " not in k}) + r")")
_PER_T1 = r"(?:per|an|a|each|every|/) {T:t}"
_FOR_T2 = r"(?:for )?{N:d} (?P<t2>" + _TUNIT + r"|second|minute|hour|day|week)"

_TEMPLATES += (
    (Category.RATE_AT, "{PRE}{O:o} " + _MOVER + " at " + _SPEED + "{N:r} {U:u} " + _PER_T1 + "{FILL}"),
    # "drove for 8 hours at an average speed of 45 miles per hour": the distance covered
    (Category.SPAN_AT, "{PRE}{O:o} " + _MOVER + " " + _FOR_T2 + " at " + _SPEED + "{N:r} {U:u} " + _PER_T1 + "{FILL}"),
    # "he types (continuously) for 4 hours per day": time spent on an activity per period
    (Category.RATE_SPAN_ACT, "{PRE}{O:o} " + _v("v", lx.ACT) + "(?: continuously| straight| nonstop)? (?:for )?{N:r} {T:t} (?:a|per|each|every) (?P<t2>" + _TIME + "){FILL}"),
    # session 14 (`rate`): 'she walks for an hour every day' -- one unit of time per period
    (Category.RATE_SPAN_ACT, "{PRE}{O:o} " + _v("v", lx.ACT) + "(?: continuously| straight| nonstop)? for (?P<one>a|an) (?P<t>second|minute|hour|day|week|month) (?:a|per|each|every) (?P<t2>" + _TIME + "){FILL}"),
    (Category.RATE_SPAN, "{PRE}{O:o} " + _v("v", lx.WORK) + " for (?P<one>a|an) (?P<t>second|minute|hour|day|week|month) (?:a|per|each|every) (?P<t2>" + _TIME + "){FILL}"),
    # "Legoland has 5 kangaroos for each koala": kangaroos = 5 x koalas (a ratio of two nouns)
    (Category.RATIO_EACH, "{PRE}{O:o} " + _HAVE_V + " <n(?P<kn>\\d+)> {U:u} for (?:each|every) {U:u2}"),
    (Category.RATIO_EACH, "{PRE}there (?:are|were|is) <n(?P<kn>\\d+)> {U:u} for (?:each|every) {U:u2}(?: in {O:o})?"),
    # session 16 (`ratio`): 'Betty has 3 red beads for every 2 blue beads (that she has)', 'there
    # are 3 boys for every 2 girls in the class': a ratio of two literals (injectors._ratio_every)
    (Category.RATIO_EVERY, "{PRE}{O:o} " + _HAVE_V + " <n(?P<kn>\\d+)> {U:u} for every <n(?P<kd>\\d+)> {U:u2}"
     "(?: that (?P<tp>he|she|they|it) (?:has|have|had|owns|own|owned))?"),
    (Category.RATIO_EVERY, "{PRE}there (?:are|were|is) <n(?P<kn>\\d+)> {U:u} for every <n(?P<kd>\\d+)> {U:u2}(?: in {O:o})?"),
    # 'the ratio of boys to girls in the class is 3:4', 'Heloise has dogs and cats in the ratio of
    # 10:17': the same two relations to the ratio's sets, in the order the nouns are named
    (Category.RATIO_EVERY, "{PRE}the ratio of {U:u} to {U:u2}(?: (?:in|at|on) {O:o})? (?:is|was) " + _RATIO_TWO),
    (Category.RATIO_EVERY, "{PRE}{O:o} " + _HAVE_V + " {U:u} and {U:u2} in (?:a|the) ratio(?: of)? " + _RATIO_TWO + "(?: ,)?(?: respectively)?"),
    # 'the boys and girls in the club are in the ratio 3:4', 'the number of boys and girls in the
    # club is in the ratio of 3 to 4'
    (Category.RATIO_EVERY, "{PRE}(?:the )?(?:number of )?{U:u} and {U:u2}(?: (?:in|at|on) {O:o})? (?:are|were|is|was) in (?:a|the) ratio(?: of)? "
     + _RATIO_TWO + "(?: ,)?(?: respectively)?"),
    # '36 marbles are divided between Mario and Manny in the ratio 4:5', 'Tom and Ann shared 20
    # apples in the ratio 2:3': a whole split into the listed owners' shares (injectors._ratio_split)
    (Category.RATIO_SPLIT, "{PRE}{N:n} {U:u} (?:are|were|was|is) (?:divided|shared|split) (?:between|among|by) " + _OWNER_LIST
     + " in (?:a|the) ratio(?: of)? " + _RATIO_PARTS + "(?: ,)?(?: respectively)?"),
    (Category.RATIO_SPLIT, "{PRE}" + _OWNER_LIST + " (?:divided|shared|split|divide|share) {N:n} {U:u}(?: between them)? in (?:a|the) ratio(?: of)? "
     + _RATIO_PARTS + "(?: ,)?(?: respectively)?"),
    # "Sandra eats 3 beignets every morning": a part of the day that comes once a day is a daily rate
    (Category.RATE_DAILY, "{PRE}{O:o} " + _v("v", lx.ACT) + " {N:r} {U:u} (?:every|each) (?:morning|evening|night|afternoon){FILL}"),
    (Category.RATE_DAILY, "(?:every|each) (?:morning|evening|night|afternoon)(?: ,)? {O:o} " + _v("v", lx.ACT) + " {N:r} {U:u}{FILL}"),
    # "It takes him 15 minutes to rake 3 bags of leaves" / "... to paint a space marine": a rate
    (Category.RATE_TAKES, "{PRE}it (?:takes|took) " + _TAKER + " {N:d} {T:t} to " + _RATE_TODO),
    (Category.RATE_TAKES, "{PRE}{O:o} (?:takes|took) {N:d} {T:t} to " + _RATE_TODO),
    # "Each cow gives 5 liters of milk a day": a rate of every member of a counted noun
    (Category.RATE_EACH, "(?:each|every) {U:outer} (?P<v>" + _alt(set(lx.ACT) | set(lx.GAIN) | set(lx.LOSE) | {"gives", "lays", "uses", "needs"}) + ") {N:r} {U:u} (?:per|a|an|each|every) {T:t}"),
    # "how many more pages does Liza read than Suzie in 3 hours": two rate totals, one minus the other
    (Category.Q_RATE_DIFF, "how many more {U:u}(?: , in all ,| ,)? (?:does|did|can|will|would|do) {O:o} (?P<v>" + _alt(k for k in lx.BASE_FORMS if " " not in k) + ") than {O:o2}(?: (?:does|did|can|will|would|do)(?: (?P=v))?| (?P=v))? in (?:{N:d}|(?P<one>an|a|one)) {T:t}"),
    # session 20 (`rate20`): 'If Janet reads 80 pages a day and Belinda reads 30 pages a day, how
    # many more pages does Janet read in 6 weeks?': the 'than' is elided; the injector leaves the
    # other side empty and reader._elided_rate_other names the one other owner with a rate of the
    # asked verb and noun (any other text refuses)
    (Category.Q_RATE_DIFF, "how many more {U:u}(?: , in all ,| ,)? (?:does|did|can|will|would|do) {O:o} (?P<v>" + _alt(k for k in lx.BASE_FORMS if " " not in k) + ") in (?:{N:d}|(?P<one>an|a|one)) {T:t}"),
    # "how many more miles did Tamika drive than Logan": done by one minus done by the other
    (Category.Q_DIFF_ACT, "how many more {U:u} (?:did|does|do|will|can) {O:o} (?P<v>" + _alt(k for k in lx.BASE_FORMS if " " not in k and lx.BASE_FORMS[k] not in ("have", "own")) + ") than {O:o2}(?: does| did| do| can)?"),
    (Category.SPAN_AT, "{PRE}{O:o} " + _MOVER + " at " + _SPEED + "{N:r} {U:u} " + _PER_T1 + " for {N:d} (?P<t2>" + _TUNIT + r"|second|minute|hour|day|week){FILL}"),
)

# Sums over a list of owners or over 'they' (aggregate markers are gathered at the end by
# gather_aggregates): money held ('how much money do A , B , and C have'), money earned or
# spent ('how much money did they earn'), and ages, now or shifted ('what is the sum of the ages
# of A and B', 'what will be their total age in 3 years', 'in 3 years , what is the sum of ...').
_MONEY_VERBS = r"(?P<v>spend|pay|earn|make|save|receive|get|raise|donate|lose)"
_SUM_ASK = r"(?:what is|what 's|what was|what will be|calculate|find|determine)"
_AGES = (r"(?:the sum of (?P<they>their) (?:present |current )?ages|(?P<they2>their) (?:total|combined) ages?"
         r"|the total of (?P<they3>their) ages|the (?:sum|total) of the ages of " + _OWNER_LIST
         + r"|the (?:total|combined) age of " + _OWNER_LIST.replace("olist", "olist2")
         # session 23 (`age23`): "the sum of Maggie 's and Ralph 's ages" (names only)
         + r"|the sum of (?P<plist>@[a-z][\w\-]* 's(?: , @[a-z][\w\-]* 's)*(?: ,)? and @[a-z][\w\-]*) 's (?:present |current )?ages" + r")")
_SHIFT = r"(?P<pre>in |after )?{N:d} years(?(pre)(?: 's time)?(?: from now)?| (?:from now|later|hence|(?P<ago>ago)))"
_TEMPLATES += (
    (Category.Q_SUM_OWNERS, "how (?:much (?P<money>money)|many (?P<money2>dollars)) (?:do|does|did|will) " + _OWNER_LIST + " have(?: in total)?"),
    (Category.Q_SUM_OWNERS, "how (?:much (?P<money>money)|many (?P<money2>dollars)) (?:do|did|will) (?P<they>they) have in total"),
    (Category.Q_MONEY_VERB, "how (?:much(?: money)?|many dollars) (?:did|do|will|would) (?:" + _OWNER_LIST + "|(?P<they>they)) " + _MONEY_VERBS + "(?: in total)?"),
    # 'what is the total number of chips they have (together)', '... that A and B own', '... he has'
    (Category.Q_SUM_OWNERS, _ASK_WHAT + " the (?:total|combined) number of {U:u} (?:that |which )?(?:" + _OWNER_LIST + "|(?P<they>they)) (?:have|own)(?: in total)?"),
    (Category.Q_HOLDING, _ASK_WHAT + " the total number of {U:u} (?:that |which )?{O:o} (?:has|have|owns|own)(?: in total)?"),
    # '... have left (in total)': the sum of what each holds now
    (Category.Q_SUM_OWNERS, "how many {U:u} (?:do|does|did|will) " + _OWNER_LIST + " have left(?: in total)?"),
    (Category.Q_SUM_OWNERS, "how many {U:u} (?:do|did|will) (?P<they>they) have left in total"),
    (Category.Q_SUM_OWNERS, "how many (?:do|did|will) (?P<they>they) have(?: left)? in total"),
    (Category.Q_SUM_OWNERS, _SUM_ASK + " " + _AGES + "(?: now)?"),
    (Category.Q_SUM_OWNERS, _SUM_ASK + " " + _AGES + " " + _SHIFT),
    (Category.Q_SUM_OWNERS, "what will " + _AGES + " be " + _SHIFT),
)

# Averages over a group (session 7): "what is their average age", "what is the average height of
# them" (a group named by a count, 'the three of them', is re-worded as they / them by
# reader._group_owner), "what is the average number of cards they have". The group is every
# entity of the text, as for a sum over 'they'; the average divides the sum by their number.
_AVG_OF = r"(?:the )?average (?P<what>age|height) (?:of|for) (?P<they>them)|their average (?P<what2>age|height)"
_TEMPLATES += (
    (Category.Q_AVERAGE, _SUM_ASK + " (?:" + _AVG_OF + ")(?: now)?"),
    (Category.Q_AVERAGE, _SUM_ASK + " the average number of {U:u} (?:that |which )?(?P<they2>they) (?:have|own)"),
)

_DIFF_BASE = "(?P<v>" + _alt(k for k in lx.BASE_FORMS if " " not in k) + ")"

_TEMPLATES += (
    # "how many more cans of cat food than dog food did Chad buy", "how many more biscuits did
    # she bake than butter cookies": one owner's counts of two nouns, done by one verb (or held)
    (Category.Q_DIFF_UNITS, "how many (?P<dir>more|fewer) {U:u} than {U:u2} (?:did|does|do|will) {O:o} " + _DIFF_BASE),
    (Category.Q_DIFF_UNITS, "how many (?P<dir>more|fewer) {U:u} (?:did|does|do|will) {O:o} " + _DIFF_BASE + " than {U:u2}"),
    # "how many more married people are there than children": two scene totals
    (Category.Q_DIFF_UNITS, "how many (?P<dir>more|fewer) {U:u} (?:are|were) there than {U:u2}(?: (?:are|were)(?: there)?)?"),
    # "what is the age difference between Mandy and her sister": the larger age minus the smaller
    (Category.Q_DIFFERENCE, _ASK_WHAT + " the (?P<agediff>age difference|difference in (?:their )?ages?) between {O:o} and {O:o2}"),
    (Category.Q_DIFFERENCE, _ASK_WHAT + " the (?P<agediff>difference) between {O:o} 's age and {O:o2} 's age"),
    (Category.Q_DIFFERENCE, _ASK_WHAT + " the (?P<agediff>difference) between the ages of {O:o} and {O:o2}"),
    # "how much less money does Jenna have than Bob": the other's money minus the owner's
    (Category.Q_DIFFERENCE, "how much (?P<fewer>less) money (?:does|did|do|will) {O:o} have than {O:o2}(?: does| did| do)?"),
    # "how many kilometers longer is Telegraph Road than Pardee Road": two measures in one unit
    (Category.Q_DIFFERENCE, "how many {U:u} (?:(?P<adj>" + _alt(a for a in lx.DIMENSION_OF if a in _MORE_ADJ.split("|")) + ")|(?P<fewer>"
     + _alt(a for a in lx.DIMENSION_OF if a in _LESS_ADJ.split("|")) + ")) (?:is|was|are|were) {O:o} than {O:o2}(?: is| was| are| were)?"),
)

# Money questions asked of a group or with more verbs (session 5): "how much money did they
# earn together", "how much did Tom, Ann and Bob collect", "how much does he make in profit",
# "how much is a pair of socks". The group is 'they' (two or more doers who are every entity of
# the text, none a plural group: checked by both readings) or a list of owners (every listed
# owner must have done it); the aggregate templates above read the plain forms.
_MONEY_Q_VERB = r"(?P<v>spend|pay|earn|make|save|receive|get|raise|donate|lose|collect)"
_GROUP = r"(?:(?P<they>they)|" + _OWNER_LIST + ")"
_GROUP_TAIL = r"(?: together in total| together| in total| altogether| combined| in all| all together| total)?"

_TEMPLATES += (
    (Category.Q_MONEY_VERB, "how much (?:money )?(?:in total |altogether )?" + _DOES + " " + _GROUP + " " + _MONEY_Q_VERB + _GROUP_TAIL),
    (Category.Q_MONEY_VERB, "how many dollars " + _DOES + " " + _GROUP + " " + _MONEY_Q_VERB + _GROUP_TAIL),
    (Category.Q_MONEY_VERB, "how much (?:money )?" + _DOES + " {O:o} (?P<v>collect)(?: in total| altogether| total| in all)?"),
    (Category.Q_PROFIT, "how much (?:money )?(?:does|did|will|would) {O:o} (?:make|earn|get|gain) in profits?(?: in total)?"),
    (Category.Q_PROFIT, "how much (?:money in )?profit (?:does|did|will|would) {O:o} gain(?: in total)?"),
    (Category.Q_PRICE, "how much (?:is|was) (?:each|one|a|an|every) {U:u}"),
    # "how much did he spend in total on the pills": the total before the item
    (Category.Q_SPEND_ON, "how much (?:money )?(?:does|did|will|would|do) {O:o} (?:spend|pay) (?:in total|altogether|in all) (?:on|for) " + _ITEM),
)

# Scaled comparisons of two nouns of one owner (session 8, `cmp`): 'he has 5 less than half as
# many coconut trees as mango trees', 'there are 14 more kittens than two times the number of
# puppies', '6 less yellow crayons than double the blue crayons' (affine), and '60 % more hawks
# than crows' (percent). The same two-noun reading as '3 more pears than apples'; the base noun
# is a noun, never an owner (a name or a possessive does not fit {U}).
_UNITS_AFFINE = (" {N:n2} (?P<dir>more|fewer|less) than " + _TIMESF + " as many {U:u} as {U:u2}",
                 " {N:n2} (?P<dir>more|fewer|less) {U:u} than " + _TIMESF + " (?:the number of |the )?{U:u2}",
                 # session 15 (numof): 'seven more than 3 times the number of red grapes as green grapes'
                 " {N:n2} (?P<dir>more|fewer|less) than " + _TIMESF + " the number of {U:u} as {U:u2}")
_UNITS_PCT = " <p(?P<p>\\d+)> (?P<dir>more|fewer|less) {U:u} than (?:the )?{U:u2}"

_TEMPLATES += (
    *((Category.COMPARE_UNITS, "{PRE}{O:o} " + _HG_V + a + "{FILL}") for a in _UNITS_AFFINE),
    # session 22 (`cmp22`): the place of the scene with 'at' / 'on' as with 'in' ('there are 14 more
    # kittens than two times the number of puppies at the shelter'), as THERE_BE takes it
    *((Category.COMPARE_UNITS, "{PRE}there (?:are|were) (?:also )?" + a.lstrip() + "(?: (?:in|at|on) {O:o})?{TAILX}") for a in _UNITS_AFFINE),
    (Category.COMPARE_UNITS, "{PRE}{O:o} " + _HG_V + _UNITS_PCT + "{FILL}"),
    (Category.COMPARE_UNITS, "{PRE}there (?:are|were) (?:also )?" + _UNITS_PCT.lstrip() + "(?: in {O:o})?{TAILX}"),
)

# Session 22 (`cmp22`): affine comparisons in the syntactic variants not read before.
# * money: 'Mia has $20 more than twice as much money as Darwin (has)', the money form of '20 more
#   apples than twice as many apples as Darwin'; with 'as' left out before the referent ('$20 more
#   than twice as much money Darwin has', a reduced relative 'the money Darwin has') only when the
#   referent's own verb closes the clause, so no other word can stand where 'as' is missing.
# * a setting said before 'than': 'Greta received 10 more letters in the mail than her brother'
#   is 'received 10 more letters than her brother in the mail' (the trailing setting the forms
#   above take); only 'the' or no determiner in it ('in his bag' would situate the owner's holding
#   alone, which the referent's need not share), and nothing after the referent but its verb.
# * a referent's named kind of the noun: 'Rachel has 3 less than one-half as many erasers as Tanya
#   has red erasers' compares Rachel's erasers with Tanya's red erasers (compare_units across two
#   owners: unit the owner's noun, unit2 the referent's); the kind must be the noun with one
#   modifier word ('red erasers' of 'erasers'), any other noun refuses.
_SETTING_BEFORE_THAN = r"(?P<setting> (?:in|at|on|from|during) (?:the )?(?!(?:his|her|their|its|my|our|your)\b)[a-z][\w\-]*(?: [a-z][\w\-]*)?)"
_TEMPLATES += (
    (Category.COMPARE_AFFINE, "{PRE}{O:o} " + _HG_V + " {M:n} (?P<dir>more|less) than " + _TIMES
     + " as much (?P<mon>money) as {O:o2}" + _AUX_OR_FILL),
    (Category.COMPARE_AFFINE, "{PRE}{O:o} " + _HG_V + " {M:n} (?P<dir>more|less) than " + _TIMES
     + " as much (?P<mon>money) (?P<noas>){O:o2}" + _AUX_VERB),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMES + " as much money (?P<noas>){O:o2}" + _AUX_VERB),
    (Category.COMPARE_ADD, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less) {U:u}" + _SETTING_BEFORE_THAN
     + " than {O:o2}(?: (?:does|did|has|had|do))?"),
    (Category.COMPARE_AFFINE, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less) than " + _TIMES
     + " as many {U:u} as {O:o2} (?:has|had|have|owns|owned) (?P<kind>[a-z][\\w\\-]*) {U:u2}"),
    (Category.COMPARE_MULT, "{PRE}{O:o} " + _HG_V + " " + _TIMES
     + " as many {U:u} as {O:o2} (?:has|had|have|owns|owned) (?P<kind>[a-z][\\w\\-]*) {U:u2}"),
)

# Session 14 (`ques`): a speed asked in a unit of length per unit of time ('what is his speed in
# kilometers per hour', "what was Tom 's average speed , in miles per hour", 'what is the speed of
# the car in miles per hour'): the distance covered in one unit of time at the owner's one distance
# rate (reader._complete_rate_query; the asked length must be the rate's own unit, no length is
# converted). 'average' adds nothing when the owner has one distance rate, and the reader refuses
# an owner with two or more (legs at two speeds: their average is not read).
_SPEED_UNITS = "miles|mile|kilometers|kilometer|km|meters|meter|feet|foot|yards|yard"
_SPEED_OWNER = r"(?:(?P<o>his|her|its|their)|(?P<o2>@[a-z][\w\-]*|the (?:[a-z][\w\-]* )?[a-z][\w\-]*) 's)"
_TEMPLATES += (
    (Category.Q_SPEED, r"what (?:is|was|'s) (?:" + _SPEED_OWNER + r") (?:average )?speed(?: ,)? in (?P<u>" + _SPEED_UNITS
     + r") per (?P<t>hour|minute|second)"),
    (Category.Q_SPEED, r"what (?:is|was|'s) the (?:average )?speed of {O:o3}(?: ,)? in (?P<u>"
     + _SPEED_UNITS + r") per (?P<t>hour|minute|second)"),
)


# Session 15 (helper `each`): per-item amounts said with a verb of yield, and the total of the
# contents asked over all the containers.
# * 'Each tree produces 50 apples', 'each hen lays 3 eggs', 'each tray makes 12 cookies',
#   'each cat gives birth to 5 kittens', 'each key lime yields 1 tablespoon of juice': what one
#   item yields is a content of that item (Category.CONTAINER, read as 'each tree has 50 apples').
#   The amount must close the clause (fullmatch): 'lays 3 eggs a day' is a rate, not read here.
#   Only after 'each' / 'every': 'A garden produced 237 potatoes', 'A craftsman makes 16 jars' are
#   events of one particular garden or craftsman, not an amount per item. A bare 'gives' ('each
#   cow gives 20 liters', 'each friend gives 2 apples': to whom?) is not read; a person as the outer
#   noun of a yield verb ('each student drops 2 pens') is refused by the injector (_yield_outer).
# * 'Each fish gives him 2 fillets': the same content with a recipient pronoun
#   (Category.CONTAINER_TO); the reader requires the recipient to be the one owner of every fact
#   that counts the outer noun (reader._yield_recipient), else it refuses.
# * 'Each box has 10 candy bars in it / in them': the trailing phrase names the container
#   itself, so it adds nothing to 'each box has 10 candy bars' ('inside' is left: another per-item
#   template reads 'candy bars inside' too, and the two readings refuse).
# * 'How many dots are there (in total) for all the ladybugs?': the total of the inner noun over
#   every counted outer item (Category.Q_TOTAL_ALL; reader._all_of_the_outer turns it into the
#   verb total of the one owner and verb that count the outer noun, or refuses).
_YIELD_VERBS = "produces|produce|produced|yields|yield|yielded|lays|lay|laid|bears|bear|bore|drops|drop|dropped"
_TEMPLATES += (
    (Category.CONTAINER, "(?:each|every) {U:outer} (?P<yv>" + _YIELD_VERBS + ") {N:n} {U:inner}"),
    (Category.CONTAINER, "(?:each|every) {U:outer} (?P<yv>makes|made) {N:n} {U:inner}"),
    (Category.CONTAINER, "(?:each|every) {U:outer} (?P<yv>gives|gave) birth to {N:n} {U:inner}"),
    (Category.CONTAINER_TO, "(?:each|every) {U:outer} (?P<yv>gives|gave|provides|provided|yields|yielded) (?P<rcp>him|her|them|me|us|you) {N:n} {U:inner}"),
    (Category.CONTAINER, "(?:each|every|a|one) {U:outer} (?:has|contains|holds|had|contained|held) {N:n} {U:inner} (?:in it|in them)"),
    (Category.Q_TOTAL_ALL, "how many {U:u} (?:are|were) there(?: in total| altogether| in all)? (?:for|on|in) all (?:of )?the {U:outer}"),
    # 'Vaishali has 4 hats , each with 3 stripes', 'he bought 5 boxes each containing 12 pens', 'he
    # owns 2 complexes which each have 60 apartments': the containers-with-contents reading of
    # '4 bags with 20 apples (in each bag)' (Category.CONTAINER_HOLD, injectors._container_hold),
    # the distributive 'each' saying outright that the amount is per item. A bare 'which have 60
    # apartments' (each, or all of them?) is not added.
    (Category.CONTAINER_HOLD, "{PRE}{O:o} " + _HG_V + " {N:n} {U:outer}(?: , each (?:with|having|containing|holding)| each (?:containing|having|holding)"
     "| (?:that|which) each (?:have|has|hold|holds|contain|contains)) {N:m} {U:inner}{FILL}"),
    # Session 20 (`nmod`): a weight said of each item with the distributive 'each' ('Hartley has 4
    # puppies that each weigh 7.5 kilograms', 'bought 6 bags of beans that each weighed 22
    # kilograms', '3 boxes , each weighing 5 pounds') is the per-item weight that 'each puppy weighs
    # 7.5 kilograms' states (Category.CONTAINER). Without 'each' ('4 puppies that weigh 30
    # kilograms': each or together?) it is not read.
    (Category.CONTAINER_HOLD, "{PRE}{O:o} " + _HG_V + " {N:n} {U:outer}(?: , each weighing| each weighing"
     "| (?:that|which) each (?:weigh|weighs|weighed)) {N:m} {U:inner}"),
    # Session 20 (`nmod`): a worth in points said of each item ('scored 13 field goals worth 3
    # points each', '5 baskets , each worth 2 points') is what each item counts for, as '13 field
    # goals with 3 points in each field goal'. A bare 'scored 5 baskets worth 10 points' (each,
    # or all five together?) is not read, nor a money worth ('cards worth $5': {N:m} is a count).
    (Category.CONTAINER_HOLD, "{PRE}{O:o} " + _HG_V + " {N:n} {U:outer} worth {N:m} {U:inner} (?:each|apiece)"),
    (Category.CONTAINER_HOLD, "{PRE}{O:o} " + _HG_V + " {N:n} {U:outer}(?: ,)? each worth {N:m} {U:inner}"),
)


_QNORM = (
    (re.compile(r" ?, in dollars ,| \( in dollars \)| , in dollars$| in dollars$"), ""),
    (re.compile(r"^(?:so|then|now|overall)(?: ,)? "), ""),
    # Session 14 (`ques`): a marker of the end of the story ('in the end', 'at the end', 'after
    # that', 'after all that', 'afterwards') asks for the state after every stated change, which
    # is what a question without a time asks: 'how many stamps did Anna have in the end' = 'how
    # many stamps did Anna have'. Only a bare marker closing the question, or opening it before a
    # comma; 'at the end of the week' names a period (a rate window) and is left as written, and
    # so is a marker inside or after an 'if' condition (the condition's own time: see _split_condition).
    (re.compile(r"^(?:in the end|at the end|after that|after all (?:that|this)|afterwards|afterward|finally) , (?=(?:how|what) )"), ""),
    (re.compile(r"^(?!if )((?:(?! if ).)+?)(?: ,)? (?:in the end|at the end|after that|after all (?:that|this)|afterwards|afterward)$"), r"\1"),
    (re.compile(r"^how many total "), "how many "),
    # Session 16 (`oneq`): what is left, with the purpose it is left for ('how much money does
    # Edward have left to buy more toys', 'how many cheesecakes are left to be sold'), asks what
    # is left: the purpose names no amount. Only a purpose of plain words closing the question:
    # a literal, a quantity or comparison word ('left to give each of his 3 friends', 'left to
    # buy twice as many') or an 'if' keeps it as written (unread)
    (re.compile(r"^(how (?:many|much) (?:(?! if ).)+? (?:have|has|had|are|is|were|was) left) to "
                r"(?:be )?[a-z][\w\-]*(?: (?!if\b|each\b|every\b|per\b|more\b(?= than)|less\b|fewer\b|than\b|all\b|half\b"
                r"|twice\b|double\b|triple\b|as\b|another\b|only\b|remaining\b|rest\b|<"
                # session 16 (red4): a clause of time in the purpose sets another moment ('left to
                # be sold before she sold them' is the state before the sale, not the end: was 7)
                r"|before\b|after\b|when\b|while\b|until\b|since\b|once\b)[a-z][\w\-']*){0,5}$"), r"\1"),
    (re.compile(r" ,$"), ""),
    (re.compile(r" , (?:right now|now|currently|in years|in dollars)(?= ,|$)"), ""),
    (re.compile(r" have more than "), " have than "),
    # "in 3 years , what is the sum of their ages" = "what is the sum of their ages in 3 years"
    (re.compile(r"^(in|after) (<n\d+>) years(?: 's time| from now)? , ((?:what|how) (?:(?! if ).)+)$"), r"\3 \1 \2 years"),
    # "how much did he end up paying": the money verb itself
    (re.compile(r" (?:end|ended) up (pay|spend|earn|mak|sav)ing(?= |$)"), lambda m: " " + {"mak": "make", "sav": "save"}.get(m.group(1), m.group(1))),
    # "at this rate , how far ...": the stated rates hold throughout anyway
    # ('at this same rate' is 'at this rate')
    (re.compile(r"^at (?:(?:this|that)(?: same)?|the same) (?:rate|pace|speed)(?: of speed)? , "), ""),
    (re.compile(r"^if (?:he|she|they|@[a-z][\w\-]*) (?:keeps|continues|keep|continue) [a-z]+ing at (?:(?:this|that)(?: same)?|the same) (?:rate|pace|speed) , "), ""),
)

# Session 18 (helper `modal`): 'be able to' is the periphrastic form of the ability modal, so a
# question asked with it is the question asked with the modal: 'how many pages will she be able to
# read in 3 hours' = 'how many pages can she read in 3 hours' (future ability: 'can', which every
# question form that takes 'will' takes too), 'would ... be able to' = 'could', 'is / are ... able
# to' = 'can'. 'was / were ... able to' is the past achievement ('how many kilograms was he able to
# sell' = 'did he sell'), the reader's convention for 'was able to sell 8 phones' (a sale). A
# negated ('not able to', 'never be able to') or conditioned ('if') subject span is left as written.
_ABLE_SUBJ = r"((?:(?!if\b|be\b|not\b|never\b|able\b|unable\b)[^ ]+ ){1,4})"
_QNORM += (
    (re.compile(r"^(how (?:many|much) (?:(?! if ).)*?) will " + _ABLE_SUBJ + r"be able to (?=[a-z])"), r"\1 can \2"),
    (re.compile(r"^(how (?:many|much) (?:(?! if ).)*?) would " + _ABLE_SUBJ + r"be able to (?=[a-z])"), r"\1 could \2"),
    (re.compile(r"^(how (?:many|much) (?:(?! if ).)*?) (?:is|are) " + _ABLE_SUBJ + r"able to (?=[a-z])"), r"\1 can \2"),
    (re.compile(r"^(how (?:many|much) (?:(?! if ).)*?) (?:was|were) " + _ABLE_SUBJ + r"able to (?=[a-z])"), r"\1 did \2"),
)

# Session 19 (helper `qforms`): general wordings of questions the reader answers in another
# wording, rewritten to that wording so that every guard of the query kind applies.
# * The present perfect asks what was done up to now, which is what the simple past asks of a
#   story: 'how many pies have Tom and Ann baked (altogether)' = 'how many pies did Tom and Ann
#   bake', 'how much money has she saved so far' = 'how much money did she save' ('so far' after
#   a perfect is the time of the question itself). Only participles of the question verbs
#   (lexicon.BASE_FORMS) whose base is unambiguous; never 'have / own / get / keep' ('how many
#   apples has he got' is a holding) nor 'left' ('how many has he left' is what remains), never
#   the past perfect ('had he eaten' is before a time), a passive ('have been sold') or a
#   negated or conditioned subject span.
# * 'combine to V' closing a question asks the verb total: 'how many pounds did the two friends
#   combine to lose' = 'how many pounds did the two friends lose in total'. Only of a plural
#   subject (a list with 'and', 'they', 'the N friends', 'both of them'); 'did Ray combine to
#   lose' is left as written.
# * A label compared with another of its kind may drop the repeated preposition: 'on saturday
#   than sunday' = 'on saturday than on sunday', 'at lunch than dinner', 'in the morning than
#   afternoon'. Labels of two kinds are left as written (and refused by the reader).
# * A passive by-agent total: 'find the total number (amount) of marks scored by the three
#   students' = 'how many marks did the three students score in total'.
# * 'how much of his money (his savings) does he have left' = 'how much money does he have left'.
_PERFECT_SKIP = frozenset({"have", "own", "get"})
_PERFECT_IRREGULAR = {
    "buy": ("bought",), "find": ("found",), "catch": ("caught",), "win": ("won",), "make": ("made",),
    "grow": ("grown",), "bring": ("brought",), "draw": ("drawn",), "write": ("written",),
    "knit": ("knitted",), "build": ("built",), "eat": ("eaten",), "lose": ("lost",), "sell": ("sold",),
    "drop": ("dropped",), "break": ("broken",), "drink": ("drunk",), "spend": ("spent",), "pay": ("paid",),
    "read": ("read",), "run": ("run",), "swim": ("swum",), "drive": ("driven",), "ride": ("ridden",),
    "jog": ("jogged",), "grab": ("grabbed",), "sew": ("sewn", "sewed"), "feed": ("fed",),
    "travel": ("traveled", "travelled"), "fly": ("flown",), "sleep": ("slept",), "see": ("seen",),
    "spot": ("spotted",), "throw": ("thrown",), "skip": ("skipped",), "teach": ("taught",),
    "mow": ("mowed", "mown"), "shoot": ("shot",),
}


def _participle_bases() -> dict[str, str]:
    """Past participle -> base word, of the one-word question verbs (lexicon.BASE_FORMS)."""
    seen: dict[str, set[str]] = {}
    for base in lx.BASE_FORMS:
        if " " in base or base in _PERFECT_SKIP:
            continue
        if base in _PERFECT_IRREGULAR:
            forms = _PERFECT_IRREGULAR[base]
        elif base.endswith("e"):
            forms = (base + "d",)
        elif base.endswith("y") and base[-2] not in "aeiou":
            forms = (base[:-1] + "ied",)
        else:
            forms = (base + "ed",)
        for f in forms:
            seen.setdefault(f, set()).add(base)
    return {f: next(iter(b)) for f, b in seen.items() if len(b) == 1}


PARTICIPLE_BASE = _participle_bases()
_PP = "|".join(sorted(map(re.escape, PARTICIPLE_BASE), key=lambda w: (-len(w), w)))
_PERFECT_SUBJ = (r"((?:(?!(?:has|have|had|if|not|never|been|being|be|is|are|was|were|do|does|did|will|would|can|could"
                 r"|left|got|kept)\b)[^ ]+ ){1,5}?)")
_PERFECT_Q = re.compile(r"^(how (?:many|much)(?: (?!(?:has|have|had|if)\b)[^ ]+)*?) (?:has|have) " + _PERFECT_SUBJ
                        + r"(?:already |just |now )?(" + _PP + r")(?= |$)((?:(?! if ).)*?)(?: so far)?$")
_LABEL_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_LABEL_MEALS = "breakfast|lunch|dinner"
_LABEL_PARTS = "morning|afternoon|evening"
_COMBINE_BASES = "|".join(sorted((b for b in lx.BASE_FORMS if " " not in b and b not in _PERFECT_SKIP),
                                 key=lambda w: (-len(w), w)))
_BY_AGENT = re.compile(r"^(?:calculate|find|determine|compute|what is|what 's|what was) the (?:total|combined) "
                       r"(?:number|amount) of ((?:(?!(?:that|which|by|if)\b)[^ ]+ ){1,4}?)(" + _PP + r") by "
                       r"((?:(?!(?:if|than|more|each|per|in|on|at)\b)[^ ]+ ?){1,6})$")

# * An agentless passive difference across labels: 'how many more raffle tickets were sold on
#   saturday than on sunday' asks the one doer's difference (Category.Q_DIFF_DAY with no owner;
#   reader._passive_doer names the doer only when one owner does every event of the verb and no
#   other owner is in the story, else it refuses).
_TEMPLATES += (
    (Category.Q_DIFF_DAY, "how many more {U:u} (?:were|was) (?P<pv>" + _PP + ") (?P<l1>" + _QDAY + ") than (?P<l2>"
     + _QDAY + ")(?: (?:were|was))?"),
)

# * What is not yet done: 'how many sweet potatoes are not yet sold', 'have not been sold', 'are
#   still unsold' asks what is left (Category.Q_REMAIN) when every decrease of the noun in the
#   story is of that verb (reader._not_yet_done): beside a gift, a meal or a loss, what is not sold
#   is more than what is left, and the question refuses. A part named by the predicate ('1/4 of
#   the cars are sold') is no sale event, so it refuses too.
_TEMPLATES += (
    (Category.Q_REMAIN, "how many {U:u} (?:are|were|is|was) (?:still )?not (?:yet )?(?P<npv>" + _PP + ")(?: yet)?"),
    (Category.Q_REMAIN, "how many {U:u} (?:have|has) (?:still )?not (?:yet )?been (?P<npv>" + _PP + ")(?: yet)?"),
    (Category.Q_REMAIN, "how many {U:u} (?:are|were|remain|remained) (?:still )?(?P<unsold>unsold)"),
)


def _by_agent(m: re.Match) -> str:
    """The active question of a passive by-agent total; 'amount of' only of money or a plural noun
    ('the amount of milk produced' names no unit: left as written)."""
    noun, verb, agent = m.group(1).strip(), PARTICIPLE_BASE[m.group(2)], m.group(3).strip()
    if noun == "money":
        return f"how much money did {agent} {verb} in total"
    if " amount of " in m.group(0) and not (noun.endswith("s") and not noun.endswith("ss")):
        return m.group(0)
    return f"how many {noun} did {agent} {verb} in total"


_QNORM += (
    (_PERFECT_Q, lambda m: f"{m.group(1)} did {m.group(2)}{PARTICIPLE_BASE[m.group(3)]}{m.group(4)}"),
    (re.compile(r"^(how (?:many|much) (?:(?! if ).)+? (?:did|do|will) (?:(?! if ).)+? and (?:(?! if ).)+?|how (?:many|much) "
                r"(?:(?! if ).)+? (?:did|do|will) (?:they|we|you|the <n\d+> [a-z]+s|all <n\d+> of them|the <n\d+> of them|both of them)) "
                r"(?:combine|combined) to (" + _COMBINE_BASES + r")$"), r"\1 \2 in total"),
    (re.compile(r"\b(on|during) (" + _LABEL_DAYS + r") than (" + _LABEL_DAYS + r")\b"), r"\1 \2 than \1 \3"),
    (re.compile(r"\b(at|for|during) (" + _LABEL_MEALS + r") than (" + _LABEL_MEALS + r")\b"), r"\1 \2 than \1 \3"),
    (re.compile(r"\bin the (" + _LABEL_PARTS + r") than (?:the )?(" + _LABEL_PARTS + r")\b"), r"in the \1 than in the \2"),
    (_BY_AGENT, lambda m: _by_agent(m)),
    (re.compile(r"^how much of (?:his|her|their|@[a-z][\w\-]* 's) (?:money|savings) (does|did|do|will) ((?:(?! if ).)+?) have (left|remaining|left over)$"),
     r"how much money \1 \2 have \3"),
)

# Aggregate markers ('altogether', 'in total', 'combined', ...) say that the answer is a sum;
# where they stand in the question carries no structure ('how many cookies altogether did A ,
# B , and C bring', 'how many combined feet did they walk', 'how many books in total do A and B
# have together'). They are gathered into one ' in total' at the end of the question proper
# (before a trailing 'if' condition, whose own markers are left alone: 'if he spent $30 in
# total' is a restatement, not a payment). Comparisons ('more', 'than') are left as written.
_AGG = r"(?:all together|altogether|in total|in all|total|combined|together)"
_Q_AUX = r"(?:do|does|did|will|would|can|could|are|were|is|was|has|have|had|should|must)"
_AGG_RULES = (
    (re.compile(rf"^{_AGG}(?: ,)? (?=how )"), ""),                           # 'altogether , how many'
    (re.compile(r"^how (many|much) (?:combined|total) (?=[a-z])"), r"how \1 "),  # 'how many combined feet'
    (re.compile(rf" , {_AGG} ,(?= )"), ""),                                  # 'how many hours , in total , did'
    # 'how many cookies altogether did', 'how many cups of flour in total does'
    (re.compile(rf"^(how (?:many|much)(?: (?!(?:{_Q_AUX}|in|all)\b)[a-z][a-z\-]*){{0,4}}) {_AGG}(?= {_Q_AUX} )"), r"\1"),
    (re.compile(rf"(?: ,)?(?: {_AGG})+$"), ""),                              # trailing markers
)
_COMPARING = re.compile(r"\b(?:more|fewer|less|than|each|per|average)\b")


def gather_aggregates(shape: str) -> str:
    """'how many cookies altogether did A and B bring to school' -> 'how many cookies did A and
    B bring to school in total': every aggregate marker of the question proper moved to its end."""
    start = re.search(r"(?:^|(?<=, ))(?:(?:" + _AGG + r")(?: ,)? )?(?:how (?:many|much) |" + _ASK_WHAT
                      + r" the (?:total|combined) (?:number|amount) of )", shape)
    if start is None:
        return shape
    cut = shape.find(" if ", start.start())
    end = len(shape) if cut < 0 else cut
    head, question, tail = shape[:start.start()], shape[start.start():end], shape[end:]
    if _COMPARING.search(question):
        return shape
    found = False
    for rx, rep in _AGG_RULES:
        question, n = rx.subn(rep, question)
        found = found or n > 0
    return head + question + (" in total" if found else "") + tail


def normalize_question(shape: str) -> str:
    """Remove question fillers that carry no structure (', in dollars ,', a leading 'so ,') and
    gather the aggregate markers at the question's end."""
    for rx, rep in _QNORM:
        shape = rx.sub(rep, shape)
    return gather_aggregates(shape)


def _required_literals(pattern) -> tuple[tuple[str, ...], ...]:
    """What every match of `pattern` must contain, as a conjunction of alternatives: each entry is
    a tuple of literal strings (two characters or more) at least one of which is in the match.

    Walks the parsed pattern along the parts that always take part in a match: the top-level
    sequence, groups, repeats of at least one, and alternations whose every branch contributes a
    string; classes, optional parts and lookarounds add nothing. A pattern with case folding gets
    no conditions (a string is tested by exact substring). The conditions are necessary only, so
    a clause that fails one cannot match. `pattern` is a pattern string or one parsed already
    (re._parser.parse), which the walk leaves unchanged."""
    parsed = _sre_parser.parse(pattern) if isinstance(pattern, str) else pattern
    if parsed.state.flags & re.IGNORECASE:
        return ()

    def walk(seq) -> list[tuple[str, ...]]:
        conds: list[tuple[str, ...]] = []
        cur: list[str] = []

        def flush() -> None:
            if len(cur) >= 2:
                conds.append(("".join(cur),))
            cur.clear()

        for op, av in seq:
            if op is _sre.LITERAL:
                cur.append(chr(av))
                continue
            flush()
            if op is _sre.SUBPATTERN and not (av[1] & re.IGNORECASE):
                conds.extend(walk(av[3]))
            elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT) and av[0] >= 1:
                conds.extend(walk(av[2]))
            elif op is _sre.BRANCH:
                best = []
                for alt in av[1]:
                    single = [c[0] for c in walk(alt) if len(c) == 1]
                    if not single:
                        break
                    best.append(max(single, key=len))
                else:
                    conds.append(tuple(sorted(set(best))))
        flush()
        return conds

    found = set(walk(parsed))
    # the most selective first: single long strings before alternatives
    return tuple(sorted(found, key=lambda c: (len(c), -min(map(len, c)), c)))


def _pattern(template: str) -> str:
    """The full regex text of a template: its placeholders expanded."""
    return _tpl(template.replace("{W1}", _W).replace("{TAILX}", _TAIL))


# Session 15, import time: the expanded patterns total about 21 MB of regex text, over 90 % of it
# the stop-word lookaheads of the free-slot words (`(?!(?:<several hundred words>)\b)`, one copy
# per slot word), and parsing them took about 16 s of every import. A lookahead contributes
# nothing to the required literals (`_required_literals` skips assertions), so the literals are
# taken from a *skeleton* of the pattern in which each such lookahead is replaced by the one-word
# lookahead `(?!x)`: a complete assertion group replaced by another one leaves the walk, and so
# the conditions, unchanged (tests/math/test_recognize_prefilter.py checks them against the full
# patterns). The skeletons total about 1.5 MB and parse in under a second. The full regex of a
# template is compiled the first time a clause passes its prefilter and its loose regex
# (`_regex`, `_loose`), so one problem compiles only the few templates its clauses could match.
_SLOT_LOOKAHEADS = tuple(sorted({w[:w.index(r"\b)[a-z]") + 3] for w in (_W, _WN, _WD, _WDN, _VD, _WT)}
                                | {"(?!(?:" + _STOP + r")\b)"}, key=lambda s: (-len(s), s)))


def _skeleton(pattern: str, stand_in: str = "(?!x)") -> str:
    """`pattern` with every stop-word lookahead of a slot word replaced by `stand_in`."""
    for lookahead in _SLOT_LOOKAHEADS:
        pattern = pattern.replace(lookahead, stand_in)
    return pattern


def _template_literals(template: str) -> tuple[tuple[str, ...], ...]:
    """The required literals of a template, from its skeleton."""
    return _required_literals(_skeleton(_pattern(template)))


# Session 17, reading time: parsing the full pattern was about 85 % of reading the train file
# (about 60 ms of pure-Python `re` parsing per template, almost all of it the stop-word lookaheads;
# code generation is a sixth of it). The full regex is now compiled from the *skeleton* parse, in
# which each slot lookahead stands as a one-character lookahead naming its variant (a private-use
# code point; the patterns are ASCII, so no other lookahead is taken for one), and each stand-in node of the parse tree is replaced by the
# parse of its lookahead, parsed once at import. The spliced tree is the tree the full pattern
# parses to, so the compiled code is the same, instruction for instruction
# (tests/math/test_recognize_prefilter.py compares the code arrays).
_STAND_INS = tuple(chr(0xE000 + k) for k in range(len(_SLOT_LOOKAHEADS)))
_LOOKAHEAD_NODES = {ord(c): _sre_parser.parse(la).data[0] for c, la in zip(_STAND_INS, _SLOT_LOOKAHEADS)}


def _marked_skeleton(pattern: str) -> str:
    """`pattern` with each slot lookahead replaced by the one-character lookahead of its stand-in."""
    for lookahead, c in zip(_SLOT_LOOKAHEADS, _STAND_INS):
        pattern = pattern.replace(lookahead, "(?!" + c + ")")
    return pattern


def _splice_lookaheads(sub) -> None:
    """Replace, in place, every stand-in lookahead of a parsed skeleton by its lookahead's parse."""
    data = sub.data
    for j, (op, av) in enumerate(data):
        if op is _sre.ASSERT_NOT:
            inner = av[1].data
            if len(inner) == 1 and inner[0][0] is _sre.LITERAL and inner[0][1] in _LOOKAHEAD_NODES:
                data[j] = _LOOKAHEAD_NODES[inner[0][1]]
            else:
                _splice_lookaheads(av[1])
        elif op is _sre.ASSERT:
            _splice_lookaheads(av[1])
        elif op is _sre.SUBPATTERN:
            _splice_lookaheads(av[3])
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
            _splice_lookaheads(av[2])
        elif op is _sre.BRANCH:
            for alt in av[1]:
                _splice_lookaheads(alt)
        elif op is _sre.GROUPREF_EXISTS:
            _splice_lookaheads(av[1])
            if av[2] is not None:
                _splice_lookaheads(av[2])
        elif op is _sre.ATOMIC_GROUP:
            _splice_lookaheads(av)


def _parse_template(template: str):
    """The parse tree of the template's full regex, built from its skeleton (see above)."""
    tree = _sre_parser.parse(_marked_skeleton(_pattern(template)))
    _splice_lookaheads(tree)
    return tree


# Session 21 (lead), reading time: code generation for the spliced tree still walked each
# lookahead's parse again at every one of its uses, about two thirds of compiling a template. The
# lookahead bodies are shared, immutable and without groups, and sre's code for a subpattern does
# not depend on where it is placed (every jump in it is relative), so the code of each body is
# generated once and copied at each use. sre has no hook for this: `_cached_lookahead_code` swaps
# the compiler's recursive `_compile` for the length of one compilation, under a lock, for a
# wrapper that copies the cached code of those bodies and defers to the original for every other
# subpattern (a regex another thread compiles meanwhile gets exactly the code it would get). On a
# Python whose compiler has no `_compile` the context does nothing: only speed depends on it.
# Law: the code is the same with and without the cache (tests/math/test_recognize_prefilter.py).
_LOOKAHEAD_BODIES = frozenset(id(node[1][1]) for node in _LOOKAHEAD_NODES.values())
_LOOKAHEAD_CODE: dict[tuple[int, int], list[int]] = {}
_SRE_COMPILE_SUB = getattr(_sre_compiler, "_compile", None)
_SRE_SWAP_LOCK = threading.Lock()


def _compile_sub_cached(code: list, pattern, flags: int) -> None:
    """sre's `_compile(code, pattern, flags)`, copying the cached code of a lookahead body."""
    if id(pattern) not in _LOOKAHEAD_BODIES:
        _SRE_COMPILE_SUB(code, pattern, flags)
        return
    fragment = _LOOKAHEAD_CODE.get((id(pattern), flags))
    if fragment is None:
        fragment = []
        _SRE_COMPILE_SUB(fragment, pattern, flags)
        _LOOKAHEAD_CODE[(id(pattern), flags)] = fragment
    code.extend(fragment)


@contextlib.contextmanager
def _cached_lookahead_code():
    """Within the context, sre generates each lookahead body's code once (see above)."""
    if _SRE_COMPILE_SUB is None:
        yield
        return
    with _SRE_SWAP_LOCK:
        _sre_compiler._compile = _compile_sub_cached
        try:
            yield
        finally:
            _sre_compiler._compile = _SRE_COMPILE_SUB


def _loose_tree(sub):
    """A copy of a parsed marked skeleton without its stand-in lookaheads: the parse of the loose
    regex. Dropping a negative lookahead only removes a condition from each path through the
    pattern, so every string the full regex matches, the loose one matches too: a clause it
    rejects is rejected by the full regex, and only the clauses it accepts need the full regex
    (and its compilation). Session 21: the loose tree is copied from the marked parse the full
    regex is spliced from, so each template is parsed once."""
    data = []
    for op, av in sub.data:
        if op is _sre.ASSERT_NOT:
            inner = av[1].data
            if len(inner) == 1 and inner[0][0] is _sre.LITERAL and inner[0][1] in _LOOKAHEAD_NODES:
                continue
            data.append((op, (av[0], _loose_tree(av[1]))))
        elif op is _sre.ASSERT:
            data.append((op, (av[0], _loose_tree(av[1]))))
        elif op is _sre.SUBPATTERN:
            data.append((op, (av[0], av[1], av[2], _loose_tree(av[3]))))
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
            data.append((op, (av[0], av[1], _loose_tree(av[2]))))
        elif op is _sre.BRANCH:
            data.append((op, (av[0], [_loose_tree(alt) for alt in av[1]])))
        elif op is _sre.GROUPREF_EXISTS:
            data.append((op, (av[0], _loose_tree(av[1]), None if av[2] is None else _loose_tree(av[2]))))
        elif op is _sre.ATOMIC_GROUP:
            data.append((op, _loose_tree(av)))
        else:
            data.append((op, av))
    return _sre_parser.SubPattern(sub.state, data)


# Session 16 (helper sumref): comparisons whose referent is a sum of two or more listed owners'
# holdings of one noun: 'Tory baked half as many cookies as Jake and Clementine combined',
# 'A great white shark has double the sum of teeth of a tiger shark and a hammerhead shark',
# 'Val has twice the combined points of Max and Dulce', 'Alayah has 40 more eggs than Kelsey and
# Stephanie combined', 'Ann has 5 more than twice as many as Tom and Bob together'. The list is
# a sum only when a marker says so: 'as many as Jake and Clementine' (without 'combined' /
# 'together' / 'the sum of') may compare with each of them, and stays unread. The facts are the
# plain relate_mult / relate_add / relate_affine facts with the referents kept as a list in
# `other` ('@jake|@clementine'), resolved one by one (graph.resolve_fact); reader._sum_referents
# checks whom the sum is of and both readings add the referents' holdings (solver).
# ('in total' / 'altogether' are not taken: 'picked twice as many as Tom and Bob in total' may
# say what the subject picked in total)
_SUMMED = r"(?:combined|together|put together|all together|combined together)"
_SUM_LIST = _OWNER_LIST + "(?:" + _AUX_VERB + ")? " + _SUMMED
_SUM_OF = (r"(?:the sum of|the total of|the combined number of|the total number of|the combined|the combined total of)"
           r"(?: the)?(?: {U:u})?(?: of)? " + _OWNER_LIST + "(?: " + _SUMMED + ")?")
_TEMPLATES += (
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as many(?: {U:u})? as " + _SUM_LIST),
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " as much (?P<money>money )?as " + _SUM_LIST),
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " (?:of )?" + _SUM_OF),
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " " + _QTY_OF + " {U:u} (?:that |as )?" + _SUM_LIST),
    # 'Frank picked three times the number that Betty and Bill picked combined': no noun, the
    # referents' own verb closes the clause before the marker
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " the (?:number|amount) (?:that|as) " + _OWNER_LIST + _AUX_VERB + " " + _SUMMED),
    # possessives of named owners: 'twice the sum of Tom 's and Bob 's apples', 'half of the sum
    # of Fiona and Shirley 's math questions' (the names only: injectors._compare_sum)
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " (?:of )?the (?:sum|total) of (?P<plist>@[a-z][\\w\\-]*(?: 's)?"
     "(?: , @[a-z][\\w\\-]*(?: 's)?)*(?: ,)? and @[a-z][\\w\\-]*) 's {U:u}"),
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less)(?: {U:u2})? than the (?:sum|total) of (?P<plist>@[a-z][\\w\\-]*(?: 's)?"
     "(?: , @[a-z][\\w\\-]*(?: 's)?)*(?: ,)? and @[a-z][\\w\\-]*) 's {U:u}"),
    # 'ten times the total number of candy bars Fred and Uncle Bob have': 'total' / 'combined'
    # marks the sum, the referents' verb closes the reduced relative
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " " + _TIMESF + " the (?:total|combined) number of {U:u} (?:that )?" + _OWNER_LIST + _AUX_VERB),
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less)(?: {U:u})? than " + _SUM_LIST),
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less)(?: {U:u2})? than " + _SUM_OF),
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less)(?: {U:u})? than " + _TIMES
     + " as many(?: {U:u2})? as " + _SUM_LIST),
    (Category.COMPARE_SUM, "{PRE}{O:o} " + _HG_V + " {N:n} (?P<dir>more|fewer|less)(?: {U:u2})? than " + _TIMES
     + " " + _SUM_OF),
    # stated sums of a measure (read like 'they have a total of N X', injectors._sum_stated checks
    # that the unit measures the named dimension): 'The combined weight of Tom and Ann is 150
    # pounds', 'Their combined height is 92 inches', 'Tamara and Kim have a combined height of 92
    # inches', 'Together their heights equal 112 centimeters', 'They weigh 50 pounds together'
    (Category.SUM_STATED, "{PRE}the (?:combined|total) (?P<dim>weight|height|length) of " + _OWNER_LIST + " (?:is|was) {N:n} {U:u}"),
    (Category.SUM_STATED, "{PRE}their (?:combined|total) (?P<dim>weight|height|length) (?:is|was) {N:n} {U:u}"),
    (Category.SUM_STATED, "{PRE}" + _OWNER_LIST + " (?:have|had) a (?:combined|total) (?P<dim>weight|height|length) of {N:n} {U:u}"),
    (Category.SUM_STATED, "{PRE}together(?: ,)? their (?P<dim>weights|heights|lengths) (?:equal|total|add up to|are) {N:n} {U:u}"),
    (Category.SUM_STATED, "{PRE}(?:together(?: ,)? )?they (?P<dim>weigh) {N:n} {U:u}(?: together| combined| in total)?"),
    (Category.SUM_STATED, "{PRE}" + _OWNER_LIST + " (?P<dim>weigh) {N:n} {U:u} (?:together|combined)"),
    # measures compared as the sides of such a sum often are (injectors._compare_measure checks
    # that the unit measures the named dimension): 'Kirill is 14 less centimeters in height than
    # his brother', 'Antoinette weighs 7 less kilograms than twice Rupert 's weight', 'Tamara is 3
    # times Kim 's height less 4 inches'
    (Category.COMPARE_MEASURE, "{PRE}{O:o} (?:is|was) {N:n} (?P<dir>less|more) {U:u} in (?P<dim>height|length) than {O:o2}(?: is| was)?"),
    (Category.COMPARE_MEASURE, "{PRE}{O:o} (?P<dim>weighs|weighed) {N:n} (?P<dir>less|more) {U:u} than {O:o2}(?: does| did)?"),
    (Category.COMPARE_MEASURE, "{PRE}{O:o} (?P<dim>weighs|weighed) {N:n} (?P<dir>less|more) {U:u} than " + _TIMESF + " (?P<o2>@[a-z][\\w\\-]*) 's weight"),
    (Category.COMPARE_MEASURE, "{PRE}{O:o} (?:is|was) " + _TIMESF + " (?P<o2>@[a-z][\\w\\-]*) 's (?P<dim>height|length|weight) (?P<dir>less|minus|more|plus) {N:n} {U:u}"),
    # a stated total that is k times the sum of listed owners' holdings: 'Three times the sum of
    # marbles that Atticus , Jensen , and Cruz have is equal to 60' (Fact.scale; the sum is 60 / 3)
    (Category.SUM_STATED, "{PRE}" + _TIMESF + " the sum of (?:the )?{U:u} (?:that )?" + _OWNER_LIST + " (?:have|own) (?:is|was) (?:equal to )?{N:n}"),
    (Category.SUM_STATED, "{PRE}" + _TIMESF + " the sum of (?:the )?{U:u} of " + _OWNER_LIST + " (?:is|was) (?:equal to )?{N:n}"),
    # 'How many more squares does Pedro have than both Jesus and Linden combined?': the difference
    # between one owner's holding and the sum of the listed ones, as they stand at the question
    (Category.Q_DIFF_SUM, "how many (?P<dir>more|fewer) {U:u} (?:does|did|do|will) {O:o} have than (?:both )?" + _SUM_LIST),
    (Category.Q_DIFF_SUM, "how much (?P<dir>more|less) money (?:does|did|do|will) {O:o} have than (?:both )?" + _SUM_LIST),
    # ... and what they did: 'How many more points did Ann score than Tom and Bob combined?'
    (Category.Q_DIFF_SUM, "how many (?P<dir>more) {U:u} (?:did|does|do|will) {O:o} (?P<v>" + _alt(k for k in lx.BASE_FORMS if " " not in k and lx.BASE_FORMS[k] not in ("have", "own")) + ") than (?:both )?" + _OWNER_LIST + "(?: did| do| does)? " + _SUMMED),
    (Category.Q_DIFF_SUM, "how much more (?P<money>money )?(?:did|does|will|do) {O:o} (?P<v>earn|make|spend|save|raise|receive|get) than (?:both )?" + _OWNER_LIST + "(?: did| do| does)? " + _SUMMED),
)


# Session 16 (`inverse`): a comparison stated of two possessed counts, 'the number of Bennett 's
# brothers is twice / 2 more than / 2 less than twice the number of Aaron 's brothers', is the
# plain comparison of the two owners' holdings of that noun (read forward, or solved for the
# referent when the related count is stated). The two nouns must be the same word (a
# backreference: 'the number of Tom 's pens is twice the number of Ann 's pencils' stays unread)
# and both sides possessed by a name or owner; 'what is the number of Aaron 's brothers' asks
# that holding, as 'how many brothers does Aaron have'.
_TEMPLATES += (
    (Category.COMPARE_MULT, "{PRE}the number of {O:o} 's {U:u} is " + _TIMES + " the number of {O:o2} 's (?P=u)"),
    (Category.COMPARE_ADD, "{PRE}the number of {O:o} 's {U:u} is {N:n} (?P<dir>more|fewer|less) than the number of {O:o2} 's (?P=u)"),
    (Category.COMPARE_AFFINE, "{PRE}the number of {O:o} 's {U:u} is {N:n} (?P<dir>more|fewer|less) than " + _TIMES
     + " the number of {O:o2} 's {U:u2}"),
    (Category.Q_HOLDING, "what is the number of {O:o} 's {U:u}"),
)

# Session 18 (`share`): sharing and distribution verbs that hand a stated amount on (lexicon
# SHARE_WITH, LET_HAVE, DISTRIBUTE; lemma 'give'), read as the giving categories are:
#   'Tom shares 5 apples with his sister'            -> TRANSFER (5 leave Tom, 5 reach her)
#   'Andrew shares half of his balloons with Ann'    -> TRANSFER_PART
#   'Tom shares 2 apples with each of his 3 friends' -> TRANSFER_EACH (6 leave Tom)
#   'He lets his sister have 1/3 of them / 4 apples' -> TRANSFER_PART / TRANSFER
#   'She distributes 20 flyers to her neighbours'   -> TRANSFER ('to' only)
# 'lets ... have' takes no trailing phrase but a time label: 'lets his sister have 5 apples for
# a week' lends them (back after the week?), which a filler would drop.
# Only a count or a part is read: 'shares his apples with his sister' (how many?), 'shares the
# 10 apples with his sister' (all 10 given, or 10 split between the two?) and any 'equally' /
# 'evenly' ('shares 10 apples equally with her': 5 each) match no template and stay unread, as
# do 'split(s) ... with' and 'shares ... among / between' (the sharer may keep a share). An equal
# share among a counted group is reader._share_among's (also as a statement before the question).
# no 'equally' / 'evenly' / 'fairly' anywhere in the clause (a noun phrase would take it in:
# 'shares 10 apples equally with his sister' is 5 each, not 10 given)
_NOT_EVEN = r"(?!.*\b(?:equally|evenly|fairly|equal|even)\b)"
_SHARE_V = _v("v", lx.SHARE_WITH)
_LET_V = _v("v", lx.LET_HAVE)
_DISTRIBUTE_V = _v("v", lx.DISTRIBUTE)
_TEMPLATES += (
    (Category.TRANSFER, _NOT_EVEN + "{PRE}{O:o} " + _SHARE_V + " (?:another )?{N:n} {U:u} with {O:o2}{FILL}"),
    (Category.TRANSFER, _NOT_EVEN + "{PRE}{O:o} " + _SHARE_V + " {N:n} of (?:his|her|their) {U:u} with {O:o2}{FILL}"),
    (Category.MONEY_TRANSFER, _NOT_EVEN + "{PRE}{O:o} " + _SHARE_V + " (?:another )?{M:n} with {O:o2}{FILL}"),
    (Category.TRANSFER_PART, _NOT_EVEN + "{PRE}{O:o} " + _SHARE_V + " {K:k} (?:of )?" + _PART_HELD + " with {O:o2}{FILL}"),
    # 'with him / her' (the object pronouns, as _RECIPIENT takes them after 'gives')
    (Category.TRANSFER, _NOT_EVEN + "{PRE}{O:o} " + _SHARE_V + " (?:another )?{N:n} {U:u} with (?P<o2>him|her){FILL}"),
    (Category.MONEY_TRANSFER, _NOT_EVEN + "{PRE}{O:o} " + _SHARE_V + " (?:another )?{M:n} with (?P<o2>him|her){FILL}"),
    (Category.TRANSFER_PART, _NOT_EVEN + "{PRE}{O:o} " + _SHARE_V + " {K:k} (?:of )?" + _PART_HELD + " with (?P<o2>him|her){FILL}"),
    (Category.TRANSFER_EACH, _NOT_EVEN + "{PRE}{O:o} " + _SHARE_V + " {N:n} {U:u} (?:each )?with each of (?:the|his|her|their) {N:m} {U:u2}{FILL}"),
    (Category.TRANSFER, _NOT_EVEN + "{PRE}{O:o} " + _LET_V + " " + _RECIPIENT + " have (?:another )?{N:n} {U:u}" + _TAIL),
    (Category.TRANSFER, _NOT_EVEN + "{PRE}{O:o} " + _LET_V + " " + _RECIPIENT + " have {N:n} of (?:his|her|their) {U:u}" + _TAIL),
    (Category.MONEY_TRANSFER, _NOT_EVEN + "{PRE}{O:o} " + _LET_V + " " + _RECIPIENT + " have (?:another )?{M:n}" + _TAIL),
    (Category.TRANSFER_PART, _NOT_EVEN + "{PRE}{O:o} " + _LET_V + " " + _RECIPIENT + " have {K:k} (?:of )?" + _PART_HELD + "" + _TAIL),
    (Category.TRANSFER, _NOT_EVEN + "{PRE}{O:o} " + _DISTRIBUTE_V + " (?:another )?{N:n} {U:u} to {O:o2}{FILL}"),
    (Category.TRANSFER_EACH, _NOT_EVEN + "{PRE}{O:o} " + _DISTRIBUTE_V + " {N:n} {U:u} (?:each )?to each of (?:the|his|her|their) {N:m} {U:u2}{FILL}"),
)

# Session 18 (helper `measure`): questions that combine a measured attribute of several holders.
# One attribute is asked in any of its forms: the noun ('their total weight', 'the combined height
# of A and B', 'the sum of their lengths'), the verb ('how many pounds do A and B weigh
# together', 'how much do they weigh in total'), the comparative ('how much heavier is A than B',
# 'how much more does A weigh than B') or a difference named by the noun ('the difference in
# height between A and B', 'the height difference between ...'). Each names its dimension in the
# slot `dim` (or `adj`); the injectors tag the query verb 'dim:<dimension>' and the reader
# (reader._measured_query) checks that the text states that dimension and no other, that the
# unit asked is one of it (else it is the one unit of it stated), and that no measured stuff
# ('20 pounds of apples') is held beside the holders' measures. Only the present tense is read
# ('what was their total weight' asks another time and stays unread); the verb form needs an
# aggregate marker ('how much do A and B weigh' may ask each weight) -- gather_aggregates turns
# 'together / combined / altogether' into the closing 'in total'.
_MDIM = r"(?P<dim>weight|height|length)s?"
# 'what was' (slot `was`) is read only of a story told in the past (reader._measured_query)
_MASK = r"(?:what is|what 's|(?P<was>what was)|calculate|find|determine|compute)"
_IN_MU = r"(?: now)?(?:(?: ,)? in {U:u})?"
_TEMPLATES += (
    (Category.Q_SUM_OWNERS, _MASK + " (?P<they>their) (?:total|combined) " + _MDIM + _IN_MU),
    (Category.Q_SUM_OWNERS, _MASK + " the (?:total|combined) " + _MDIM + " of (?:" + _OWNER_LIST + "|(?P<they>them)(?: (?:both|all))?)" + _IN_MU),
    (Category.Q_SUM_OWNERS, _MASK + " the sum of (?P<they>their) " + _MDIM + _IN_MU),
    (Category.Q_SUM_OWNERS, _MASK + " the sum of the " + _MDIM + " of " + _OWNER_LIST + _IN_MU),
    (Category.Q_SUM_OWNERS, "how many {U:u} do (?:" + _OWNER_LIST + "|(?P<they>they)) (?P<dim>weigh) in total"),
    (Category.Q_SUM_OWNERS, "how much do (?:" + _OWNER_LIST + "|(?P<they>they)) (?P<dim>weigh) in total(?:(?: ,)? in {U:u})?"),
    (Category.Q_DIFFERENCE, "how much (?P<adj>heavier|lighter|taller|shorter|longer) (?:is|are|(?P<was>was|were)) {O:o} than {O:o2}(?: is| are| was| were)?" + _IN_MU),
    (Category.Q_DIFFERENCE, "how much (?:(?P<more>more)|(?P<fewer>less)) (?:does|do) {O:o} (?P<dim>weigh) than {O:o2}(?: does| do)?" + _IN_MU),
    (Category.Q_DIFFERENCE, "how many (?:(?P<more>more)|(?P<fewer>fewer|less)) {U:u} (?:does|do) {O:o} (?P<dim>weigh) than {O:o2}(?: does| do)?(?: now)?"),
    (Category.Q_DIFFERENCE, _MASK + " the (?P<agediff>difference) in " + _MDIM + " between {O:o} and {O:o2}" + _IN_MU),
    (Category.Q_DIFFERENCE, _MASK + " the (?P<dim>weight|height|length) (?P<agediff>difference) between {O:o} and {O:o2}" + _IN_MU),
    (Category.Q_DIFFERENCE, _MASK + " the (?P<agediff>difference) between {O:o} 's (?P<dim>weight|height|length) and {O:o2} 's (?P=dim)" + _IN_MU),
    (Category.Q_DIFFERENCE, _MASK + " the (?P<agediff>difference) between the " + _MDIM + " of {O:o} and {O:o2}" + _IN_MU),
    # a counted group of things named by their noun ('the combined height of the 3 rockets', 'the
    # total length of the 2 ropes together'): a sum over 'they' with the count (Fact.group) and the
    # noun (unit2 'group:<noun>'), which reader._measured_query checks against every holder
    (Category.Q_SUM_OWNERS, _MASK + " the (?:total|combined) " + _MDIM + " of (?P<they>the) {N:g} (?P<gnoun>[a-z]+s)(?: together| combined| altogether| in total)?" + _IN_MU),
    # the aggregate marker after the noun phrase ('what is the weight of A and B combined', 'their
    # height in total'), two possessed measures summed ('the sum of A 's weight and B 's weight')
    (Category.Q_SUM_OWNERS, _MASK + " the " + _MDIM + " of (?:" + _OWNER_LIST + "|(?P<they>them)(?: (?:both|all))?) (?:combined|together|altogether|in total)" + _IN_MU),
    (Category.Q_SUM_OWNERS, _MASK + " (?P<they>their) " + _MDIM + " (?:combined|together|altogether|in total)" + _IN_MU),
    (Category.Q_SUM_OWNERS, _MASK + " the (?:sum|total) of {O:o} 's (?P<dim>weight|height|length) and {O:o2} 's (?P=dim)" + _IN_MU),
    # 'by how much is A heavier than B', 'by how many inches is A taller than B'
    (Category.Q_DIFFERENCE, "by how much (?:is|are|(?P<was>was|were)) {O:o} (?P<adj>heavier|lighter|taller|shorter|longer) than {O:o2}(?: is| are| was| were)?" + _IN_MU),
    (Category.Q_DIFFERENCE, "by how many {U:u} (?:is|are) {O:o} (?P<adj>heavier|lighter|taller|shorter|longer) than {O:o2}(?: is| are)?(?: now)?"),
    (Category.Q_AVERAGE, _MASK + " the average " + _MDIM + " of (?P<they>the) {N:g} (?P<gnoun>[a-z]+s)" + _IN_MU),
    (Category.Q_AVERAGE, _MASK + " (?:(?P<they>their) average (?P<what>weight|length)|the average (?P<what2>weight|length) (?:of|for) (?P<they2>them))" + _IN_MU),
)

# Session 18 (helper `modal`): ability and capacity with a modal. 'Each bus can carry 30
# students', 'a box can hold 12 eggs', 'one row can fit 12 cans', 'he can fit 12 cans in one
# row', '12 eggs can fit in a box' state what one container CAN take: a capacity, never a content
# (the boxes need not be full) and never an event. They inject a `capacity` fact
# (injectors._capacity), which only a capacity question of the same verb, container and content
# reads ('how many students can the buses carry', 'how many eggs can Tom fit in his boxes'; any
# other question over a capacity refuses: reader._capacity_reading). Only the positive present
# ability ('can', 'is / are able to'): 'cannot', 'could (have)', 'up to', 'at most', 'only' and
# other bounds or hedges are not matched (unread). Verbs of taking in only (hold, carry, seat,
# fit, contain, store, accommodate, transport); 'can make / take / eat' are rates or allowances.
CAP_VERBS = {"hold": "hold", "carry": "carry", "seat": "seat", "fit": "fit", "contain": "contain",
             "store": "store", "accommodate": "accommodate", "transport": "transport",
             # passive and intransitive forms of '12 eggs can fit / be stored in a box'
             "be stored": "store", "be carried": "carry", "be held": "hold", "be seated": "seat",
             "be fit": "fit", "be fitted": "fit", "be contained": "contain", "be accommodated": "accommodate",
             "be transported": "transport"}
_CAPV = "(?P<cv>" + "|".join(k for k in CAP_VERBS if " " not in k) + ")"
_CAPV_PASS = "(?P<cv>fit|" + "|".join(k for k in CAP_VERBS if " " in k) + ")"
_CAN = r"(?:can|is able to|are able to)"
_ONE_OUTER = r"(?:each|every|a|an|one)"  # 'in one row' as a literal ('<n1> row') is not read
# every container: 'the', 'all (of) the', a possessive; 'both' (a count of its own), 'these' and
# 'those' (some of them) are left unread
_ALL_OUTER = r"(?:the|all the|all of the|all|all (?:his|her|their)|all of (?:his|her|their)|(?P<poss>his|her|their))"
_IN = r"(?:in|on|into|inside|onto)"
_TEMPLATES += (
    (Category.CAPACITY, "(?:each|every|a|an|one) {U:outer} " + _CAN + " " + _CAPV + " {N:n} {U:inner}(?: at a time| at once)?"),
    (Category.CAPACITY, "(?:the )?{U:outer} (?:can|are able to) " + _CAPV + " {N:n} {U:inner} each(?: at a time| at once)?"),
    (Category.CAPACITY, "{PRE}{O:o} (?:can|is able to|are able to) " + _CAPV + " {N:n} {U:inner} " + _IN + " " + _ONE_OUTER + " {U:outer}"),
    (Category.CAPACITY, _IN + " " + _ONE_OUTER + " {U:outer} , {O:o} (?:can|is able to|are able to) " + _CAPV + " {N:n} {U:inner}"),
    (Category.CAPACITY, "{N:n} {U:inner} can " + _CAPV_PASS + " " + _IN + " " + _ONE_OUTER + " {U:outer}"),
    (Category.Q_CAPACITY, "how many {U:u} (?:can|could) " + _ALL_OUTER + " {U:outer} " + _CAPV + "(?: in total)?"),
    (Category.Q_CAPACITY, "how many {U:u} (?:can|could) {O:o} " + _CAPV + " " + _IN + " " + _ALL_OUTER + " {U:outer}(?: in total)?"),
    (Category.Q_CAPACITY, "how many {U:u} (?:can|could) " + _CAPV_PASS + " " + _IN + " " + _ALL_OUTER + " {U:outer}(?: in total)?"),
)

# Session 14, speed: recognize() tried every template's fullmatch on every clause (about 400 a
# clause, three quarters of the reading time). Each template now carries the literal runs any
# match must contain, and a clause lacking one skips the template without running it. The hits
# are the same by construction (tests/math/test_recognize_prefilter.py checks it against the
# exhaustive loop on every clause the adversarial suite produces). Session 15: a clause that
# passes the literals is tried on the loose regex next (no lookaheads: small and quick to
# compile), and only then on the full one.
# ---- session 20 (`rate20`): rates of time spent at an activity. Session 19 read a span of time
# spent ('she spends 20 minutes reading', an `act` event of lexicon.SPEND_TIME whose unit names the
# activity before the time unit: 'read minute'); a span per period ('she spends 2 hours a day
# reading', 'every morning she spends 5 minutes stretching', 'Mike watches TV for 4 hours every
# day') is the rate of that same unit per period, so the rate chains of both readings multiply it
# by the asked span ('how many hours does she spend reading in 5 days / in a week'). The period
# is one calendar or clock unit, or a part of the day that comes once a day ('every morning',
# 'a night': per day, as RATE_DAILY reads it). Only the present 'spends': a past 'spent 2 hours a
# day' is a habit of some past time the question may not share. The activity is session 19's
# (a gerund phrase or an 'on / at / with' phrase, no literal, no time word, no 'and').
_SPENT_PER = r"(?:(?:a|per|each|every) (?P<t2>second|minute|hour|day|week|month|year)|(?:every|each|a) (?P<t2d>morning|evening|night|afternoon))"
# the object of the activity: up to three words; a capitalised one ('TV', 'Netflix') only first
# (an adverb is no object: 'types continuously for 4 hours per day' is RATE_SPAN_ACT's)
_SPENT_OBJ = rf"(?P<obj>(?![a-z]+ly\b|straight\b|nonstop\b)(?:{_SPENT_W}|@[a-z][a-z\-]*)(?: {_SPENT_W}){{0,2}})"
# session 19's activity, or a gerund before such an object ('watching TV'); never ending in a
# preposition that opens the span ('reading in' + 'a week')
_RATE_ACT = rf"(?P<act>(?:{SPENT_ACTIVITY}|{_SPENT_GER} @[a-z][a-z\-]*(?: {_SPENT_W}){{0,2}})(?<! in)(?<! over)(?<! for)(?<! during))"
# third-person present forms of the activity verbs that take an object of the activity ('watches
# TV', 'practices the piano', 'plays video games'); never 'work' (work spans are wages' time)
_ACT_PRESENT = _alt(f for f, b in lx.RATE_TIME_FORMS.items() if b != "work")
_TEMPLATES += (
    (Category.RATE_TIME_SPENT, "{PRE}{O:o} (?P<v>spends) {N:r} {T:t} " + _SPENT_PER + " " + _RATE_ACT),
    (Category.RATE_TIME_SPENT, "{PRE}{O:o} (?P<v>spends) {N:r} {T:t} " + _RATE_ACT + " " + _SPENT_PER),
    (Category.RATE_TIME_SPENT, _SPENT_PER.replace("(?:a|per|each|every)", "(?:each|every)").replace("(?:every|each|a)", "(?:every|each)")
     + "(?: ,)? {O:o} (?P<v>spends) {N:r} {T:t} " + _RATE_ACT),
    (Category.RATE_TIME_SPENT, "{PRE}{O:o} (?P<vb>" + _ACT_PRESENT + ") " + _SPENT_OBJ + " for {N:r} {T:t} " + _SPENT_PER),
    # questions: the rate total over a span ('in 5 days', 'in a week', 'each week')
    (Category.Q_RATE_TIME_SPENT, "how many {T:t} (?:does|will|would) {O:o} spend " + _RATE_ACT + " (?:in|over) (?:{N:d}|(?P<one>a|an|one)) (?P<tq>second|minute|hour|day|week|month|year)s?(?: in total| altogether)?"),
    (Category.Q_RATE_TIME_SPENT, "how many {T:t} (?:does|will|would) {O:o} spend " + _RATE_ACT + " (?P<one>a|per|each|every) (?P<tq>second|minute|hour|day|week|month|year)"),
    (Category.Q_RATE_TIME_SPENT, "how many {T:t} (?:does|will|would) {O:o} (?P<vb>" + _alt(lx.RATE_TIME_VERBS - {"work"}) + ") " + _SPENT_OBJ + " (?:in|over) (?:{N:d}|(?P<one>a|an|one)) (?P<tq>second|minute|hour|day|week|month|year)s?(?: in total| altogether)?"),
)

# Session 21 (`rate21`): counts per period with verbs that state a count only as a habit
# ('plays 10 songs a day', 'takes 2 pills a day', 'burns 300 calories every day', 'buys 2 coffees
# a day'); present forms only (lx.RATE_COUNT_VERBS), read as RATE_COUNT (injectors._rate_count
# refuses a time unit as the object). Their questions take the bases of lx.RATE_COUNT_BASES with
# `does` / `will` only (`would` / `could` ask a hypothetical).
# Session 21 (`rate21`): a wage with the work it pays for told by a gerund ('makes $10 an hour
# babysitting', 'earns $20 per hour by tutoring', 'earns $2 an hour passing out flyers at the
# town square') or at work ('makes $20 per hour at work / at her job'). The gerund and its object
# are content words (no literal, name, quantity or structure word: 'babysitting and $15 an hour
# tutoring' refuses); one trailing phrase of place or beneficiary, with no literal.
# (the gerund of a verb of the lexicon, lx.GERUNDS / lx.WORK_GERUNDS: 'during', 'morning' are none)
_WAGE_GER = ("(?P<act>(?:" + _alt(set(lx.GERUNDS) | set(lx.WORK_GERUNDS)) + ")"
             + rf"(?: (?!(?:{_STOP})\b)[a-z][a-z\-]*){{0,2}})")
_WAGE_PLACE = rf"(?: (?:at|in|for) (?:the|a|an|his|her|their) (?!(?:{_STOP})\b)[a-z][a-z\-]*(?: (?!(?:{_STOP})\b)[a-z][a-z\-]*)?)?"
_WAGE_TAIL = rf"(?: (?:by )?{_WAGE_GER}{_WAGE_PLACE}| at (?P<atwork>work|(?:his|her|their) (?:job|work)))"
_SPAN_OF_CLOCK = "(?P<t>hour|minute) (?:day|week|workday|workweek|shift|night)"
_RC_BASE = "(?P<v>" + _alt(lx.RATE_COUNT_BASES) + ")"
_TEMPLATES += (
    (Category.RATE_COUNT, "{PRE}{O:o} " + _v("v", lx.RATE_COUNT_VERBS) + " {N:r} {U:u} (?:per|an|a|each|every|/) {T:t}{FILL}"),
    (Category.Q_RATE_TOTAL, "how many {U:u} (?:does|will) {O:o} " + _RC_BASE + " in {N:d} {T:t}"),
    (Category.Q_RATE_TOTAL, "how many {U:u} (?:does|will) {O:o} " + _RC_BASE + " (?:in )?(?P<one>a|an|one|per|each|every) {T:t}"),
    # a span told by its length in clock units ('in a 40-hour week', 'for an 8-hour day'): the
    # span is the stated hours, the longer period only names them; asked of an hourly rate only
    # by dimensional analysis (a daily rate over '8-hour day' refuses as day against hour)
    (Category.Q_RATE_TOTAL, "how much (?:money )?(?:does|will) {O:o} (?:earn|make|get paid|be paid) (?:in|for|during) (?:a|an|one) {N:d} - " + _SPAN_OF_CLOCK),
    (Category.RATE_MONEY, "{PRE}{O:o} (?P<v>earns|makes|gets paid|is paid) {M:r} (?:per|an|a) {T:t}" + _WAGE_TAIL),
    (Category.Q_RATE_TOTAL, "how many {U:u} (?:does|will) {O:o} " + _BASE + " (?:in|during) (?:a|an|one) {N:d} - " + _SPAN_OF_CLOCK),
)


# Session 22 (`sub22`): a part of a counted whole whose members each hold an amount ('Half of
# them have 5 pens each', '10 of the boxes hold 6 pens each', 'the rest have 3 pens each', 'the
# other half have 3 pens each', 'the remaining boxes hold 2 pens each'): a part of the whole, as
# '1/4 of them are red' is read (its unit a label of its own, no kind a question can name), and
# a content of that part's members, as 'Each girl has 3 pens' is for the girls. Read by
# injectors._part_each and reader._part_each_contents; every guard of parts applies (a part
# larger than the whole, a half of an odd count, 'the rest' with no stated part refuse), and a
# whole not covered by parts with contents leaves members whose contents nobody states. A getting
# verb ('Half of them bought 3 apples each and the rest bought 2 apples each') is read the same
# way and answers only the verb total of the whole group (reader._part_each_events).
_PE_HAVE = (r"(?:(?P<hv>have|has|had|own|owns|owned|hold|holds|held|contain|contains|contained)|(?P<gv>"
            + _alt(lx.EACH_GROUP_GET) + "))")
_PE_AMT = " {N:c} {U:cu} each"
_TEMPLATES += (
    (Category.PART_EACH, "{PRE}(?:exactly )?(?:{K:k}|{N:n}) of " + _PART_OF + " " + _PE_HAVE + _PE_AMT),
    (Category.PART_EACH, "{PRE}(?:and )?(?P<rest>the rest|the remaining ones|the others|the remainder|(?P<half>the other {K:h})"
     "|the (?:remaining|other) {U:u})(?: of (?:them|(?:the|his|her|their) {U:u5}))? " + _PE_HAVE + _PE_AMT),
)

_PREFILTERED = tuple((i, cat, _template_literals(t)) for i, (cat, t) in enumerate(_TEMPLATES))
# Session 17: templates share their conditions (about 2,500 conditions, 546 distinct in session
# 21), so each distinct condition has one index here and is decided once a clause (session 21:
# all at once, by _satisfied_conditions below).
_CONDITIONS = tuple(sorted({alts for _, _, runs in _PREFILTERED for alts in runs}))
_CONDITION_IDS = tuple((i, cat, tuple(_CONDITIONS.index(alts) for alts in runs)) for i, cat, runs in _PREFILTERED)


# Session 21 (lead), reading time: testing the conditions template by template was three quarters
# of recognize(). Now one regex finds every literal of every condition in a clause at once: a
# trie of the literals under a lookahead, so that at each position of the clause it captures the
# longest literal starting there, and the literals that are prefixes of it start there too. Each
# literal carries the bitset of the conditions it satisfies (with those of its prefixes), the
# clause's satisfied conditions are the union of the bitsets of the literals found, and a template
# passes when all of its conditions are satisfied. Law: the same templates pass as under the
# condition-by-condition test (tests/math/test_recognize_prefilter.py).
def _trie_pattern(words) -> str:
    """A regex alternation of `words` as a trie: at a position it matches the longest word there."""
    trie: dict = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict) -> str:
        kids = [re.escape(ch) + emit(sub) for ch, sub in sorted(node.items()) if ch]
        if not kids:
            return ""
        body = kids[0] if len(kids) == 1 else "(?:" + "|".join(kids) + ")"
        return "(?:" + body + ")?" if "" in node else body     # greedy: a longer word first
    return emit(trie)


_LITERAL_CONDITIONS = {lit: sum(1 << k for k, alts in enumerate(_CONDITIONS) if lit in alts)
                       for lit in sorted({a for alts in _CONDITIONS for a in alts})}
_LITERAL_FINDER = re.compile("(?=(" + _trie_pattern(_LITERAL_CONDITIONS) + "))")
# the conditions a literal found at a position satisfies: its own and those of its prefixes
# (a union: a condition may hold a literal and one of its prefixes both)
_FOUND_CONDITIONS = {lit: functools.reduce(operator.or_, (_LITERAL_CONDITIONS.get(lit[:k], 0) for k in range(1, len(lit) + 1)))
                     for lit in _LITERAL_CONDITIONS}
_TEMPLATE_CONDITIONS = tuple((i, cat, sum(1 << c for c in set(ids))) for i, cat, ids in _CONDITION_IDS)


def _satisfied_conditions(clause: str) -> int:
    """The bitset of the conditions (indices into _CONDITIONS) that the clause satisfies."""
    sat = 0
    for lit in set(_LITERAL_FINDER.findall(clause)):
        sat |= _FOUND_CONDITIONS[lit]
    return sat
# the compiled regexes of template i, or None until first needed, and the marked parse of
# template i between its loose compilation and its full one (which splices it in place). The lock
# keeps two threads from splicing one tree, or copying it while it is spliced.
_REGEXES: list[re.Pattern | None] = [None] * len(_TEMPLATES)
_LOOSE: list[re.Pattern | None] = [None] * len(_TEMPLATES)
_MARKED: list = [None] * len(_TEMPLATES)
_COMPILE_LOCK = threading.RLock()


def _marked_tree(i: int):
    """The parse of template i's marked skeleton (kept until its full regex is compiled)."""
    tree = _MARKED[i]
    if tree is None:
        tree = _MARKED[i] = _sre_parser.parse(_marked_skeleton(_pattern(_TEMPLATES[i][1])))
    return tree


def _regex(i: int) -> re.Pattern:
    """The compiled full regex of template i (compiled once, on first use)."""
    rx = _REGEXES[i]
    if rx is None:
        with _COMPILE_LOCK:
            rx = _REGEXES[i]
            if rx is None:
                tree = _marked_tree(i)
                _splice_lookaheads(tree)
                with _cached_lookahead_code():
                    rx = _REGEXES[i] = _sre_compiler.compile(tree)
                _MARKED[i] = None
    return rx


def _loose(i: int) -> re.Pattern:
    """The compiled loose regex of template i (compiled once, on first use)."""
    rx = _LOOSE[i]
    if rx is None:
        with _COMPILE_LOCK:
            rx = _LOOSE[i]
            if rx is None:
                if _REGEXES[i] is None:
                    tree = _marked_tree(i)      # kept for the full regex
                else:                           # the full regex came first and spliced its parse
                    tree = _sre_parser.parse(_marked_skeleton(_pattern(_TEMPLATES[i][1])))
                rx = _LOOSE[i] = _sre_compiler.compile(_loose_tree(tree))
    return rx


# 'new' before the noun an owner acquires ('bought 5 new books', 'spent $20 on a new engine',
# 'wants to buy 5 new pairs of pants') says that the items are newly acquired, which the
# acquisition itself states: 5 new books bought are 5 books gained. The same holds for the price
# of an item on offer ('a new pencil costs $4'). Everywhere else 'new' stays a stop word: a
# holding ('has 5 new shirts') or a question ('how many new cards did he get') may set new
# things apart from old ones, and the reader refuses a text that contrasts them (NEW_CONTRASTS).
_ACQUIRE = _alt(set(lx.GAIN) | set(lx.BUY) | {"spent", "spends", "spend", "paid", "pays", "pay",
                                              "buy", "purchase", "get", "order"})
_NEW_ACQUIRED = re.compile(rf"^((?:.* )?(?:{_ACQUIRE})(?: (?!new\b)\S+)*? (?:<n\d+>|a|an|the|some|his|her|their|its|on)) new (?=[a-z])")
_NEW_PRICED = re.compile(r"^((?:a|an|the|each|every|one)) new (?=[a-z][\w\-]*(?: [a-z][\w\-]*)? (?:costs?|is|was|sells? for|sold for) <m)")


def read_new(clause: str) -> str:
    """The statement clause with 'new' read away where it only says 'newly acquired' (a count,
    article or possessive before it, an acquisition verb or a price of the item)."""
    for rx in (_NEW_ACQUIRED, _NEW_PRICED):
        while (m := rx.match(clause)) is not None:
            clause = m.group(1) + " " + clause[m.end():]
    return clause


# 'different' and 'identical' right after a count say that the N things are distinct or alike,
# never how many there are: '20 different books' are 20 books, '12 identical rooms' are 12 rooms,
# '7 blue crayons of different shades' are 7 blue crayons. Before a noun that counts kinds ('3
# different kinds of cookies', 'in 5 different colors') 'different' stays a stop word, and so it
# does anywhere else (a question 'how many different books' may count titles, not copies).
_KINDS = _alt(lx.KIND_NOUNS)
_SAME_OR_DISTINCT = re.compile(rf"(<n\d+>) (?:different|identical) (?!(?:{_KINDS})\b)(?=[a-z])")
_IDENTICAL = re.compile(rf"(<n\d+>) identical (?!(?:{_KINDS})\b)(?=[a-z])")
_OF_DIFFERENT = re.compile(rf"(<n\d+>(?: (?!of\b)[a-z][\w\-]*){{1,3}}) of different (?:{_KINDS})(?= |$)")
# A money amount not said per item ('bought 2 different shirts for $30') is a lot total: split
# evenly it gives each item's price, which distinct items need not share, so there 'different'
# stays a stop word ('identical' items share one price and are still read).
_LOT_TOTAL = re.compile(r"<m\d+>(?! (?:each|apiece|a piece|per|an|a)\b)")


# A floating 'each' (session 15, `price`): 'the chocolate bars each cost $2', 'some scarves that
# each cost $3', 'they each cost $5' say what 'cost $2 each' says, a price per item. Moved after the
# amount only when it follows a plural subject (a word in -s, or they / that / which: never 'and
# each', ', each' or a leading 'each', where 'each' is the subject itself) and the amount closes
# the clause ('each cost $2 more' compares and is left as written)
_FLOAT_EACH = re.compile(r"(?:(?<=\bthey )|(?<=\bthat )|(?<=\bwhich )|(?<=[a-z]s ))each (cost|costs) (<m\d+>)$")


# A count of 'them' after a verb that takes things away (session 18, lead): 'he sold 30 of them',
# 'she gave 5 of them to Ann', 'he ate 3 of them' take 30 / 5 / 3 of the things in play, which is
# what the bare count says ('he sold 30': the elided noun, reader._complete_relations and the
# elided-noun checks of the solver, which refuse unless one noun is in play). Unlike a part
# ('half of them'), a count takes the same amount whichever set 'them' names. Only before the end
# of the clause or a trailing phrase: '5 of them are red' is a partition and '3 of them apples'
# no English; verbs that keep or find ('kept 5 of them') are not taken-away verbs.
_COUNT_OF_THEM = re.compile(rf"\b((?:{_alt(set(lx.LOSE) | set(lx.GIVE) | set(lx.SELL))}) <n\d+>) of them(?= (?:to|for|at|on|in|during)\b|$)")

# session 22 (`frac22`): 'from her remaining books , she donates a third of her books (of them)
# to the library' says which whole the part is of: 'she donates a third of her remaining books
# to the library'. The opening phrase and the part must name one noun and one possessor.
# Also 'of the remaining apples , he ate half' (a bare part: 'he ate half of the remaining apples').
_FROM_REMAINING = re.compile(r"(?:from|of) (?P<p>his|her|their|the) remaining (?P<u>[a-z][\w\-]*) , (?P<pre>(?:(?!<[xfp]\d+>).)*<[xfp]\d+>)"
                             r"(?P<of> of (?:(?P=p) (?P=u)|them))?(?P<post>(?: (?:(?!\bof\b|<).)*)?)")


_PRONOUN_POSSESSIVE = {"he": "his", "she": "her", "they": "their"}


def read_remaining_from(clause: str) -> str:
    """Session 22 (`frac22`): the clause with its opening 'from his remaining X ,' (or 'of the
    remaining X ,') moved onto the part it says the whole of (see _FROM_REMAINING): one part
    literal, said 'K of his X' / 'K of them' or bare, and no other 'of' or literal after it;
    'ones' stays elided ('K of the remaining'); any other clause as is."""
    if not clause.startswith(("from ", "of ")):
        return clause
    m = _FROM_REMAINING.fullmatch(clause)
    if m is None:
        return clause
    # session 23 (`frac23`): the opening's possessive must agree with a pronoun subject ('of her
    # remaining apples , he gave half to Ann': hers or his?); a disagreeing one stays unread
    subject = m.group("pre").split(" ", 1)[0]
    if m.group("p") != "the" and subject in _PRONOUN_POSSESSIVE and _PRONOUN_POSSESSIVE[subject] != m.group("p"):
        return clause
    whole = "the remaining" if m.group("u") == "ones" else f"{m.group('p')} remaining {m.group('u')}"
    return f"{m.group('pre')} of {whole}{m.group('post')}"


# Session 20 (`nmod`): the things in one vessel of the owner are the owner's: 'rex has a mason jar
# filled with <n0> nickels' is 'rex has <n0> nickels in a mason jar' (the vessel stays as the
# setting of the holding, so a second holding of the same vessel is read as it was before). Only
# a verb of having, one vessel of lexicon.HELD_VESSELS ('a farm with 4 chickens' is not), at most
# one plain modifier before it, and contents of plain words closing the clause (one item, or two
# joined by 'and'): no 'each', no comparison, no capacity ('a jar that can hold 100 nickels').
_VESSEL_ITEM = rf"<n\d+> {_W}(?: {_W}){{0,2}}"
_VESSEL = re.compile(rf"(?P<pre>(?:.* )?(?:has|had|have) )(?P<art>a|an) (?P<mod>{_W} )?(?P<v>{_alt(lx.HELD_VESSELS)}) "
                     rf"(?:filled with|full of|with|containing|that (?:has|holds|contains)) "
                     rf"(?P<items>{_VESSEL_ITEM}(?: and {_VESSEL_ITEM})?)")


def read_vessel(clause: str) -> str:
    """'S has a jar filled with <n0> nickels' -> 'S has <n0> nickels in a jar'; any other clause as is."""
    m = _VESSEL.fullmatch(clause)
    if m is None or re.search(r"\b(?:each|apiece|per|in total|total|all)\b", m.group("items")):
        return clause
    return f"{m.group('pre')}{m.group('items')} in {m.group('art')} {m.group('mod') or ''}{m.group('v')}"


def read_modifiers(clause: str) -> str:
    """A statement clause with the modifiers that describe the counted things, and carry no
    quantity, read away: 'new' when acquired (read_new), 'different' / 'identical' after a count;
    a floating 'each' before a price is moved after it ('they each cost $2' -> 'they cost $2 each');
    a count of 'them' after a verb of taking away is the bare count ('sold 30 of them' -> 'sold 30')."""
    clause = _COUNT_OF_THEM.sub(r"\1", read_vessel(clause))
    clause = _FLOAT_EACH.sub(r"\1 \2 each", read_new(clause))
    if _LOT_TOTAL.search(clause):
        return _IDENTICAL.sub(r"\1 ", clause)
    return _OF_DIFFERENT.sub(r"\1", _SAME_OR_DISTINCT.sub(r"\1 ", clause))


def recognize(clause: str) -> list[Match]:
    """All recognizer hits that cover the whole clause shape, deduplicated by slots."""
    out: list[Match] = []
    seen = set()
    sat = _satisfied_conditions(clause)
    for i, cat, needed in _TEMPLATE_CONDITIONS:
        if needed & sat != needed:
            continue
        if _loose(i).fullmatch(clause) is None:
            continue
        m = _regex(i).fullmatch(clause)
        if m is None:
            continue
        slots = tuple(sorted((k, v) for k, v in m.groupdict().items() if v is not None))
        key = (cat, slots)
        if key not in seen:
            seen.add(key)
            out.append(Match(cat, clause, slots))
    return out


_PRE_ONLY = re.compile(rf"(?:then|later|now|first|next|finally|also|so far|after that|afterwards|{_START_ADV}|{_LABEL}|"
                       rf"{_LEAD[:-2]})")


# A non-restrictive relative clause on a named person states a second predication of that
# person: "Brian has twice as many balls as Frodo , who has 5 more than Lily" is "... as Frodo ,
# and Frodo has 5 more than Lily"; "Jack , who weighs 80 pounds , wants ..." is "Jack weighs 80
# pounds , and Jack wants ...". Only 'who' after a name, and only a relative clause without
# commas of its own: anything else keeps its words and is read (or refused) as it stands.
# A name needs no comma to be non-restrictive ('than Sam who has half as many as Chris'): a name
# picks out one person, so a relative clause after it can only add a predication. At the end of
# the sentence the clause runs to the end; a clause on a subject keeps its commas (where it
# ends is otherwise not marked).
_REL_TRAILING = re.compile(r"(.+ (@[a-z][\w\-]*))(?: ,)? who (?!'s)([^,]+)")
_REL_SUBJECT = re.compile(r"(@[a-z][\w\-]*) , who (?!'s)([^,]+) , (?!and )(.+)")

# An appositive names the person a role noun describes: 'her friend , Nelly , has 44 more stamps',
# 'his sister Flora has twice as many books'. The role (a closed class: the gendered and
# either-gender role nouns of gender.py, with an optional age or closeness adjective) adds no
# quantity, so the clause is read with the name alone. A role without a name is left as it is.
_ROLES = "|".join(sorted(set(gender.ROLE_GENDER) | gender.PERSON_ROLES, key=lambda w: (-len(w), w)))
# Session 12: 'other' ('his other cousin , Jenny ,': the name says which one) and an appositive
# closing the sentence ('twice as old as her brother , Will').
_ROLE = (rf"(?:his|her|their|my|our|@[a-z][\w\-]* 's) (?:other )?(?:(?:best|older|younger|elder|little|big|twin) )?"
         rf"(?:{_ROLES})")
_APPOSITIVE = re.compile(rf"(?<![\w@'])(?:{_ROLE} , (@[a-z][\w\-]*)(?: ,(?= )|$)|{_ROLE} (@[a-z][\w\-]*)(?= |$))")
# session 23 (`age23`): the name before its role, 'Jacob , Rehana 's brother , is 3 years old': the
# role is possessed by a name and the clause's verb follows the closing comma (a list 'Tom ,
# Ann 's brother , and Bob' keeps its words)
# session 23 (`age23`): an appositive that opens its clause and lacks its closing comma before the
# clause's copula ('Agnes is 25 years old and her daughter , Jane is 6 years old'): the name is the
# subject (only at the start of the sentence or after 'and', only before 'is <literal>')
_APPOSITIVE_OPEN = re.compile(rf"(^|(?<= )and )(?:his|her|their) (?:(?:older|younger|elder|little|big|twin) )?(?:{_ROLES}) , (@[a-z][\w\-]*)(?= is <n\d+>)")
_APPOSITIVE_AFTER = re.compile(r"(@[a-z][\w\-]*) , @[a-z][\w\-]* 's (?:(?:older|younger|elder|little|big|twin) )?"
                               rf"(?:{_ROLES}) ,(?= (?:is|was|will|has|had)\b)")


def appositives(shape: str) -> str:
    """The shape with every role noun in apposition to a name replaced by the name."""
    shape = _APPOSITIVE_AFTER.sub(lambda m: m.group(1), shape) if " 's " in shape else shape
    if " , @" in shape:  # session 23 (`age23`)
        shape = _APPOSITIVE_OPEN.sub(lambda m: m.group(1) + m.group(2), shape)
    return _APPOSITIVE.sub(lambda m: m.group(1) or m.group(2), shape)


def relative_clauses(shape: str) -> str:
    """The shape with a relative clause on a name rewritten as its own clause with that name
    as subject; the shape itself when it has none."""
    shape = appositives(shape)
    m = _REL_SUBJECT.fullmatch(shape)
    if m:
        return f"{m.group(1)} {m.group(2)} , and {m.group(1)} {m.group(3)}"
    m = _REL_TRAILING.fullmatch(shape)
    if m:
        return f"{m.group(1)} , and {m.group(2)} {m.group(3)}{_referent_noun(m.group(1), m.group(3))}"
    return shape


# Session 15 (helper numof): a relative clause on the referent of a comparison that states a bare
# count ('twice the amount of frogs as Alster , who caught 2') counts the compared noun: Alster
# caught 2 frogs. Only when the name before 'who' closes the comparison ('... as @alster'), the
# comparison names its noun ('as many frogs', 'the number / amount of frogs', '3 more frogs than'), and the relative
# clause is a possession or acquisition verb and one count literal, nothing else ('who ate 2',
# 'who caught 2 fish', 'who caught 2 yesterday' keep their words and are read or refused as
# they stand).
_REL_COMPARED_NOUN = re.compile(rf"(?:^| )(?:(?:as many|the (?:number|amount) of) ({_NP}) as|<n\d+> (?:more|fewer|less) ({_NP}) than) @[a-z][\w\-]*$")
_REL_BARE_COUNT = re.compile(rf"(?:{_alt({**lx.HAVE, **lx.GAIN})}) <n\d+>")


def _referent_noun(main: str, relative: str) -> str:
    """' U' when `relative` is a bare count of the noun U that `main` compares (see above)."""
    if not _REL_BARE_COUNT.fullmatch(relative):
        return ""
    m = _REL_COMPARED_NOUN.search(main)
    return f" {m.group(1) or m.group(2)}" if m else ""


# A trailing purpose: "to" + an intended-activity verb + a phrase of content words (no literal,
# no structure word): "bought <n0> kilograms of butter to make cookies". Without an object of its
# own the purpose acts on the clause's noun, which is read only for verbs that act on things held
# ("has <n0> tickets to sell", "has <m0> to spend"); "has <n0> cakes to make" refuses.
_PURPOSE_TAIL = re.compile(rf" (?:in order )?to (?P<v>{_alt(lx.PURPOSE_VERBS)})(?P<rest>(?: (?:{_DET}|{_alt(lx.PURPOSE_ADJECTIVES)}|of|for|in|on|at|from|{_W})(?= |$)){{0,8}})$")


# a purpose with an object of its own opens with a noun phrase, not a preposition
_PURPOSE_OBJECT = re.compile(r" (?!(?:of|for|in|on|at|from)\b)\S")


def purpose_split(clause: str) -> tuple[str, str] | None:
    """'S V ... to make cookies' -> ('S V ...', 'make cookies'), the purpose at the end of the
    clause; None when the clause has no such purpose. The purpose is an intention, not an event."""
    for at in range(len(clause)):
        m = _PURPOSE_TAIL.match(clause, at) if clause.startswith(" ", at) else None
        if m is not None and at > 0:
            if m.group("v") not in lx.PURPOSE_ON_HELD and not _PURPOSE_OBJECT.match(m.group("rest")):
                return None  # "has 12 cakes to make": the cakes are still to be made, not held
            return clause[:at], (m.group("v") + m.group("rest"))
    return None


# 'but' joins two clauses that both hold, as 'and' does ('Yun had 20 paperclips , but then lost
# 12', 'Barbeck has 2 times as many guitars as Steve , but Davey has 3 times as many as Barbeck');
# the contrast it adds carries no quantity. Only the clause connective is read: after a comma,
# or before 'then' or a subject pronoun. 'but' after a quantifier or in 'every day but Sunday'
# means 'except' and is never a connective (the clause is then not read at all).
# ', while Cher scored 2 times as many' / ', whereas Ann has 3' contrasts two clauses with their
# own subjects, as ', but' does; 'while' before anything else ('while at the zoo', 'while
# lifting weights') is a time or a manner, never a connective.
_WHILE_SUBJECTS = frozenset("he she they i we".split())
_EXCEPT_BEFORE = frozenset("all every each none nothing anything everything anyone everyone anybody everybody "
                           "nobody day days week weeks".split())
_NOT_CLAUSE_AFTER = frozenset("also not only except for no never rather instead".split())
_BUT_SUBJECTS = frozenset("then he she they i we it".split())


# Session 17 (red7): ', plus' adds what follows to what came before. Before a verb that lowers an
# amount ('Tom has 10 apples , plus he eats 5', was 5) that reading is contradictory: were the 5
# eaten in addition to the 10 (had 15), or out of them? It stays unread, unless the clause before
# lowers an amount too ('he pays $10 for a shirt , plus he pays $5 for shipping': both are paid).
_PLUS_LOWERING = frozenset(lx.LOSE) | frozenset(lx.GIVE) | frozenset(lx.SELL) | frozenset(lx.SPEND_MONEY)


def _plus_lowers(words: list[str], i: int) -> bool:
    after = [w for w in words[i + 2:i + 5] if w not in ("also", "then", "only", "just")]
    if not after or after[0] not in _PLUS_LOWERING:
        return False
    return not any(w in _PLUS_LOWERING for w in words[:i])


def but_as_and(shape: str) -> str:
    """The shape with the clause connective 'but' read as ', and' (see above)."""
    words = shape.split()
    out: list[str] = []
    for i, w in enumerate(words):
        if w == "but" and 0 < i < len(words) - 1:
            comma = words[i - 1] == ","
            before = words[i - 2] if comma and i >= 2 else words[i - 1]
            after = words[i + 1]
            # session 17 (`coord`): a name opens a clause as a subject pronoun does ('Tom has 5
            # apples but Ann has 3'); 'all but Ann', 'everyone but Ann' stay 'except'
            if before not in _EXCEPT_BEFORE and after not in _NOT_CLAUSE_AFTER and (
                    comma or after in _BUT_SUBJECTS or after.startswith("@")):
                if not comma:
                    out.append(",")
                out.append("and")
                continue
        if w in ("while", "whereas") and 1 < i < len(words) - 1 and words[i - 1] == "," and (
                words[i + 1] in _WHILE_SUBJECTS or words[i + 1].startswith("@")):
            out.append("and")
            continue
        # session 17 (`coord`): 'whereas' without its comma is only ever a connective (unlike
        # 'while', which the clause split tries as one); ', plus' before a subject joins a second
        # clause that also holds ('he earns $10 an hour , plus he gets $5 in tips'); 'plus' before
        # anything else is arithmetic ('$20 plus $5 per hour') and stays unread
        if w == "whereas" and 1 < i < len(words) - 1 and (words[i + 1] in _WHILE_SUBJECTS or words[i + 1].startswith("@")):
            out.extend([",", "and"])
            continue
        if w == "plus" and 1 < i < len(words) - 1 and words[i - 1] == "," and (
                words[i + 1] in _WHILE_SUBJECTS or words[i + 1].startswith("@")) and not _plus_lowers(words, i):
            out.append("and")
            continue
        out.append(w)
    return " ".join(out)


# A price set off by commas after a purchased item ('he bought 3 sandwiches , for $3 each , and a
# bottle of water for $2') is the price of that item: it is glued back to the clause before it,
# as a leading adverbial is glued to the clause after it. Only a unit price ('each', 'per X'):
# a bare ', for $5 ,' may be the price of the whole list so far.
_PRICE_ONLY = re.compile(r"(?:for|at) <m\d+> (?:each|apiece|a piece|per [a-z][\w\-]*)")


# session 23 (`age23`): two age predicates of one subject joined by 'but' / 'and (is)' ('Juliet is
# 3 years older than Maggie but 2 years younger than Ralph', 'Beckett is 12 and is 3 years
# younger than Olaf'): the subject is carried to the second predicate, which must be an age
# comparison in years; the first is an age or an age comparison (a literal opens it)
_AGE_COORD = re.compile(r"(@[a-z][\w\-]*) is ((?:currently |now )?<[nxf]\d+>(?:(?! (?:and|but|,) ).)*?)(?: ,)? (?:but|and) (?:is )?"
                        r"(<n\d+> years? (?:older|younger) than (?:(?! (?:and|but|,) ).)+)")


def split_clauses(shape: str) -> list[list[str]]:
    """Candidate clause splits of a sentence shape: whole, then on ', and' / 'and' / ','.

    A part that is only a leading adverbial ("yesterday") is glued back to the next part."""
    shape = relative_clauses(shape)
    options = [[shape]]
    if " years" in shape or " year " in shape:
        coord = _AGE_COORD.fullmatch(shape)
        if coord:  # session 23 (`age23`)
            options.append([f"{coord.group(1)} is {coord.group(2)}", f"{coord.group(1)} is {coord.group(3)}"])
    shape = but_as_and(shape)
    for sep in (" , and then ", " , and ", " and then ", " , then ", " , while ", " while ", " and ", " , "):
        if sep in shape:
            parts = [p.strip() for p in shape.split(sep)]
            if sep == " , ":  # serial list "a , b , and c": the last item keeps its "and"
                parts = [p[4:] if p.startswith("and ") else p for p in parts]
            merged: list[str] = []
            carry = ""
            for p in parts:
                if sep == " , " and merged and not carry and _PRICE_ONLY.fullmatch(p):
                    merged[-1] += " " + p  # 'bought 3 sandwiches , for $3 each , and ...'
                    continue
                if _PRE_ONLY.fullmatch(p) and p:
                    carry = (carry + " " + p + " ,").strip()
                    continue
                merged.append((carry + " " + p).strip() if carry else p)
                carry = ""
            if carry or not all(merged):
                continue
            if merged != [shape]:
                options.append(merged)
    mixed = _comparison_list(shape)
    if mixed is not None and mixed not in options:
        options.append(mixed)
    return options


_LIST_ITEM_OPEN = re.compile(r"<[nxfm]\d+> ")  # session 19 (compare): also money


def _comparison_list(shape: str) -> list[str] | None:
    """Session 15 (`same`): 'Mr. Valentino has 200 chickens , twice as many ducks as chickens and
    three times as many turkeys as ducks' is one subject and verb with a list of quantity phrases
    joined by ' , ' and by 'and' at once, which no single separator above splits. Tried last, only
    for a list that holds a comparison ('as many' / 'as much'), and only when every item after the
    first opens with a literal or a factor (so no item has a subject of its own): each item is then
    read with the subject carried over, by the ordinary templates. An item that compares without
    its own referent ('and twice as many birds') refuses there (the reader's list guard)."""
    # Session 19 (compare): also a list of comparisons by 'than' said after a stated amount, as
    # an appositive of it ('Rachel weighs 75 pounds , 6 pounds less than Jimmy and 15 pounds more
    # than Adam', 'Tom has $20 , $5 more than Ann'): each item is the subject's own comparison,
    # read with the subject and verb carried over (the same facts as 'Rachel weighs 6 pounds less
    # than Jimmy' said apart), so every guard of a comparison applies; an item after a stated
    # amount relates that amount (the solver reads the referent backwards from it)
    if " as many " not in shape and " as much " not in shape and " than " not in shape:
        return None
    parts = [p.strip() for p in re.split(r" , and | , | and ", shape)]
    while len(parts) > 1 and not _ANY_LIT.search(parts[0]):
        # a leading phrase without a literal ('on his farm , Tom has ...') stays with the subject
        parts[:2] = [parts[0] + " , " + parts[1]]
    if len(parts) < 3 or not all(parts) or not all(_LIST_ITEM_OPEN.match(p + " ") for p in parts[1:]):
        return None
    # Session 22 (`cmp22`): 'A garden produced 237 potatoes , 60 fewer cucumbers and twice as many
    # peppers than the cucumbers'. A bare comparative second item ('60 fewer cucumbers', no
    # 'than') compares with the one item before it: the two are read together as the two-item
    # form 'produced 237 potatoes and 60 fewer cucumbers' (whose own guards apply: 'and N more'
    # after a verb of getting refuses). Only the second item (a later one, after two nouns, has
    # no one base); the first item must end in its count and noun. A factor item saying 'than'
    # where 'as' belongs ('twice as many peppers than the cucumbers') names its base all the
    # same: it is read as 'twice as many peppers as cucumbers'.
    if _BARE_COMPARATIVE.fullmatch(parts[1]) and _COUNT_NOUN_END.search(parts[0]):
        parts[:2] = [parts[0] + " and " + parts[1]]
    parts = [_AS_MANY_THAN.sub(r"\1 as ", p) for p in parts]
    return parts


_BARE_COMPARATIVE = re.compile(r"<n\d+> (?:more|fewer|less) [a-z][\w\-]*(?: [a-z][\w\-]*)?")
_COUNT_NOUN_END = re.compile(r"<n\d+> [a-z][\w\-]*(?: [a-z][\w\-]*)?$")
_AS_MANY_THAN = re.compile(r"^(<[xfn]\d+>(?: times)? as many [a-z][\w\-]*(?: [a-z][\w\-]*)?) than (?:the )?(?=[a-z][\w\-]*(?: [a-z][\w\-]*)?$)")


def split_serial(shape: str) -> list[str] | None:
    """Session 15 (`price`): a serial list without the comma before its last item, 'A , B and C',
    split as 'A , B , and C' is split by split_clauses (the same parts: 'he gets a hamburger for
    $4 , onion rings for $2 and a smoothie for $3', 'a pen costs $5 , a book costs $3 and a bag
    costs $7'). Only when every part holds a literal (an item with its own amount: 'a pen , a
    book and a bag for $7' is not split, the $7 may be for all three) and the last part has one
    'and'; None otherwise. The reader tries it only after every other split and list reading."""
    shape = but_as_and(relative_clauses(shape))
    if " , " not in shape:
        return None
    parts = [p.strip() for p in shape.split(" , ")]
    parts = [p[4:] if p.startswith("and ") else p for p in parts]
    if parts[-1].count(" and ") != 1 or any(" and " in p for p in parts[:-1]):
        return None
    parts = parts[:-1] + parts[-1].split(" and ")
    if not all(p and _ANY_LIT.search(p) for p in parts):
        return None
    return parts


# A list of quantity phrases: "<prefix> N1 X1 , N2 X2 (,) and N3 X3 [tail]".
_LIST_SEP = re.compile(r" , and | , | and ")
_ANY_LIT = re.compile(r"<[nmxfp]\d+>")
_ITEM_LIT = re.compile(r"<([nm])\d+>")
# words that open a trailing phrase shared by every item ("... in the garage", "... each")
_TAIL_OPENERS = frozenset(_PP_PREPS) | {"each", "apiece", "altogether", "combined"}


def split_list(shape: str) -> list[list[str]]:
    """'S V N1 X1 , N2 X2 , and N3 X3 [tail]' -> [['S V N1 X1 tail', 'S V N2 X2 tail', 'S V N3 X3 tail']].

    The words before the first item (subject, verb, leading adverbial) are repeated before
    every item, so each clause is read by the ordinary full-clause templates with its noun
    phrase whole. Items start with a literal ('5 dresses , 3 pairs of pants') or, all of them,
    with 'a/an' ('a jumper for $5 , a hat for $3'); all items share one pattern of literals
    (counts, money, '5 pens for $1 each'): a list of unlike phrases is not split. A trailing
    phrase of the last item (from a preposition or 'each' on) is shared by all items only when
    the items are bare counts ('5 bicycles and 3 cars in the garage'); an item with its own
    phrase ('$25 in October and $31 in November') keeps it alone. At most one option is
    returned; the repeated prefix and tail never hold a literal, so each literal is read once."""
    first = _ANY_LIT.search(shape)
    if first is None or first.start() == 0:
        return []
    prefix, items = shape[:first.start()], _LIST_SEP.split(shape[first.start():])
    if not all(_ITEM_LIT.match(it) for it in items):
        head = shape[:first.start()]
        at = max(head.rfind(" a "), head.rfind(" an "))
        prefix, items = shape[:at + 1], _LIST_SEP.split(shape[at + 1:])
        if at < 0 or not all(it.startswith(("a ", "an ")) for it in items):
            return []
    if len(items) < 2:
        return []
    signatures = set()
    for it in items:
        m = _ITEM_LIT.match(it)
        if m is not None and m.group(1) == "n" and m.end() == len(it):
            return []  # a count needs its noun; a bare amount of money is whole
        signatures.add(tuple(t[1] for t in _ANY_LIT.findall(it)))
    if len(signatures) != 1 or () in signatures:
        return []  # '5 pens for $1 each and 3 pencils': items of unlike shapes
    words = items[-1].split()
    cut = next((j for j in range(2, len(words)) if words[j] in _TAIL_OPENERS), None)
    bare = signatures.pop() in (("n",), ("m",)) and _ITEM_LIT.match(items[0]) is not None \
        and all(not (set(it.split()[1:]) & _TAIL_OPENERS) for it in items[:-1])
    tail = " " + " ".join(words[cut:]) if cut is not None and bare else ""
    clauses = [prefix + it + tail for it in items[:-1]] + [prefix + items[-1]]
    return [clauses]



# Session 16 (lead): a template appended to _TEMPLATES below the _PREFILTERED line would never be
# tried, silently (the `sumref` helper fell into it). Fail at import instead.
if len(_PREFILTERED) != len(_TEMPLATES):
    raise RuntimeError(f"recognizers: {len(_TEMPLATES) - len(_PREFILTERED)} templates added after _PREFILTERED")
