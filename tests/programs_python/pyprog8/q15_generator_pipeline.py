# A lazy data pipeline built from generators and itertools feeding tensors into a model.
import itertools
import torch


def read_records(n):
    for i in range(n):
        yield {"id": i, "x": [float(i), float(i % 3)], "label": i % 2}


def batched(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield chunk


def to_tensors(batches):
    for batch in batches:
        x = torch.tensor([r["x"] for r in batch])
        y = torch.tensor([r["label"] for r in batch])
        yield x, y


pipeline = to_tensors(batched(filter(lambda r: r["id"] != 3, read_records(10)), 4))
for x, y in pipeline:
    print(x.shape, y.tolist(), x.sum().item())

gen = (i * i for i in range(5))
print(next(gen), list(gen), list(gen))
print(list(itertools.chain([1, 2], (3, 4))), list(itertools.accumulate([1, 2, 3, 4])))
print([(k, list(g)) for k, g in itertools.groupby("aabbbc")])
print(list(itertools.zip_longest("ab", [1, 2, 3], fillvalue="-")))
print(list(itertools.product([0, 1], repeat=2)), list(itertools.combinations("abc", 2)))
print(list(itertools.permutations([1, 2, 3], 2))[:4], list(itertools.starmap(pow, [(2, 3), (3, 2)])))
print(list(itertools.takewhile(lambda v: v < 3, [1, 2, 5, 1])), list(itertools.dropwhile(lambda v: v < 3, [1, 2, 5, 1])))
counter = itertools.count(10, 5)
print([next(counter) for _ in range(3)], list(itertools.repeat("x", 3)), list(itertools.compress("abcd", [1, 0, 1, 0])))


def echo():
    received = []
    while True:
        val = yield len(received)
        if val is None:
            break
        received.append(val)
    return received


g = echo()
print(next(g), g.send("a"), g.send("b"))
try:
    g.send(None)
except StopIteration as stop:
    print("returned", stop.value)


def flatten(nested):
    for item in nested:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item


print(list(flatten([1, [2, (3, [4])], 5])), torch.tensor(list(flatten([[1, 2], [3]]))))
