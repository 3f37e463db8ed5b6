"""A sale of all at the seller's own stated price (session 16, `whole`)."""
H = "Tom has 10 apples. "
SALE_CASES = [
 ("Sally picks 30 seashells on Monday. On Tuesday, she picks half as many seashells as she did on Monday. If she can sell each seashell for $1.20, how much money can she make if she sells all of her seashells?", "54"),
 ("Sally has 45 seashells. If she can sell each seashell for $1.20, how much money can she make if she sells all of her seashells?", "54"),
 (H + "He sells each apple for $2. He sold all of his apples. How much money did he make?", "20"),
 (H + "He eats 3 apples. He sells each apple for $2. He sold all of his apples. How much money did he make?", "14"),
 ("Tom has $5 and 10 apples. He sells each apple for $2. He sold all of his apples. How much money does he have now?", "25"),
 (H + "He sells each apple for $2. If he sold all of his apples, how much money would he make?", "20"),
 # red team
 (H + "He sold 4 apples. He sells each apple for $2. He sold all of his apples. How much money did he make?", "20"),
 (H + "Ann sells each apple for $2. He sold all of his apples. How much money did he make?", "refuse"),
 (H + "He buys each apple for $2. He sold all of his apples. How much money did he make?", "refuse"),
 (H + "He sells each apple for $2. He gave all of his apples to Ann. How much money did he make?", "refuse"),
 (H + "He sells each apple for $2. He sold all of his apples to Ann. How much money did he make?", "refuse"),
 ("Tom has 10 apples and 5 pears. He sells each apple for $2. He sold all of his pears. How much money did he make?", "refuse"),
 (H + "He sells each apple for $2. He sold all of his apples. How much money does Ann make?", "refuse"),
 (H + "He sells each apple for $2. He sold all of his apples. He buys 5 apples. How much money did he make?", "refuse"),
 (H + "He sells each apple for $2. He sold all of his apples. How much money does he have?", "refuse"),
 (H + "He sells 5 apples for $2. He sold all of his apples. How much money did he make?", "refuse"),
 ("Tom picked 30 seashells. Ann picked 20 seashells. If they can sell each seashell for $1, how much money can they make if they sell all of their seashells?", "50"),
 (H + "He sells each apple for $2. Each pear costs $3. He sold all of his apples. How much money did he make?", "20"),
 (H + "He sells each apple for $2. He sells each apple for $3. He sold all of his apples. How much money did he make?", "refuse"),
 (H + "He sells each apple for $2. He sold all of his apples and 3 pears. How much money did he make?", "refuse"),
 (H + "He sells each apple for $2. He ate all of his apples. How much money did he make?", "refuse"),
 (H + "He sells each bag of apples for $2. He sold all of his apples. How much money did he make?", "refuse"),
]
