import torch

def make_counter():
    count = 0
    def inc(by=1):
        nonlocal count
        count += by
        return count
    return inc
c = make_counter()
c(); c(5)
print(c(), c.__closure__[0].cell_contents)

def make_hooks(store):
    return [lambda g, i=i: store.append((i, g.sum().item())) for i in range(3)]
store = []
x = torch.ones(2, requires_grad=True)
y = x * 2
for h in make_hooks(store):
    y.register_hook(h)
y.sum().backward()
print(store, x.grad)
total = 0
def add_global(v):
    global total
    total += v
for v in torch.tensor([1, 2, 3]):
    add_global(v.item())
print(total)
fns = [lambda: i for i in range(3)]
print([f() for f in fns])
sq = {k: v ** 2 for k, v in zip("abc", range(3))}
print(sq, {v % 2 for v in range(5)}, [[r * c for c in range(3)] for r in range(2)])
mat = [[1, 2, 3], [4, 5, 6]]
print([list(r) for r in zip(*mat)], torch.tensor(mat).T.tolist())
a, *rest = torch.arange(4)
print(a, rest)
first, (second, third) = 1, (torch.tensor(2), 3)
print(second + third)
print((lambda *args, **kw: (len(args), sorted(kw)))(1, 2, z=3, a=4))
def kwonly(a, /, b, *, c=3):
    return a + b + c
print(kwonly(1, b=2), kwonly(1, 2, c=10))
try:
    kwonly(a=1, b=2)
except TypeError as e:
    print(e)
print(*[torch.tensor(1), "x", 2.5], sep=" | ", end="!\n")
if (n := torch.tensor([1, 2, 3]).sum().item()) > 5:
    print("walrus", n)
match {"op": "add", "args": [1, 2]}:
    case {"op": "add", "args": [a, b]}:
        print("add", a + b)
    case _:
        print("other")
