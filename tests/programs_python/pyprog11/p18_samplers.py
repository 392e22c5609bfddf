import torch
from torch.utils.data import (TensorDataset, DataLoader, RandomSampler, SequentialSampler,
                              BatchSampler, WeightedRandomSampler, SubsetRandomSampler, random_split, ConcatDataset, Subset)

torch.manual_seed(0)
X = torch.arange(20, dtype=torch.float32).view(10, 2)
y = torch.arange(10) % 3
ds = TensorDataset(X, y)
print(len(ds), ds[3])
print(list(SequentialSampler(ds)))
print(list(RandomSampler(ds)))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=True)))
w = WeightedRandomSampler([0.1, 0.9, 0.0, 0.5], num_samples=6, replacement=True)
print(list(w))
print(list(SubsetRandomSampler([1, 3, 5, 7])))
train, val = random_split(ds, [7, 3])
print(len(train), len(val), train.indices if hasattr(train, "indices") else None)
cat = ConcatDataset([ds, Subset(ds, [0, 1])])
print(len(cat), cat[11])
loader = DataLoader(ds, batch_size=4, sampler=SubsetRandomSampler(range(8)))
for xb, yb in loader:
    print(xb.shape, yb.tolist())
bl = DataLoader(ds, batch_sampler=BatchSampler(RandomSampler(ds), 3, False))
print([yb.tolist() for _, yb in bl])
print(next(iter(DataLoader(ds, batch_size=2)))[0])
