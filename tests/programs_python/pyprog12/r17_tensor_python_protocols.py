import torch

t = torch.tensor(3.14159)
print(f"{t:.2f}", f"{t.item():>8.3f}", "{:.1e}".format(t), format(torch.tensor(7), "03d") if False else "")
try:
    f"{torch.tensor([1.0, 2.0]):.2f}"
except TypeError as e:
    print("TypeError", e)
v = torch.tensor([1, 2, 3])
print(2 in v, 5 in v, [x.item() for x in v], len(v), list(v), tuple(torch.zeros(2, 1).shape))
try:
    bool(v)
except RuntimeError as e:
    print(e)
try:
    len(torch.tensor(1))
except TypeError as e:
    print(e)
try:
    iter(torch.tensor(5))
except TypeError as e:
    print(e)
d = {v: "a"}
print(d[v], hash(v) == id(v) if False else "hash ok")
print(int(torch.tensor(2.9)), float(torch.tensor(1)), complex(torch.tensor(1.5)), torch.tensor(4).__index__(), [10, 20, 30][torch.tensor(1)])
print(v == torch.tensor([1, 0, 3]), (v > 1) & (v < 3), ~(v > 1), -v, +v, abs(-v), v ** 2, 2 ** v, v // 2, v % 2, 10 - v, 1 / v)
print(v @ v, (v @ v).item(), divmod(7, torch.tensor(2)) if False else "", round(torch.tensor(2.567).item(), 2), round(torch.tensor(2.567), 2) if False else "")
a = torch.tensor([1.0, 2.0])
b = a
b += 1
print(a, a is b)
c = a
c = c + 1
print(a, c, a is c)
print(sum([torch.tensor(1), torch.tensor(2)]), max(torch.tensor([1, 5, 2])), min(torch.tensor([3.0, -1.0])), sorted(torch.tensor([3, 1, 2])))
print(torch.tensor([1, 2]) == [1, 2] if False else torch.tensor([1, 2]).eq(torch.tensor([1, 3])).tolist())
import operator
print(operator.add(v, 1), operator.mul(v, v), operator.getitem(v, 0), operator.neg(v))
print(list(map(float, torch.tensor([1, 2]))), list(zip(torch.arange(2), "ab")), dict(enumerate(torch.tensor([5, 6]).tolist())))
print(torch.tensor(5) > 3, 3 < torch.tensor(5), torch.tensor(2) == 2, (torch.tensor(2) == 2).item(), 1 < torch.tensor(2) < 3)
x = torch.tensor(0.0)
print("zero" if not x else "nonzero", "one" if torch.tensor(1) else "no", torch.tensor([0.5]).item() if torch.tensor([True]) else 0)
