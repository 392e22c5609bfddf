# list methods, slicing, aliasing, sort stability.
a = [3, 1, 2]
b = a
b.append(4)
print(a, a is b, a == [3, 1, 2, 4])
c = a[:]
c.append(5)
print(a, c)
a.extend([7, 8])
a.insert(0, 0)
a.insert(100, 9)
print(a, a.pop(), a.pop(0), a.index(2), a.count(7))
a.remove(7)
a.sort()
print(a)
a.reverse()
print(a, a[::2], a[1:-1], a[-2:], a[10:], a[::-1][:2])
nested = [[1, 2]] * 3
nested[0].append(3)
print(nested)
print(sorted([(1, "b"), (0, "z"), (1, "a")]), [1, 2] + [3], [0] * 4, len([]), [1, [2, [3]]][1][1][0])
x = [1, 2, 3, 4, 5, 6]
x[::2] = [0, 0, 0]
print(x)
del x[1:3]
print(x, 3 in x, 10 not in x, x.copy() is x)
print(list("abc"), list(range(3)), list({"a": 1}), list((1, 2)))
people = [("bob", 25), ("al", 30), ("cy", 25)]
print(sorted(people, key=lambda p: p[1]), sorted(people, key=lambda p: p[1], reverse=True))
l = [5, 3]
l += (1, 2)
l *= 2
print(l, min(l), max(l), sum(l))
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], [] == [], [[]] == [[]])
