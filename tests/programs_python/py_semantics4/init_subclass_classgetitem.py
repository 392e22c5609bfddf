class Plugin:
    registry = {}
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        Plugin.registry[name or cls.__name__.lower()] = cls
class A(Plugin, name="alpha"):
    pass
class B(Plugin):
    pass
print(sorted(Plugin.registry))
print(Plugin.registry["b"] is B)
class Box:
    def __class_getitem__(cls, item):
        return f"Box[{item.__name__ if isinstance(item, type) else item}]"
print(Box[int], Box["x"])
class Counter:
    n = 0
    def __init__(self):
        Counter.n += 1
        self.n = Counter.n * 100
c1, c2 = Counter(), Counter()
print(Counter.n, c1.n, c2.n)
del c1.n
print(c1.n)
print(list[int], dict[str, list[int]])
