# Arbitrary-precision ints: arithmetic, comparisons, conversions, hashing.
a = 2 ** 100
b = 3 ** 70
print(a, b, a + b, a - b, a * b)
print(a // 7, a % 7, -a // 7, -a % 7, divmod(a, 12345))
print(a > b, a == 2 ** 100, a != a + 1, 2 ** 64 - 1, -(2 ** 63), 2 ** 63)
print(9223372036854775807 + 1, -9223372036854775808 - 1, 9223372036854775807 * 2)
print(int("123456789012345678901234567890"), int("-0x" + "f" * 20, 16), hex(2 ** 80), bin(2 ** 65), oct(8 ** 25))
print(float(2 ** 100), int(1e30), 2 ** 100 / 2 ** 99, 10 ** 30 / 3)
print(pow(3, 200, 1000007), pow(2, -1), 2 ** -2, (-2) ** 3, abs(-(10 ** 25)))
print(hash(2 ** 61 - 1), hash(2 ** 61), hash(-(2 ** 61)), hash(10 ** 20))
print({2 ** 70: "big"}[2 ** 70], 2 ** 70 in {2 ** 70}, sorted([2 ** 70, 5, -(2 ** 65)]))
print(1 << 100, (1 << 100) >> 99, (2 ** 80) & 0xFFFF, (2 ** 80) | 1, ~(2 ** 70), -(2 ** 70) >> 3)
n = 1
for i in range(1, 31):
    n *= i
print(n, len(str(n)), str(n)[:10], sum(int(c) for c in str(2 ** 1000)))
print(round(2 ** 70, -20), (10 ** 20) == 10.0 ** 20, 2 ** 53 + 1 == float(2 ** 53 + 1))
print(f"{2 ** 70}", f"{2 ** 70:d}", format(10 ** 25, ","), isinstance(2 ** 70, int), type(2 ** 70).__name__)
