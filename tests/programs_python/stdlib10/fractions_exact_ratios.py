# Exact ratios with fractions: class balance weights, split sizes, learning-rate schedules.
from fractions import Fraction
import math
import torch

labels = torch.tensor([0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 2, 2])
counts = torch.bincount(labels).tolist()
total = sum(counts)
ratios = [Fraction(c, total) for c in counts]
print(ratios, sum(ratios))
weights = [1 / r for r in ratios]
print(weights, [str(w) for w in weights])
norm = [w / sum(weights) for w in weights]
print(norm, [float(n) for n in norm])
print(torch.tensor([float(n) for n in norm]))

print(Fraction(3, 4), Fraction(6, -8), Fraction(0, 5), Fraction(7), Fraction("2/6"), Fraction(" -1.25 "), Fraction("1e-3"), Fraction("3.5E2"))
print(Fraction(0.1), Fraction(0.5), Fraction(1.5).limit_denominator(), Fraction(0.1).limit_denominator(1000), Fraction(math.pi).limit_denominator(100))
a, b = Fraction(1, 3), Fraction(1, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(Fraction(7, 2), Fraction(2, 3)), a ** 2, a ** -2, Fraction(-2, 3) ** -3)
print(a + 1, 1 + a, a - 1, 1 - a, 2 * a, a * 2, a / 2, 2 / a, a + 0.5, 0.5 + a, a * 1.0, a ** 0.5, 4 ** Fraction(1, 2), 2 ** Fraction(2))
print(a == Fraction(2, 6), a == 1 / 3, Fraction(1, 2) == 0.5, Fraction(2, 1) == 2, a < b, a > b, a <= 0.34, a >= 0)
print(sorted([Fraction(3, 7), Fraction(1, 2), Fraction(2, 5), 0.45, 1]))
print(float(a), int(Fraction(-7, 2)), math.floor(Fraction(-7, 2)), math.ceil(Fraction(-7, 2)), round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(22, 7), 2), math.trunc(Fraction(-7, 2)))
print(abs(Fraction(-3, 4)), -a, +a, bool(Fraction(0)), a.numerator, a.denominator, a.as_integer_ratio(), Fraction(4, 2).denominator == 1)
print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(5)) == hash(5), len({Fraction(1, 2), 0.5, Fraction(2, 4)}))
print(Fraction.from_float(0.25), repr(Fraction(10, 4)), isinstance(Fraction(1), Fraction))

# split an epoch into exact fractions of the dataset
n = 1000
splits = [Fraction(7, 10), Fraction(2, 10), Fraction(1, 10)]
sizes = [int(s * n) for s in splits]
print(sizes, sum(splits) == 1)
lr = Fraction(1, 10)
for step in range(4):
    print(step, lr, float(lr))
    lr *= Fraction(9, 10)
for bad in ["1/0", "abc", "1/2/3", ""]:
    try:
        Fraction(bad)
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
try:
    Fraction(1, 2) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    Fraction(1.5, 2)
except TypeError as e:
    print("TypeError", e)
