"""Closed word lists shared by recognizers and readings: verbs by class, units, stop words."""
from __future__ import annotations

from fractions import Fraction

# surface form -> lemma, by semantic class of the verb.
HAVE = {"has": "have", "had": "have", "have": "have", "owns": "own", "owned": "own",
        "holds": "hold", "held": "hold", "keeps": "keep", "kept": "keep"}
START = {"starts with": "start", "started with": "start", "begins with": "start",
         "began with": "start", "start with": "start"}
GAIN = {"buys": "buy", "bought": "buy", "purchases": "buy", "purchased": "buy", "gets": "get",
        "got": "get", "finds": "find", "found": "find", "receives": "receive",
        "received": "receive", "collects": "collect", "collected": "collect", "picks": "pick",
        "picked": "pick", "catches": "catch", "caught": "catch", "wins": "win", "won": "win",
        "makes": "make", "made": "make", "bakes": "bake", "baked": "bake", "gathers": "gather",
        "gathered": "gather", "grows": "grow", "grew": "grow", "harvests": "harvest",
        "harvested": "harvest", "adds": "add", "added": "add",
        "brings": "bring", "brought": "bring", "borrows": "borrow",
        "borrowed": "borrow", "plants": "plant", "planted": "plant", "draws": "draw",
        "drew": "draw", "writes": "write", "wrote": "write", "knits": "knit", "knitted": "knit",
        "builds": "build", "built": "build", "saves": "save", "saved": "save",
        "earns": "earn", "earned": "earn", "scores": "score", "scored": "score",
        "gotten": "get", "grown": "grow", "written": "write", "drawn": "draw", "won": "win",
        "grabs": "grab", "grabbed": "grab", "gains": "gain", "gained": "gain",
        "creates": "create", "created": "create", "produces": "produce", "produced": "produce"}
LOSE = {"eats": "eat", "ate": "eat", "loses": "lose", "lost": "lose", "sells": "sell",
        "sold": "sell", "uses": "use", "used": "use", "drops": "drop", "dropped": "drop",
        "breaks": "break", "broke": "break", "donates": "donate", "donated": "donate",
        "spends": "spend", "spent": "spend", "drinks": "drink", "drank": "drink",
        "gives away": "give away", "gave away": "give away", "throws away": "throw away",
        "threw away": "throw away", "pays": "pay", "paid": "pay", "eaten": "eat", "drunk": "drink",
        "thrown away": "throw away", "given away": "give away", "broken": "break", "gives out": "give away",
        "gave out": "give away", "hands out": "give away", "handed out": "give away",
        # session 23 (`frac23`): 'sold off a quarter of them' is 'sold a quarter of them' (the
        # particle says all of that part went; the same lemma, so every guard of selling applies)
        "sells off": "sell", "sold off": "sell"}
# Intransitive or passive losses of a holding ("1/5 of his pets died", "half of her apples were
# eaten"): the possessor loses them. Past forms only, and only losses that leave nothing behind
# to count ("were sold" brings money, "hatched" makes chicks: neither is read this way).
PASSIVE_LOSS = {"died": "die", "were eaten": "eat", "got eaten": "eat", "were lost": "lose", "got lost": "lose",
                "were stolen": "steal", "got stolen": "steal", "were broken": "break", "broke": "break",
                "spoiled": "spoil", "rotted": "rot", "went bad": "spoil", "ran away": "run away",
                "flew away": "fly away", "escaped": "escape", "were thrown away": "throw away",
                # session 22 (`frac22`): parts taken away by an unnamed doer ('1/3 of them were given
                # away'); 'were sold' stays out (session 8 decision, lead8-adv-10)
                "were given away": "give away", "were used": "use", "were donated": "donate",
                "were thrown out": "throw away"}
GIVE = {"gives": "give", "gave": "give", "given": "give", "hands": "give", "handed": "give", "sends": "send",
        "sent": "send", "passes": "give", "passed": "give", "lends": "lend", "lent": "lend"}
# Session 18 (`share`): verbs of sharing and distribution that hand a stated amount on. 'Tom shares
# 5 apples / half of his apples with his brother' gives them away (GSM8K's usage: the shared part
# leaves the sharer, as 'gives ... to' does); 'lets his sister have 1/3 of them' likewise. Their
# lemma is 'give', so every guard of giving applies. 'split ... with' is not listed: 'Jake splits
# 4 shots with his friend' is 4 between the two of them, not 4 handed over.
SHARE_WITH = {"shares": "give", "shared": "give"}
LET_HAVE = {"lets": "give", "let": "give"}
# 'distributes 20 flyers to his neighbours' hands them on, like 'gives ... to' (only with 'to':
# 'distributes them among his 3 friends' is an equal share, read by reader._share_among)
DISTRIBUTE = {"distributes": "give", "distributed": "give"}
BUY = {"buys": "buy", "bought": "buy", "purchases": "buy", "purchased": "buy",
       "orders": "buy", "ordered": "buy"}
SELL = {"sells": "sell", "sold": "sell"}
EARN_MONEY = {"earns": "earn", "earned": "earn", "makes": "earn", "made": "earn",
              "receives": "receive", "received": "receive", "gets": "get", "got": "get",
              "saves": "save", "saved": "save", "finds": "find", "found": "find",
              "wins": "win", "won": "win", "collects": "collect", "collected": "collect",
              "raises": "raise", "raised": "raise"}
SPEND_MONEY = {"spends": "spend", "spent": "spend", "pays": "spend", "paid": "spend",
               "loses": "lose", "lost": "lose", "donates": "donate", "donated": "donate",
               "gives away": "give away", "gave away": "give away"}
RATE_MONEY = {"earns": "earn", "makes": "earn", "gets paid": "earn", "is paid": "earn",
              "earned": "earn", "made": "earn", "charges": "earn", "was paid": "earn",
              "gets": "earn"}
SAVE_MONEY = {"saves": "save", "saved": "save", "save": "save"}
DOUBLING = {"doubles": Fraction(2), "doubled": Fraction(2), "triples": Fraction(3),
            "tripled": Fraction(3)}

# Base forms a question may use ("how many X did Y sell"), mapped to lemmas.
BASE_FORMS = {"have": "have", "own": "own", "buy": "buy", "purchase": "buy", "get": "get",
              "find": "find", "receive": "receive", "collect": "collect", "pick": "pick",
              "catch": "catch", "win": "win", "make": "make", "bake": "bake",
              "gather": "gather", "grow": "grow", "harvest": "harvest", "add": "add",
              "order": "order", "bring": "bring", "borrow": "borrow", "plant": "plant",
              "draw": "draw", "write": "write", "knit": "knit", "build": "build",
              "eat": "eat", "lose": "lose", "sell": "sell", "use": "use", "drop": "drop",
              "break": "break", "donate": "donate", "drink": "drink", "spend": "spend",
              "save": "save", "earn": "earn", "score": "score", "give away": "give away",
              "pay": "spend", "read": "read", "run": "run", "walk": "walk", "swim": "swim",
              "drive": "drive", "ride": "ride", "type": "type", "jog": "jog", "bike": "bike",
              "grab": "grab", "gain": "gain", "create": "create", "produce": "produce",
              "paint": "paint", "sew": "sew", "fold": "fold", "wash": "wash", "feed": "feed",
              "travel": "travel", "hike": "hike", "fly": "fly", "sail": "sail", "cycle": "cycle",
              "climb": "climb", "sleep": "sleep", "work": "work", "study": "study",
              "see": "see", "count": "count", "spot": "spot", "watch": "watch", "visit": "visit",
              "answer": "answer", "deliver": "deliver", "invite": "invite", "serve": "serve",
              "carry": "carry", "throw": "throw", "toss": "toss", "skip": "skip", "kick": "kick",
              "lift": "lift", "jump": "jump", "solve": "solve", "complete": "complete",
              "teach": "teach", "clean": "clean", "mow": "mow", "repair": "repair", "shoot": "shoot",
              "practice": "practice", "play": "play", "exercise": "exercise"}
