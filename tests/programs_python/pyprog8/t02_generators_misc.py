# Python semantics mixed with tensors: match statements, walrus, star-unpacking, zip strict, sorted stability,
# chained comparisons, global/nonlocal, try/else/finally flows, and exceptions in generators.
import torch


def describe(x):
    match x:
        case torch.Tensor() if x.dim() == 0:
            return f"scalar {x.item()}"
        case torch.Tensor():
            return f"tensor of shape {tuple(x.shape)}"
        case [first, *rest]:
            return f"list starting {first} (+{len(rest)})"
        case {"lr": lr, **others}:
            return f"config lr={lr} others={sorted(others)}"
        case (a, b):
            return f"pair {a},{b}"
        case _:
            return "unknown"


for v in [torch.tensor(1.5), torch.zeros(2, 3), [1, 2, 3], {"lr": 0.1, "wd": 0, "m": 1}, (1, 2), 7]:
    print(describe(v))

data = [3, 1, 4, 1, 5, 9, 2, 6]
if (n := len(data)) > 5:
    print("long list", n)
first, *middle, last = data
print(first, middle, last)
print(sorted([("b", 1), ("a", 1), ("c", 0)], key=lambda t: t[1]))
print(1 < 2 < 3, 1 < 3 < 2, [x for x in data if 2 <= x < 6])
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
count = 0


def bump():
    global count
    count += 1
    return count


bump(); bump()
print(count)


def flow(x):
    try:
        r = 10 / x
    except ZeroDivisionError:
        return "div0"
    else:
        return f"ok {r:.1f}"
    finally:
        print("finally", x)


print(flow(2), flow(0))


def gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen closed")


g = gen()
print(next(g))
g.close()
t = torch.arange(6).reshape(2, 3)
a, b = t
print(a, b, [*t[0].tolist(), *range(2)], {**{"x": 1}, "y": 2})
print(max(data, key=lambda v: -v), min([], default=None), sum([[1], [2]], []))
print(divmod(17, 5), round(2.675, 2), round(-0.5), int("ff", 16), f"{1e-7:.2e}", 7 // -2, -7 % 3)
