import math
import torch

x = 3.14159265
n = 1234567
print(f"{x:.2f} {x:10.3f}| {x:<10.1f}| {x:^10.2e}| {x:+.3g}")
print(f"{n:,} {n:_} {n:08d} {n:x} {n:#o} {n:#b} {255:#X} {n:>12,}")
print(f"{0.256:.1%} {1e-7:g} {1e7:g} {123456789.0:g} {1e16:.3e} {0.0001:.0e}")
print(f"{'hi':>5}|{'hi':<5}|{'hi':^6}|{'hi':*^7}|{42:0>5}")
name = "loss"
val = 0.123456
print(f"{name!r} {name!s} {val=} {val=:.3f} {n = }")
width, prec = 10, 3
print(f"{x:{width}.{prec}f}|")
print("%s=%d (%.3f) %5.1f%% %r %x" % ("a", 42, 1 / 3, 12.345, "s", 255))
print("{} {:>6} {name}".format(1, "b", name="n"))
print(format(12.5, ".0f"), format(13.5, ".0f"), round(2.5), round(3.5), round(-0.5), round(2.675, 2))
print(0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15, 123456789012345678.0, 1e-5, 0.0001, 1.5e300 * 1e10)
print(float("inf"), -float("inf"), float("nan"), -0.0, 0.0 == -0.0, math.copysign(1, -0.0))
print(10 ** 20, 2 ** 100, -7 // 2, -7 % 2, 7 // -2, divmod(-7, 3), divmod(7.5, 2))
print(int(3.99), int(-3.99), int("-42"), int("0x1f", 16), int("ff", 16), int("0b101", 0), int(" 7 "))
print(bin(10), hex(255), oct(8), (255).bit_length(), (1.5).as_integer_ratio(), (3.0).is_integer())
print(float("1e3"), float("-.5"), str(1.0), repr(1.10), str(100.0), 1e22, 1e21, 12345678901234567890.0)
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.isclose(0.1 + 0.2, 0.3), math.gcd(12, 18))
print(math.factorial(20), math.comb(10, 3), math.perm(5, 2), math.prod([1, 2, 3, 4]), math.isqrt(99))
print(True + True, True * 3, int(True), float(False), str(True), f"{True}", f"{True:d}")
print(abs(-3), abs(-2.5), pow(2, 10), pow(2, -1), pow(3, 4, 5), 2 ** -2, 7 / 7, 9 ** 0.5)
t = torch.tensor([1.5, 2.25])
print(f"{t[0]:.3f}", f"{t.sum().item():.1f}", "{:.2f}".format(t[1].item()), f"{t.mean()}")
print(f"{torch.tensor(7).item():04d}", f"{len(t):>3}", f"{t.shape}", f"{t.dtype}")
print(f"{float(t[0]):e}", str(t[0].item()), repr(t[1].item()))
print(round(1234.5678, -2), round(1234.5678, 1), round(0.5), round(1.5), round(-1.5))
print(1_000_000, 0xFF, 0o17, 0b1010, 1e3, 5e-324, 1.7976931348623157e308)
print(3 * 1.1, 0.1 * 3, 1.1 + 2.2, 100 * 1.1, 2.0 ** 0.5, 10 / 4, 10 // 4, 10.0 // 4)
print(sum([0.1] * 10), math.fsum([0.1] * 10), max(1, 2.0), min(-0.0, 0.0))
print(hash(1) == hash(1.0), 1 == 1.0, {1: "a", 1.0: "b"}, {True: 1, 1: 2})
print(f"{1e-10:.3g} {123.456:.5g} {1234567:.3g} {0.000012345:.3e} {-0.0:.2f}")