# Activity verbs that may carry a per-time rate ("reads 20 pages a day").
ACT = {"reads": "read", "read": "read", "runs": "run", "ran": "run", "walks": "walk",
       "walked": "walk", "swims": "swim", "swam": "swim", "drives": "drive", "drove": "drive",
       "rides": "ride", "rode": "ride", "types": "type", "typed": "type", "jogs": "jog",
       "jogged": "jog", "bikes": "bike", "biked": "bike", "paints": "paint",
       "painted": "paint", "sews": "sew", "sewed": "sew", "folds": "fold", "folded": "fold",
       "washes": "wash", "washed": "wash", "eats": "eat", "ate": "eat", "drinks": "drink",
       "drank": "drink", "makes": "make", "made": "make", "bakes": "bake", "baked": "bake",
       "writes": "write", "wrote": "write", "sells": "sell", "sold": "sell",
       "picks": "pick", "picked": "pick", "collects": "collect", "collected": "collect",
       "catches": "catch", "caught": "catch", "knits": "knit", "knitted": "knit",
       "builds": "build", "built": "build", "uses": "use", "used": "use",
       "feeds": "feed", "fed": "feed", "plants": "plant", "planted": "plant",
       "travels": "travel", "traveled": "travel", "travelled": "travel", "hikes": "hike",
       "hiked": "hike", "flies": "fly", "flew": "fly", "sails": "sail", "sailed": "sail",
       "cycles": "cycle", "cycled": "cycle", "climbs": "climb", "climbed": "climb",
       "sees": "see", "saw": "see", "counts": "count", "counted": "count", "spots": "spot",
       "spotted": "spot", "watches": "watch", "watched": "watch", "visits": "visit",
       "visited": "visit", "answers": "answer", "answered": "answer", "delivers": "deliver",
       "delivered": "deliver", "invites": "invite", "invited": "invite", "serves": "serve",
       "served": "serve", "carries": "carry", "carried": "carry", "throws": "throw",
       "threw": "throw", "tosses": "toss", "tossed": "toss", "skips": "skip", "skipped": "skip",
       "kicks": "kick", "kicked": "kick", "lifts": "lift", "lifted": "lift", "jumps": "jump",
       "jumped": "jump", "solves": "solve", "solved": "solve", "completes": "complete",
       "completed": "complete", "teaches": "teach", "taught": "teach", "cleans": "clean",
       "cleaned": "clean", "mows": "mow", "mowed": "mow", "repairs": "repair", "repaired": "repair",
       "shoots": "shoot", "shot": "shoot", "catches up": "catch up"}
WORK = {"works": "work", "worked": "work", "babysits": "babysit", "babysat": "babysit",
        "tutors": "tutor", "tutored": "tutor", "walks": "walk", "walked": "walk",
        "drives": "drive", "drove": "drive", "runs": "run", "ran": "run",
        "studies": "study", "studied": "study", "practices": "practice",
        "practiced": "practice", "reads": "read", "read": "read", "swims": "swim",
        "swam": "swim", "sleeps": "sleep", "slept": "sleep", "plays": "play",
        "played": "play", "exercises": "exercise", "exercised": "exercise",
        "housesits": "housesit", "housesat": "housesit", "petsits": "petsit", "petsat": "petsit",
        "volunteers": "volunteer", "volunteered": "volunteer", "teaches": "teach", "taught": "teach",
        "trains": "train", "trained": "train", "coaches": "coach", "coached": "coach"}

# Session 20 (`red15`): gain verbs whose object may come out of the owner's own holding: 'Tom has
# 5 seeds. He plants 3 seeds.' (are the 3 among the 5, now in the ground, or 3 more?). After a
# stated holding of the same noun by the same owner the reader refuses (reader._planted_from_holding)
GAIN_FROM_HAND = frozenset({"plant", "sow"})

# Verbs of an intended activity that a trailing purpose may name ("bought 5 kg of butter to make
# cookies", "has $960 to buy his books", "has 5 tickets to sell"): the purpose states no event of
# the story, only what the clause's quantity is for. Verbs whose purpose would hand the quantity
# on or use it up (give, share, eat, use, take) are not listed: "bought 10 apples to give to his
# friends ... how many apples does he have" asks before or after the giving?
PURPOSE_VERBS = frozenset({"buy", "purchase", "get", "make", "bake", "build", "cook", "decorate", "fix",
                           "repair", "paint", "plant", "sew", "knit", "wrap", "feed", "fill", "pay for",
                           "sell", "spend", "go", "do", "start", "open", "see", "visit", "finish",
                           "complete", "play", "watch", "learn", "practice", "celebrate", "prepare",
                           "clean", "wash", "travel",
                           # session 20 (`nmod`): showing things moves none of them ('made 50
                           # posters to advertise their products', 'has 25 drawings to display')
                           "advertise", "promote", "display", "show"})
# purpose verbs that act on the very things the clause states: only these may stand without an
# object ("has 5 tickets to sell"); "has 12 cakes to make" lists cakes still to be made
PURPOSE_ON_HELD = frozenset({"sell", "spend",
                             # session 20 (`nmod`): only things already held are displayed or shown
                             "display", "show"})
# purpose verbs that may use up the clause's own quantity ("bought 5 apples to make a pie"): a
# question about that quantity refuses
PURPOSE_USES_UP = frozenset({"make", "bake", "build", "cook", "decorate", "fix", "repair", "paint",
                             "plant", "sew", "knit", "wrap", "feed", "fill"})
# purpose verbs that spend money set aside ("has $30 to buy a toy"): a money question refuses
# unless a payment is stated
PURPOSE_SPENDS = frozenset({"buy", "purchase", "get", "pay for", "spend"})
# Verbs that make a thing ('bakes 4 cakes', 'draws 5 pictures'): a per-item requirement ('each
# cake needs 3 eggs') is multiplied only by a count its owner makes now or wants to make, never
# by a holding, a purchase or a making already past (reader._requirements).
MAKING_VERBS = frozenset({"make", "bake", "build", "cook", "draw", "write", "knit", "sew", "paint",
                          "prepare", "craft", "create", "produce", "assemble"})
# Session 20 (`nmod`): vessels a person keeps things in. 'Rex has a mason jar filled with 100
# nickels' says Rex has 100 nickels (in a mason jar): the things in one vessel of the owner are the
# owner's. Only vessels, never places or holders that may own or be owned apart from their
# contents ('a farm with 4 chickens', 'an aquarium with 5 fish', 'a garden with 8 trees', 'a
# bookcase with 3 shelves': whose, and counted how?), and only one vessel ('a'/'an'): '5 boxes
# with 8 cards' (each or in all?) is not this reading (recognizers.read_vessel).
HELD_VESSELS = frozenset("""jar bag box basket bowl bucket bottle tin purse wallet backpack sack pouch
envelope pail""".split())
# plain adjectives a purpose may hold besides content words ("to buy a new bike")
PURPOSE_ADJECTIVES = frozenset({"new", "old", "some", "own"})

