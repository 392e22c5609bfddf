import contextlib
import itertools
import functools
import torch

@contextlib.contextmanager
def timer_like(name, log):
    log.append(f"enter {name}")
    try:
        yield len(log)
    except ValueError as e:
        log.append(f"caught {e!r}")
    finally:
        log.append(f"exit {name}")

log = []
with timer_like("a", log) as n:
    print("inside", n)
with timer_like("b", log):
    raise ValueError("bad value")
print(log)

def batches(t, size):
    for i in range(0, t.shape[0], size):
        yield t[i:i + size]

t = torch.arange(10.)
for b in batches(t, 4):
    print(b.tolist())

gen = (x * x for x in range(5))
print(sum(gen))
print(list(itertools.islice(itertools.cycle("ab"), 5)))
print(list(itertools.accumulate([1, 2, 3, 4], lambda a, b: a * b)))
print(list(itertools.product([0, 1], repeat=2)))
print([list(g) for k, g in itertools.groupby(sorted("mississippi"))])
print(list(itertools.chain.from_iterable([[1, 2], [3], []])))
print(list(itertools.zip_longest("abc", [1], fillvalue="-")))
print(list(itertools.combinations(range(4), 2)))

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(40), fib.cache_info().hits > 0)

scale = functools.partial(torch.mul, other=2.5)
print(scale(torch.tensor([1.0, 2.0])))
print(functools.reduce(lambda a, b: a + b, [torch.ones(2)] * 3))

def countdown(n):
    while n > 0:
        received = yield n
        if received:
            n -= received
        else:
            n -= 1
    return "done"

g = countdown(10)
print(next(g), g.send(3), g.send(None), next(g))
try:
    while True:
        next(g)
except StopIteration as e:
    print("stop", e.value)

with contextlib.suppress(KeyError):
    {}["x"]
print("suppressed")
with torch.no_grad(), contextlib.ExitStack() as stack:
    stack.callback(lambda: print("callback ran"))
    print(torch.is_grad_enabled())
