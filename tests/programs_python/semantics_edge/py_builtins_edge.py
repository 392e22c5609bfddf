import re
import json
import textwrap
import string
import math
from functools import cmp_to_key

print(round(2.5), round(3.5), round(-0.5), round(2.675, 2), round(1234.5, -2), round(7, -1))
print(divmod(-7, 2), divmod(7, -2), -7 // 2, -7 % 2, divmod(7.5, 2), 2 ** -1, (-8) ** (1 / 3) if False else pow(-8, 3))
print((255).bit_length(), (10).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), int("ff", 16), int("0b101", 0))
print(0.1 + 0.2, 1e16, 1e-5, 123456789012345678.0, float("1e400"), 1 / 3, 2 / 3 * 3, 100.0, 1.5e-10)
print(math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1, 2, 3, 4]), math.comb(10, 3), math.perm(5, 2))
print(math.gcd(12, 18, 27), math.lcm(4, 6), math.isqrt(99), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.copysign(1, -0.0))
s = "  Hello, World! Hello!  "
print(s.strip().partition(", "), s.rpartition("!"), s.split(), s.strip().rsplit("l", 2), s.count("l"))
print("ab\tc\td".expandtabs(4), "ß".casefold(), "42".zfill(5), "-42".zfill(5), "abc".center(9, "*"), "x".ljust(3, ".") + "|")
print("hello world".title(), "Hello".swapcase(), "a,b,,c".split(","), "a b  c".split(" "), "line1\nline2\r\nline3".splitlines())
tbl = str.maketrans("abc", "xyz", "!")
print("aabbcc!!".translate(tbl), "hello".replace("l", "L", 1), "abc".startswith(("x", "a")), "test.py".endswith(".py"))
print("Mississippi".find("ss"), "Mississippi".rfind("ss"), "Mississippi".index("i", 2), "abc".isalpha(), "12".isdigit(), " ".isspace(), "Ab".isupper())
print(" | ".join(map(str, range(4))), "%s has %d items costing %.2f" % ("cart", 3, 9.5), "%(a)s-%(b)05.1f" % {"a": "x", "b": 2.25})
print(re.findall(r"\d+", "a1b22c333"), re.sub(r"(\w)(\d)", r"\2\1", "a1 b2"), re.split(r"[,;]\s*", "a, b;c"))
m = re.match(r"(?P<key>\w+)=(?P<val>\d+)", "lr=3 rest")
print(m.group("key"), m.group(2), m.groupdict(), m.span(), bool(re.search(r"^\s*$", "   ")))
print(re.compile(r"conv(\d)\.weight").sub(lambda mm: f"c{int(mm.group(1)) + 1}", "conv1.weight conv2.weight"))
print(re.fullmatch(r"[a-z]+", "abc") is not None, re.escape("a.b*c"), [mm.start() for mm in re.finditer("o", "foo boo")])
data = {"name": "net", "layers": [1, 2, 3], "cfg": {"lr": 0.1, "ok": True, "none": None}}
txt = json.dumps(data, sort_keys=True)
print(txt)
print(json.dumps(data, indent=2)[:40].replace("\n", "|"))
print(json.loads(txt)["cfg"], json.loads("[1, 2.5, \"x\", false, null]"))
print(textwrap.fill("The quick brown fox jumps over the lazy dog and keeps running far away", width=20))
print(textwrap.dedent("    a\n      b\n    c"), textwrap.shorten("Hello world this is long", width=15))
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:5], string.Template("$x and ${y}").substitute(x=1, y=2))
def cmp(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
words = ["pear", "fig", "apple", "kiwi", "banana", "date"]
print(sorted(words, key=cmp_to_key(cmp)), sorted(words, key=lambda w: (-len(w), w)), sorted(words, key=len, reverse=True))
recs = [("b", 2), ("a", 2), ("c", 1), ("d", 3)]
print(sorted(recs, key=lambda r: r[1]), min(recs, key=lambda r: r[1]), max(recs, key=lambda r: r[1]))
if (n := len(words)) > 3:
    print("walrus", n)
first, *middle, last = range(6)
print(first, middle, last, [*"ab", *range(2)], {**{"a": 1}, "b": 2})
lst = list(range(10))
lst[2:5] = ["x"]
lst[::3] = [0] * len(lst[::3])
del lst[-2:]
print(lst, lst[::-2], lst[100:], 1 < 2 < 3 != 4, not 1 == 2 in [2])
grid = [[0] * 3] * 2
grid[0][0] = 9
print(grid, [[0] * 3 for _ in range(2)])
print(list(zip(*[[1, 2, 3], [4, 5, 6]])), dict(zip("abc", range(3))), list(enumerate("xy", start=1)))
print(any([]), all([]), sum([[1], [2]], []), sorted({3: "a", 1: "b"}), list(reversed([1, 2, 3])), abs(-3 + 4j))
print(bytes([65, 66]), b"abc".hex(), bytearray(b"hi").upper(), "é".encode("utf-8"), b"\xc3\xa9".decode(), bin(-5), oct(8), hex(-255))
print(chr(9731), ord("€"), ascii("é"), repr("it's"), repr('say "hi"'), str(b"x"), f"{'a'!a}")
print(isinstance(True, int), True + True, hash(1) == hash(1.0), {1: "a", 1.0: "b"}, 0.1 * 3 == 0.3, float("-inf") < -1e308)
print(sorted(set("abc") & set("bcd")), sorted(set("abc") ^ set("bcd")), {1, 2} <= {1, 2, 3}, frozenset([1]) | {2}, sorted({3, 1, 2} - {2}))
d = {"a": 1, "b": 2}
print(d.keys() & {"a", "z"}, d.items() - {("a", 1)}, sorted(d.keys() | ["x"]), sorted(d.keys() ^ {"a", "q"}), list(d.values()), d.setdefault("c", 3), d.pop("a"), d, d | {"d": 4})
