import heapq
from collections import Counter
import itertools
import torch

text = "this is an example of a huffman tree"
freq = Counter(text)
counter = itertools.count()
heap = [(f, next(counter), ch) for ch, f in sorted(freq.items())]
heapq.heapify(heap)
while len(heap) > 1:
    f1, _, a = heapq.heappop(heap)
    f2, _, b = heapq.heappop(heap)
    heapq.heappush(heap, (f1 + f2, next(counter), (a, b)))
codes = {}


def walk(node, prefix=""):
    if isinstance(node, str):
        codes[node] = prefix or "0"
        return
    walk(node[0], prefix + "0")
    walk(node[1], prefix + "1")


walk(heap[0][2])
encoded = "".join(codes[c] for c in text)
print(len(encoded), len(text) * 8, sorted((len(c), ch) for ch, c in codes.items())[:5])
rev = {v: k for k, v in codes.items()}
buf, dec = "", []
for bit in encoded:
    buf += bit
    if buf in rev:
        dec.append(rev[buf])
        buf = ""
print("".join(dec) == text)
probs = torch.tensor([freq[c] for c in sorted(freq)], dtype=torch.float64) / len(text)
entropy = -(probs * probs.log2()).sum().item()
avg = sum(freq[c] * len(codes[c]) for c in freq) / len(text)
print(round(entropy, 4), round(avg, 4), entropy <= avg < entropy + 1)
bits = torch.tensor([int(b) for b in encoded[:16]])
print(bits.tolist(), int("".join(map(str, bits.tolist())), 2))
packed = sum(int(b) << i for i, b in enumerate(reversed(encoded[:32])))
print(packed, hex(packed), packed.bit_length())