# Time units: canonical name and size in minutes (only exact, calendar-free conversions).
# Session 19 (lead): the verb of a span of time spent at an activity ('spends 20 minutes reading'),
# an event whose unit names the activity (injectors._time_spent)
SPEND_TIME = "spend time"
# Verbs whose time a question may ask with the verb itself ('how many hours did she jog', 'how
# long did he wait in total'): activities that take time and move no quantity. The question adds
# the owner's spans of that activity ('spent 20 minutes jogging', 'jogged for 30 minutes',
# 'worked 3 hours').
TIME_ACTIVITY_VERBS = frozenset("""work jog walk run swim bike cycle hike drive ride read write study practice
exercise train play wait rest relax sleep nap shop cook clean paint draw dance sing swim skate ski sail
babysit tutor volunteer talk chat listen type knit sew garden stretch meditate""".split())
# Session 20 (red14): words that tell two spans of one person as overlapping in time ('while
# shopping , she spent 30 minutes eating lunch', '30 minutes eating lunch during her shopping
# trip', '... simultaneously'): the later span may be part of the earlier, so spans of a sentence
# holding one are never added (reader._spans_that_may_overlap). 'k of that time' is left out: it
# is the compared span's own wording ('10 minutes reading and 20% of that time stretching'),
# which GSM8K adds as a span apart.
SPAN_OVERLAP_WORDS = ("while", "whilst", "during", "simultaneously", "meanwhile", "in the meantime",
                      "at the same time", "at once", "including", "of it", "of which", "same time")
# Session 20 (`rate20`): verbs whose time per period may be stated with the verb and its object
# ('Mike watches TV for 4 hours every day', 'plays video games for 2 hours a day'): the activity
# verbs above and 'watch', which counts things too ('watches 3 movies') and so is not among them
RATE_TIME_VERBS = TIME_ACTIVITY_VERBS | {"watch"}


def _third_person(v: str) -> str:
    if v.endswith(("s", "sh", "ch", "x")):
        return v + "es"
    if v.endswith("y") and v[-2:-1] not in "aeiou":
        return v[:-1] + "ies"
    return v + "s"


# their third-person present forms ('watches', 'plays', 'studies'), form -> lemma
RATE_TIME_FORMS = {_third_person(v): v for v in RATE_TIME_VERBS}
TIME_UNITS = {"second": "second", "seconds": "second", "minute": "minute",
              "minutes": "minute", "hour": "hour", "hours": "hour", "day": "day",
              "days": "day", "week": "week", "weeks": "week", "month": "month",
              "months": "month", "year": "year", "years": "year"}
TIME_IN_SECONDS = {"second": Fraction(1), "minute": Fraction(60), "hour": Fraction(3600),
                   "day": Fraction(86400), "week": Fraction(604800)}
# Session 21 (`red16`): the longest a period can be, for the guard that the time spent in a
# period is no longer than the period ('25 hours a day', '9 days a week', '90 seconds a minute'
# cannot be told of one person: injectors.inject_from_match refuses them). Months and years at
# their longest (31 and 366 days), so nothing possible is refused.
PERIOD_MAX_SECONDS = {**TIME_IN_SECONDS, "month": Fraction(31 * 86400), "year": Fraction(366 * 86400)}
# Only these conversions are licensed without an explicit sentence: clock units alone. Day <->
# week is NOT licensed: "20 pages a day on weekdays / at school / on Mondays ... in 2 weeks"
# does not mean 7 days a week, and the schedule can sit in any filler (red-team finding,
# 2026-11-30), so a week of daily rates needs a stated "N days a week".
LICENSED_CONVERSIONS = frozenset({("second", "minute"), ("minute", "hour"), ("second", "hour")})

# Units of measure that convert by definition, each as (system, size in the system's smallest
# unit). Only conversions inside one system are licensed without a stated rate: they are exact
# definitions with no schedule to hide (unlike day <-> week). Left out on purpose: 'ounce' (a
# weight or a fluid ounce?), 'cup' (a measure or a serving?), 'ton' (short or metric?), and
# every conversion across systems (inch <-> centimeter), which a problem states when it needs it.
MEASURE_SIZES = {"inch": ("imperial length", Fraction(1)), "foot": ("imperial length", Fraction(12)),
                 "yard": ("imperial length", Fraction(36)), "mile": ("imperial length", Fraction(63360)),
                 "millimeter": ("metric length", Fraction(1)), "centimeter": ("metric length", Fraction(10)),
                 "meter": ("metric length", Fraction(1000)), "kilometer": ("metric length", Fraction(1000000)),
                 "gram": ("metric weight", Fraction(1)), "kilogram": ("metric weight", Fraction(1000)),
                 "milliliter": ("metric volume", Fraction(1)), "liter": ("metric volume", Fraction(1000)),
                 "pint": ("us volume", Fraction(1)), "quart": ("us volume", Fraction(2)),
                 "gallon": ("us volume", Fraction(8))}
# Verbs that change a measure when their object is a unit of measure ('grows 10 cm', 'gains 5
# pounds'): the change says nothing of the measure itself, so the solver never starts from 0.
MEASURE_CHANGE_VERBS = frozenset({"grow", "gain"})
# Units of measure a stated conversion may name as the contents of another ('If there are 128
# ounces in a gallon'): a gallon of milk then holds 128 ounces of milk.
MEASURE_UNITS = frozenset(MEASURE_SIZES) | frozenset({"ounce", "cup", "pound", "ton", "teaspoon", "tablespoon"})

# Session 14 (`rate`): a rate over a span of one larger calendar unit ('lost 1.5 kilograms each
# month for a year', 'eats 3 apples every day for a week') counts the periods the span holds,
# only where the count is exact by definition: 60 seconds a minute, 60 minutes an hour, 7 days a
# week, 12 months a year. Decisions (each refuses): an hour in a day (24: 'reads 10 pages every
# hour for a day' hardly means through the night), days or weeks in a month (28 to 31 days, '4
# weeks' is a convention the text must state), weeks in a year (52 and a day or two) and days in
# a year (365 or 366) -- a problem that means 52 or 365 says so ('for a year , 52 weeks').
CALENDAR_FACTORS = {("second", "minute"): Fraction(60), ("minute", "hour"): Fraction(60),
                    ("day", "week"): Fraction(7), ("month", "year"): Fraction(12)}
