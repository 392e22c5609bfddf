# Closures, nonlocal, global, class scopes and comprehension scopes.
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c1, c2 = counter(), counter()
print(c1(), c1(), c2())
def make_adders():
    return [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in make_adders()])
def late():
    fs = [lambda: i for i in range(3)]
    return [f() for f in fs]
print(late())
x = "global"
def outer():
    x = "outer"
    def inner():
        return x
    return inner()
print(outer())
class K:
    a = 1
    b = [a * 2]
    c = [a + i for i in range(2)] if False else None
    def m(self):
        return K.a
print(K.b, K().m())
def shadow():
    try:
        print(undefined_local)
    except NameError as e:
        print(type(e).__name__, e)
    undefined_local = 1
shadow()
def cell_param(v):
    def get():
        return v
    v += 1
    return get
print(cell_param(1)())
