import torch
from torch.utils.data import Dataset, DataLoader
from collections import Counter

class TextDataset(Dataset):
    def __init__(self, sentences, vocab):
        self.data = [[vocab.get(w, 0) for w in s.split()] for s in sentences]
        self.labels = [len(s.split()) % 2 for s in sentences]

    def __len__(self):
        return len(self.data)

    def __getitem__(self, idx):
        return torch.tensor(self.data[idx]), self.labels[idx]

def collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    padded = torch.nn.utils.rnn.pad_sequence(seqs, batch_first=True, padding_value=-1)
    return padded, lengths, torch.tensor(labels)

sentences = [
    "the cat sat on the mat",
    "dogs bark",
    "a quick brown fox jumps",
    "hello world",
    "one two three",
    "pytorch is fun to use every day",
    "short",
]
counts = Counter(w for s in sentences for w in s.split())
vocab = {w: i + 1 for i, (w, _) in enumerate(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))}
print("vocab size:", len(vocab))
print("most common:", counts.most_common(3))

ds = TextDataset(sentences, vocab)
print("len:", len(ds))
print("item 1:", ds[1])
loader = DataLoader(ds, batch_size=3, shuffle=False, collate_fn=collate)
for i, (x, lens, y) in enumerate(loader):
    print(f"batch {i}: shape={list(x.shape)} lens={lens.tolist()} labels={y.tolist()}")
    print(x)

g = torch.Generator()
g.manual_seed(3)
loader2 = DataLoader(ds, batch_size=2, shuffle=True, generator=g, collate_fn=collate, drop_last=True)
print("num batches:", len(loader2))
for x, lens, y in loader2:
    print(lens.tolist(), y.tolist())