# Session 21 (`rate21`): verbs that state a count per period only in the rate template ('plays 10
# songs a day', 'takes 2 pills a day', 'burns 300 calories every day', 'buys 2 coffees a day').
# They are not activity verbs of ACT (an event 'took 3 apples from Ann' is a transfer, 'buys 5
# pens' a purchase); only the present form, a habit ('took 9 pills a day' is a past habit, and a
# question of the future may not carry it on). A time unit as their object refuses ('takes 2
# hours a day': time spent, not a count). Form -> lemma.
RATE_COUNT_VERBS = {"plays": "play", "takes": "take", "burns": "burn", "buys": "buy"}
# nouns of medicine, taken on every day of the week: 'takes 2 pills a day' asked over a week
# keeps the calendar week (reader._plain_daily); any other object of 'take' does not (stems)
DOSE_NOUNS = frozenset({"pill", "tablet", "capsule", "vitamin", "dose", "antacid"})
# base forms a rate question may ask them with ('how many pills does she take in a week'), only
# in the rate question templates (not BASE_FORMS: 'how many apples did he take' stays unread)
RATE_COUNT_BASES = {"play": "play", "take": "take", "burn": "burn", "buy": "buy"}
# time units from the shortest to the longest: time spent per period must be shorter than the period
TIME_ORDER = ("second", "minute", "hour", "day", "week", "month", "year")

# Classes of time units that convert among themselves without a stated rate (day, week, month
# and year each stand alone): a product of rates reduces only when each class cancels on its own.
TIME_CLASSES = (frozenset({"second", "minute", "hour"}), frozenset({"day"}), frozenset({"week"}))

MONEY_UNIT = "dollar"
# nouns that name everything an owner bought, never one kind of goods ('how much did he pay for
# all the shopping'): a question of spending on them asks every payment of the owner
ALL_PURCHASES = frozenset({"everything", "shopping", "purchases"})
# Session 12 (`spend`): the head of a compound that portions its modifier: money spent on 'ice
# cream cones' is spent on 'ice cream', on 'candy bars' on 'candy' (solver.spent_on). Only
# portions, never reusable containers: 'coffee cups', 'water bottles', 'cookie jars', 'pizza boxes'
# may be empty vessels (decision: refuse them rather than guess).
SERVING_HEADS = frozenset("""cone cones bar bars slice slices scoop scoops stick sticks""".split())
# nouns that a money amount before them names as money itself, or as a payment, never as the
# price of goods: 'a $20 bill', 'a $5 coupon', 'a $3 tip' (an attributive price 'a $7 lamp' is
# read only before any other noun)
MONEY_INSTRUMENTS = frozenset("bill bills note notes coin coins coupon coupons check checks cheque cheques voucher "
                              "vouchers discount discounts tip tips fee fees fine fines deposit deposits tax taxes "
                              "rebate rebates refund refunds bonus bonuses prize prizes reward rewards allowance "
                              "loan loans payment payments budget salary wage wages change".split())

# The calendar week (session 10, helper rate): a daily rate asked over weeks counts 7 days a week
# (TIME_IN_SECONDS) only when nothing in the text can restrict the days it holds on. Day <-> week
# stays out of LICENSED_CONVERSIONS (a schedule may hide in any filler: '20 pages a day at
# school'); reader._calendar_week licenses it per text. Any of these words anywhere in the text
# names a schedule or an exception and refuses the calendar week:
SCHEDULE_WORDS = frozenset("""monday tuesday wednesday thursday friday saturday sunday mondays
tuesdays wednesdays thursdays fridays saturdays sundays weekday weekdays weekend weekends weeknight
weeknights school workday workdays business holiday holidays vacation shift shifts except only
off usually sometimes often most some other normally typically generally rest break""".split())
# The words a plain daily rate clause may hold besides its owner, verb, amount and noun
# ('Sandra eats 3 beignets every morning', 'An adult panda can eat 138 pounds of bamboo each day').
DAILY_RATE_WORDS = frozenset("""a an the each every per day morning evening night afternoon can
could of he she it they his her their""".split())
# Verbs whose daily rate keeps a working week of its own ('works 8 hours a day' is 5 days a week
# as often as 7): the calendar week never applies to them (with WORK, PAID_WORK and earnings).
WORKING_WEEK_VERBS = frozenset({"earn", "make", "produce", "sell", "deliver", "charge", "spend",
                                "save", "study", "practice", "attend", "go", "commute", "drive",
                                "work", "babysit", "tutor", "housesit", "petsit", "volunteer",
                                "teach", "coach", "train",
                                # session 21 (`rate21`): 'takes 3 classes a day', 'buys 2 coffees
                                # a day' may hold on school or work days only
                                "take", "buy"})

# Session 21 (`red16`): nouns of an activity that keeps a school or working week ('spends 2 hours
# a day doing homework', 'taking piano lessons', 'at his job'): such a daily rate never gets the
# calendar week (reader._plain_daily).
WORKING_WEEK_NOUNS = frozenset("""homework class classes lesson lessons lecture lectures course courses
school job jobs office shift shifts practice rehearsal rehearsals training""".split())

# Closed two-way splits of people, by unit: the two sides of a pair together are every member of
# a base the pair covers. Bases hold only children and pupils (all boys or girls), or adults and
# the working roles of adults (all men or women); 'people', 'guests', 'members', ... can mix adults
# and children, so a split of them into boys and girls is never read. 'male' / 'female' cover
# whatever noun they modify, and name no base of their own (None). Used by the reader's two-way
# split of a part ('30% of them are boys') and by the solver's wholes ('3 times as many girls
# as boys ... 100 students in the class', solver.whole_kinds).
_CHILD_BASES = frozenset({"child", "kid", "student", "pupil", "camper"})
_ADULT_BASES = frozenset({"adult", "worker", "employee", "teacher"})
COMPLEMENT_PAIRS = {"boy": "girl", "girl": "boy", "man": "woman", "woman": "man", "male": "female",
                    "female": "male", "son": "daughter", "daughter": "son"}
COMPLEMENT_BASES = {"boy": _CHILD_BASES, "girl": _CHILD_BASES, "man": _ADULT_BASES, "woman": _ADULT_BASES,
                    "son": frozenset({"child", "kid"}), "daughter": frozenset({"child", "kid"}),
                    "male": None, "female": None}

# Closed two-way states (session 12, helper `rest`): a part in one state names the rest of its
# whole as in the other state ('1/8 of the men are standing' -> the other men are seated). Only
# states a counted person or thing is always in exactly one of; kinds (colours, sexes) are not
# states here (the two-way splits of people are COMPLEMENT_PAIRS above).
STATE_COMPLEMENTS = {"standing": frozenset({"seated", "sitting"}), "seated": frozenset({"standing"}),
                     "sitting": frozenset({"standing"}), "present": frozenset({"absent"}),
                     "absent": frozenset({"present"}), "awake": frozenset({"asleep"}),
                     "asleep": frozenset({"awake"})}

# Verbs of a habit, a preference or a state that split a group into the members who do it and
# the rest (session 18, lead): '1/3 of the students walk to school', 'the rest ride the bus',
# 'how many students do not like math'. Each names what its subject does, never a change of the
# group's count: leaving, going, quitting and dying verbs are absent on purpose ('half of the
# students left' shrinks the class, it does not name a kind of student), and so are the verbs
# the change templates read ('buy', 'sell', 'give'). Present and past forms are listed apart and
# never merged, so a part stated in one tense is never asked in the other.
PART_VERBS = frozenset("""
like likes liked love loves loved prefer prefers preferred enjoy enjoys enjoyed hate hates hated
play plays played ride rides rode walk walks walked drive drives drove bike bikes biked
wear wears wore own owns owned speak speaks spoke study studies studied take takes took
eat eats ate drink drinks drank want wants wanted choose chooses chose vote votes voted
live lives lived work works worked watch watches watched attend attends attended
pass passes passed fail fails failed support supports supported
""".split())
PART_VERB_BASES = frozenset("""
like love prefer enjoy hate play ride walk drive bike wear own speak study take eat drink want
choose vote live work watch attend pass fail support""".split())

