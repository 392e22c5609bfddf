import torch

def batches(t, size):
    for start in range(0, len(t), size):
        yield t[start:start + size]

def running_mean():
    total = 0.0
    count = 0
    def update(x):
        nonlocal total, count
        total += x
        count += 1
        return total / count
    return update

def counter_gen(n):
    i = 0
    while i < n:
        received = yield i
        if received:
            i += received
        else:
            i += 1

torch.manual_seed(5)
data = torch.randn(10)
rm = running_mean()
for b in batches(data, 3):
    m = rm(b.sum().item())
    print(f"{b.numel()} {m:+.4f}")

g = counter_gen(10)
print(next(g), g.send(3), next(g), g.send(4))
squares = (i * i for i in range(5))
print(sum(squares))
print(list(zip(*[(1, 'a'), (2, 'b')])))

def flatten(nested):
    for item in nested:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, [2, (3, 4)], [[5]]])))

adders = [lambda x, k=k: x + k for k in range(3)]
print([f(torch.tensor(10)).item() for f in adders])
matrix = [[i * j for j in range(3)] for i in range(3)]
print(matrix, torch.tensor(matrix).trace())
sq = {k: v ** 2 for k, v in zip("abc", range(3))}
print(sq)
s = {x % 3 for x in range(10)}
print(s)
counter = 0
def bump():
    global counter
    counter += 1
for _ in range(4):
    bump()
print(counter)
