# A realistic mix: a scripted vocabulary class and encoding functions used
# from ordinary Python code (string handling, dict building, batching).
import torch
from typing import Dict, List, Optional, Tuple


@torch.jit.script
class Vocab:
    def __init__(self, tokens: List[str], unk: str = "<unk>"):
        self.itos: List[str] = [unk]
        self.stoi: Dict[str, int] = {unk: 0}
        for t in tokens:
            if t not in self.stoi:
                self.stoi[t] = len(self.itos)
                self.itos.append(t)

    def encode(self, words: List[str]) -> List[int]:
        return [self.stoi.get(w, 0) for w in words]

    def decode(self, ids: List[int]) -> str:
        return " ".join([self.itos[i] for i in ids])

    def size(self) -> int:
        return len(self.itos)


@torch.jit.script
def pad_batch(seqs: List[List[int]], pad: int = 0, max_len: Optional[int] = None) -> Tuple[torch.Tensor, torch.Tensor]:
    longest = 0
    for s in seqs:
        longest = max(longest, len(s))
    if max_len is not None:
        longest = min(longest, max_len)
    out = torch.full([len(seqs), longest], pad, dtype=torch.long)
    lengths = torch.zeros(len(seqs), dtype=torch.long)
    for i, s in enumerate(seqs):
        n = min(len(s), longest)
        for j in range(n):
            out[i, j] = s[j]
        lengths[i] = n
    return out, lengths


@torch.jit.script
def bigram_counts(ids: List[int]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for a, b in zip(ids[:-1], ids[1:]):
        key = str(a) + "," + str(b)
        counts[key] = counts.get(key, 0) + 1
    return counts


corpus = [
    "the quick brown fox",
    "the lazy dog sleeps",
    "a quick dog jumps over the lazy fox",
]
words = sorted({w for line in corpus for w in line.split()})
vocab = Vocab(words)
print(vocab.size(), vocab.itos[:4])

encoded = [vocab.encode(line.split()) for line in corpus]
for line, ids in zip(corpus, encoded):
    print(f"{line!r:40} -> {ids}")
print(vocab.decode(vocab.encode("the cat jumps".split())))

batch, lengths = pad_batch(encoded, max_len=6)
print(batch)
print(lengths.tolist(), batch.dtype)

counts = bigram_counts([i for ids in encoded for i in ids])
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
for key, n in top:
    a, b = map(int, key.split(","))
    print(vocab.itos[a], vocab.itos[b], n)
