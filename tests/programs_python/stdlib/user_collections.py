# collections.UserDict / UserList / UserString: subclassed as users do, with
# __missing__, slicing, arithmetic and str methods returning the subclass.
from collections import UserDict, UserList, UserString


class Defaulting(UserDict):
    def __missing__(self, key):
        return key * 2


d = Defaulting({"a": 1}, b=2)
d["c"] = 3
print(d, len(d), d["zz"], "a" in d, sorted(d.keys()), d.get("q", 0), dict(d))
print(d | {"x": 9}, type(d | {"x": 9}).__name__, Defaulting.fromkeys("ab", 0))
d2 = d.copy()
d2["a"] = 100
print(d["a"], d2["a"], d.pop("b"), d)


class Stack(UserList):
    def push(self, x):
        self.append(x)


s = Stack([1, 2])
s.push(3)
s += [4]
print(s, s[1:], type(s[1:]).__name__, s * 2, [0] + s, s.pop(), s.index(2), len(s), s == [1, 2, 3])
s.sort(reverse=True)
print(s, list(reversed(s)), 2 in s)


class Shout(UserString):
    def shout(self):
        return self.upper() + "!"


u = Shout("hello world")
print(u.shout(), type(u.shout()).__name__, u.split(), u[0:5], type(u[0:5]).__name__, u.count("o"), u + "?", len(u))
print(u.replace("world", "there").title(), "ell" in u, u == "hello world", sorted([Shout("b"), Shout("a")]))
