import functools
import torch

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), fib.cache_info())

@functools.lru_cache(maxsize=4)
def eye(n):
    print("build", n)
    return torch.eye(n)
eye(2); eye(2); eye(3)
print(eye.cache_info())
eye.cache_clear()
print(eye.cache_info())

def timed(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        print("calling", fn.__name__)
        return fn(*a, **k)
    return wrapper

@timed
def norm2(t):
    """square norm"""
    return (t * t).sum()
print(norm2(torch.tensor([3.0, 4.0])), norm2.__name__, norm2.__doc__, norm2.__wrapped__.__name__)
add3 = functools.partial(torch.add, alpha=3)
print(add3(torch.ones(2), torch.ones(2)), add3.keywords, add3.func is torch.add)
print(functools.reduce(torch.mul, [torch.tensor(2.0), torch.tensor(3.0), torch.tensor(4.0)]))
print(functools.reduce(lambda a, b: a + b, [torch.ones(2)] * 3, torch.zeros(2)))

@functools.singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register
def _(x: int):
    return f"int {x}"
@describe.register(torch.Tensor)
def _(x):
    return f"tensor shape={tuple(x.shape)}"
@describe.register(list)
def _(x):
    return "list[" + ", ".join(describe(i) for i in x) + "]"
print(describe(3), describe("s"), describe(torch.zeros(2, 2)), describe([1, torch.ones(1)]))

@functools.total_ordering
class Ckpt:
    def __init__(self, loss):
        self.loss = loss
    def __eq__(self, o):
        return self.loss == o.loss
    def __lt__(self, o):
        return self.loss < o.loss
    def __repr__(self):
        return f"Ckpt({self.loss})"
cs = [Ckpt(0.3), Ckpt(0.1), Ckpt(0.2)]
print(sorted(cs), max(cs), Ckpt(1) >= Ckpt(1), Ckpt(2) > Ckpt(1))
class Lazy:
    @functools.cached_property
    def weight(self):
        print("computing")
        return torch.full((2,), 7.0)
l = Lazy()
print(l.weight, l.weight)
