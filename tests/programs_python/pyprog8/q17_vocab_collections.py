# Building a vocabulary with collections and encoding sentences for nn.EmbeddingBag.
from collections import Counter, defaultdict, OrderedDict, namedtuple, deque
import torch
import torch.nn as nn

corpus = [
    "the cat sat on the mat",
    "the dog sat on the log",
    "cats and dogs are friends",
    "the mat is red",
]
tokens = [s.split() for s in corpus]
counts = Counter(w for sent in tokens for w in sent)
print(counts.most_common(4))
print(counts["the"], counts["zebra"], len(counts))

specials = ["<pad>", "<unk>"]
vocab = OrderedDict((w, i) for i, w in enumerate(specials + sorted(w for w, c in counts.items() if c >= 2)))
print(vocab)
itos = {i: w for w, i in vocab.items()}
encode = lambda s: [vocab.get(w, vocab["<unk>"]) for w in s.split()]
print([encode(s) for s in corpus[:2]])

by_len = defaultdict(list)
for s in corpus:
    by_len[len(s.split())].append(s[:7])
print(dict(by_len), sorted(by_len))

Example = namedtuple("Example", ["ids", "label"])
examples = [Example(encode(s), i % 2) for i, s in enumerate(corpus)]
print(examples[0], examples[0].ids, examples[0]._asdict())

flat = torch.tensor([i for e in examples for i in e.ids])
offsets = torch.tensor([0] + [len(e.ids) for e in examples[:-1]]).cumsum(0)
print(flat.tolist(), offsets.tolist())
bag = nn.EmbeddingBag(len(vocab), 3, mode="sum")
with torch.no_grad():
    bag.weight.copy_(torch.arange(len(vocab) * 3, dtype=torch.float32).reshape(-1, 3))
print(bag(flat, offsets))

window = deque(maxlen=3)
for w in tokens[0]:
    window.append(w)
print(window, list(window), window.maxlen)
d = deque([1, 2, 3])
d.rotate(1)
d.appendleft(0)
print(d, d.popleft(), d)
c2 = Counter("abracadabra")
print(c2 - Counter("aab"), (c2 & Counter("rrr")), sorted(c2.elements())[:5], sum(c2.values()))
print({w: len(w) for w in vocab if len(w) > 3}, {len(w) for w in vocab})
