# A text-classification style Dataset with a custom collate_fn that pads, sorted batches into a GRU.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence
from torch.utils.data import Dataset, DataLoader


class ToySeqs(Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(3)
        self.items = []
        for i in range(n):
            length = int(torch.randint(2, 7, (1,), generator=g))
            seq = torch.randint(1, 20, (length,), generator=g)
            self.items.append((seq, i % 3))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        return self.items[idx]


def collate(batch):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    padded = pad_sequence(list(seqs), batch_first=True, padding_value=0)
    return padded, lengths, torch.tensor(labels)


class Classifier(nn.Module):
    def __init__(self, vocab=20, emb=8, hidden=6, classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb, padding_idx=0)
        self.rnn = nn.GRU(emb, hidden, batch_first=True)
        self.head = nn.Linear(hidden, classes)

    def forward(self, x, lengths):
        packed = pack_padded_sequence(self.emb(x), lengths, batch_first=True)
        out, h = self.rnn(packed)
        unpacked, out_lens = pad_packed_sequence(out, batch_first=True)
        return self.head(h[-1]), unpacked.shape, out_lens


torch.manual_seed(0)
ds = ToySeqs(10)
print(len(ds), ds[0][0].tolist(), ds[0][1])
loader = DataLoader(ds, batch_size=4, collate_fn=collate)
model = Classifier()
for padded, lengths, labels in loader:
    logits, shape, out_lens = model(padded, lengths)
    print(tuple(padded.shape), lengths.tolist(), labels.tolist(), tuple(shape), out_lens.tolist())
    print("  logits", tuple(logits.shape), "mask zeros:", int((padded == 0).sum()))
print(model)
