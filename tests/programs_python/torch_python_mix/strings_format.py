import torch

torch.manual_seed(4)
t = torch.randn(3)
print(f"{t[0].item():.3f} {t[1].item():>10.2e} {t[2].item():+08.3f}")
print("{:,}".format(1234567), "{:_}".format(1234567), f"{0.25:.1%}")
print("{0} {1} {0}".format("a", "b"), "{name}!".format(name="hi"))
print("%s has %d params (%.2f%%)" % ("net", 1234, 12.3456))
print("%5.1f|%-6s|%03d" % (3.14159, "ab", 7))
print(f"{'left':<8}|{'right':>8}|{'mid':^9}|")
print(f"{42:08b} {255:x} {255:#X} {8:o}")
name = "ResNet"
print(name.lower(), name.upper(), name.center(12, "*"), name.ljust(8, "."), name.zfill(9))
s = "  conv1.weight  "
print(repr(s.strip()), s.strip().split("."), "x".join(["a", "b", "c"]))
print("layer1.0.conv".rsplit(".", 1), "a,b,,c".split(","), "abc".startswith(("x", "a")))
print("hello world".title(), "Hello".swapcase(), "abc".replace("b", "B"), "aXbXc".partition("X"))
print("12".isdigit(), "ab".isalpha(), " ".isspace(), "Ab".islower(), "tab\tsep".expandtabs(4))
print("count".count("o"), "find".find("n"), "find".rfind("z"), "x".encode())
print(f"{t}")
print(f"{t.shape}", f"{t.dtype}", str(t.device))
print("%r" % "q", f"{'q'!r}", f"{3.0!s}")
width = 6
print(f"{3.14159:{width}.{2}f}|")
print(f"{1e-8}", f"{1e16}", 1.0, 0.1 + 0.2, 1/3, 2.5e-5, float("inf"), -0.0)
print(round(2.675, 2), round(0.5), round(1.5), round(-2.5), int("42"), float("1e3"))
print(str(10 ** 20), 7 // -2, -7 % 3, divmod(17, 5), abs(-3.5), pow(2, 10, 1000))
lines = ["epoch,loss", "1,0.5", "2,0.25"]
rows = [l.split(",") for l in lines[1:]]
print({int(e): float(l) for e, l in rows})
print(format(12.5, ".3g"), format(123456789, ".3g"), format(0.000012345, "g"))
print("{:>10}".format(str(torch.Size([2, 3]))))
print(ascii("é"), ord("A"), chr(66), "ß".upper(), len("naïve"))
