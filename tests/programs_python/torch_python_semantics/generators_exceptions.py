import torch


def batch_gen(data, size):
    for i in range(0, len(data), size):
        yield data[i:i + size]
    return "done"


def averager():
    total = 0.0
    count = 0
    avg = None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return avg


def delegate():
    result = yield from averager()
    print("delegate got", result)
    yield result


data = torch.arange(10)
g = batch_gen(data, 4)
print([b.tolist() for b in g])
g = batch_gen(data, 20)
next(g)
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.value)
avg = averager()
next(avg)
for v in [10, 20, 30]:
    print(avg.send(v))
try:
    avg.send(None)
except StopIteration as e:
    print("final", e.value)
d = delegate()
next(d)
d.send(4.0)
d.send(8.0)
print(d.send(None))
squares = (x * x for x in range(5))
print(sum(squares), sum(squares))


def closing_gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")


cg = closing_gen()
print(next(cg))
cg.close()
print(list(zip(closing_gen(), "ab")))


class ShapeError(ValueError):
    def __init__(self, expected, got):
        super().__init__(f"expected {expected}, got {got}")
        self.expected = expected
        self.got = got


class ConfigError(Exception):
    pass


def check(t, shape):
    if tuple(t.shape) != shape:
        raise ShapeError(shape, tuple(t.shape))
    return t


def load(cfg):
    try:
        return check(torch.zeros(cfg["shape"]), (2, 2))
    except ShapeError as e:
        raise ConfigError("bad config") from e
    except KeyError as e:
        raise ConfigError(f"missing key {e}")


for cfg in [{"shape": (2, 2)}, {"shape": (3,)}, {}]:
    try:
        out = load(cfg)
        print("ok", out.shape)
    except ConfigError as e:
        print(type(e).__name__, e, "| cause:", repr(e.__cause__), "| context:", type(e.__context__).__name__)
        print(e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("while handling") from None
except RuntimeError as e:
    print(e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
e = ShapeError((1,), (2,))
print(e.args, e.expected, isinstance(e, ValueError), issubclass(ShapeError, Exception))


def order():
    log = []
    for i in range(3):
        try:
            if i == 1:
                continue
            log.append(f"body{i}")
        finally:
            log.append(f"finally{i}")
    try:
        return log
    finally:
        log.append("end")


print(order())
try:
    torch.zeros(2, 3) @ torch.zeros(2, 3)
except RuntimeError as err:
    print("RuntimeError:", err)
try:
    torch.tensor([1, 2]).view(3)
except RuntimeError as err:
    print(err)
try:
    raise ExceptionGroup if False else KeyError("k")
except LookupError as err:
    print(repr(err), str(err))
try:
    int("x1")
except (TypeError, ValueError) as err:
    print(type(err).__name__, err)
else:
    print("no error")
finally:
    print("finally runs")
