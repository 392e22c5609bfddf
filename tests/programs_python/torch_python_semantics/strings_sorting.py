import operator
from operator import itemgetter, attrgetter
import torch

s = "  Hello, World! Hello!  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), repr(s.strip(" !H")))
print(s.split(), s.split(","), "a,b,,c".split(","), "a b  c".split(" "), "a,b,c".split(",", 1))
print("a,b,c".rsplit(",", 1), "k=v=w".partition("="), "k=v=w".rpartition("="), "none".partition("="))
print("hello world".title(), "hELLO".swapcase(), "hello".capitalize(), "ß".upper(), "Straße".casefold())
print("ab".center(8, "*"), "ab".ljust(5, "."), "ab".rjust(5), "42".zfill(5), "-42".zfill(5))
print("hello".find("l"), "hello".rfind("l"), "hello".find("z"), "hello".count("l"), "hello".index("e"))
try:
    "hello".index("z")
except ValueError as e:
    print("ValueError:", e)
print("a-b-c".replace("-", "+", 1), "tab\tsep".expandtabs(4), "x".join(["1", "2", "3"]), "".join([]))
print("line1\nline2\r\nline3".splitlines(), "a\nb\n".splitlines(keepends=True))
print("file.tar.gz".endswith((".gz", ".zip")), "model_v2".startswith("model"), "abc".startswith("bc", 1))
print("123".isdigit(), "abc".isalpha(), "abc123".isalnum(), "  ".isspace(), "Title Case".istitle(), "ABC".isupper())
table = str.maketrans("abc", "xyz", "d")
print("abcdd".translate(table), "ümlaut".encode("utf-8"), len("ümlaut"), "ü".encode("utf-8").decode("utf-8"))
print("weight.bias".removeprefix("weight."), "conv.weight".removesuffix(".weight"), "Grüße"[1:3])
print(ord("A"), chr(97), chr(0x263A), "abc"[::-1], "abcdef"[1:5:2], "x" * 3, "a" < "b" < "ba")
print(str(b"bytes"), repr("quote'd"), repr('dq"'), ascii("é"), "%-5s|" % "ab")
names = ["layer10", "Layer2", "layer1", "head", "Head"]
print(sorted(names), sorted(names, key=str.lower), sorted(names, key=len), sorted(names, key=lambda n: (len(n), n)))
print(sorted(names, reverse=True), min(names, key=len), max(names, key=lambda n: n[-1]))
records = [("bob", 25, 3.5), ("alice", 30, 3.9), ("carol", 25, 3.7), ("dave", 30, 3.1)]
print(sorted(records, key=itemgetter(1, 0)))
print(sorted(records, key=lambda r: (-r[1], r[2])))
by_age = sorted(records, key=itemgetter(1))
print([r[0] for r in by_age])


class Run:
    def __init__(self, name, loss):
        self.name, self.loss = name, loss

    def __repr__(self):
        return f"Run({self.name!r}, {self.loss})"


runs = [Run("a", 0.5), Run("b", 0.2), Run("c", 0.9)]
print(sorted(runs, key=attrgetter("loss")), min(runs, key=attrgetter("loss")).name)
lst = [3, 1, 2]
print(lst.sort(), lst, sorted((1, 3, 2)), sorted({"b": 1, "a": 2}), sorted("cba"))
print(max([], default="empty"), min([4, 2, 8]), max(3, 7, 5), max("abc", "abd"))
scores = torch.tensor([0.3, 0.9, 0.1, 0.5])
ranked = sorted(range(len(scores)), key=lambda i: scores[i].item(), reverse=True)
print(ranked, scores.argsort(descending=True).tolist())
pairs = sorted(zip(["x", "y", "z", "w"], scores.tolist()), key=itemgetter(1))
print(pairs)
d = {"b": 3, "a": 1, "c": 2}
print(sorted(d.items(), key=lambda kv: kv[1]), sorted(d, key=d.get), dict(sorted(d.items())))
print(list(reversed([1, 2, 3])), list(enumerate("ab", start=1)), list(map(str.upper, ["a", "b"])))
print(list(filter(None, [0, 1, "", "a", None])), list(zip(*[(1, "a"), (2, "b")])), any([]), all([]))
print(operator.add(1, 2), operator.itemgetter(0, 2)("abc"), operator.neg(5), operator.contains([1], 1))
