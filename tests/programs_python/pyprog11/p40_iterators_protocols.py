import torch

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

print(list(Countdown(4)), sum(Countdown(3)), max(Countdown(5)))

class Grid:
    def __init__(self, rows, cols):
        self.data = torch.arange(rows * cols).view(rows, cols)
    def __getitem__(self, idx):
        r, c = idx
        return self.data[r, c].item()
    def __setitem__(self, idx, v):
        self.data[idx] = v
    def __contains__(self, v):
        return bool((self.data == v).any())
    def __len__(self):
        return self.data.shape[0]
    def __iter__(self):
        yield from (row.tolist() for row in self.data)
    def __bool__(self):
        return self.data.numel() > 0
    def __call__(self, scale):
        return self.data * scale
    def __enter__(self):
        print("enter grid")
        return self
    def __exit__(self, *exc):
        print("exit grid", exc[0].__name__ if exc[0] else None)
        return True

g = Grid(2, 3)
print(g[1, 2], 4 in g, 10 in g, len(g), list(g), bool(g))
g[0, 0] = 9
print(list(g), g(2).tolist())
with g as gg:
    print(gg[0, 0])
    raise KeyError("boom")
print("after with")
it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, "done"))
pairs = list(zip(*[iter(range(6))] * 2))
print(pairs)
print(list(enumerate("abc", start=1)), list(reversed(range(3))), dict(zip("ab", [1, 2])))
print(any(x > 2 for x in [1, 2, 3]), all([]), list(filter(None, [0, 1, "", "a", None])))
print(sorted({3: "c", 1: "a"}.items()), min("hello"), sorted("hello", reverse=True))
tens = [torch.tensor(i) for i in range(3)]
print(sum(tens), max(tens), sorted(tens, reverse=True))
print(list(map(lambda t: t.item() ** 2, tens)))
print([*range(3), *"ab"], {**{"a": 1}, "b": 2}, (*[1, 2],))
first, *rest = torch.arange(4).tolist()
print(first, rest)
a, (b, c) = 1, (2, 3)
print(a, b, c)
for i, (x, y) in enumerate(zip(torch.tensor([1, 2]), torch.tensor([3, 4]))):
    print(i, x.item() + y.item())
