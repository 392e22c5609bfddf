# sets/frozensets, slicing with steps and slice objects, unpacking, walrus, match statements.
a, b = {1, 2, 3, 4}, {3, 4, 5}
print(a | b, a & b, a - b, a ^ b, a <= {1, 2, 3, 4, 5}, {1, 2} < a, a.isdisjoint({9}))
s = set()
s.add(3)
s.update([1, 2], (5,))
s.discard(10)
s.remove(1)
print(sorted(s), s.pop() in {2, 3, 5}, len(s))
fs = frozenset([1, 2, 2, 3])
print(fs, {fs: "key"}[frozenset({3, 2, 1})], fs | {4}, type(fs | {4}).__name__)
print({x % 3 for x in range(10)}, set("hello") == set("olleh"), sorted({"b", "a", "c"}))
try:
    set().pop()
except KeyError as e:
    print("KeyError:", e)
lst = list(range(10))
print(lst[::3], lst[::-1], lst[-2::-2], lst[8:2:-2], lst[100:], lst[-100:2], lst[5:1])
sl = slice(1, 8, 3)
print(lst[sl], sl.start, sl.stop, sl.step, sl.indices(5), slice(None, None, -1).indices(4))
lst[2:5] = ["a", "b"]
print(lst)
lst[::2] = [0] * len(lst[::2])
print(lst)
del lst[1::3]
print(lst)
try:
    lst[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
first, *middle, last = range(6)
(x, y), z = (1, 2), 3
head, *tail = "abc"
print(first, middle, last, x, y, z, head, tail)
d1, d2 = {"a": 1}, {"b": 2, "a": 0}
print({**d1, **d2}, [*"ab", *range(2)], d1 | d2, (*d2,))
a, b = b, a
print(sorted(a), sorted(b))
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print(f"long list of {n}")
print([y for x in data if (y := x * 2) > 6], y)
i = 0
while (i := i + 1) < 3:
    print("loop", i)


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


def describe(obj):
    match obj:
        case 0 | 1:
            return "small int"
        case int(v) if v < 0:
            return f"negative {v}"
        case float() | int():
            return f"number {obj}"
        case "quit" | "exit":
            return "command"
        case str(s):
            return f"string of {len(s)}"
        case []:
            return "empty list"
        case [x]:
            return f"singleton {x}"
        case [x, y, *rest]:
            return f"list starting {x},{y} +{len(rest)}"
        case {"type": "conv", "k": k, **others}:
            return f"conv k={k} others={others}"
        case {"type": t}:
            return f"layer {t}"
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=yy):
            return f"on y axis at {yy}"
        case Point(xx, yy) if xx == yy:
            return "diagonal"
        case (1, 2) as pair:
            return f"tuple {pair}"
        case None:
            return "none"
        case _:
            return "other"


for o in [0, -5, 2.5, 7, "quit", "hello", [], [1], [1, 2, 3, 4], {"type": "conv", "k": 3, "s": 1},
          {"type": "relu"}, Point(0, 0), Point(0, 4), Point(2, 2), Point(1, 3), (1, 2), None, object]:
    print(describe(o))
