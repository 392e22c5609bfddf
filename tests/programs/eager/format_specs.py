import torch
x = 3.14159
n = -42
s = "abc"
w = 10
print(f"{x:.2f}|{x:10.3f}|{x:<10.1f}|{x:^10.2e}|{x:+.3g}|{x:%}|{x:.0f}|{x:#.0f}|{x:e}|{x:g}|{1e20:g}|{1e-5:.3}|{2.0:.3}")
print(f"{n:d}|{n:5d}|{n:05d}|{n:+d}|{255:x}|{255:#X}|{255:#b}|{8:o}|{1234567:,}|{1234567:_}|{65:c}|{n:x}")
print(f"{s:>5}|{s:<5}|{s:^7}|{s:*^7}|{s:.2}|{s!r}|{s!r:>8}|{x!r}|{x:{w}.2f}|")
print(f"{True}|{True:d}|{True:>6}|{None}|{[1, 2]}|{(1,)!r}|{-0.0:.1f}|{-0.001:.2f}|{float('inf'):8.2f}|{float('nan'):F}")
print(f"{1234.5678:,.2f}|{0.000012345:.3e}|{123456789.0:.3g}|{100:.1%}|{1e16}|{1.5:08.3f}|{-1.5:08.3f}|{-5:=8}")
t = torch.tensor(2.5)
print(f"{t}|{t:.3f}|{torch.tensor(7):4d}|{torch.tensor([1, 2])}|{torch.tensor(True)}")
print(format(3.5, ".1f"), format(12, "04d"), format("x", ">3"))
print("{:.2f} and {}".format(1.5, "a"), "{0}-{1}-{0}".format(1, 2), "{name}".format(name="z"))
print("{:>{}}|{{literal}}|{!r:^9}|{k:.1f}".format("r", 4, "q", k=2.25))
print(repr(1.0), repr("a"), repr([1, "b"]), format(7), format(True, "^6"), format(2**40, ","))
print(f"{'nested'!s:>{w + 2}}")
print("{0:{1}.{2}f}".format(3.14159, 9, 3))
f"{[1, 2]:>4}"
