# Star-unpacking in calls, displays and targets; dict unpacking.
def f(*args, **kwargs):
    return args, kwargs
a = [1, 2]
b = (3,)
print(f(*a, *b, 4), f(**{"x": 1}, y=2), [*a, *b], (*a, 0), {*a, 5}, {**{"k": 1}, "j": 2})
first, *middle, last = range(6)
print(first, middle, last)
for i, (x, y) in enumerate([(1, 2), (3, 4)]):
    print(i, x + y)
head, *_ = "hello"
print(head)
[p, q] = [10, 20]
print(p, q)
t = 1, 2, 3
x, y, z = t
print(x + y + z, t)
def swap_pairs(pairs):
    return [(b, a) for a, b in pairs]
print(swap_pairs([(1, "a"), (2, "b")]))
print(*[1, 2, 3], sep=", ")
print(*"abc")
