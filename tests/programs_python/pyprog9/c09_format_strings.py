# f-string format specs, conversions, str.format, % formatting and str methods.
import math

name, value, n = "loss", 0.000123456, 1234567
print(f"{name!r:>10}|{name:<8}|{name:^9}|{name:*^9}|")
print(f"{value:.3e} {value:.2%} {value:g} {1e20:g} {123.456:.1f} {2.5:.0f} {3.5:.0f}")
print(f"{n:,} {n:_} {n:>12,} {-n:+,} {n:x} {n:#X} {n:o} {255:#b} {42:08d} {-42:08d}")
print(f"{3.14159:10.3f}|{3.14159:<10.2f}|{3.14159:+.1f}|{-0.0:.1f}|{1/3:.15f}")
width, prec = 12, 4
print(f"{math.pi:{width}.{prec}f}|{math.pi:>{width}}|{'x':{'-'}>5}")
print(f"{{literal}} {n=} {value=:.2f} {name.upper()=}")
print("{0} {1} {0}".format("a", "b"), "{x}-{y:.2f}".format(x=1, y=2), "{:>6}".format("r"), "{!r}".format("q"))
print("%s=%d (%.2f) %5s|%-5s|%05.1f %x %%" % ("k", 42, 3.14159, "ab", "ab", 2.5, 255))
print("%(a)s and %(b)r" % {"a": 1, "b": "two"})
print(format(0.5, ".1%"), format(1234.5, ",.2f"), format(7, "b"), format("s", "^5"), format(12, "e"))
print(repr(1e16), repr(1e-5), repr(123456789.0), str(0.1 + 0.2), 1e300 * 1e10, -1e300 * 1e10, 2.0 ** 0.5)
s = "  Hello, World! Hello!  "
print(s.strip(), s.lstrip(), s.rstrip() + "|", s.strip(" !H"))
t = s.strip()
print(t.split(", "), t.split("l", 2), t.rsplit("l", 1), "a,,b".split(","), " a  b ".split())
print(t.partition(", "), t.rpartition("Hello"), t.count("l"), t.find("World"), t.rfind("Hello"), t.find("zzz"))
print(t.replace("Hello", "Bye", 1), t.lower(), t.upper(), t.swapcase(), "hello world".title(), "hELLO".capitalize())
print("42".zfill(5), "-42".zfill(5), "ab".center(7, "*"), "ab".ljust(4, "."), "ab".rjust(4))
print("x".join(["1", "2", "3"]), "line1\nline2\r\nline3".splitlines(), "a\tb".expandtabs(4))
print("Straße".casefold(), "abc".isidentifier(), "1abc".isidentifier(), "123".isdigit(), " ".isspace(), "Ab".istitle())
print("hello".startswith(("he", "x")), "hello".endswith("lo", 0, 5), "abc" < "abd", "Z" < "a", ord("A"), chr(9731))
print("hello"[::-1], "hello"[1:-1], "hello"[-3:], "abcdef"[::2], "hello".index("l"))
table = str.maketrans("abc", "xyz", "!")
print("aabbcc!!".translate(table), "tab\there".encode(), b"bytes".decode(), "ü".encode("utf-8"))
print(str(12).rjust(6, "0"), "%.3s" % "abcdef", "%c" % 65, "%r" % [1, "a"], "%+d" % 5, "%e" % 12345.678)
print(f"{'nested ' + f'{1 + 1}'}", f"{[1, 2][0]}", f"{ {'a': 1}['a'] }", f"{3!s:>4}", f"{'q'!a}")
print(f"{True:>6}", f"{None!s:5}|", f"{12.0:n}", f"{1000000:.2e}", f"{0.1:.20f}")
