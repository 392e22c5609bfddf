import functools
import time
import torch


def make_counter():
    count = 0

    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc


c1, c2 = make_counter(), make_counter()
print(c1(), c1(), c1(5), c2())
fns = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in fns])
late = [lambda x: x + i for i in range(3)]
print([f(10) for f in late])
total = 0


def add_global(n):
    global total
    total += n
    return total


add_global(3)
add_global(4)
print(total)


def repeat(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]
        return wrapper
    return deco


@repeat(3)
def greet(name, punct="!"):
    return f"hi {name}{punct}"


print(greet("bob"), greet.__name__, greet("x", punct="?"))


def count_calls(fn):
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)
    wrapper.calls = 0
    return wrapper


@count_calls
def forward(x):
    return x * 2


forward(torch.ones(1))
forward(torch.ones(1))
print(forward.calls)


def no_grad_method(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with torch.no_grad():
            return fn(*args, **kwargs)
    return wrapper


class Evaluator:
    def __init__(self, model):
        self.model = model

    @no_grad_method
    def predict(self, x):
        return self.model(x)


ev = Evaluator(torch.nn.Linear(2, 1))
out = ev.predict(torch.ones(1, 2))
print(out.requires_grad, out.shape)


@torch.no_grad()
def sample(x):
    return x * 2


w = torch.ones(2, requires_grad=True)
print(sample(w).requires_grad, (w * 2).requires_grad)


def kwonly(a, *, scale=1.0, **extra):
    return a * scale, sorted(extra)


print(kwonly(2, scale=3, z=1, y=2))
try:
    kwonly(1, 2)
except TypeError as e:
    print(e)


def defaults(x, acc=[]):
    acc.append(x)
    return acc


print(defaults(1), defaults(2), defaults.__defaults__)


def varargs(*args, sep="-", **kw):
    return sep.join(str(a) for a in args) + str(kw)


print(varargs(1, 2, 3), varargs(*[4, 5], sep="+", **{"k": 1}))
compose = lambda *fs: functools.reduce(lambda f, g: lambda x: g(f(x)), fs)
print(compose(lambda x: x + 1, lambda x: x * 10, str)(4))
gen = (lambda: (yield 1))()
print(next(gen))
print((lambda *a, **k: (a, k))(1, b=2))
sq = {n: n * n for n in range(5) if n % 2}
print(sq, {c for c in "hello"} == set("helo"), [[j for j in range(i)] for i in range(3)])
