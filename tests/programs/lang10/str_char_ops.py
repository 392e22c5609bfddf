import torch
from typing import List


@torch.jit.script
def caesar(s: str, k: int) -> str:
    out = ""
    for c in s:
        if c.isalpha() and c.islower():
            out += chr((ord(c) - ord("a") + k) % 26 + ord("a"))
        elif c.isalpha():
            out += chr((ord(c) - ord("A") + k) % 26 + ord("A"))
        else:
            out += c
    return out


@torch.jit.script
def codes(s: str) -> List[int]:
    return [ord(c) for c in s]


@torch.jit.script
def reverse_words(s: str) -> str:
    words = s.split()
    words.reverse()
    return " ".join(words)


print(caesar("Hello, World!", 3))
print(caesar(caesar("Round Trip", 5), 21))
print(codes("AZaz09 ~"))
print(reverse_words("the quick  brown fox"))
print(reverse_words("") + "|")
