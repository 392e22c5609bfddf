import torch
from torch.utils.data import Dataset, DataLoader
from torch.utils.data.dataloader import default_collate

class Words(Dataset):
    def __init__(self, words):
        self.words = words
        self.vocab = {c: i + 1 for i, c in enumerate(sorted(set("".join(words))))}
    def __len__(self):
        return len(self.words)
    def __getitem__(self, idx):
        w = self.words[idx]
        return {"ids": torch.tensor([self.vocab[c] for c in w]), "len": len(w), "word": w}

def pad_collate(batch):
    lens = [b["len"] for b in batch]
    m = max(lens)
    out = torch.zeros(len(batch), m, dtype=torch.long)
    for i, b in enumerate(batch):
        out[i, : b["len"]] = b["ids"]
    return {"ids": out, "lens": torch.tensor(lens), "words": [b["word"] for b in batch]}

ds = Words(["cat", "horse", "ox", "zebra", "ant", "eel", "dog"])
print(ds.vocab)
for batch in DataLoader(ds, batch_size=3, collate_fn=pad_collate):
    print(batch["words"], batch["lens"].tolist())
    print(batch["ids"])

print(default_collate([1, 2, 3]))
print(default_collate([1.5, 2.5]))
print(default_collate([(1, "a"), (2, "b")]))
print(default_collate([{"a": torch.ones(2), "b": 3}, {"a": torch.zeros(2), "b": 4}]))
print(default_collate([[1, 2], [3, 4]]))
