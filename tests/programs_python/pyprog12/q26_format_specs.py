import torch

loss = torch.tensor(0.123456)
acc = 0.87654
print(f"{loss.item():.3f} {acc:.1%} {acc:>10.2f}| {acc:<8.2f}| {acc:^9.3f}|")
print(f"{12345678:,} {12345678:_} {255:x} {255:#X} {255:o} {255:#b} {5:08.3f} {-5:+d} {5:+d}")
print(f"{'left':<10}|{'right':>10}|{'mid':*^9}|")
print(f"{1e-7:e} {1e-7:.2E} {123.456:g} {0.00001234:g} {1e20:g} {12:G}")
print("{:>6} {:<6} {:^6}".format("a", "b", "c"))
print("{0} {1} {0}".format("x", "y"), "{name}-{v:.2f}".format(name="n", v=3.14159))
print("%5.2f|%-5d|%s|%r|%x|%05d" % (3.14159, 42, "s", "r", 255, 42))
print(f"{torch.tensor(3.5).item()!r} {str(torch.float32)!s:>15}")
x = 42
print(f"{x=} {x*2=} {'str'!r:>8}")
w = 8
print(f"{3.14159:{w}.{2}f}|")
print(format(0.5, ".0%"), format(1234.5, ",.2f"), format(-0.0, ".1f"), format(2.5, ".0f"), format(3.5, ".0f"))
print(f"{True:d} {None!s} {[1, 2]!s:>10}")
rows = [("conv1", 864, 0.123), ("fc", 10250, 1.5)]
print(f"{'layer':<8}{'params':>8}{'ms':>8}")
for n, p, t in rows:
    print(f"{n:<8}{p:>8,}{t:>8.2f}")
print("{:.3}".format("abcdef"), "{:10.3}|".format(3.14159), repr(f"{1/3}"))
print(str(1e16), str(1e-5), str(123456789.123), repr(0.1 + 0.2), str(1.0), 2 ** 70, 10 / 4, 7 // -2, -7 % 3)
print(f"{float('inf')} {float('nan'):>5} {complex(1, -2)} {1+0j:.2f}")
