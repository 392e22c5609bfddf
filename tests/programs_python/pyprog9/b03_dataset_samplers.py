# Custom Dataset classes, collate_fn with padding, and the torch.utils.data samplers.
import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import (Dataset, DataLoader, SequentialSampler, RandomSampler, BatchSampler,
                              SubsetRandomSampler, WeightedRandomSampler, IterableDataset)


class SentenceDataset(Dataset):
    def __init__(self, sentences, vocab):
        self.sentences = sentences
        self.vocab = vocab

    def __len__(self):
        return len(self.sentences)

    def __getitem__(self, idx):
        words = self.sentences[idx].split()
        ids = torch.tensor([self.vocab.get(w, 0) for w in words], dtype=torch.long)
        return {"ids": ids, "length": len(words), "text": self.sentences[idx]}


def collate(batch):
    batch = sorted(batch, key=lambda b: b["length"], reverse=True)
    ids = pad_sequence([b["ids"] for b in batch], batch_first=True, padding_value=-1)
    lengths = torch.tensor([b["length"] for b in batch])
    return ids, lengths, [b["text"] for b in batch]


sentences = ["a b c", "b c", "a", "c c a b", "b a", "a a a a a"]
vocab = {"a": 1, "b": 2, "c": 3}
ds = SentenceDataset(sentences, vocab)
print(len(ds), ds[3])
dl = DataLoader(ds, batch_size=4, collate_fn=collate)
for ids, lengths, texts in dl:
    print(ids.tolist(), lengths.tolist(), texts)

default = DataLoader([(torch.tensor([i, i + 1]), i * 0.5, {"k": i}) for i in range(5)], batch_size=2)
for batch in default:
    print(batch)

print(list(SequentialSampler(range(4))))
g = torch.Generator()
g.manual_seed(3)
print(list(RandomSampler(range(6), generator=g)))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print(list(BatchSampler(range(7), batch_size=3, drop_last=True)))
g.manual_seed(5)
print(sorted(SubsetRandomSampler([10, 20, 30, 40], generator=g)), len(SubsetRandomSampler([1, 2])))
g.manual_seed(7)
w = WeightedRandomSampler([0.0, 0.0, 1.0, 0.0], num_samples=5, replacement=True, generator=g)
print(list(w), len(w))
torch.manual_seed(0)
dl2 = DataLoader(ds, batch_size=2, shuffle=True, collate_fn=collate, drop_last=True)
print(len(dl2), [t for _, _, t in dl2])
dl3 = DataLoader(ds, batch_sampler=BatchSampler(SequentialSampler(ds), 5, False), collate_fn=lambda b: [x["length"] for x in b])
print(list(dl3))


class Countdown(IterableDataset):
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        n = self.start
        while n > 0:
            yield torch.tensor(float(n))
            n -= 1


print([b.tolist() for b in DataLoader(Countdown(5), batch_size=2)])
