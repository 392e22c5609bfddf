def g():
    try:
        raise ValueError("v")
    except ValueError:
        yield 1
        raise
it = g()
print(next(it))
try:
    next(it)
except ValueError as e:
    print("reraised", e)
def h():
    try:
        yield 1
    except KeyError:
        yield "k"
    yield "end"
x = h(); next(x); print(x.throw(KeyError), next(x))
y = h(); next(y)
try:
    y.throw(TypeError("t"))
except TypeError as e:
    print("propagated", e)
z = h()
try:
    z.throw(ValueError)
except ValueError:
    print("unstarted raises")
print(list(z))
