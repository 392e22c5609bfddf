# Generators and context managers in data pipelines: yield from, send, close/GeneratorExit,
# contextlib.contextmanager / ExitStack / suppress / nullcontext, timers and no_grad-like guards.
import contextlib
from contextlib import contextmanager, ExitStack, suppress, nullcontext
import torch

log = []


def batches(data, bs):
    for i in range(0, len(data), bs):
        yield data[i:i + bs]


def epochs(data, bs, n):
    for e in range(n):
        log.append(f"epoch{e}")
        yield from batches(data, bs)


def running_mean():
    total, count, avg = 0.0, 0, None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return count


def infinite_ids():
    i = 0
    try:
        while True:
            yield i
            i += 1
    finally:
        log.append(f"closed at {i}")


@contextmanager
def eval_mode(model):
    was_training = model.training
    model.eval()
    try:
        yield model
    finally:
        model.train(was_training)


@contextmanager
def tag(name):
    log.append(f"<{name}>")
    try:
        yield name.upper()
    except KeyError as e:
        log.append(f"handled {e}")
    finally:
        log.append(f"</{name}>")


class Accumulator:
    def __init__(self):
        self.values = []

    def __enter__(self):
        self.values.clear()
        return self

    def __exit__(self, exc_type, exc, tb):
        self.total = sum(self.values)
        if exc_type is ZeroDivisionError:
            self.total = float("nan")
            return True
        return False

    def add(self, v):
        self.values.append(v)


data = torch.arange(10)
print([b.tolist() for b in batches(data, 4)])
print(sum(len(b) for b in epochs(data, 3, 2)), log)
log.clear()
gen = running_mean()
print(next(gen), gen.send(2.0), gen.send(4.0), gen.send(9.0))
try:
    gen.send(None)
except StopIteration as e:
    print("StopIteration value", e.value)
ids = infinite_ids()
print([next(ids) for _ in range(3)])
ids.close()
print(log)
model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Dropout(0.5))
with eval_mode(model) as m:
    print(m is model, model.training, model[1].training)
print(model.training)
with tag("outer") as t1, tag("inner") as t2:
    print(t1, t2)
    raise KeyError("missing")
print(log)
with Accumulator() as acc:
    acc.add(1)
    acc.add(2)
print(acc.total)
with Accumulator() as acc:
    acc.add(5)
    1 / 0
print(acc.total, acc.values)
with suppress(FileNotFoundError, KeyError):
    {}["x"]
print("suppressed")
with nullcontext(5) as v:
    print("nullcontext", v)
with ExitStack() as stack:
    names = [stack.enter_context(tag(f"t{i}")) for i in range(3)]
    stack.callback(log.append, "callback")
    print(names)
print(log[-7:])
with torch.no_grad() if True else nullcontext():
    y = model[0](torch.ones(1, 2))
print(y.requires_grad)
squares = (i * i for i in range(5))
print(next(squares), list(squares), list(squares))
pipeline = (x * 2 for x in (y for y in range(6) if y % 2) if x > 1)
print(list(pipeline))


def chunked(it, n):
    it = iter(it)
    while chunk := [x for _, x in zip(range(n), it)]:
        yield chunk


print(list(chunked("abcdefg", 3)))
g = (c for c in "xyz")
print(type(g).__name__, hasattr(g, "__next__"), iter(g) is g)


def gen_with_return():
    yield 1
    return "done"


def delegator():
    result = yield from gen_with_return()
    yield result


print(list(delegator()))
ctx = contextlib.closing(infinite_ids())
with ctx as it:
    print(next(it), next(it))
print(log[-1])
