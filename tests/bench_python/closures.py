# Closures, generators, lambdas, higher-order functions.
N = 1200000


def make_counter():
    count = 0

    def inc(k):
        nonlocal count
        count += k
        return count

    return inc


def gen(n):
    a, b = 0, 1
    for _ in range(n):
        yield a
        a, b = b, (a + b) % 1000003


def run(n):
    inc = make_counter()
    for i in range(n):
        inc(i & 7)
    g = sum(x for x in gen(n))
    adders = [lambda x, k=k: x + k for k in range(10)]
    t = 0
    for i in range(n // 10):
        for f in adders:
            t = f(t) % 100003
    m = list(map(lambda x: x * 2, range(n // 3)))
    fl = list(filter(lambda x: x % 3 == 0, m))
    return inc(0), g, t, len(fl), sorted(range(1000), key=lambda x: -x)[0]


print(run(N))
