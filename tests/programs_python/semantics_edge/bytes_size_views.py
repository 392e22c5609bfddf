import string
import torch

for expr in ['b"a b".split()', 'b"x".upper()', 'b" x ".strip()', 'b",".join([b"a", b"b"])', 'b"abc".startswith(b"a")',
             'b"abc".startswith((b"x", b"ab"))', 'b"abc".replace(b"b", b"B")', 'b"abc".find(b"c")', 'b"abc".find(99)',
             'b"a1".isalnum()', 'b"ab".count(b"a")', 'b"ab".split(b"a")', 'b"Ab".lower()', 'b"ab".endswith(b"b")',
             'b"ab".partition(b"a")', 'b"ab".zfill(4)', 'b"ab".center(5)', 'b"\\xff\\xe9a".upper()', 'b"hello world".title()',
             'b"l1\\nl2\\r\\n".splitlines()', 'b"\\xc3\\xa9x".split(b"x")', 'b"ab".split("a")', 'b"".join([b"a", "b"])',
             'b"AB".isupper()', 'b"aB".islower()', 'b" \\t".isspace()', 'bytearray(b"hi").upper()', 'bytearray(b"a,b").split(b",")',
             'b"key=val".rpartition(b"=")[2].decode()', 'b"  x".lstrip().rjust(3, b"-")']:
    try:
        print(expr, repr(eval(expr)))
    except Exception as e:
        print(expr, "ERR", type(e).__name__, e)

s = torch.Size([2, 3])
print((1,) + s, s + (4,), s + s, s * 2, 2 * s, s[::-1], s[0:1], type(s + (1,)).__name__)
print(torch.zeros(s + (2,)).shape, torch.ones(2, 3).shape + torch.ones(4).shape)

d = {"a": 1, "b": 2}
print(d.keys() & {"a", "z"}, d.items() - {("a", 1)}, sorted(d.keys() | ["x"]), d.keys() - {"a"})
print(sorted(d.keys() ^ {"a", "q"}), d.items() & {("b", 2)}, {"a"} & d.keys(), frozenset("a") | d.keys())
print(type(d.keys() & {"a"}).__name__, d.keys() & set())
try:
    d.keys() & 5
except TypeError as e:
    print("TypeError:", e)

t = string.Template("$x and ${y} cost $$5 $z")
print(t.substitute(x=1, y=2, z="q"), t.safe_substitute({"x": 3}), t.substitute({"x": 0}, y=1, z=2))
try:
    string.Template("$x $").substitute(x=1)
except ValueError as e:
    print(e)
try:
    t.substitute(x=1)
except KeyError as e:
    print("KeyError", e)
import math
print(math.lcm(4, 6), math.lcm(), math.lcm(0, 5), math.lcm(-4, 6, 10), math.lcm(2 ** 70, 3))
