first, *middle, last = range(6)
print(first, middle, last)
(a, b), c = (1, 2), 3
*init, tail = "abc"
print(a, b, c, init, tail)
head, *_ = [9]
print(head, _)
merged = [*range(3), *"xy", *{"k": 1}]
print(merged, {**{"a": 1}, "b": 2}, (*[1, 2],))


def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, kw


print(f(1, c=3), f(1, 2, 3, 4, c=5, e=6), f(*[1, 2], **{"c": 0, "z": 1}))


def pos_only(a, b, /, c, *, d):
    return a + b + c + d


print(pos_only(1, 2, c=3, d=4))
try:
    pos_only(a=1, b=2, c=3, d=4)
except TypeError as e:
    print("TypeError:", e)
try:
    x, y = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    x, y, z = [1, 2]
except ValueError as e:
    print("ValueError:", e)
data = [1, 5, 2, 8, 3]
if (n := len(data)) > 3:
    print("long", n)
print([y for x in data if (y := x * 2) > 5], y)
vals = []
while (v := data.pop()) != 2:
    vals.append(v)
print(vals, data)
counter = 0


def inc():
    global counter
    counter += 1
    return counter


inc(); inc()
print(counter)


def make_acc():
    total = 0

    def add(x):
        nonlocal total
        total += x
        return total
    return add


acc = make_acc()
print(acc(5), acc(10), acc.__closure__[0].cell_contents)


def outer():
    x = "outer"

    def inner():
        return x
    x = "changed"
    return inner()


print(outer())


def broken():
    print(zz)
    zz = 1


try:
    broken()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
s = "abcdefgh"
print(s[::-1], s[-2:1:-2], s[5:1:-1], s[::3], s[-100:100], s[6:2], [0, 1, 2, 3][::-2])
lst = list(range(10))
lst[1:3] = ["a", "b", "c"]
del lst[::4]
print(lst)
lst[::2] = [0] * len(lst[::2])
print(lst)
try:
    lst[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
import torch
t = torch.arange(10)
print(t[-3:], t[1:8:3], t.flip(0)[::2], t[torch.arange(9, -1, -3)])
