import math
import torch

losses = [2.3025850929940455, 1.0, 0.123456789, 1e-5, 12345.6789, float("inf")]
for l in losses:
    print(f"{l:.4f} | {l:10.3e} | {l!r} | {str(l)} | {l:g}")
header = f"{'epoch':>5} | {'loss':^10} | {'acc':<6}|"
print(header)
print("-" * len(header))
for epoch, (loss, acc) in enumerate([(0.6931, 0.5), (0.3466, 0.875), (0.1, 1.0)], start=1):
    print(f"{epoch:>5} | {loss:^10.4f} | {acc:<6.1%}|")
print(7 / 2, 7 // 2, -7 / 2, -7 // 2, 7 % -3, 2 ** 0.5, 2 ** -1, 10 ** -2, 1e300 * 1e300, -1e300 * 1e300)
print(int(2.9999999999999996), int(1e20), float(2 ** 63), 2 ** 63, -2 ** 63, (-2) ** 63, 2 ** 64 - 1)
print(0.1 + 0.7, 0.3 - 0.1, 1 - 0.9, 4.35 * 100, 1.005 * 1000, 3.0 * 1.1)
print(round(0.125, 2), round(0.375, 2), round(2.5), round(-2.5), round(7, -1), round(15, -1), round(25, -1))
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.sqrt(2), math.exp(1), math.log(10), math.log2(8), math.log10(1000), math.log(8, 2))
print(math.sin(1), math.cos(1), math.tan(1), math.atan2(1, 1), math.degrees(math.pi), math.radians(180))
print(math.floor(2.7), math.ceil(2.1), math.fabs(-3), math.fmod(7, 3), math.modf(3.25), math.frexp(8.0))
print(math.isnan(float("nan")), math.isinf(1e309), math.isfinite(1.0), math.hypot(3, 4), math.erf(0.5))
print(f"{math.gamma(5):.1f} {math.lgamma(10):.6f} {math.expm1(1e-10):.3e} {math.log1p(1e-10):.3e}")
print(1e-7, 1.5e-7, 123e-9, 1e16, 1.5e16, 12345678.9, 0.1 * 3, 1 / 7)
print(str(1e100), repr(2.0 ** 0.5), 5e-324 / 2, 2.2250738585072014e-308, float.fromhex("0x1p-2") if hasattr(float, "fromhex") else 0.25)
print(int("1_000"), float("1_0.5"), complex(1, 2), abs(3 + 4j), (1 + 2j) * (3 - 1j), (2j) ** 2)
print(divmod(7.5, 2), divmod(-7, 2), pow(-8, 1 / 3) if False else None, (-8) ** 2, 0 ** 0, 0.0 ** 0)
print(bool(0.0), bool(-0.0), bool(1e-300), None is None, 1 is not None, not [], not [0])
print(max([1, 2.5, 2]), min("b", "a"), sum([1, 2, 3], 10), sum([[1], [2]], []), abs(-0.0))
print(hex(-255), oct(-8), bin(-5), format(255, "x"), format(255, "#010b"), format(-3.5, "+.2f"), format(0.5, "%"))
print("%5.2f|%-8s|%08.3f|%x|%o|%e|%g|%%|%c" % (3.14159, "ab", -2.5, 255, 8, 12345.678, 0.0001, 65))
print("%(a)s-%(b)03d" % {"a": "x", "b": 7}, "%s %r" % ("q", "q"), "%.3s" % "abcdef", "%+d" % 5)
t = torch.tensor([3.14159, 2.71828])
print(f"{t[0].item():.2f}", "%.3f" % t[1], "{:.1e}".format(t.sum().item()), f"{t.tolist()}")
print(float(torch.tensor(0.1)), torch.tensor(0.1).item() == 0.1, torch.tensor(0.1, dtype=torch.float64).item() == 0.1)
print(torch.tensor([1, 2]).sum().item() / 3, int(torch.tensor(2.7)), round(torch.tensor(2.567).item(), 2))
