import torch
from torch.utils.data import Dataset, DataLoader, random_split, TensorDataset, Subset, ConcatDataset

torch.manual_seed(14)

class Squares(Dataset):
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        return {"x": torch.tensor([float(i)]), "y": i * i, "name": f"item{i}"}

ds = Squares(10)
dl = DataLoader(ds, batch_size=4)
for b in dl:
    print(b["x"].shape, b["y"], b["name"])
def collate(batch):
    xs = torch.stack([b["x"] for b in batch])
    return xs.squeeze(1), [b["name"] for b in batch]
dl2 = DataLoader(ds, batch_size=3, collate_fn=collate, drop_last=True)
print(len(dl2))
for xs, names in dl2:
    print(xs.tolist(), names)
train, val = random_split(ds, [7, 3], generator=torch.Generator().manual_seed(42))
print(len(train), len(val), sorted(val.indices))
td = TensorDataset(torch.arange(6).float(), torch.arange(6) % 2)
print(td[2], len(td))
cd = ConcatDataset([td, td])
print(len(cd), cd[7])
sub = Subset(td, [0, 5])
print([sub[i][1].item() for i in range(len(sub))])
dl3 = DataLoader(td, batch_size=4, shuffle=True)
for a, b in dl3:
    print(a.tolist(), b.tolist())
