"""Cases of session 16 (`whole`): differences across labels, and the decisions kept (see test_whole.py)."""
# (text, expect) - expect by hand: int/Fraction string or "refuse"
M = "On Monday, Tom picked 5 apples. "
T = "On Tuesday, he picked 12 apples. "
Q = "How many more apples did he pick on Tuesday than on Monday?"
A = "For breakfast, Anna bought a bagel for $2. "
CASES = [
 (M + T + Q, "7"),
 ("For breakfast, Anna bought a bagel for $0.95 and a glass of orange juice for $0.85. At lunch, Anna spent $4.65 on a sandwich and $1.15 on a carton of milk. How much more money did Anna spend on lunch than on breakfast?", "4"),
 ("On Monday, Tom spent $5. On Tuesday, Tom spent $12. How much more money did Tom spend on Tuesday than on Monday?", "7"),
 ("Tom picked 5 apples in the morning and 12 apples in the afternoon. How many more apples did he pick in the afternoon than in the morning?", "7"),
 ("On Monday, Tom earned $20. On Tuesday, he earned $35. How much more money did Tom earn on Tuesday than on Monday?", "15"),
 ("On Monday, Tom bought 3 apples for $1 each. On Tuesday, he bought 7 apples for $2 each. How much more money did he spend on Tuesday than on Monday?", "11"),
 ("On Monday, Tom bought 3 apples. On Tuesday, he bought 7 apples. How many more apples did he buy on Tuesday than on Monday?", "4"),
 (M + T + "On Monday, he also picked 2 apples. " + Q, "5"),
 ("Anna spent $3 on breakfast and $7 on lunch. How much more money did Anna spend on lunch than on breakfast?", "4"),
 ("For breakfast, Anna bought 2 bagels for $2 each. At lunch, Anna spent $5 on a sandwich. How much more money did Anna spend on lunch than on breakfast?", "1"),
 ("On Monday, Tom sold 20 apples. On Tuesday, he sold twice as many apples as he did on Monday. How many more apples did he sell on Tuesday than on Monday?", "20"),
 (M + "On Tuesday, he picked 7 more apples than on Monday. " + Q, "7"),
 # red team: other owners, pronouns, nouns, verbs, labels, times
 ("On Monday, Tom picked 5 apples. On Tuesday, Ann picked 12 apples. How many more apples did Tom pick on Tuesday than on Monday?", "refuse"),
 ("On Monday, Tom picked 5 apples. On Tuesday, Bob picked 12 apples. " + Q, "refuse"),
 (M + "On Tuesday, he picked 12 pears. " + Q, "refuse"),
 (M + "On Tuesday, he ate 12 apples. " + Q, "refuse"),
 (M + "He picked 12 apples. " + Q, "refuse"),
 (M + T + "How many more apples did he pick on Wednesday than on Monday?", "refuse"),
 (M + T + "How many more apples did he pick on Monday than on Tuesday?", "refuse"),
 (M + T + "How many more apples did they pick on Tuesday than on Monday?", "refuse"),
 (M + T + "How many more apples did Ann pick on Tuesday than on Monday?", "refuse"),
 (M + T + "How many more apples will he pick on Tuesday than on Monday?", "refuse"),
 (M + T + "Last year, he picked 3 apples on Tuesday. " + Q, "refuse"),
 ("On Monday, Tom picked 5 apples in the morning. " + T + Q, "refuse"),
 ("On Monday, Tom picked 5 apples and the next day he picked 12 apples. On Wednesday, he picked 20 apples. How many more apples did he pick on Wednesday than on Monday?", "refuse"),
 ("On Monday, Tom picked 5 baskets of apples. " + T + Q, "refuse"),
 (M + "On Tuesday, he picked 12 red apples. " + Q, "refuse"),
 (M + "On Tuesday, he picked 7 more apples. " + Q, "refuse"),
 (M + T + "If he picks 3 more apples on Tuesday, " + Q[0].lower() + Q[1:], "refuse"),
 (A + "At lunch, Anna spent $5 on a sandwich. She also bought a drink for $1. How much more money did Anna spend on lunch than on breakfast?", "refuse"),
 (A + "At lunch, Anna spent $5 on a sandwich. How much more money did Anna spend at dinner than at breakfast?", "refuse"),
 (A + "At lunch, Bob spent $5 on a sandwich. How much more money did Anna spend on lunch than on breakfast?", "refuse"),
 (A + "At lunch, Anna earned $5. How much more money did Anna spend on lunch than on breakfast?", "refuse"),
 ("On Monday, Tom earned $20. On Tuesday, he earned $35. How much more money did Tom spend on Tuesday than on Monday?", "refuse"),
 ("On Monday, Tom spent $5 on lunch. On Tuesday, he spent $8 on lunch. How much more money did he spend on lunch than on breakfast?", "refuse"),
 ("Before lunch, Tom picked 5 apples. After lunch, he picked 12 apples. How many more apples did he pick at lunch than at breakfast?", "refuse"),
 ("Yesterday, Sara baked 10 cookies. Today, she baked 25 cookies. How many more cookies did she bake today than yesterday?", "refuse"),
 ("On Monday, Tom and Ann picked 5 apples. On Tuesday, they picked 12 apples. How many more apples did Tom pick on Tuesday than on Monday?", "refuse"),
 (M + T + "How many more apples does he have on Tuesday than on Monday?", "refuse"),
 ("On Monday, Tom picked 5 apples for Ann. On Tuesday, Ann picked 12 apples for him. " + Q, "refuse"),
 ("Tom picked 5 apples on Monday. He picked 12 apples. " + Q, "refuse"),
 ("On Monday, Tom might pick 5 apples. " + T + Q, "refuse"),
 ("On Monday, Tom did not pick 5 apples. " + T + Q, "refuse"),
 # decisions kept: the whole is not shown to be exactly the two kinds, or the two finders
 ("At a party, there are 50 guests. 30% of them are boys. How many girls are at the party?", "refuse"),
 ("There were 63 Easter eggs in the yard. Hannah found twice as many as Helen. How many Easter eggs did Hannah find?", "refuse"),
 ("At a UFO convention, there are 120 conference attendees. If there are 4 more male attendees than female attendees, how many male attendees are there?", "refuse"),
 ("There are 120 adult attendees. There are 4 more male attendees than female attendees. How many male attendees are there?", "refuse"),
 ("An adult panda can eat 138 pounds of bamboo each day. A baby panda can eat 50 pounds of bamboo a day. How many pounds of bamboo will the two pandas eat in a week?", "1316"),
 ("There are 50 children. 30% of them are boys. How many girls are there?", "35"),
]

# labels of two kinds may overlap (session 16, second pass): refused
CASES += [
 ("On Monday, Tom picked 3 apples and 2 apples in the afternoon. On Tuesday, he picked 8 apples. " + Q, "refuse"),
 ("On Monday, Tom ate 3 apples for lunch and 2 apples for dinner. On Tuesday, he ate 8 apples. How many more apples did he eat on Tuesday than on Monday?", "refuse"),
 ("In the morning, Tom spent $5. At lunch, he spent $8. How much more money did he spend at lunch than in the morning?", "refuse"),
 ("On Monday, Tom picked 5 apples. Today, he picked 7 apples. How many more apples did he pick today than on Monday?", "refuse"),
]
