import torch

vals = [3.14159, -0.000123, 12345.678, 1e-10, float("nan"), float("inf")]
for v in vals:
    print(f"{v:10.3f}|{v:<12.4e}|{v:^+10.2g}|{v:.3%}" if v == v and abs(v) != float("inf") else f"{v:>8}|{v:f}")
n = 1234567
print(f"{n:,}", f"{n:_}", f"{n:#x}", f"{n:o}", f"{n:b}"[:8], f"{n:>12,}", f"{-n:+,}")
print(f"{'abc':*^9}", f"{'left':<8}|", f"{'right':>8}|", f"{42:05d}", f"{3.5:08.3f}")
t = torch.tensor([1.5, 2.25])
print(f"{t[0].item():.1f}", f"{t.sum():.3f}" if False else "{:.3f}".format(t.sum().item()))
print("{0}-{1}-{0}".format("a", "b"), "{name}:{val:.2f}".format(name="x", val=2 / 3))
print("%s has %d items costing %.2f (%5.1f%%)" % ("cart", 3, 9.5, 12.345))
print("%-6s|%6s|%06.2f|%x|%e" % ("ab", "cd", 3.14159, 255, 12345.6789))
print(repr("quote's"), repr('dq"'), ascii("café"), "tab\there")
print(str(t), repr(t))
print(f"{t}")
print("{!r:>20}".format("x"), f"{'y'!r}", f"{3=}", f"{1+1=}")
w = 7
print(f"{3.14159:{w}.{2}f}|", f"{'nested':{'>'}{w+3}}")
print(format(0.1 + 0.2, ".17g"), round(2.675, 2), round(-0.5), round(1.5), round(2.5))
print(str(1e16), str(1e-5), str(123456789012345678.0), 1/3, 2/3, 10/3)
print(f"{1e21:.0f}", f"{0.5:.0f}", f"{1.5:.0f}", f"{2.5:.0f}")
print("|".join(f"{x:>6.2f}" for x in torch.linspace(0, 1, 4).tolist()))
print("abc".center(9, "-"), "42".zfill(5), "-42".zfill(5), "a,b,,c".split(","), " x ".strip())
print("Hello World".swapcase(), "hello world".title(), "ß".upper(), "ǅ".lower())
print(f"{True:d}", f"{False!s}", f"{None}", f"{[1, 2]}", f"{(1,)}", f"{ {'a': 1} }")