ADVERB_TAILS = ("left", "now", "remaining", "in total", "altogether", "total", "in all",
                "all together", "together", "combined", "then", "at the end",
                "now in total", "left in total", "in the end")

# Words that may never fill a free slot (noun phrase, filler): they carry structure.
STOP_WORDS = frozenset("""
a an the this that these those his her hers their its my our your him them they he she it we i
you me us who whom whose which what when where why how if then than as so and or but nor not
no never none all each every both either neither some any many much more most fewer less least
few several other another rest remaining remainder left total per times time only just also too very
than twice half double triple dozen is are was were be been being am do does did done will
would can could shall should may might must has had have having own owns owned get gets got
buy buys bought sell sells sold give gives gave gives take takes took make makes made pay pays
paid spend spends spent earn earns earned cost costs eat eats ate lose loses lost use uses used
each one ones there here into onto from for to with without by at in on of off up down out
over under after before during while until since about around between among per every
altogether together combined again already still yet instead rather than else extra additional
new old same different first second third fourth last next half quarter percent percentage
dollars dollar cents cent money worth price amount number sum difference ratio average
today tomorrow yesterday now currently presently initially originally
""".split())


# Words that set new things apart from others ('his old phone', 'replaced 3 tires with new ones',
# 'her current car'): a text that says one of them never reads 'new' as 'newly acquired'.
NEW_CONTRASTS = frozenset("""old older oldest previous current existing original former second-hand
secondhand replace replaces replaced replacing replacement""".split())


# Colour adjectives that are never a noun of their own in a count ('orange', 'lime', 'rose',
# 'gold' are fruits, flowers and metals, and are left out): 'packages of blue', when each package
# holds beads, are packages of blue beads (`solver.container_of`).
COLOURS = frozenset("red blue green yellow white black brown pink purple gray grey".split())

# Nouns that count kinds of a thing rather than the thing ('3 different kinds of cookies', 'fish in
# 5 different colors'): 'different' before them is never read away.
KIND_NOUNS = frozenset("""kind kinds type types sort sorts color colors colour colours flavor flavors
flavour flavours variety varieties brand brands shade shades style styles species breed breeds size
sizes model models design designs pattern patterns shape shapes way ways genre genres category
categories""".split())


# nouns whose plural is the singular form ("3 sheep"): a count of them is not elliptical
SAME_PLURAL = frozenset("""sheep fish deer moose bison salmon trout shrimp squid cattle aircraft
species series swine""".split())

# Closed categories (hypernyms): world knowledge, kept in this one table, `CATEGORIES`.
# "How many fruits does she have" is the sum of the counts she holds of listed members
# ('apples', 'oranges'), and only when every other count she holds is positively no fruit
# (`category_member`: a member of a category disjoint from fruit, e.g. a carrot, a vegetable).
# Members are singular stems of common nouns whose kind nobody doubts; a noun people sort either
# way (a whale or a starfish as a fish, a spider or a scorpion as an insect, a tomato as a fruit)
# is listed nowhere it could be doubted, or is in `CATEGORY_DOUBT`, so a text holding it
# refuses. A noun may be in several categories (a shark is a fish, and through
# `CATEGORY_PARENT` an animal; a dog is a mammal and a pet).
CATEGORIES = {
    "fruit": frozenset("""apple orange banana pear peach plum grape mango cherry strawberry
blueberry lemon lime kiwi pineapple watermelon melon apricot papaya coconut fig raspberry
blackberry tangerine grapefruit nectarine avocado cranberry pomegranate""".split()),
    "vegetable": frozenset("""carrot cucumber pepper bean tomato potato onion lettuce cabbage
broccoli pea squash zucchini eggplant radish celery beet turnip cauliflower pumpkin""".split())
    | {"bell pepper", "sweet potato"},
    "person": frozenset({"boy", "girl", "man", "woman", "adult", "child", "kid"}),
    "child": frozenset({"son", "daughter"}),
    "kid": frozenset({"son", "daughter"}),
    "animal": frozenset({"frog"}),
    "mammal": frozenset("""dog cat cow pig horse sheep goat rabbit hamster donkey llama lion
tiger bear elephant giraffe zebra monkey deer wolf fox mouse rat squirrel camel kangaroo puppy
kitten lamb pony calf bull gerbil""".split()),
    "bird": frozenset("""chicken duck goose turkey hen rooster parrot robin sparrow crow hawk
eagle owl pigeon dove swan penguin flamingo peacock ostrich seagull pelican kingfisher canary
finch parakeet woodpecker hummingbird bluebird jay""".split()),
    "fish": frozenset("""goldfish trout salmon tuna bass catfish cod carp guppy swordfish
pufferfish clownfish angelfish minnow perch pike herring sardine tilapia bluegill koi shark
stingray""".split()),
    "insect": frozenset("""ant bee butterfly beetle mosquito grasshopper cricket ladybug
dragonfly moth wasp roach cockroach caterpillar firefly termite flea hornet""".split()),
    "reptile": frozenset("""snake lizard turtle tortoise crocodile alligator iguana gecko""".split()),
    "pet": frozenset({"dog", "cat", "hamster", "rabbit", "parrot", "turtle", "goldfish", "fish",
                      "bird", "puppy", "kitten", "gerbil", "guinea pig"}),
    "flower": frozenset({"rose", "tulip", "lily", "daisy", "sunflower", "orchid", "carnation",
                         "daffodil", "marigold", "hibiscus", "peony", "poppy", "petunia"}),
    "toy": frozenset({"doll", "puzzle", "yo-yo", "teddy bear", "action figure",
                      "stuffed animal"}),
    "coin": frozenset({"penny", "nickel", "dime", "quarter"}),
    "vehicle": frozenset({"car", "truck", "bus", "van", "motorcycle", "bicycle", "bike",
                          "tractor", "scooter", "taxi", "jeep", "tricycle"}),
}
# Every member of a category is a member of its parent (a shark is an animal, a son a child);
# the parent's name itself is then a member too ('fish' among 'animals').
CATEGORY_PARENT = {"mammal": "animal", "bird": "animal", "fish": "animal", "insect": "animal",
                   "reptile": "animal", "pet": "animal", "child": "person", "kid": "person"}
# Asked names of a category: 'how many pieces of fruit'.
CATEGORY_ALIAS = {"piece of fruit": "fruit"}
# Sets of categories no noun belongs to two of: a noun of one is positively no member of the
# others (a carrot is no fruit, a dog no fish). People and animals are not set apart (some
# texts count people among the animals), nor toys from anything (a child's 'cars' are toys).
CATEGORY_DISJOINT = (frozenset({"fruit", "vegetable", "flower", "coin", "vehicle", "animal"}),
                     frozenset({"fruit", "vegetable", "flower", "coin", "vehicle", "person"}),
                     frozenset({"mammal", "bird", "fish", "insect", "reptile"}))
