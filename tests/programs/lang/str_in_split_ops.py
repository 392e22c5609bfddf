import torch
from typing import List


@torch.jit.script
def f(words: List[str], w: str):
    return w in words, "b" in w, w not in words, words.index("c"), words.count("a"), sorted(words), "ab" < "b", w + w


@torch.jit.script
def splits(s: str):
    return s.split(), s.splitlines(), s.partition(" "), s.rpartition(" ")


print(f(["a", "c", "a", "b"], "abc"))
print(splits("one two\nthree  four"))
