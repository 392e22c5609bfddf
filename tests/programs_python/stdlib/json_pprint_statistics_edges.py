import json, pprint, statistics, contextlib, types, numbers
for bad in ['', '[1,]', '{"a" 1}', '{"a": 1,}', '[1 2]', '"abc', '"a\\qb"', '{"a": 1} x', 'nul', '[1, 2', '"\\u12G4"']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), "->", e, e.pos)
print(json.dumps([1.5, float("nan"), 10 ** 20, -0.0, "\u2603\U0001F600", (1, 2)], indent="\t"))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}), json.dumps({}, indent=4), json.dumps([[]], indent=2))
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print(e)
try:
    json.dumps(object())
except TypeError as e:
    print(e)
print(json.dumps({"s": {1, 2}}, default=sorted), json.loads("[1e5, -0, 0.5, 1E-2]"))
data = {"model": {"layers": [{"type": "conv", "channels": c, "kernel": [3, 3]} for c in (16, 32)], "optimizer": {"name": "adam", "betas": (0.9, 0.999)}}, "epochs": 10}
pprint.pprint(data)
pprint.pprint(data, width=40, sort_dicts=False)
pprint.pprint(list(range(40)), compact=True)
pprint.pprint(list(range(30)))
print(pprint.pformat({"x": (1,), "y": ()}, indent=4))
print(statistics.mean([1.5, 2.5, 3.0]), statistics.mean([2, 4]), statistics.median([5, 1, 3]), statistics.pvariance([1, 2, 3, 4]))
print(statistics.multimode("aabbc"), statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]), statistics.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    print("StatisticsError", e)
class Res(contextlib.ContextDecorator):
    def __enter__(self): print("enter"); return self
    def __exit__(self, *a): print("exit"); return False
@Res()
def work(): print("working")
work()
@contextlib.contextmanager
def guard():
    try:
        yield
    except ZeroDivisionError:
        print("handled zero")
with guard():
    1 / 0
print("after")
print(isinstance(True, numbers.Number), issubclass(bool, numbers.Integral), isinstance("x", numbers.Number))
