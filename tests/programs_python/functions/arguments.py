# Positional, keyword, defaults, *args, **kwargs, keyword-only, positional-only.
def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)
print(f(1, c=3))
print(f(1, 5, 6, 7, c=3, e=9))
print(f(*[1, 2, 3], **{"c": 0, "z": 1}))
def g(x, /, y, *, z):
    return x + y + z
print(g(1, 2, z=3), g(1, y=2, z=3))
def h(*args, **kwargs):
    return args, sorted(kwargs.items())
print(h(), h(1, b=2, a=1))
def defaults_once(x, acc=[]):
    acc.append(x)
    return acc
print(defaults_once(1), defaults_once(2))
for call in [lambda: f(), lambda: f(1), lambda: g(1, 2, 3), lambda: f(1, c=1, a=2), lambda: g(x=1, y=2, z=3), lambda: defaults_once(1, 2, 3)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
