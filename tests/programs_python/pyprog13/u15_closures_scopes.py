def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return inc, get
inc, get = make_counter()
inc(); inc(5)
print(get(), inc.__closure__[0].cell_contents if inc.__closure__ else None)
funcs = [lambda x, i=i: x + i for i in range(3)]
late = [lambda x: x + i for i in range(3)]
print([f(10) for f in funcs], [f(10) for f in late])
x = "global"
def shadow():
    x = "local"
    def inner():
        global x
        return x
    return inner(), x
print(shadow())
def outer():
    items = []
    def add(v):
        items.append(v)
        return len(items)
    add(1); add(2)
    return items
print(outer())
def deco_with_args(prefix):
    def deco(fn):
        def wrapper(*args, **kwargs):
            return prefix + str(fn(*args, **kwargs))
        return wrapper
    return deco
@deco_with_args(">> ")
def compute(a, b=2, *rest, c=3, **kw):
    return a + b + sum(rest) + c + sum(kw.values())
print(compute(1), compute(1, 1, 1, 1, c=0, z=10))
def kwonly(a, /, b, *, c):
    return (a, b, c)
print(kwonly(1, b=2, c=3), kwonly(1, 2, c=3))
try:
    kwonly(a=1, b=2, c=3)
except TypeError as e:
    print("TypeError:", e)
print((lambda *a, **k: (a, k))(1, 2, x=3))
def fdef(a, L=[]):
    L.append(a)
    return L
print(fdef(1), fdef(2))
print(compute.__name__, compute.__code__.co_argcount if hasattr(compute, "__code__") else 0)
gen_sq = {k: v for k, v in zip("abc", map(lambda t: t * t, range(3)))}
print(gen_sq, [y for x in [[1, 2], [3]] for y in x if y != 2], {v % 3 for v in range(10)})
