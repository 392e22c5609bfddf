# Lambdas, higher-order builtins, sorting with key functions.
words = ["banana", "Apple", "cherry", "apple", "date"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=lambda w: (len(w), w)))
print(sorted(words, key=len, reverse=True))
print(list(map(lambda x: x * x, range(5))))
print(list(filter(lambda x: x % 2, range(10))))
print(list(map(lambda a, b: a + b, [1, 2, 3], [10, 20, 30])))
print(max(words, key=len), min(words, key=lambda w: w[-1]))
print(max([], default="empty"), min(3, 1, 2), max("abc"))
compose = lambda f, g: lambda x: f(g(x))
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
pairs = [(1, "b"), (2, "a"), (1, "a")]
pairs.sort(key=lambda p: p[1])
print(pairs)
pairs.sort()
print(pairs)
print(sorted([3, 1, 2], reverse=True), sorted("hello"))
print((lambda *a, **k: (a, k))(1, x=2))
