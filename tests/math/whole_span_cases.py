"""Totals over a counted span of named days (session 16, `whole`)."""
S = "On Saturday, Ann sold 60 boxes. On Sunday, she sold 30 boxes. "
SPAN_CASES = [
 (S + "How many boxes did she sell over the two days?", "90"),
 (S + "How many boxes did she sell, in total, over the two days?", "90"),
 ("Andrew eats 14 donuts on Monday, and half as many on Tuesday. On Wednesday Andrew eats 4 times as many as he did on Monday. How many donuts did Andrew eat in the three days?", "77"),
 ("On Monday, Tom spent $5. On Tuesday, he spent $7. How much money did Tom spend over these two days?", "12"),
 ("On Monday, Tom picked 5 apples. On Tuesday, he picked 3 apples. On Monday, he also picked 2 apples. How many apples did Tom pick during the two days?", "10"),
 # red team
 (S + "How many boxes did she sell over the three days?", "refuse"),
 (S + "She sold 10 boxes. How many boxes did she sell over the two days?", "refuse"),
 ("Ann sold 60 boxes in the morning and 30 boxes in the afternoon. How many boxes did she sell over the two days?", "refuse"),
 ("On Saturday, Ann sold 60 boxes. On Sunday, Bob sold 30 boxes. How many boxes did they sell over the two days?", "refuse"),
 ("On Saturday, Ann sold 60 boxes. On Sunday, Bob sold 30 boxes. How many boxes did Ann sell over the two days?", "refuse"),
 (S + "How many boxes did she sell over the two weeks?", "refuse"),
 (S + "How many boxes will she sell over the two days?", "refuse"),
 (S + "How many boxes did she buy over the two days?", "refuse"),
 ("On Saturday, Ann sold 60 boxes. On Sunday, she sold 30 bags. How many boxes did she sell over the two days?", "refuse"),
 ("On Saturday, Ann sold 60 boxes. Last Sunday, she sold 30 boxes. How many boxes did she sell over the two days?", "refuse"),
 ("On Saturday, Ann sold 60 boxes and the next day she sold 30 boxes. How many boxes did she sell over the two days?", "refuse"),
 ("On Saturday, Ann sold 60 boxes. On Sunday, she sold 30 boxes. On Monday, she sold 5 boxes. How many boxes did she sell over the two days?", "refuse"),
 ("Yesterday, Ann sold 60 boxes. Today, she sold 30 boxes. How many boxes did she sell over the two days?", "refuse"),
]
