import math
x = 3.14159265
n = 1234567
print(f"{x:.2f}|{x:10.3f}|{x:<10.1f}|{x:^10.2f}|{x:+.1e}|{x:08.3f}")
print(f"{n:,}|{n:_}|{n:>12,}|{n:x}|{n:#x}|{n:#o}|{n:b}|{255:#010b}")
print(f"{0.000123:g}|{123456789.0:g}|{1e-5:.3g}|{0.5:%}|{0.123:.1%}|{1e20:,.0f}")
w, p = 12, 3
print(f"[{x:{w}.{p}f}]", f"[{'ab':*^{w}}]", f"[{n:{'>'}{w},}]")
print("{:>8}|{:<8}|{:^8}".format("a", "b", "c"), "{0}{1}{0}".format("x", "y"), "{name}:{val:.1f}".format(name="loss", val=0.25))
print("{:d} {:5d} {:<5d}| {:+d} {: d}".format(42, 42, 42, 42, 42))
d = {"a": [1, 2]}
print("{0[a][1]} {1.real}".format(d, 3 + 4j), f"{d['a']!r:>10}", f"{'s'!r}", f"{3.0!s}")
print(f"{1e16}", f"{1e15}", repr(1e16), repr(1.5e-7), str(0.1 + 0.2), repr(100.0), 1e22, 1.0e-4, 12345678901234567.0)
print(-0.0, repr(-0.0), f"{-0.0:.2f}", f"{-0.0:z.2f}", 0.0 == -0.0, math.copysign(1, -0.0))
print(float("nan"), float("inf"), -float("inf"), f"{float('nan'):.2f}", f"{float('inf'):>6}", repr(float("-inf")))
print(2 ** 100, -(2 ** 70) // 3, (2 ** 64) % 1000, int("9" * 30) + 1, len(str(3 ** 200)))
print(10 ** 20 / 3, 7 // -2, -7 % 3, divmod(-7, 2), round(2.5), round(3.5), round(-0.5), round(1.25, 1), round(2.675, 2))
print(f"{12:03}", f"{-12:05}", f"{12.5:06.1f}", f"{'x':3}|", f"{7:<3}|", format(1234.5678, ",.2f"), format(0.1, ".20f"))
print(f"{True}", f"{True:d}", f"{None!r}", "%5.2f|%-5d|%s|%r|%x|%%" % (2.345, 3, [1], "q", 255))
print("%(a)s-%(b)03d" % {"a": "k", "b": 7}, "%e" % 12345.678, "%g" % 0.00001234, "%.3s" % "abcdef")
v = 1 / 3
print(v, v * 3, 2 / 3, 1e-10, 123e-20, 1.7976931348623157e308, 5e-324, float(2 ** 53 + 1))
print(f"{'nested {braces}'}", f"{{literal}}", f"{x=:.2f}", f"{n = }")
