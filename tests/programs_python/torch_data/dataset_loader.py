import torch
from torch.utils.data import Dataset, DataLoader, TensorDataset, random_split


class SquaresDataset(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, idx):
        x = torch.tensor([float(idx)])
        return x, x ** 2


ds = SquaresDataset(10)
print(len(ds), ds[3])
loader = DataLoader(ds, batch_size=4, shuffle=False)
for xb, yb in loader:
    print(xb.shape, yb.view(-1).tolist())
print(len(loader))
loader2 = DataLoader(ds, batch_size=4, drop_last=True)
print(len(loader2), sum(1 for _ in loader2))
torch.manual_seed(0)
shuffled = [b[0].view(-1).tolist() for b in DataLoader(ds, batch_size=5, shuffle=True)]
print(sorted(shuffled[0] + shuffled[1]) == [float(i) for i in range(10)])
td = TensorDataset(torch.arange(6).float().view(6, 1), torch.arange(6) % 2)
print(td[2], len(td))
a, b = random_split(td, [4, 2], generator=torch.Generator().manual_seed(1))
print(len(a), len(b))


def collate(batch):
    xs, ys = zip(*batch)
    return torch.cat(xs), torch.tensor(ys)


for xb, yb in DataLoader(td, batch_size=3, collate_fn=collate):
    print(xb, yb)
