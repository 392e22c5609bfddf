# All four comprehensions, nested loops, conditions, scoping.
print([x * y for x in range(1, 4) for y in range(1, 4) if x != y])
print({x % 3 for x in range(10)})
print({k: v for k, v in zip("abc", range(3))})
print(list((a, b) for a in range(2) for b in "xy"))
matrix = [[1, 2, 3], [4, 5, 6]]
print([[row[i] for row in matrix] for i in range(3)])
print([c for c in "Hello World" if c.isupper()])
words = ["apple", "bob", "kayak", "test"]
print({w: w == w[::-1] for w in words})
x = "outer"
print([x for x in range(2)], x)
n = 10
print([i for i in range(n) if i % n == 0 or i > n - 3])
print(sorted({(i, j) for i in range(2) for j in range(2)}))
print([(i, s) for i, s in enumerate(["a", "b"], start=1)])
print(dict.fromkeys("ab", 0), {i: [j for j in range(i)] for i in range(3)})
