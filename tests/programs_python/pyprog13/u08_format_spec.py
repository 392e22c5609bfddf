import math
vals = [3.14159, -2.5, 1e10, 0.000123, 1234567.891]
for v in vals:
    print(f"{v:10.3f}|{v:<12.2e}|{v:^+12g}|{v:,.2f}")
print(f"{42:08b} {42:#x} {42:#o} {255:X} {1234567:_d} {-42:+05d}")
print(f"{'hi':*^10}|{'left':<8}|{'right':>8}|")
print(f"{0.5:%} {0.125:.1%} {1/3:.10g} {1e-7:g} {1e16:g}")
name, n = "model", 3
print(f"{name=} {n=:03d} {name!r:>10} {name!s}")
print(f"{math.pi!r}")
print("%s has %d items costing %.2f (%5.1f%%)" % ("cart", 3, 9.5, 12.345))
print("%-6s|%6s|%06.2f|%x|%o|%e" % ("a", "b", 3.14159, 255, 8, 12345.678))
print("%(a)s-%(b)03d" % {"a": "key", "b": 7})
print("{0} {1} {0}".format("x", "y"), "{:>{w}}".format("z", w=4), "{a[0]}{b.real}".format(a=[1], b=2))
print(format(1234.5, ",.1f"), format(3, "c") if False else format(65, "c"), format(True, "d"))
print(repr(0.1 + 0.2), str(1e22), str(1e-5), repr(1.0), 2.5e-324 > 0)
print(f"{float('inf')} {float('nan'):>5} {-0.0}")
print("{:.3}".format("abcdef"), "{:5.1f}".format(2.25), "{:.0f}".format(2.5), "{:.0f}".format(3.5))
print(f"{10**20:e}", f"{12345678901234567890:,}", f"{-1.5:=+8.2f}")
print(f"{'tab':\t^9}!" if False else "{:^9}!".format("tab"))
