import torch
from torch.utils.data import (SequentialSampler, RandomSampler, BatchSampler,
                              SubsetRandomSampler, WeightedRandomSampler, DataLoader, TensorDataset)

data = list(range(10))
print(list(SequentialSampler(data)))
g = torch.Generator()
g.manual_seed(3)
print(list(RandomSampler(data, generator=g)))
print(list(BatchSampler(SequentialSampler(data), batch_size=3, drop_last=False)))
print(list(BatchSampler(SequentialSampler(data), batch_size=3, drop_last=True)))
print(len(BatchSampler(range(10), 4, False)), len(BatchSampler(range(10), 4, True)))
g.manual_seed(5)
print(list(SubsetRandomSampler([1, 3, 5, 7], generator=g)))
g.manual_seed(1)
w = WeightedRandomSampler([0.1, 0.0, 0.9], num_samples=8, replacement=True, generator=g)
print(list(w))
ds = TensorDataset(torch.arange(6))
bs = BatchSampler(SequentialSampler(ds), batch_size=4, drop_last=False)
for b in DataLoader(ds, batch_sampler=bs):
    print(b)
class EvenSampler(torch.utils.data.Sampler):
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(0, self.n, 2))
    def __len__(self):
        return (self.n + 1) // 2
for b in DataLoader(ds, sampler=EvenSampler(6), batch_size=2):
    print(b[0].tolist())
