# float repr, arithmetic, rounding, int/float interplay.
print(0.1 + 0.2, 1 / 3, 2 / 3, 10 / 4, 7 // 2, -7 // 2, 7 % -3, -7 % 3, 7.5 // 2, -7.5 % 2)
print(round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(1.005, 2), round(123.456, -1), round(0.5), round(1.5))
print(1e308 * 10, -1e308 * 10, 1e-320, 5e-324, 1.7976931348623157e308)
print(float("1.5"), float("  -2.25 "), float("inf"), float("-inf"), float("1e3"), int(3.99), int(-3.99))
print(3 * 1.0, 2 ** 0.5, 4 ** 0.5, 10 ** -2, 1.0 == 1, 0.1 * 3 == 0.3, abs(-2.5))
print(divmod(7.5, 2), divmod(-7, 2), (1.5).is_integer(), (2.0).is_integer(), (0.5).as_integer_ratio())
print(float(10 ** 16), 123456789012345678.0, 1.23456789012345e-7, 100.0, 1e22, 1e15 + 0.3)
print(max(1, 2.5), min(-1, -1.0), sum([0.1] * 10), int("10") + 0.5, True + True, True * 2.5)
import math
print(math.floor(-2.5), math.ceil(2.1), math.sqrt(16), math.pi, math.e, math.isclose(0.1 + 0.2, 0.3))
print(math.log(100, 10), math.log2(8), math.exp(0), math.gcd(12, 18), math.factorial(10), math.inf > 1e308)
print(math.isnan(float("nan")), math.trunc(-3.7), math.hypot(3, 4), math.fsum([0.1] * 10), math.comb(10, 3), math.prod([1, 2, 3, 4]))