# Listed members that some people sort into another category (a tomato or a pumpkin as a fruit,
# an avocado as a vegetable): counted where listed, never taken as positively outside a category.
CATEGORY_DOUBT = frozenset("""tomato pepper cucumber squash zucchini eggplant pumpkin avocado
coconut bean pea""".split())
# Modifiers that never change what kind of thing a member is ('red apples', 'big dogs'); any
# other modifier may ('sea horses', 'toy dogs', 'fruit flies', 'chocolate oranges') and refuses.
PLAIN_MODIFIERS = frozenset("""red blue green yellow white black brown pink purple gray grey
orange big small large little tiny huge giant young adult male female ripe fresh""".split())
# 'toy X' is a toy (and of no category of X: a toy car is no vehicle, and since toys are set
# apart from nothing, 'how many vehicles' over toy cars refuses), unless X is where toys are
# kept or sold ('toy box', 'toy store').
TOY_PLACES = frozenset("""box chest store shop bin basket bag room section aisle department
factory company collection shelf""".split())


# Modifiers that make a member of a category something else ('teddy bears', 'toy cars', 'sea
# horses', 'guinea pigs', 'hot dogs', 'gummy bears', 'chocolate bunnies', 'model cars'): such a
# unit is never a kind of its head noun ('how many bears' over teddy bears refuses).
KIND_CHANGING_MODIFIERS = frozenset("""toy stuffed teddy plush guinea sea hot gummy chocolate candy
paper rubber plastic wooden model cartoon origami fruit animal""".split())


def changes_kind(unit: str) -> bool:
    """'teddy bear', 'toy car', 'sea horse': a modifier that makes a listed member (or a
    category noun) something else."""
    words = unit.split(" of ")[0].split()
    head = _MEMBER_FORMS.get(words[-1], words[-1]) if words else ""
    return len(words) > 1 and (head in CATEGORIES or any(head in m for m in CATEGORIES.values())) \
        and any(w in KIND_CHANGING_MODIFIERS for w in words[:-1])


def _category_closure() -> dict[str, frozenset[str]]:
    """Every category with the members of its descendants and their names ('animal' holds
    'dog', 'shark' and 'fish')."""
    out = {c: set(m) for c, m in CATEGORIES.items()}
    for child in CATEGORIES:
        parent = CATEGORY_PARENT.get(child)
        while parent:
            out[parent] |= CATEGORIES[child] | {child}
            parent = CATEGORY_PARENT.get(parent)
    return {c: frozenset(m) for c, m in out.items()}


# The closed hypernyms with all their members (derived from `CATEGORIES`), by asked name.
HYPERNYMS = {**_category_closure()}
HYPERNYMS.update({alias: HYPERNYMS[c] for alias, c in CATEGORY_ALIAS.items()})
# A plural the unit stemmer leaves long ('buses' -> 'buse', 'kiwis', 'taxis') names its member.
_MEMBER_FORMS = {form: m for ms in CATEGORIES.values() for m in ms
                 for form in (m, m + "s", m + "e" if m.endswith("s") else m)}


def _ancestors(category: str) -> set[str]:
    out = {category}
    while category in CATEGORY_PARENT:
        category = CATEGORY_PARENT[category]
        out.add(category)
    return out


def unit_categories(unit: str) -> set[str] | None:
    """The categories a held unit (a singular stem, modifiers kept) belongs to, with their
    ancestors; None when the unit's kind is in doubt: a container or measure of something
    ('bag of apples'), an unlisted noun, or a modifier that may change the kind ('sea horse')."""
    if " of " in unit or not unit:
        return None
    words = unit.split()
    if len(words) == 2 and words[0] == "toy":
        return None if words[1] in TOY_PLACES else {"toy"}
    member = _MEMBER_FORMS.get(unit)
    if member is None:
        if any(w not in PLAIN_MODIFIERS for w in words[:-1]):
            return None
        member = _MEMBER_FORMS.get(words[-1], words[-1])
    cats = {c for c, ms in CATEGORIES.items() if member in ms}
    if member in CATEGORIES:  # a category named as a held noun ('fish' among 'animals')
        cats.add(member)
    if not cats:
        return None
    return set().union(*(_ancestors(c) for c in cats))


def category_member(unit: str, category: str) -> bool | None:
    """Whether a held unit counts toward a category asked ('red apple' toward 'fruit': True;
    'carrot': False, a vegetable; 'widget', 'sea horse', 'tomato' toward 'fruit': None, unknown,
    so the question refuses). Only a category of `CATEGORIES` (or an alias) is answered."""
    category = CATEGORY_ALIAS.get(category, category)
    if category not in CATEGORIES:
        return None
    cats = unit_categories(unit)
    if cats is None:
        return None
    if category in cats:
        return True
    if unit.split()[-1] in CATEGORY_DOUBT or unit in CATEGORY_DOUBT:
        return None
    asked = _ancestors(category)
    if any(c in group and a in group and c != a for group in CATEGORY_DISJOINT
           for c in cats for a in asked):
        return False
    return None


def _gerunds(base: str) -> set[str]:
    """Regular -ing forms of a base verb: read -> reading, write -> writing, run -> running."""
    out = {base + "ing"}
    if base.endswith("e") and not base.endswith("ee"):
        out.add(base[:-1] + "ing")
    if len(base) >= 3 and base[-1] in "bdgmnpt" and base[-2] in "aiou" and base[-3] not in "aeiou":
        out.add(base + base[-1] + "ing")
    return out


# "to finish typing 4560 words": the -ing form of a base verb names the same activity.
GERUNDS = {g: lemma for base, lemma in BASE_FORMS.items() if " " not in base for g in _gerunds(base)}

# Units of length: "how far" asks for an amount in one of them (the owner's one distance rate).
DISTANCE_UNITS = frozenset("""mile kilometer meter foot yard inch block lap centimeter""".split())
# Units of weight, and the dimension a comparative adjective measures: 'how many pounds taller'
# compares nothing ('bigger' / 'larger' name no dimension and are never read in a difference).
WEIGHT_UNITS = frozenset("pound ounce kilogram kg gram ton".split())
DIMENSION_OF = {**{a: DISTANCE_UNITS for a in ("taller", "shorter", "longer", "wider", "narrower",
                                                "deeper", "higher", "lower", "farther", "further")},
                "heavier": WEIGHT_UNITS, "lighter": WEIGHT_UNITS}
# The words that state or ask one dimension of a thing, by the adjective of 'how tall / long /
# heavy ... is X'. A question asking one dimension is read only in a text that states that
# dimension and no other ('The plant is 24 inches tall ... How wide is it?' refuses). Growth
# ('grew 2 inches') names no dimension of its own (hair grows long, children grow tall).
DIMENSION_WORDS = {"tall": frozenset({"tall", "taller", "shorter", "height"}),
                   "long": frozenset({"long", "longer", "shorter", "length"}),
                   "wide": frozenset({"wide", "wider", "narrower", "width"}),
                   "deep": frozenset({"deep", "deeper", "shallower", "depth"}),
                   "high": frozenset({"high", "higher", "lower", "height"}),
                   "heavy": frozenset({"heavy", "heavier", "lighter", "weigh", "weighs", "weighed", "weight"}),
                   "far": frozenset({"far", "farther", "further", "away", "distance"})}
# Verbs of motion that ask for any distance covered ("how far will he go / travel").
GENERIC_MOTION = frozenset({"go", "travel"})
# Vehicles that move in one way only (session 10, helper rate): a rate stated with a generic
# motion verb ('A jet travels 580 miles in 2 hours') answers a question asked with the vehicle's
# own verb ('how far could the jet fly'). A person travels by any means: 'Tom travels 60 miles an
# hour ... how far can he walk' refuses. Keyed by the head noun of the owner.
VEHICLE_MOTION = {"jet": "fly", "plane": "fly", "airplane": "fly", "aeroplane": "fly",
                  "helicopter": "fly", "car": "drive", "truck": "drive", "boat": "sail",
                  "ship": "sail", "sailboat": "sail"}


