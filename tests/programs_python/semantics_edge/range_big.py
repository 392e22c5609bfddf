# range() beyond int64: indexing, membership, iteration, len() OverflowError, index/count, equality
r = range(0, 2 ** 70, 2 ** 60)
print(r, r[3], r[-1], 2 ** 65 in r, 2 ** 65 + 1 in r, r.index(2 ** 61) if hasattr(r, "index") else "")
try:
    len(range(2 ** 64))
except OverflowError as e:
    print("OverflowError:", e)
print(len(range(2 ** 62)), range(10 ** 20)[-1], list(range(2 ** 64, 2 ** 64 + 3)), bool(range(2**70, 2**70)))
print(list(reversed(range(2 ** 64, 2 ** 64 + 3))), range(2**64).start, range(2**64).stop, range(2**64, 0, -2**63).step)
print(range(2 ** 70) == range(0, 2 ** 70), range(2 ** 70) == range(2 ** 69), len(range(-2**63, 2**63 - 1, 3)))
for i in range(2 ** 64, 2 ** 64 + 2):
    print(i)
print([x for x in range(2**65, 2**65 + 4, 2)], sum(range(2**64, 2**64 + 10)))
try:
    range(2**64)[2**64]
except IndexError as e:
    print("IndexError:", e)
try:
    len(range(-2**63, 2**63 - 1))
except OverflowError as e:
    print("OverflowError:", e)
print(range(5)[1:3], range(0, 10, 3)[::-1], list(range(3, -3, -2)))
print(range(10).index(3), range(0,10,2).count(4), range(0,10,2).count(5))
try:
    range(3).index(7)
except ValueError as e:
    print(e)
print(range(3).index(True), range(5).index(2.0), range(2**70).index(2**66))
