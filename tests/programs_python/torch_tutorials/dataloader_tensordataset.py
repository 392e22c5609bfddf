import torch
from torch.utils.data import Dataset, DataLoader, TensorDataset, random_split, Subset
from collections.abc import Sequence

torch.manual_seed(0)
X = torch.randn(20, 3)
w = torch.tensor([[1.0], [-2.0], [0.5]])
Y = X @ w + 0.1 * torch.randn(20, 1)
ds = TensorDataset(X, Y)
print(len(ds), type(ds[0]).__name__, ds[0][0].shape)
train, val = random_split(ds, [15, 5], generator=torch.Generator().manual_seed(42))
print(len(train), len(val), type(train).__name__, val.indices)
loader = DataLoader(train, batch_size=4, shuffle=True, generator=torch.Generator().manual_seed(1))
print(len(loader))
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(20):
    for xb, yb in loader:
        opt.zero_grad()
        loss = torch.nn.functional.mse_loss(model(xb), yb)
        loss.backward()
        opt.step()
print([round(v, 1) for v in model.weight.flatten().tolist()])
val_loader = DataLoader(val, batch_size=10)
xb, yb = next(iter(val_loader))
print(xb.shape, round(torch.nn.functional.mse_loss(model(xb), yb).item(), 1))


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return {"x": torch.tensor([float(i)]), "y": i * i}


sq = Squares(7)
dl = DataLoader(sq, batch_size=3, drop_last=False)
for batch in dl:
    print(batch["x"].flatten().tolist(), batch["y"])
print(list(iter(sq))[:2] if hasattr(sq, "__iter__") else None)
sub = Subset(sq, [0, 2, 4])
print(len(sub), sub[1]["y"])


class Seq(Sequence):
    def __init__(self, items):
        self.items = items

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


s = Seq([3, 1, 2])
print(isinstance(s, Sequence), list(reversed(s)), s.index(2), 1 in s, s.count(3))
print(isinstance([1], Sequence), isinstance((1,), Sequence), isinstance({}, Sequence), isinstance("a", Sequence))
