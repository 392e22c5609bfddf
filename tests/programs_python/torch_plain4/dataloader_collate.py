import torch
from torch.utils.data import Dataset, DataLoader, TensorDataset, Subset, ConcatDataset
class Words(Dataset):
    def __init__(self):
        self.items = [("a", 1), ("bb", 2), ("ccc", 3), ("dddd", 4), ("eeeee", 5)]
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        w, n = self.items[i]
        return {"word": w, "len": torch.tensor(len(w)), "n": n}
ds = Words()
for b in DataLoader(ds, batch_size=2):
    print(b)
g = torch.Generator().manual_seed(3)
for b in DataLoader(ds, batch_size=2, shuffle=True, generator=g, drop_last=True):
    print(b["word"], b["n"])
def collate(batch):
    words = [x["word"] for x in batch]
    return " ".join(words), torch.stack([x["len"] for x in batch])
print(list(DataLoader(ds, batch_size=3, collate_fn=collate)))
td = TensorDataset(torch.arange(6.).view(3, 2), torch.tensor([0, 1, 0]))
print(td[1], len(td))
for xb, yb in DataLoader(td, batch_size=2):
    print(xb, yb)
print(len(ConcatDataset([td, td])), Subset(ds, [4, 0])[0]["word"])
print(next(iter(DataLoader([(1, 2.0), (3, 4.0)], batch_size=2))))
print(len(DataLoader(ds, batch_size=2)), len(DataLoader(ds, batch_size=2, drop_last=True)))
