import torch
from torch.utils.data import Dataset, DataLoader

class Compose:
    def __init__(self, fns):
        self.fns = fns
    def __call__(self, x):
        for f in self.fns:
            x = f(x)
        return x
    def __repr__(self):
        return "Compose(" + ", ".join(getattr(f, "__name__", type(f).__name__) for f in self.fns) + ")"

class AddNoise:
    def __init__(self, std):
        self.std = std
    def __call__(self, x):
        return x + torch.randn_like(x) * self.std

def scale(x):
    return x / 10

class Synthetic(Dataset):
    def __init__(self, n, transform=None):
        g = torch.Generator().manual_seed(7)
        self.x = torch.randint(0, 100, (n, 3), generator=g).float()
        self.y = (self.x.sum(1) > 150).long()
        self.transform = transform
    def __len__(self):
        return len(self.x)
    def __getitem__(self, i):
        x = self.x[i]
        if self.transform:
            x = self.transform(x)
        return x, self.y[i]

torch.manual_seed(0)
tf = Compose([scale, AddNoise(0.0)])
print(tf)
ds = Synthetic(10, tf)
print(ds[0])
dl = DataLoader(ds, batch_size=4, shuffle=True, generator=torch.Generator().manual_seed(1))
for epoch in range(2):
    for i, (xb, yb) in enumerate(dl):
        print(epoch, i, xb.shape, yb.tolist())
print(len(dl), dl.batch_size, dl.drop_last, type(dl.sampler).__name__)
it = iter(dl)
xb, yb = next(it)
print(xb.dtype, yb.dtype)
print(torch.utils.data.dataloader.default_collate([ds[0], ds[1]])[0].shape)
