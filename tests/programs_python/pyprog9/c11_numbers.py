# int/float edge cases: big ints, floor division/modulo signs, rounding, float repr, conversions, complex.
import math
import sys

print(2 ** 100, -(2 ** 64) // 3, (2 ** 64) % 7, math.factorial(25), 10 ** 20 + 1)
print(divmod(7, 3), divmod(-7, 3), divmod(7, -3), divmod(-7.5, 2), -7 // 2, -7 % 2, 7 % -2)
print(round(2.5), round(3.5), round(-0.5), round(0.125, 2), round(2.675, 2), round(1234, -2), round(1250, -2))
print(round(7.0), type(round(7.5)).__name__, round(7.123, 1), int(-3.9), int(3.9), math.floor(-3.5), math.ceil(-3.5))
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e22, 1e21, 1e-7, 123456789012345678.0, 0.1 * 3, 100.0, -0.0)
print(float("inf"), float("-inf"), float("nan"), math.inf > 1e308, math.isnan(float("nan")), float("nan") == float("nan"))
print(int("0x1f", 16), int("ff", 16), int("0b101", 0), int("  42 "), int("1_000"), float("1e3"), float(" -2.5 "))
print(bin(10), hex(255), oct(8), bin(-5), (255).bit_length(), (2 ** 100).bit_length(), (10).to_bytes(2, "big"))
print((0.5).as_integer_ratio(), (2.0).is_integer(), 7.0.hex(), float.fromhex("0x1.8p1"), (-17).__abs__())
print(math.isclose(0.1 + 0.2, 0.3), math.gcd(48, 18), math.lcm(4, 6), math.comb(10, 3), math.perm(5, 2), math.prod([1, 2, 3, 4]))
print(math.sqrt(2), math.log(100, 10), math.log2(1024), math.exp(1), math.hypot(3, 4), math.atan2(1, 1), math.fsum([0.1] * 10))
print(sum([0.1] * 10), math.trunc(-2.7), math.copysign(1, -0.0), math.fmod(-7, 3), math.modf(3.25), math.frexp(8.0))
print(pow(3, 4, 5), pow(2, -1), pow(-8, 1 / 3) if False else "skip", 3 ** -1, (-2) ** 2, -2 ** 2, 2 ** 0.5)
print(pow(7, -1, 11), abs(-3 + 4j), (1 + 2j) * (3 - 1j), complex(1, -1), (1j) ** 2, (2 + 0j).real)
print(True + True, True * 5, int(True), bool(0.0), bool(""), bool([0]), 3 == 3.0, hash(3) == hash(3.0))
print(1 < 2 < 3, 3 > 2 > 2, 1 == 1.0 == True, None is None, 5 // 0.5, 5 % 0.3)
print(sys.maxsize, sys.maxsize + 1, -sys.maxsize - 1, 2 ** 63 - 1 == sys.maxsize, type(2 ** 200).__name__)
x = 12345678901234567890
print(x * x, x // 7, x % 1000, -x >> 3, x << 5, x & 0xFFFF, x | 1, x ^ x, ~x)
print(str(10 ** 30)[:5], len(str(2 ** 1000)), int(str(3 ** 50)) == 3 ** 50, float(2 ** 70), 2 ** 70 / 3)
print(f"{2 ** 70:,}", f"{0.1:.17g}", f"{1e-10:f}", 1.0 / 3 * 3 == 1.0, 10 / 4, 10 // 4, 10.0 // 4)
print(min(3, 1.5, 2), max([1, 5, 3], key=lambda v: -v), sum(range(101)), sum([[1], [2]], []), abs(-0.0))
try:
    1 // 0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print(e)
try:
    math.sqrt(-1)
except ValueError as e:
    print(e)
try:
    int("abc")
except ValueError as e:
    print(e)
try:
    2.0 ** 10000
except OverflowError as e:
    print(e)
