import torch
from typing import Dict, List, Tuple


@torch.jit.script
def stats(text: str) -> Dict[str, float]:
    words = text.split()
    n = len(words)
    total = 0
    longest = ""
    for w in words:
        total += len(w)
        if len(w) > len(longest):
            longest = w
    vowels = 0
    for c in text.lower():
        if c in "aeiou":
            vowels += 1
    return {"words": float(n), "avg": total / n if n > 0 else 0.0, "vowels": float(vowels),
            "longest": float(len(longest))}


@torch.jit.script
def top_letters(text: str, k: int) -> List[Tuple[str, int]]:
    counts: Dict[str, int] = {}
    for c in text.lower():
        if c.isalpha():
            counts[c] = counts.get(c, 0) + 1
    pairs: List[Tuple[int, str]] = []
    for c, n in counts.items():
        pairs.append((-n, c))
    pairs.sort()
    return [(c, -n) for n, c in pairs[:k]]


@torch.jit.script
def wrap(text: str, width: int) -> List[str]:
    lines: List[str] = []
    cur = ""
    for w in text.split():
        if cur == "":
            cur = w
        elif len(cur) + 1 + len(w) <= width:
            cur = cur + " " + w
        else:
            lines.append(cur)
            cur = w
    if cur != "":
        lines.append(cur)
    return lines


t = "the quick brown fox jumps over the lazy dog and keeps running"
print(stats(t))
print(stats(""))
print(top_letters(t, 4))
for line in wrap(t, 16):
    print("|" + line.ljust(16) + "|")
