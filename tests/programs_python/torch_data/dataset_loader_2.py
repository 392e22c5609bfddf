import torch
from torch.utils.data import Dataset, DataLoader, TensorDataset, random_split

torch.manual_seed(0)

class SquaresDataset(Dataset):
    def __init__(self, n):
        self.xs = torch.arange(n, dtype=torch.float32)

    def __len__(self):
        return len(self.xs)

    def __getitem__(self, idx):
        x = self.xs[idx]
        return x, x ** 2

ds = SquaresDataset(10)
print(len(ds), ds[3])
loader = DataLoader(ds, batch_size=4, shuffle=False)
for i, (xb, yb) in enumerate(loader):
    print(i, xb.tolist(), yb.tolist())

td = TensorDataset(torch.randn(20, 3), torch.randint(0, 2, (20,)))
train, val = random_split(td, [15, 5])
print(len(train), len(val))
print(sorted(val.indices) if hasattr(val, "indices") else None)
tl = DataLoader(train, batch_size=6, shuffle=True, drop_last=True)
print(len(tl))
for xb, yb in tl:
    print(xb.shape, yb.shape)
g = torch.Generator().manual_seed(123)
a, b = random_split(range(8), [6, 2], generator=g)
print(list(a), list(b))
dl = DataLoader(list(range(7)), batch_size=3)
print([batch.tolist() for batch in dl])
def collate(batch):
    return [b * 10 for b in batch]
print(list(DataLoader([1, 2, 3, 4], batch_size=2, collate_fn=collate)))
