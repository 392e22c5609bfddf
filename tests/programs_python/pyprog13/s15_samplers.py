import torch
from torch.utils.data import (DataLoader, TensorDataset, SequentialSampler, RandomSampler,
                              BatchSampler, WeightedRandomSampler, SubsetRandomSampler)

torch.manual_seed(15)
ds = TensorDataset(torch.arange(10))
print(list(SequentialSampler(ds)))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print(list(BatchSampler(range(7), batch_size=3, drop_last=True)))
g = torch.Generator()
g.manual_seed(0)
print(list(RandomSampler(ds, generator=g)))
print(len(RandomSampler(ds, replacement=True, num_samples=4)))
w = WeightedRandomSampler([0.0, 0.0, 1.0, 0.0], num_samples=5, replacement=True)
print(list(w))
s = SubsetRandomSampler([1, 3, 5], generator=torch.Generator().manual_seed(1))
print(sorted(s), len(s))
dl = DataLoader(ds, batch_sampler=BatchSampler(SequentialSampler(ds), 4, False))
print([b[0].tolist() for b in dl])
dl = DataLoader(ds, sampler=SubsetRandomSampler([0, 2, 4, 6]), batch_size=2)
print(sorted(sum([b[0].tolist() for b in dl], [])))
class EvenSampler(torch.utils.data.Sampler):
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(0, self.n, 2))
    def __len__(self):
        return (self.n + 1) // 2
dl = DataLoader(ds, sampler=EvenSampler(10), batch_size=3)
print(len(dl), [b[0].tolist() for b in dl])
