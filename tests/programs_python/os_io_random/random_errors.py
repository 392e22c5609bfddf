import random
r = random.Random(1)
for bad in [lambda: r.choice([]), lambda: r.randrange(0), lambda: r.randrange(5, 5), lambda: r.randrange(1, 9, 0),
            lambda: r.sample([1, 2], 3), lambda: r.randrange(2.5), lambda: r.seed([1])]:
    try:
        bad()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
data = list(range(8))
r.shuffle(data)
print(data, r.sample(data, k=3, counts=[1] * 8), r.triangular(0, 10, 3))
print(r.randrange(10, 0, -3), r.randint(-5, -1), r.paretovariate(2.0), r.lognormvariate(0, 0.5))
