# str.split() and str.strip() on the byte-level fast paths and the cases
# that must leave them (non-ASCII whitespace, non-ASCII strip sets).
from collections import Counter

lines = [
    "The quick brown fox, jumps over the lazy dog.",
    "  leading and trailing  ",
    "tabs\tand\nnewlines\r\nand\x0bvertical\x0cfeeds",
    "unit\x1cseparators\x1dgroup\x1erecord\x1fend",
    "no-break\u00a0space and\u3000ideographic\u2003em",
    "\u0085next line\u1680ogham",
    "Über naïve café — ünïcödé",
    "",
    "   ",
    "one",
]
for line in lines:
    print(repr(line), line.split(), repr(line.strip()), repr(line.lstrip()), repr(line.rstrip()))

def tokenize(line):
    return [w.strip(".,;—").lower() for w in line.split() if w]

words = Counter()
for line in lines * 3:
    for w in tokenize(line):
        words[w] += 1
print(sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))[:8])

print(repr("..,,hello,,..".strip(".,")), repr("xxyyxx".strip("x")), repr("abc".strip("abc")))
print(repr("éaé".strip("é")), repr("—dash—".strip("—")), repr("aé".rstrip("é")))
print(repr("\x00zero\x00".strip("\x00")), repr("\x7fdel\x7f".strip("\x7f")))
print(repr("  café  ".strip()), repr("\u00a0café\u00a0".strip()), repr(" \u00a0x".lstrip(" ")))
print("a  b".split(" "), "a,b,,c".split(","), "x y z".split(maxsplit=1), " a b ".split(None))
