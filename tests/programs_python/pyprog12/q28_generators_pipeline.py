import torch

def read_records(n):
    for i in range(n):
        yield {"id": i, "x": [float(i), float(i) * 2]}

def to_tensor(records):
    for r in records:
        yield r["id"], torch.tensor(r["x"])

def normalize(stream, scale):
    for i, t in stream:
        yield i, t / scale

def chunked(stream, size):
    buf = []
    for item in stream:
        buf.append(item)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf

pipe = chunked(normalize(to_tensor(read_records(7)), 2.0), 3)
for chunk in pipe:
    ids = [i for i, _ in chunk]
    print(ids, torch.stack([t for _, t in chunk]).sum(dim=0))

def flatten(nested):
    for x in nested:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x
print(list(flatten([1, [2, [3, (4, 5)]], 6])))

def accumulator():
    total = 0.0
    while True:
        v = yield total
        if v is None:
            return total
        total += v
acc = accumulator()
next(acc)
for v in torch.tensor([1.0, 2.0, 3.5]):
    print(acc.send(v.item()))
try:
    acc.send(None)
except StopIteration as e:
    print("returned", e.value)

def delegator():
    result = yield from accumulator()
    print("inner returned", result)
    yield "done"
d = delegator()
next(d); d.send(2.0); print(d.send(None))
gen = (x ** 2 for x in torch.arange(4))
print(type(gen).__name__, sum(gen))
def closing_gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g = closing_gen()
print(next(g))
g.close()
print(list(zip(*((i, i * i) for i in range(4)))))
