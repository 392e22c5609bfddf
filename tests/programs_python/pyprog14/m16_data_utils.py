import torch
from torch.utils.data import Dataset, DataLoader, random_split, Subset, ConcatDataset, TensorDataset, WeightedRandomSampler


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return {"x": torch.tensor([float(i)]), "y": i * i}


ds = Squares(10)
g = torch.Generator().manual_seed(42)
train, val = random_split(ds, [7, 3], generator=g)
print(type(train).__name__, len(train), len(val), train.indices, val.indices)
sub = Subset(ds, [9, 0, 4])
print([s["y"] for s in sub])
cat = ConcatDataset([sub, Squares(2)])
print(len(cat), cat.cumulative_sizes, cat[3]["y"], cat[-1]["y"])
loader = DataLoader(ds, batch_size=4, shuffle=True, generator=torch.Generator().manual_seed(0))
for b in loader:
    print(b["x"].view(-1).tolist(), b["y"].tolist())
print(len(loader))
td = TensorDataset(torch.arange(6).float().view(6, 1), torch.arange(6) % 2)
print(td[2], len(td.tensors))
dl = DataLoader(td, batch_size=4, drop_last=True)
print(len(dl), [tuple(t.shape) for t in next(iter(dl))])
dl2 = DataLoader(td, batch_size=3, collate_fn=lambda batch: [int(b[1]) for b in batch])
print(list(dl2))
torch.manual_seed(3)
sampler = WeightedRandomSampler([0.1, 0.0, 0.9], num_samples=5, replacement=True)
print(list(sampler))
for xb, yb in DataLoader(td, batch_size=2, sampler=torch.utils.data.SequentialSampler(td)):
    print(xb.flatten().tolist(), yb.tolist(), end="; ")
print()
try:
    random_split(ds, [5, 6])
except ValueError as e:
    print("ValueError:", e)
try:
    TensorDataset(torch.zeros(3), torch.zeros(4))
except AssertionError as e:
    print("AssertionError:", e)
