# DataLoader with shuffling, collate_fn, samplers, random_split and IterableDataset.
import torch
from torch.utils.data import Dataset, DataLoader, TensorDataset, random_split, Subset, ConcatDataset, IterableDataset
from torch.utils.data import WeightedRandomSampler, SubsetRandomSampler, BatchSampler, SequentialSampler

class Squares(Dataset):
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        return {"x": torch.tensor([float(i)]), "y": i * i}

torch.manual_seed(0)
dl = DataLoader(Squares(10), batch_size=4, shuffle=True)
for b in dl:
    print(b["x"].view(-1).tolist(), b["y"].tolist())
ds = TensorDataset(torch.arange(12.).view(6, 2), torch.arange(6))
for xb, yb in DataLoader(ds, batch_size=4, drop_last=False):
    print(xb.shape, yb)
a, b = random_split(ds, [4, 2], generator=torch.Generator().manual_seed(42))
print(len(a), len(b), a.indices, b.indices)
print(len(ConcatDataset([ds, ds])), Subset(ds, [0, 5])[1])
def collate(batch):
    xs, ys = zip(*batch)
    return torch.stack(xs), list(ys)
print(next(iter(DataLoader(ds, batch_size=3, collate_fn=collate))))
class Count(IterableDataset):
    def __iter__(self):
        return iter(range(5))
print([t.tolist() for t in DataLoader(Count(), batch_size=2)])
print(list(BatchSampler(SequentialSampler(range(7)), 3, False)))
torch.manual_seed(3)
print(list(WeightedRandomSampler([0.1, 0.9, 0.5], 5)), list(SubsetRandomSampler([1, 4, 7])))
dl = DataLoader(ds, batch_size=2, shuffle=True, generator=torch.Generator().manual_seed(7))
print([y.tolist() for _, y in dl], len(dl))
print(next(iter(DataLoader([(1, "a"), (2, "b")], batch_size=2))))
print(next(iter(DataLoader([{"a": [1, 2], "b": (3.0, 4.0)}] * 2, batch_size=2))))
