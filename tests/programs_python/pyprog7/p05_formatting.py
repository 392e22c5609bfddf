# String formatting of numbers and tensors in logging code: format specs, %-formatting, str.format
# with attribute/index lookups, tensor __format__, alignment, progress lines.
import math
import torch

loss = torch.tensor(0.123456)
acc = 0.87654
step, total = 37, 120
print(f"step {step:>5d}/{total} loss={loss:.4f} acc={acc:.2%} lr={3e-4:.1e}")
print("{:08.3f}|{:<8}|{:^8}|{:>8}|".format(math.pi, "left", "mid", "right"))
print("{0[1]} {1.shape} {2[k]}".format([10, 20], torch.zeros(2, 3), {"k": "v"}))
print("%5.2f%% done, %d items, %s, %r, %x, %o, %e" % (45.678, 7, "str", "repr", 255, 8, 12345.678))
print("%(name)s has %(n)03d params" % {"name": "net", "n": 42})
print(f"{'-' * 10}{'=':^5}{'-' * 10}")
print(f"{1234567.891:,.2f} {1234567:_d} {0.000123:g} {1e20:g} {123456789.0:g} {-0.0:+.1f}")
print(f"{255:#x} {255:#o} {5:#b} {255:X} {65:c} {3.0:e} {2.5:%}")
print(format(1 / 3, ".5f"), format(10, "04d"), format("x", "*^7"), format(True), format(2 ** 40, ","))
print(f"{torch.tensor(2.5):.3f} {torch.tensor(3):d} {torch.tensor(1.0)}")
t = torch.tensor([[1.5, -2.25], [3.0, 4.125]])
print(f"{t}")
print("tensor is", t.shape, "and", t.dtype, "numel", t.numel())
print(str(t[0]), repr(t[1, 1].item()))
print(f"{t.mean():.3f} {t.max().item():6.2f} {t.argmax().item():3d}")
width = 12
print(f"{'name':<{width}}|{'value':>{width // 2}}")
for name, v in [("loss", 0.5), ("accuracy", 0.75), ("f1", 1 / 3)]:
    print(f"{name:<{width}}|{v:>{width // 2}.3f}")
print(f"{step=} {acc=:.2f}")
x = 3
print(f"{x!r:>4}{'a'!r}{'b'!s}{x*2}")
print(repr(1e16), repr(1.5e-7), str(0.1 + 0.2), repr(1e-5), 1e15, 123456789012345678.0, 2.0 ** 60)
print(round(2.675, 2), round(0.5), round(1.5), round(-2.5), round(1234.5678, -2), round(7, -1))
print(int("0x1f", 16), int("101", 2), float("inf"), float("-nan"), float(" 1e3 "), int(-3.9))
print(str(True), str(None), str(b"ab"), str([1, "a", 2.0, None]), str((1,)), str({1: "a"}), str({1.5}))
bar_len = 20
for done in (0, 7, 20):
    filled = int(bar_len * done / 20)
    print("[" + "#" * filled + "." * (bar_len - filled) + f"] {done / 20:5.1%}")
print("{:>6}".format(str(torch.Size([2, 3]))), "|{:10}|".format("ab"), "|{:<10.3}|".format("abcdef"))
print("a,b,,c".split(","), " x y ".split(), "k=v=w".partition("="), "k=v=w".rpartition("="))
print("Loss".ljust(8, ".") + "0.1", "7".zfill(3), "-7".zfill(4), "ab".center(6, "*"))
print("epoch_{:03d}.pt".format(7), "{}_{}".format(*"xy"), "{a}{b}{a}".format(a=1, b=2))
