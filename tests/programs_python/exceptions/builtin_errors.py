# Messages of common builtin errors.
tests = [
    lambda: 1 / 0,
    lambda: 1 // 0,
    lambda: 1 % 0,
    lambda: 1.0 / 0,
    lambda: [1][5],
    lambda: (1,)[5],
    lambda: "ab"[9],
    lambda: {}["k"],
    lambda: {}[("t", 1)],
    lambda: int("abc"),
    lambda: float("x1"),
    lambda: "a" + 1,
    lambda: 1 + "a",
    lambda: [] + (),
    lambda: None.foo,
    lambda: len(5),
    lambda: undefined_name,
    lambda: [1, 2].index(3),
    lambda: "abc".index("z"),
    lambda: [].pop(),
    lambda: {}.pop("x"),
    lambda: set().pop(),
    lambda: next(iter([])),
    lambda: hash([]),
    lambda: {[]: 1},
    lambda: 3 < "a",
    lambda: sorted([1, "a"]),
    lambda: int(None),
    lambda: iter(5),
    lambda: 5(),
    lambda: "x" * "y",
    lambda: [1, 2, 3][1:2:0],
    lambda: chr(-1),
    lambda: ord("ab"),
    lambda: max([]),
    lambda: divmod(1, 0),
    lambda: (1, 2).x,
    lambda: "abc".missing(),
    lambda: [1, 2] < [1, "a"],
]
for t in tests:
    try:
        t()
        print("no error")
    except Exception as e:
        print(type(e).__name__ + ":", e)
a, b = 1, 2
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(e)
try:
    a, b = 5
except TypeError as e:
    print(e)
