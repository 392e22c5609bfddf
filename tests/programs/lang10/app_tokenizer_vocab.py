import torch
from typing import Dict, List, Tuple


@torch.jit.script
class Vocab:
    def __init__(self, specials: List[str]):
        self.stoi: Dict[str, int] = {}
        self.itos: List[str] = []
        for s in specials:
            self.add(s)

    def add(self, tok: str) -> int:
        if tok in self.stoi:
            return self.stoi[tok]
        idx = len(self.itos)
        self.stoi[tok] = idx
        self.itos.append(tok)
        return idx

    def encode(self, toks: List[str]) -> List[int]:
        unk = self.stoi["<unk>"]
        return [self.stoi.get(t, unk) for t in toks]

    def decode(self, ids: List[int]) -> str:
        return " ".join([self.itos[i] for i in ids])


@torch.jit.script
def tokenize(text: str) -> List[str]:
    out: List[str] = []
    cur = ""
    for c in text.lower():
        if c.isalnum():
            cur += c
        else:
            if cur != "":
                out.append(cur)
                cur = ""
            if not c.isspace():
                out.append(c)
    if cur != "":
        out.append(cur)
    return out


@torch.jit.script
def build(corpus: List[str]) -> Tuple[Vocab, Dict[str, int]]:
    v = Vocab(["<pad>", "<unk>"])
    counts: Dict[str, int] = {}
    for line in corpus:
        for tok in tokenize(line):
            counts[tok] = counts.get(tok, 0) + 1
            v.add(tok)
    return v, counts


@torch.jit.script
def run(corpus: List[str], query: str) -> Tuple[List[int], str, torch.Tensor]:
    v, counts = build(corpus)
    ids = v.encode(tokenize(query))
    return ids, v.decode(ids), torch.tensor(ids).float().mean()


corpus = ["The cat sat.", "The dog sat, too!", "A cat and a dog."]
ids, text, mean = run(corpus, "the cat ate a fish!")
print(ids)
print(text)
print(mean)
print(tokenize("Hello, World!! 42 times"))
v, counts = build(corpus)
print(sorted(counts.items()))
print(len(v.itos), v.stoi["dog"])
