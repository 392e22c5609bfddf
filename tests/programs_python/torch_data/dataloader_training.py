# torch.utils.data: Dataset/TensorDataset/Subset/random_split, DataLoader batching, collation and
# seeded shuffling in PyTorch's RNG order (training continues with the same random stream).
import torch
from torch.utils.data import Dataset, DataLoader, TensorDataset, random_split
import torch.nn as nn

class Squares(Dataset):
    def __init__(self, n):
        self.x = torch.arange(n, dtype=torch.float32).unsqueeze(1)
        self.y = self.x ** 2
    def __len__(self):
        return len(self.x)
    def __getitem__(self, i):
        return self.x[i], self.y[i]

ds = Squares(10)
print(len(ds), ds[3])
dl = DataLoader(ds, batch_size=4, shuffle=False)
for xb, yb in dl:
    print(xb.shape, yb.squeeze(1).tolist())
td = TensorDataset(torch.ones(5, 2), torch.zeros(5))
print(len(td), td[0])
torch.manual_seed(0)
a, b = random_split(range(10), [7, 3])
print(len(a), len(b))
dl2 = DataLoader(td, batch_size=2, drop_last=True)
print(len(dl2), [x.shape for x, _ in dl2])
torch.manual_seed(1)
print([batch[0].squeeze(1).tolist() for batch in DataLoader(ds, batch_size=5, shuffle=True)])
torch.manual_seed(3)
model = nn.Linear(1, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.001)
loader = DataLoader(Squares(8), batch_size=3, shuffle=True)
for epoch in range(2):
    for xb, yb in loader:
        opt.zero_grad()
        loss = ((model(xb) - yb) ** 2).mean()
        loss.backward()
        opt.step()
print(round(loss.item(), 4), torch.rand(1))
print(next(iter(DataLoader([{"a": 1, "b": 2.0}, {"a": 3, "b": 4.0}], batch_size=2))))
print(next(iter(DataLoader([(1, "x"), (2, "y")], batch_size=2))))
print(len(DataLoader(range(10), batch_size=3)), list(DataLoader(range(5), batch_size=None))[:2])
