import math
from fractions import Fraction
from decimal import Decimal
print(int("0x1f", 16), int("1f", 16), int("0b101", 0), int("  42  "), int(" -7"), int(3.99), int(-3.99), int("1_000"))
print((255).bit_length(), (-1).bit_length(), (10).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (5).bit_count())
print((0.1).hex(), float.fromhex("0x1.8p1"), (0.75).as_integer_ratio(), (2.0).is_integer(), float("1e-3"), float(" inf "), float("-nan"))
print(math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1, 2, 3, 4]), math.comb(5, 2), math.perm(5, 2), math.factorial(10))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), round(-2.5), round(0.125, 2), round(0.375, 2), round(1234, -2), round(1250, -2))
print(divmod(7.5, 2), divmod(-7.5, 2), 7.5 % -2, -7 // 2.0, 2 ** -1, (-8) ** (1 / 3) if False else "skip", pow(2, 10, 1000), pow(3, -1, 7))
print(math.gcd(12, 18), math.lcm(4, 6), math.isqrt(17), math.sqrt(2), math.log(8, 2), math.log2(1024), math.log10(0.001), math.exp(1))
print(math.inf > 1e308, math.nan == math.nan, math.isnan(float("nan")), math.isinf(-math.inf), math.isfinite(1e308 * 10), float("inf") - float("inf"))
print(1e308 * 10, -1e308 * 10, 2.0 ** 1023 * 2 if False else "big", 10 ** 400 > 1e308, float(10 ** 20), int(1e20))
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    1 / 0.0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(complex(1, 2) * 1j, abs(3 + 4j), (1 + 2j).conjugate(), complex("1+2j"), (1j) ** 2, f"{1 + 2j:.2f}")
print(Fraction(3, 6), Fraction(1, 3) + Fraction(1, 6), Fraction("0.25"), Fraction(0.5), float(Fraction(7, 4)), Fraction(7, 4).limit_denominator(1))
print(Decimal("0.1") + Decimal("0.2"), Decimal("1.10") * 2, Decimal(0.5), round(Decimal("2.675"), 2))
print(hash(1) == hash(1.0) == hash(True), 1 == 1.0 == True, {1: "a", 1.0: "b"}, 0.1 + 0.2 == 0.3, abs(-0.0), -0.0 + 0.0)
print(bin(-10), oct(64), hex(-255), format(10, "08b"), f"{-5:x}", int(True) + True, True * 3.5, 7 // True)
print(sum(range(101)), sum([[1], [2]], []), sum([0.5, 0.25], start=1), max([], default=None), min(3, 1, 2), max("a", "bb", key=len))
print(9007199254740993, float(9007199254740993), 2 ** 63, -2 ** 63, (2 ** 64 - 1) >> 60, -17 >> 2, 1 << 70, ~5, -5 & 0xFF, 6 ^ 3)
