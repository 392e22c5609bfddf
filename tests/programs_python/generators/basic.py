# Generators: next, send, return ends iteration, infinite generators, close.
def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1
g = count_up(3)
print(next(g), next(g), next(g))
try:
    next(g)
except StopIteration:
    print("exhausted")
print(next(g, "default"))
def echo():
    received = None
    while True:
        received = yield received
        if received == "stop":
            return
e = echo()
print(next(e), e.send("a"), e.send("b"))
def naturals():
    n = 0
    while True:
        yield n
        n += 1
out = []
for v in naturals():
    if v > 5:
        break
    out.append(v)
print(out)
def with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleanup")
w = with_finally()
print(next(w))
w.close()
print("closed")
def delegate():
    yield from range(3)
    yield from "ab"
print(list(delegate()))
gen = (x * x for x in range(5) if x % 2 == 0)
print(type(gen).__name__, list(gen), list(gen))
print(sum(i for i in range(101)), max(len(w) for w in ["a", "bbb", "cc"]))
