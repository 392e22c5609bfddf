# for/while with else, break/continue, chained comparisons, walrus.
for i in range(5):
    if i == 3:
        break
    print("i", i)
else:
    print("no break")
for i in range(3):
    continue
else:
    print("loop finished", i)
n = 10
while n > 0:
    n -= 3
else:
    print("while done", n)
x = 5
print(1 < x < 10, 1 < x > 10, x == 5 != 6)
data = [1, 2, 3, 4]
if (k := len(data)) > 3:
    print("long", k)
print([y for v in data if (y := v * 2) > 4])
print(y)
a, *rest = [1, 2, 3]
*init, last = "abc"
print(a, rest, init, last)
(p, q), r = (1, 2), 3
print(p, q, r)
i = 0
while True:
    i += 1
    if i % 2:
        continue
    if i > 6:
        break
    print("even", i)
print("pass" if not [] else "fail", None or "default", 0 and 1, 3 and 4)