# "earns $12 an hour for babysitting", "did 50 minutes of tutoring": the -ing form of a verb of
# work names the work (rate_money / work_span activities).
WORK_GERUNDS = {g: lemma for lemma in set(WORK.values()) if " " not in lemma for g in _gerunds(lemma)}
# Verbs of paid work: time spent on them is time earning ('earns $10 an hour ... babysits 3
# hours'); time spent sleeping or reading is not.
PAID_WORK = frozenset({"work", "babysit", "tutor", "teach", "drive", "walk", "clean", "mow", "coach", "deliver"})


def activity_lemma(phrase: str) -> str:
    """The lemma of the activity a wage or a span names ('babysitting' / 'babysits' -> 'babysit';
    two words, 'dog walking' -> 'dog walk'); '' for plain work, which names no activity."""
    lemma = " ".join(WORK_GERUNDS.get(w) or verb_lemma(w) for w in phrase.split())
    return "" if lemma == "work" else lemma


def verb_lemma(word: str) -> str:
    """The lemma of a verb form a rate or a question was stated with (drives / driving / drive)."""
    return ACT.get(word) or WORK.get(word) or BASE_FORMS.get(word) or GERUNDS.get(word) or word


# Descriptions (recognizers.INERT_PROG: 'Nancy is filling an aquarium', 'Punger collects
# baseball cards'): a clause without a literal is inert only if no verb of it can move a
# quantity from or to anyone. These lemmas name having, gaining, losing, giving, trading,
# buying, selling, earning, spending and consuming; every form of them (base, -s, -ed, -ing,
# and the irregular forms below) blocks a description. Creating (make, build, bake) and doing
# (paint, practise, play) are not in it: the reader's noun guard refuses a description that
# names a noun any quantity is counted in.
DESC_BANNED_LEMMAS = frozenset("""
have own hold keep get receive find win gain grab borrow bring order buy purchase add collect
gather pick harvest catch earn save raise charge cost pay spend sell lose use eat drink consume
give send lend pass hand donate share trade swap exchange split divide distribute return take
steal remove discard drop break spill waste double triple start rent feed serve pour empty
owe afford invest deposit withdraw refund tip bet gamble lease loan stock restock acquire
obtain offer hunt trap
""".split())
_IRREGULAR_FORMS = """had kept held got gotten found won brought bought caught paid spent sold lost ate
eaten drank drunk gave given sent lent took taken stole stolen broke broken fed split bet fishing
fished""".split()


def _forms(base: str) -> set[str]:
    """Regular forms of a base verb: base, third person, past, and the -ing forms."""
    out = {base, base + "s", base + "es", base + "ed", base + "d"} | _gerunds(base)
    if base.endswith("y") and base[-2] not in "aeiou":
        out |= {base[:-1] + "ies", base[:-1] + "ied"}
    if len(base) >= 3 and base[-1] in "bdgmnpt" and base[-2] in "aeiou" and base[-3] not in "aeiou":
        out |= {base + base[-1] + "ed", base + base[-1] + "ing"}  # getting, betting, dropped
    return out


DESC_BANNED_FORMS = frozenset(
    {f for base in DESC_BANNED_LEMMAS for f in _forms(base)} | set(_IRREGULAR_FORMS)
    | {w for table in (HAVE, GAIN, LOSE, GIVE, BUY, SELL, EARN_MONEY, SPEND_MONEY, RATE_MONEY, DOUBLING)
       for w in table if " " not in w})
# Forms of the making verbs: a description of making things ('is baking cookies') names no
# earlier stock of them, unlike one of collecting or tending ('collects stamps': a collection).
MAKING_FORMS = frozenset(f for base in MAKING_VERBS for f in _forms(base))
# Nouns a description may not name at all: they stand for whatever is counted ('is discarding
# his collection', 'is packing his belongings') or for money ('is collecting the fees').
DESC_GENERIC_NOUNS = frozenset("""collection stuff thing item belonging everything something
supply supplies groceries good goods product merchandise inventory stock possession
leftover leftovers cash fee fund budget allowance salary wage paycheck income
profit saving savings earning earnings tip change bill coin debt loan rent payment donation
price cost tax discount fortune wealth
treat snack sweet goody goodie present gift souvenir prize reward stash hoard loot haul""".split())
# (session 17, `narrative`: treats, snacks, gifts, prizes, a stash or a haul stand for whatever sweets, toys or
# things are counted: 'Grandma mails him treats. He bakes 10 cookies and 5 cookies.')
# Gerunds of making something: 'is building a bridge out of Lego blocks' names a material, never
# a supply running out ('is running out of paint' is not a description).
CREATION_GERUNDS = frozenset("""making building weaving crafting carving sewing knitting constructing
sculpting""".split())
# Plural nouns that name a group of people by its members ('the two men', 'these three boys'): a
# question may name its group of owners by such a noun and a count (reader._group_owner).
GROUP_NOUNS = frozenset("""men women boys girls friends kids children people siblings brothers sisters
persons players""".split())

# Places named after 'to' without a determiner ('went to school'); any other bare word after
# 'to' is read as a verb (an infinitive of purpose), never as a place.
BARE_PLACES = frozenset("school work church town bed market college class camp lunch dinner breakfast "
                        "practice kindergarten court sea".split())


# Past participles that make 'are / were X' an event, not a kind: '1/3 of the remaining are
# stolen' loses them, '1/3 of the remaining are yellow' names a part. Regular participles end
# in -ed; these are the irregular ones a count of things may undergo (closed class).
IRREGULAR_PARTICIPLES = frozenset("""
stolen eaten taken given sold lost thrown broken spent kept left sent bought made won found put
cut hidden chosen written drawn driven ridden worn torn shaken forgotten gotten got paid brought
caught held read run shot hit split shut sunk swept frozen fed grown blown flown done gone
""".split())

# Physical places where an owner keeps a stock of things (closed class): the place of an
# owner's first holding of a noun may be that owner's one store of it (reader._one_store). A
# scene that is no store ('in the game', 'in his story', 'on his list', 'at the party') is not.
STORE_PLACES = frozenset("""
farm ranch orchard garden yard backyard field pasture meadow barn stable coop pen shed garage house
home apartment room bedroom kitchen basement attic cellar closet cupboard cabinet pantry fridge
refrigerator freezer drawer shelf shelves bookshelf bookcase desk locker wallet purse pocket pockets
bag backpack box basket jar bucket bin crate chest trunk tank aquarium pond album binder folder
collection wall warehouse storeroom shop store bakery library classroom office truck car van
""".split())


# Persons a description may bring along ('went shopping with their mother', 'is playing with his
# friends'): a 'they' after such a description may or may not take them in (session 14, `stmt`)
COMPANION_NOUNS = frozenset("""sister brother mother father mom dad parent son daughter wife husband
friend family kid child children grandmother grandfather grandma grandpa aunt uncle cousin neighbor
classmate teacher boss baby team teammate coach group class classmates""".split())


