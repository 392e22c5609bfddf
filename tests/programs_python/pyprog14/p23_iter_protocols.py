import torch


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return CountdownIter(self.n)

    def __reversed__(self):
        return iter(range(1, self.n + 1))

    def __len__(self):
        return self.n


class CountdownIter:
    def __init__(self, n):
        self.cur = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.cur <= 0:
            raise StopIteration
        self.cur -= 1
        return self.cur + 1


c = Countdown(4)
print(list(c), list(reversed(c)), len(c), sum(c), max(c), sorted(c), 3 in c, list(zip(c, "abcd")))
it = iter(c)
print(next(it), next(it), list(it), next(it, "done"))


class OldStyle:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10


print(list(OldStyle()), 20 in OldStyle(), list(enumerate(OldStyle(), start=1)))
data = iter([1, 2, 3, -1, 4])
print(list(iter(lambda: next(data), -1)))
e = enumerate("abc")
print(next(e), list(e))
m = map(lambda a, b: a * b, [1, 2, 3], [4, 5])
print(list(m), list(m))
f = filter(None, [0, 1, "", "a", None, [], [0]])
print(list(f))
z = zip([1, 2, 3], "ab")
print(list(z), list(zip()))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
r = reversed([1, 2, 3])
print(type(r).__name__, list(r), list(reversed(range(3))), list(reversed("abc")), list(reversed({"a": 1, "b": 2})))
t = torch.arange(6).view(2, 3)
for row in t:
    print(row.tolist(), end=" ")
print()
print([x.item() for x in torch.tensor([3, 1])], len(t), list(map(int, t[0])))
it2 = iter(torch.tensor([1.5, 2.5]))
print(next(it2), next(it2), next(it2, None))
print(all([]), any([]), all(x > 0 for x in [1, 2]), any(x > 1 for x in [0, 1]))
