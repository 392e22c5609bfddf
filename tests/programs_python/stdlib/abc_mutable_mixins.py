# Subclasses of collections.abc.MutableMapping / MutableSequence get the
# mixin methods (update, pop, setdefault, clear, remove, reverse, +=, ...).
from collections.abc import MutableMapping, MutableSequence


class Config(MutableMapping):
    def __init__(self, **kw):
        self._d = {}
        self.update(kw)

    def __getitem__(self, k):
        return self._d[k.lower()]

    def __setitem__(self, k, v):
        self._d[k.lower()] = v

    def __delitem__(self, k):
        del self._d[k.lower()]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


c = Config(LR=0.1, Batch=32)
c.update({"EPOCHS": 3}, momentum=0.9)
print(sorted(c.items()), c.setdefault("lr", 1), c.setdefault("wd", 0), c.pop("batch"), c.pop("nope", None))
print(len(c), c == {"lr": 0.1, "epochs": 3, "momentum": 0.9, "wd": 0}, c.popitem())
c.clear()
print(len(c))


class Seq(MutableSequence):
    def __init__(self, *xs):
        self._x = list(xs)

    def __getitem__(self, i):
        return self._x[i]

    def __setitem__(self, i, v):
        self._x[i] = v

    def __delitem__(self, i):
        del self._x[i]

    def __len__(self):
        return len(self._x)

    def insert(self, i, v):
        self._x.insert(i, v)


s = Seq(1, 2, 3)
s.append(4)
s += [5]
s.reverse()
s.remove(3)
print(list(s), s.pop(), s.pop(0), list(s), s.index(2), s.count(2), 4 in s)
s.clear()
print(len(s))
