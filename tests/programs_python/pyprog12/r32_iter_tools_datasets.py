import itertools
import torch
from torch.utils.data import IterableDataset, DataLoader

class Shuffled(IterableDataset):
    def __init__(self, data, buf, seed):
        self.data, self.buf, self.seed = data, buf, seed
    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)
        buf = []
        for x in self.data:
            buf.append(x)
            if len(buf) == self.buf:
                i = int(torch.randint(len(buf), (1,), generator=g))
                yield buf.pop(i)
        while buf:
            i = int(torch.randint(len(buf), (1,), generator=g))
            yield buf.pop(i)

ds = Shuffled(range(10), 3, 0)
print(list(ds))
print([b.tolist() for b in DataLoader(ds, batch_size=4)])
print([b.tolist() for b in DataLoader(ds, batch_size=4, drop_last=True)])
windows = list(zip(*(itertools.islice(range(8), i, None) for i in range(3))))
print(windows)
x = torch.tensor(windows, dtype=torch.float32)
print(x.mean(1))
def sliding(t, size, step):
    return t.unfold(0, size, step)
print(sliding(torch.arange(8), 3, 2))
grouped = itertools.groupby(sorted(["apple", "avocado", "banana", "blueberry", "cherry"]), key=lambda s: s[0])
print({k: len(list(g)) for k, g in grouped})
print(list(itertools.islice(itertools.count(0.5, 0.25), 4)), next(itertools.dropwhile(lambda v: v < 3, itertools.count())))
acc = list(itertools.accumulate(torch.tensor([1.0, 2.0, 3.0]), lambda a, b: a * 0.9 + b * 0.1))
print([round(float(v), 4) for v in acc])
print(list(itertools.batched(range(7), 3)) if hasattr(itertools, "batched") else "no batched")
