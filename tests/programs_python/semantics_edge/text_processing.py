# text processing: word frequencies, regex-free tokenizing, string building, csv-like parsing, textwrap, json round trip
import json
import textwrap
from collections import Counter, defaultdict

text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity."""
words = [w.strip(".,").lower() for w in text.split()]
freq = Counter(words)
print(freq.most_common(4))
print(sorted(w for w, c in freq.items() if c == 1))
by_len = defaultdict(list)
for w in sorted(set(words)):
    by_len[len(w)].append(w)
print(dict(sorted(by_len.items())))
print(textwrap.fill(text.replace("\n", " "), width=40))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", width=25, placeholder="..."))
print(textwrap.dedent("""\
    indented
      more
    back"""))
rows = "name,age,city\nalice,30,paris\nbob,25,rome\ncarol,35,oslo"
header, *records = [line.split(",") for line in rows.splitlines()]
people = [dict(zip(header, r)) for r in records]
print(people[1], sum(int(p["age"]) for p in people) / len(people))
print("\n".join(f"{p['name']:<6}|{int(p['age']):>4}|{p['city'].upper():^8}|" for p in people))
blob = json.dumps({"people": people, "count": len(people), "ok": True, "none": None}, sort_keys=True)
print(blob)
back = json.loads(blob)
print(back["count"], back["people"][0]["name"], back["none"], json.dumps([1.5, "é", [None]]), json.dumps({"a": 1}, indent=2))
def caesar(s, k):
    out = []
    for ch in s:
        if ch.isalpha():
            base = ord("a") if ch.islower() else ord("A")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
enc = caesar("Hello, World!", 3)
print(enc, caesar(enc, -3))
print("racecar" == "racecar"[::-1], "".join(sorted("listen")) == "".join(sorted("silent")))
print(" ".join(w.capitalize() for w in "the quick  brown fox".split(" ")), "a-b-c".split("-", 1), "x".zfill(4), "ab".ljust(5, "*"))
print(str.maketrans("abc", "xyz") == str.maketrans("abc", "xyz"), "aabbcc".translate(str.maketrans("abc", "xyz", "c")))
