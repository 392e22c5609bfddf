# big ints, int/float edge cases, divmod, pow with mod, math, fractions-free numeric semantics
import math
a = 2 ** 100
print(a, a // 3, a % 7, -a // 7, -a % 7, divmod(-a, 13))
print(pow(3, 200, 10 ** 9 + 7), pow(2, -1, 7), (10 ** 30) // (10 ** 15 + 3))
print(math.factorial(30), math.comb(60, 30), math.gcd(2 ** 64, 6 ** 30), math.isqrt(10 ** 40 + 1))
print(int("123456789" * 4), int("ff" * 10, 16), hex(2 ** 70), bin(-(2 ** 65)), oct(8 ** 25))
print((2 ** 64).bit_length(), (-(2 ** 63)).bit_length(), (255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00" * 5, "little"))
print(float(2 ** 80), 2 ** 80 == float(2 ** 80), 2 ** 53 + 1 == float(2 ** 53 + 1), 10 ** 20 / 3)
print(7 // -2, 7 % -2, -7 // 2, -7 % 2, 7.5 // 2, -7.5 % 2, divmod(7.5, -2))
print(1e308 * 10, -1e308 * 10, math.isnan(float("nan")), float("nan") == float("nan"), math.inf > 10 ** 400)
try:
    print(10 ** 400 * 1.0)
except OverflowError as e:
    print("OverflowError:", e)
try:
    1 / 0
except ZeroDivisionError as e:
    print(e)
try:
    5 % 0
except ZeroDivisionError as e:
    print(e)
print(abs(-(2 ** 90)), -(2 ** 90) < -(2 ** 89), sorted([2 ** 70, -5, 2 ** 64, 3.5]), max(2 ** 65, 2.0 ** 65))
print(sum(range(10 ** 6)), sum(i * i for i in range(1000)), round(2 ** 70 / 7), round(123456, -3))
print(hash(2 ** 61 - 1), hash(2 ** 61), hash(-1), hash(1.5), hash(10 ** 20) == hash(10 ** 20 % (2 ** 61 - 1)))
print(int(3.99), int(-3.99), int("  42  "), int("0b101", 0), int("1_000"), float("1e3"), float(" -inf "))
print(True + True, True * 3.5, 3 / 2, 3 // 2, 2 ** -1, (-8) ** (1 / 3) if False else 0, 0 ** 0)
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(2.7), math.copysign(1, -0.0), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.log(2 ** 1000), math.log2(2 ** 1000), math.log10(10 ** 50), math.sqrt(2 ** 100), math.hypot(3, 4))
print(f"{2**100:,}", f"{2**70:x}", "%d" % 2 ** 80, format(2 ** 65, "e"), str(-2 ** 63 - 1))
print(complex(1, 2) * complex(3, -1), abs(3 + 4j), (1 + 2j).conjugate(), 2j ** 2)
