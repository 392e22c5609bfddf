import torch
from torch.utils.data import TensorDataset, DataLoader, random_split, ConcatDataset, Subset

torch.manual_seed(0)
x = torch.arange(20, dtype=torch.float32).reshape(10, 2)
y = torch.arange(10) % 3
ds = TensorDataset(x, y)
print(len(ds), ds[3])
train, val = random_split(ds, [7, 3], generator=torch.Generator().manual_seed(42))
print(len(train), len(val))
print(sorted(train.indices), sorted(val.indices))
cat = ConcatDataset([train, val])
print(len(cat), cat.cumulative_sizes)
sub = Subset(ds, [0, 2, 4])
for i in range(len(sub)):
    a, b = sub[i]
    print(i, a.tolist(), b.item())
loader = DataLoader(ds, batch_size=4, shuffle=False, drop_last=True)
print(len(loader))
for bx, by in loader:
    print(bx.shape, by.tolist())
loader2 = DataLoader(ds, batch_size=3)
print(len(loader2))
print([b[1].tolist() for b in loader2])
