# Assorted Python semantics: chained comparison evaluation order, short-circuit values, is vs ==,
# mutable default pitfalls, global/nonlocal, del, assert messages, string multiplication, integer caching-free identity.
log = []


def val(x):
    log.append(x)
    return x


print(val(1) < val(2) < val(0) < val(5), log)
print(0 or "default", "" and "x", [] or None, 3 and 4, not [], None or 0 or [] or "last")


def append_to(item, target=[]):
    target.append(item)
    return target


print(append_to(1), append_to(2), append_to(3, []))


def safe_append(item, target=None):
    if target is None:
        target = []
    target.append(item)
    return target


print(safe_append(1), safe_append(2))
a = [1, 2, 3]
b = a
c = a[:]
b.append(4)
print(a, c, a is b, a == c, a is c)
del a[0]
print(a, b)
x = 10


def outer():
    x = 20

    def inner():
        nonlocal x
        x += 1
        return x
    inner()
    return x


def glob():
    global x
    x = x * 2


print(outer(), x)
glob()
print(x)
try:
    del undefined_name
except NameError as e:
    print("NameError:", e)
d = {"a": 1, "b": 2}
del d["a"]
print(d, "-" * 10, [0] * 3, [[0] * 2] * 2, (1,) * 3, "ab" * 0)
grid = [[0] * 2] * 2
grid[0][0] = 1
print(grid)
grid2 = [[0] * 2 for _ in range(2)]
grid2[0][0] = 1
print(grid2)
t = (1, [2, 3])
t[1].append(4)
print(t)
try:
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    assert isinstance(x, str), f"x must be str, got {type(x).__name__}"
except AssertionError as e:
    print("AssertionError:", e)
s = "immutable"
try:
    s[0] = "I"
except TypeError as e:
    print("TypeError:", e)
print(1 if [] else 2, [i for i in range(3)] == list(range(3)), (lambda *a, **k: (a, k))(1, 2, z=3))
first, second, *_ = "hello world foo bar".split()
print(first, second, _)
for i in range(3):
    pass
print(i)
for j in []:
    pass
else:
    print("loop else runs")
while False:
    pass
else:
    print("while else runs")
for k in range(5):
    if k == 2:
        break
else:
    print("not printed")
print(k, divmod(-1, 5), -1 % 5, int("-0"), float("-0.0"), 0.0 == -0.0, str(-0.0))
