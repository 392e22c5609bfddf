import torch
from torch.utils.data import Dataset, DataLoader, random_split, WeightedRandomSampler
from collections import Counter

class Imbalanced(Dataset):
    def __init__(self):
        g = torch.Generator().manual_seed(0)
        self.x = torch.randn(50, 4, generator=g)
        self.y = torch.cat([torch.zeros(40, dtype=torch.long), torch.ones(10, dtype=torch.long)])
    def __len__(self):
        return len(self.y)
    def __getitem__(self, i):
        return self.x[i], self.y[i]

ds = Imbalanced()
print(Counter(ds.y.tolist()))
train, val, test = random_split(ds, [0.6, 0.2, 0.2], generator=torch.Generator().manual_seed(1))
print(len(train), len(val), len(test))
ys = torch.stack([train[i][1] for i in range(len(train))])
counts = torch.bincount(ys)
weights = (1.0 / counts.float())[ys]
sampler = WeightedRandomSampler(weights, num_samples=len(train), replacement=True, generator=torch.Generator().manual_seed(2))
loader = DataLoader(train, batch_size=10, sampler=sampler)
seen = Counter()
for xb, yb in loader:
    seen.update(yb.tolist())
print(sorted(seen.items()), sum(seen.values()))
val_loader = DataLoader(val, batch_size=4, shuffle=False)
print([len(b[1]) for b in val_loader])
def collate(batch):
    xs, ys = zip(*batch)
    return torch.stack(xs).mean(0), list(ys)
for m, ys in DataLoader(test, batch_size=5, collate_fn=collate):
    print(m.shape, [int(y) for y in ys])
print(next(iter(DataLoader(ds, batch_size=2, shuffle=True, generator=torch.Generator().manual_seed(3))))[1])
