from fractions import Fraction
import statistics
T, ss, c, n = statistics._ss([0.9, 0.7, 0.65, 0.7, 0.5, 0.45, 0.7])
f = ss / n
print(f.numerator.bit_length(), f.denominator.bit_length())
print(f.numerator / f.denominator)
print((10**30 + 1) / (3 * 10**29), (2**80 + 1) / 2**79, 10**400 // 3 / 10**399 if False else 1)
print((2**53 + 1) / 3, (2**60 + 7) / (2**58 + 1), -(10**25) / 7, 10**25 / -7, 12345678901234567891 / 10, (2**64 - 1) / (2**64 + 1))
print(2**1000 / 3**600, 1 / 10**300, (10**20 + 1) / 10**20, 7**100 / 3**200)
try:
    print(10**400 / 1)
except OverflowError as e:
    print("OverflowError:", e)
