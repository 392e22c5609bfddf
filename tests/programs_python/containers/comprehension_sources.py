# Comprehensions over ranges (stepped, negative, empty, huge), lists that
# grow while iterated at an inner level, tuples and filters; str case
# mapping of strings that need no change.

print([x * x for x in range(10)])
print([x for x in range(10, 0, -3)], [x for x in range(5, 5)], [x for x in range(0)])
print(len([0 for _ in range(3000)]), [x for x in range(2**40, 2**40 + 3)])
print([(i, j) for i in range(3) for j in range(i, 4, 2)])
print([x for x in range(20) if x % 3 if x % 2])
print({x: x % 3 for x in range(6)}, {x % 4 for x in range(10)})
r = range(1, 8, 2)
print([x + 1 for x in r], sum(x for x in r), list(r))
big = range(10**12)
print([x for x in big[:3]], next(x for x in big if x > 5))
words = "The quick brown FOX jumps".split()
print([w.lower() for w in words], [w.upper() for w in words])
print("abc".lower(), "ABC".upper(), "".lower(), "123!".upper(), "ÀÉ".lower(), "straße".upper())
try:
    print([x for x in 5])
except TypeError as e:
    print("TypeError:", e)
