# Word frequencies, anagram groups, caesar cipher, run-length encoding.
from collections import Counter, defaultdict
text = """The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs! Über-fast foxes are naïve."""
words = [w.strip(".,;!").lower() for w in text.split()]
freq = Counter(words)
print(freq.most_common(3))
print(sorted(w for w in freq if len(w) > 4))
groups = defaultdict(list)
for w in ["listen", "silent", "enlist", "google", "gooegl", "cat", "act"]:
    groups["".join(sorted(w))].append(w)
print([g for g in groups.values() if len(g) > 1])
def caesar(s, k):
    out = []
    for ch in s:
        if ch.isalpha() and ch.isascii() if hasattr(ch, "isascii") else ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)
enc = caesar("Hello, World", 3)
print(enc, caesar(enc, -3))
def rle(s):
    if not s:
        return ""
    out, prev, n = [], s[0], 1
    for ch in s[1:]:
        if ch == prev:
            n += 1
        else:
            out.append(f"{n}{prev}")
            prev, n = ch, 1
    out.append(f"{n}{prev}")
    return "".join(out)
print(rle("aaabccddddé"), rle(""))
print(" ".join(w[::-1] for w in "hello wörld".split()), "wörld".encode() == b"w\xc3\xb6rld" if False else len("wörld"))
