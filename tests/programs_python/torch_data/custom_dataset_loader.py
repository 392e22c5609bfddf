# torch.utils.data: a map-style Dataset, random_split, Subset, samplers, DataLoader with collate_fn, drop_last, IterableDataset
import torch
from torch.utils.data import Dataset, DataLoader, IterableDataset, random_split, Subset, SequentialSampler, RandomSampler, BatchSampler, TensorDataset, ConcatDataset

class SquaresDataset(Dataset):
    def __init__(self, n, transform=None):
        self.x = torch.arange(n, dtype=torch.float32)
        self.transform = transform

    def __len__(self):
        return len(self.x)

    def __getitem__(self, idx):
        if torch.is_tensor(idx):
            idx = idx.tolist()
        sample = {"x": self.x[idx], "y": self.x[idx] ** 2}
        if self.transform:
            sample = self.transform(sample)
        return sample

class AddOne:
    def __call__(self, sample):
        return {k: v + 1 for k, v in sample.items()}

ds = SquaresDataset(10, transform=AddOne())
print(len(ds), ds[3])
dl = DataLoader(ds, batch_size=4, shuffle=False)
for i, batch in enumerate(dl):
    print(i, batch["x"].tolist(), batch["y"].shape)
dl = DataLoader(ds, batch_size=4, drop_last=True)
print(len(dl), [b["x"].tolist() for b in dl])
torch.manual_seed(0)
train, val = random_split(SquaresDataset(10), [7, 3])
print(len(train), len(val), sorted(int(s["x"]) for s in val))
sub = Subset(ds, [0, 2, 4])
print([s["x"].item() for s in sub])
print(list(SequentialSampler(range(4))), list(BatchSampler(SequentialSampler(range(5)), batch_size=2, drop_last=False)))
g = torch.Generator().manual_seed(1)
print(sorted(RandomSampler(range(6), generator=g)) == list(range(6)))
def collate(batch):
    xs = torch.stack([b["x"] for b in batch])
    return xs, xs.sum()
print([tuple(round(t.item(), 1) if t.dim() == 0 else t.tolist() for t in b) for b in DataLoader(ds, batch_size=5, collate_fn=collate)])
class Stream(IterableDataset):
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        for i in range(self.n):
            yield torch.tensor([i, i * 10])
print([b.tolist() for b in DataLoader(Stream(5), batch_size=2)])
td = TensorDataset(torch.arange(6).view(3, 2), torch.tensor([0, 1, 0]))
cd = ConcatDataset([td, td])
print(len(cd), cd[4], [y.tolist() for _, y in DataLoader(cd, batch_size=4)])
torch.manual_seed(2)
print([b[1].tolist() for b in DataLoader(td, batch_size=2, shuffle=True)])
