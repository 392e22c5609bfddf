# A data pipeline built from generators and classes: file-like text via io.StringIO, csv parsing,
# vocabulary building with Counter, numericalization, bucketing by length and batching into tensors.
import csv
import io
from collections import Counter
from itertools import islice
import torch
from torch.nn.utils.rnn import pad_sequence

RAW = """label,text
pos,I loved this movie so much
neg,terrible plot and bad acting
pos,great fun
neg,boring
pos,an absolute delight from start to finish
neg,I want my time back
"""


def read_rows(f):
    reader = csv.DictReader(f)
    for row in reader:
        yield row["label"], row["text"].lower().split()


def build_vocab(rows, min_freq=1, specials=("<pad>", "<unk>")):
    counter = Counter(tok for _, toks in rows for tok in toks)
    itos = list(specials) + sorted(t for t, c in counter.items() if c >= min_freq)
    return {t: i for i, t in enumerate(itos)}, counter


rows = list(read_rows(io.StringIO(RAW)))
print(len(rows), rows[0])
stoi, counter = build_vocab(rows)
print(len(stoi), counter.most_common(3), stoi["<unk>"])
labels = {"neg": 0, "pos": 1}


def numericalize(rows):
    for label, toks in rows:
        yield labels[label], torch.tensor([stoi.get(t, 1) for t in toks])


def bucket(examples, size):
    it = iter(examples)
    while chunk := list(islice(it, size)):
        chunk.sort(key=lambda e: len(e[1]), reverse=True)
        yield chunk


def collate(chunk):
    ys = torch.tensor([y for y, _ in chunk])
    xs = pad_sequence([x for _, x in chunk], batch_first=True, padding_value=stoi["<pad>"])
    lengths = torch.tensor([len(x) for _, x in chunk])
    return xs, ys, lengths


for xs, ys, lengths in map(collate, bucket(numericalize(rows), 4)):
    print(tuple(xs.shape), ys.tolist(), lengths.tolist(), (xs == 0).sum().item())
out = io.StringIO()
writer = csv.writer(out)
writer.writerow(["token", "count"])
writer.writerows(counter.most_common(2))
print(out.getvalue().splitlines())
