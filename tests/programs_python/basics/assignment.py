# Multiple targets, augmented assignment on attributes/items, del, swap.
a = b = [1]
a.append(2)
print(a is b, b)
x, y = 1, 2
x, y = y, x
print(x, y)
d = {"k": 1}
d["k"] += 10
d.setdefault("z", []).append(5)
print(d)
class Box:
    pass
bx = Box()
bx.v = 1
bx.v *= 7
print(bx.v)
lst = [0, 1, 2, 3, 4, 5]
lst[1:3] = ["a", "b", "c"]
print(lst)
del lst[0]
del lst[::2]
print(lst)
del d["k"]
print(d)
s = t = "x"
s += "y"
print(s, t)
m = [[0] * 3 for _ in range(2)]
m[1][2] = 9
print(m)
g = 1
def setg():
    global g
    g = 42
setg()
print(g)
del g
try:
    print(g)
except NameError as e:
    print("NameError:", e)
