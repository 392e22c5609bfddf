def f(a, b):
    return a + b


def g(a, *, key=None):
    return a


class K:
    def method(self, x):
        return x


cases = [
    lambda: f(1, 2, 3),
    lambda: f(1),
    lambda: f(1, 2, z=3),
    lambda: f(1, a=2),
    lambda: g(1, 2),
    lambda: K().method(),
    lambda: K.method(1),
    lambda: (5)(),
    lambda: None[0],
    lambda: {[1]: 2},
    lambda: [1, 2]["a"],
    lambda: "a" + 1,
    lambda: 1 + "a",
    lambda: {"a": 1}["b"],
    lambda: None.x,
    lambda: [1].push(2),
    lambda: int("abc"),
    lambda: [1, 2, 3][10],
    lambda: (1, 2).append(3),
    lambda: len(5),
    lambda: iter(5),
    lambda: next(iter([])),
    lambda: "abc".nope,
    lambda: sum(["a", "b"]),
    lambda: max([]),
    lambda: float("1.2.3"),
    lambda: {}.pop("missing"),
    lambda: set().remove(1),
    lambda: [].pop(),
    lambda: [1, 2].index(5),
    lambda: tuple(1),
    lambda: 1 < "a",
    lambda: -"a",
    lambda: abs("x"),
    lambda: object().__dict__,
    lambda: divmod(1, 0),
    lambda: 2 ** "a",
    lambda: "%d" % "x",
    lambda: "{0} {1}".format(1),
    lambda: dict([(1, 2, 3)]),
]
for i, c in enumerate(cases):
    try:
        c()
        print(i, "no error")
    except Exception as e:
        print(i, type(e).__name__ + ":", e)
