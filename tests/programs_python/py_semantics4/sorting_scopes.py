recs = [("bob", 3), ("al", 1), ("cy", 3), ("di", 1), ("ed", 2)]
print(sorted(recs, key=lambda r: r[1]))
print(sorted(recs, key=lambda r: -r[1]), sorted(recs, key=lambda r: r[1], reverse=True))
s = sorted(recs); s.sort(key=lambda r: r[1] % 2); print(s)
print(sorted("bAcD", key=str.lower), sorted([3, 1, 2], reverse=True), max(recs, key=lambda r: r[1]), min([], default=0))
count = 0
def inc():
    global count
    count += 1
def make():
    n = 0
    def bump():
        nonlocal n
        n += 1
        return n
    return bump
inc(); inc()
b = make(); b(); print(count, b())
first, *mid, last = range(6)
print(first, mid, last)
*init, tail = "abc"; print(init, tail)
(a, b), *rest = [(1, 2), 3, 4]; print(a, b, rest)
print([*range(3), *"ab"], {**{"a": 1}, "b": 2, **{"a": 3}})
data = [1, 5, 8, 2]
if (n := len(data)) > 3:
    print("long", n)
print([y for x in data if (y := x * 2) > 4], y)
def cmd(c):
    match c:
        case {"op": "add", "args": [a, b]}:
            return a + b
        case [x, *xs] if xs:
            return f"list {x} +{len(xs)}"
        case str() as s:
            return s.upper()
        case (1 | 2) as k:
            return f"small {k}"
        case _:
            return "other"
for c in [{"op": "add", "args": [2, 3]}, [1, 2, 3], "hi", 2, 9.5, [1]]:
    print(cmd(c))