# Session 20 (`group`): the verbs of gathering or raising that a named group's scene sentence may
# open with, before any quantity ('Stefan , Vail , and Aiguo collected seashells', 'George and
# Amelia are picking oranges and apples at an orchard', 'Adam , Andrew and Ahmed all raise
# goats'): the activity whose counts the later sentences state. Never a verb that gives, sells,
# spends, eats, loses or uses up (those change what is counted), never buying (a price may follow).
GROUP_SCENE_VERBS = frozenset({"collect", "pick", "gather", "harvest", "raise", "grow", "catch"})
GROUP_SCENE_IRREGULAR = frozenset({"grew", "caught"})
# Session 21 (`red16`): words of a time, not a place, in a group scene's 'at / in / on' phrase
# ('picked apples in the morning', 'on Monday', 'at night', 'in the summer', 'in the past'): a
# scene at a told time is one gathering, and the counts after it may be told of other times.
SCENE_TIME_WORDS = frozenset("""morning mornings afternoon afternoons evening evenings night nights
noon midnight dawn dusk sunrise sunset daytime nighttime day days week weeks weekend weekends weekday
weekdays month months year years season seasons summer winter spring fall autumn past future
beginning end holiday holidays vacation break recess today yesterday tomorrow monday tuesday
wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays
sundays january february march april may june july august september october november december
first last next previous""".split())


# Session 21 (`each21`): distributive 'each' over a counted group ('5 friends each bought 3
# apples', 'each of the 4 boxes holds 6 pens', 'the 12 croutons have 20 calories each'). The
# verbs a member may do: possession (read as the contents of every member, as 'There are 4
# boxes. Each box holds 6 pens.' is read) and getting (an event of the whole group, q x count).
# Only forms that agree with the clause's subject: a plural subject ('5 friends each ...') takes
# the plural present or the past, 'each of the 4 boxes' the singular present or the past.
# Participles ('gotten', 'written') need an auxiliary and stay out; so do the verbs whose object
# may be a measure of the member itself ('grow', 'gain': '3 plants each grew 4 inches'), money
# verbs ('earn', 'save': their amounts are money literals, never counts) and 'add' / 'borrow' /
# 'produce' (added to what? from whom? a yield is session 15's).
EACH_GROUP_HAVE = {"have": "have", "had": "have", "own": "own", "owned": "own", "hold": "hold",
                   "held": "hold", "contain": "contain", "contained": "contain"}
EACH_GROUP_HAVE_ONE = {"has": "have", "had": "have", "owns": "own", "owned": "own", "holds": "hold",
                       "held": "hold", "contains": "contain", "contained": "contain"}
_EACH_GROUP_NOT = frozenset({"grow", "gain", "earn", "save", "add", "borrow", "produce"})
_PARTICIPLES_ONLY = frozenset({"gotten", "grown", "written", "drawn"})
EACH_GROUP_GET = {**{f: b for f, b in GAIN.items() if b not in _EACH_GROUP_NOT and not f.endswith("s")
                     and f not in _PARTICIPLES_ONLY},
                  **{f: b for f, b in BASE_FORMS.items() if b in GAIN.values() and b not in _EACH_GROUP_NOT
                     and f in {v for v in GAIN.values()} | {"purchase"}}}
EACH_GROUP_GET_ONE = {f: b for f, b in GAIN.items() if b not in _EACH_GROUP_NOT and f not in _PARTICIPLES_ONLY}
# session 22 (`sub22`): consuming verbs of a counted group ('5 friends each ate 3 cookies', 'They
# each drank 2 cups of juice', 'Each student used 4 stickers'): one event of the whole group that
# uses things up (a loss of the group as an owner, q x count), totalled by 'how many cookies did
# they eat' and taken from a scene stock ('There are 40 cookies ... how many are left'). Only
# eat / drink / use: 'sell', 'lose', 'spend' (money), 'give away' (to whom?) stay unread.
EACH_GROUP_USE = {"eat": "eat", "ate": "eat", "drink": "drink", "drank": "drink", "use": "use", "used": "use"}
EACH_GROUP_USE_ONE = {"eats": "eat", "ate": "eat", "drinks": "drink", "drank": "drink", "uses": "use", "used": "use"}
# session 22 (`sub22`): verbs that spread an amount over each member of a counted group of places
# or persons and take it from the doer ('used 5 stamps each on 4 pages', 'donated 3 books each to
# 4 schools'): use, donate, give away
EACH_SPREAD_USE = {"uses": "use", "used": "use", "use": "use", "donates": "donate", "donated": "donate",
                   "gives away": "give away", "gave away": "give away", "gives out": "give away", "gave out": "give away"}


# session 21 (`pct`): words that may follow 'what percentage of the N are' and name no part of the
# N ('are not red', 'are left', 'are there'): such questions are not read as a percent share
PCT_PART_NOT_PREDICATES = frozenset({"not", "left", "there", "here", "remaining", "still", "now", "then",
                                     "more", "less", "fewer", "over", "under", "above", "below", "both"})

# session 21 (`pct`): predicates of a count part ('3 apples are enough') that name no kind of the
# noun: an amount judged against a need, what is owed or due, or what is no longer there
PART_COUNT_NOT_KINDS = frozenset({"enough", "plenty", "sufficient", "insufficient", "necessary", "required",
                                  "needed", "due", "worth", "fine", "okay", "ok", "possible", "same",
                                  "different", "equal", "similar", "extra", "total", "all", "mine", "yours",
                                  "ours", "theirs", "hers", "his", "its", "missing", "gone", "lost", "expected", "likely",
                                  "unlikely", "about", "around", "nearly", "almost", "only", "just", "also"})


# Session 22 (`red17`): the dimension a part's kind names ('4 apples are red' colour, 'are big'
# size). Parts of two dimensions may overlap (a big apple may be red), so 'the rest' after them
# is no difference of the whole (reader._rest_of_one_dimension). Only words that name nothing but
# their dimension; a word of none ('are broken', 'are teachers') is not judged.
PART_DIMENSIONS = {
    **{w: "colour" for w in """red blue green yellow white black brown pink purple orange gray grey silver
        gold golden violet beige tan maroon navy turquoise blonde blond""".split()},
    **{w: "size" for w in "big small large tiny huge little medium tall short long giant mini".split()},
    **{w: "age" for w in """old new young adult adults baby babies puppy puppies kitten kittens calf calves
        chick chicks cub cubs teenager teenagers""".split()},
    **{w: "sex" for w in "boy boys girl girls male males female females man men woman women".split()},
    **{w: "taste" for w in "sour sweet bitter salty spicy tart bland".split()},
    **{w: "condition" for w in """rotten ripe unripe fresh spoiled stale broken damaged cracked bruised
        moldy mouldy dented torn burnt burned dirty clean dead alive wilted""".split()},
    **{w: "flavour" for w in "chocolate vanilla strawberry lemon mint".split()},
    **{w: "material" for w in "cotton wool silk plastic wooden metal glass leather".split()},
    **{w: "attendance" for w in "absent present".split()},
    **{w: "punctuality" for w in "late early".split()},
}

# Session 22 (`red17`): words of a container that holds nothing now, so that what 'each holds'
# is a capacity ('4 empty jars each hold 6 liters'): injectors._each_group refuses
EMPTY_WORDS = frozenset({"empty", "unfilled", "vacant", "unused"})
