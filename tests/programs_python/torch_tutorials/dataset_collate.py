import torch
from torch.utils.data import Dataset, DataLoader, Sampler, random_split, Subset, ConcatDataset, WeightedRandomSampler
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence

torch.manual_seed(26)

class SentDataset(Dataset):
    def __init__(self, sents, vocab):
        self.sents = sents
        self.vocab = vocab
    def __len__(self):
        return len(self.sents)
    def __getitem__(self, i):
        toks = [self.vocab.setdefault(w, len(self.vocab)) for w in self.sents[i].split()]
        return torch.tensor(toks), len(toks), i % 2

def collate(batch):
    batch = sorted(batch, key=lambda b: b[1], reverse=True)
    seqs, lens, labels = zip(*batch)
    return pad_sequence(seqs, batch_first=True, padding_value=0), torch.tensor(lens), torch.tensor(labels)

sents = ["the cat sat", "a dog", "the bird flew away today", "hi", "cats and dogs play", "ok then"]
vocab = {"<pad>": 0}
ds = SentDataset(sents, vocab)
for x, l, y in DataLoader(ds, batch_size=3, collate_fn=collate):
    print(x.tolist(), l.tolist(), y.tolist())
print(len(vocab))

class EvenFirstSampler(Sampler):
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter([i for i in range(self.n) if i % 2 == 0] + [i for i in range(self.n) if i % 2])
    def __len__(self):
        return self.n
print([b[1].tolist() for b in DataLoader(ds, batch_size=2, sampler=EvenFirstSampler(6), collate_fn=collate)])
dl = DataLoader(ds, batch_size=4, shuffle=True, collate_fn=collate, drop_last=True)
print(len(dl), [b[1].tolist() for b in dl])
g = torch.Generator().manual_seed(0)
tr, va = random_split(range(10), [7, 3], generator=g)
print(list(tr), list(va), len(Subset(ds, [0, 1])), len(ConcatDataset([ds, ds])))
ws = WeightedRandomSampler([0.0, 1.0, 0.0, 1.0], num_samples=5, replacement=True, generator=torch.Generator().manual_seed(1))
print(list(ws))
seqs = [torch.tensor([1., 2., 3.]), torch.tensor([4.]), torch.tensor([5., 6.])]
lens = torch.tensor([3, 1, 2])
padded = pad_sequence(seqs)
print(padded.shape, padded.t())
packed = pack_padded_sequence(padded, lens, enforce_sorted=False)
print(packed.data, packed.batch_sizes, packed.sorted_indices)
unpacked, ul = pad_packed_sequence(packed, batch_first=True)
print(unpacked, ul)
rnn = torch.nn.GRU(1, 2, batch_first=True)
out, h = rnn(pack_padded_sequence(unpacked.unsqueeze(-1), ul, batch_first=True, enforce_sorted=False))
o, ol = pad_packed_sequence(out, batch_first=True)
print(o.shape, ol, h.shape, (o[1, 1:] == 0).all().item())
default = DataLoader(torch.utils.data.TensorDataset(torch.arange(6.).view(3, 2), torch.tensor([0, 1, 0])), batch_size=2)
for a, b in default:
    print(a, b)
dl2 = DataLoader([{"x": torch.tensor([i]), "y": i * 1.5, "s": str(i)} for i in range(3)], batch_size=2)
for batch in dl2:
    print(batch)
