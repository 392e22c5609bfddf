import random
import torch
from collections import defaultdict, Counter


class ToyDataset:
    def __init__(self, n, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.x = torch.randn(n, 2, generator=g)
        self.y = (self.x[:, 0] * self.x[:, 1] > 0).long()

    def __len__(self):
        return len(self.y)

    def __getitem__(self, idx):
        return {"features": self.x[idx], "label": self.y[idx]}


def batches(dataset, batch_size, shuffle=False, seed=0):
    indices = list(range(len(dataset)))
    if shuffle:
        random.Random(seed).shuffle(indices)
    for start in range(0, len(indices), batch_size):
        items = [dataset[i] for i in indices[start:start + batch_size]]
        yield collate(items)


def collate(items):
    out = defaultdict(list)
    for item in items:
        for k, v in item.items():
            out[k].append(v)
    return {k: torch.stack(v) for k, v in out.items()}


ds = ToyDataset(10)
print(len(ds), ds[0]["features"].shape, ds[0]["label"].dtype)
for i, batch in enumerate(batches(ds, 4)):
    print(i, {k: tuple(v.shape) for k, v in batch.items()})
sizes = [b["label"].numel() for b in batches(ds, 3, shuffle=True)]
print(sizes, sum(sizes))
counts = Counter(int(l) for l in ds.y)
print(sorted(counts.items()))

gen = batches(ds, 5)
first = next(gen)
print(first["label"].tolist() == ds.y[:5].tolist())
rest = list(gen)
print(len(rest))
try:
    next(gen)
except StopIteration:
    print("exhausted")

model = torch.nn.Sequential(torch.nn.Linear(2, 8), torch.nn.ReLU(), torch.nn.Linear(8, 2))
torch.manual_seed(0)
for m in model:
    if isinstance(m, torch.nn.Linear):
        torch.nn.init.xavier_uniform_(m.weight)
        torch.nn.init.zeros_(m.bias)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
loss_fn = torch.nn.CrossEntropyLoss()
history = []
for epoch in range(3):
    total, n = 0.0, 0
    for batch in batches(ds, 4, shuffle=True, seed=epoch):
        logits = model(batch["features"])
        loss = loss_fn(logits, batch["label"])
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(batch["label"])
        n += len(batch["label"])
    history.append(total / n)
print(len(history), all(h > 0 for h in history))
with torch.no_grad():
    preds = model(ds.x).argmax(1)
print(preds.shape, preds.dtype, int((preds == ds.y).sum()) <= 10)
squares = {i: i * i for i in range(5) if i % 2 == 0}
print(squares, list(zip(*[(1, 'a'), (2, 'b')])))
