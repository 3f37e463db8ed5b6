"""Compound measures and a relative named with an age word (session 16, `whole`)."""
V = "Vlad is 6 feet, 3 inches tall. "
MEASURE_CASES = [
 (V + "His younger sister is 2 feet, 10 inches tall. How many inches taller is Vlad than his sister?", "41"),
 ("Vlad is 6 feet and 3 inches tall. How tall is Vlad in inches?", "75"),
 (V + "His sister is 40 inches tall. How many inches taller is Vlad than his sister?", "35"),
 ("Tom is 2 meters, 30 centimeters tall. Ann is 1 meter, 90 centimeters tall. How many centimeters taller is Tom than Ann?", "40"),
 ("Vlad is 75 inches tall. His younger sister is 34 inches tall. How many inches taller is Vlad than his sister?", "41"),
 ("Tom has 12 apples. His little brother has 5 apples. How many more apples does Tom have than his brother?", "7"),
 # red team
 (V + "His younger sister is 2 feet, 10 inches tall. How many feet taller is Vlad than his sister?", "41/12"),
 ("Tom is 6 feet, 3 meters tall. Ann is 2 feet, 10 meters tall. How many meters taller is Tom than Ann?", "refuse"),
 ("Tom has 6 feet of rope and 3 inches of wire. How many inches of rope does Tom have?", "72"),
 ("Vlad has two sisters. Vlad is 75 inches tall. His younger sister is 34 inches tall. How many inches taller is Vlad than his sister?", "refuse"),
 ("Vlad is 75 inches tall. His younger sister is 34 inches tall. His older sister is 60 inches tall. How many inches taller is Vlad than his sister?", "refuse"),
 ("Vlad is 75 inches tall. His younger sister is 34 inches tall. His sister Ann is 60 inches tall. How many inches taller is Vlad than his sister?", "refuse"),
 ("Vlad is 75 inches tall. His younger sister is 34 inches tall. How many inches taller is Vlad than his brother?", "refuse"),
 ("Vlad is 75 inches tall. His younger sister is 34 inches tall. How many inches taller is Vlad than her sister?", "refuse"),
 ("Vlad is 75 inches tall. His tall sister is 34 inches tall. How many inches taller is Vlad than his sister?", "refuse"),
 ("Vlad is 75 inches tall. Ann's younger sister is 34 inches tall. How many inches taller is Vlad than his sister?", "refuse"),
 (V + "He is 2 feet taller than Ann. How many inches tall is Ann?", "51"),
 (V + "Vlad is 70 inches tall. How many inches tall is Vlad?", "refuse"),
 ("Vlad is 6 feet tall, and 3 inches of his height is hair. How many inches tall is Vlad?", "refuse"),
 ("Tom is 6 feet, 30 inches tall. How many inches tall is Tom?", "102"),
]
