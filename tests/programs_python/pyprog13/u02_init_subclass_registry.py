class Plugin:
    registry = {}
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        Plugin.registry[key] = cls
        cls.key = key

class Alpha(Plugin):
    pass

class Beta(Plugin, name="b"):
    def run(self):
        return f"{self.key} running"

class Gamma(Beta):
    pass

print(sorted(Plugin.registry))
print(Plugin.registry["b"]().run(), Gamma().run())
print(Gamma.__mro__[1].__name__, Gamma.__bases__)

def register(tag):
    def deco(cls):
        cls.tag = tag
        orig = cls.__repr__
        def __repr__(self):
            return f"<{tag}:{orig(self)}>"
        cls.__repr__ = __repr__
        return cls
    return deco

@register("node")
class Node:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"Node({self.v})"
print(Node(3), Node.tag, repr([Node(1)]))

def add_eq(cls):
    fields = cls.fields
    def __eq__(a, b):
        return type(a) is type(b) and all(getattr(a, f) == getattr(b, f) for f in fields)
    cls.__eq__ = __eq__
    cls.__hash__ = lambda self: hash(tuple(getattr(self, f) for f in fields))
    return cls

@add_eq
class P:
    fields = ("a", "b")
    def __init__(self, a, b):
        self.a, self.b = a, b
print(P(1, 2) == P(1, 2), P(1, 2) != P(1, 3), len({P(1, 2), P(1, 2)}))
print(type.__name__, type(Node).__name__, isinstance(Node, type))
