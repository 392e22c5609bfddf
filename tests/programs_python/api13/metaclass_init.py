import torch
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns.setdefault("tag", name.lower())
        return super().__new__(mcls, name, bases, ns)
    def __call__(cls, *a, **k):
        obj = super().__call__(*a, **k)
        obj.created = True
        return obj
class Base(metaclass=Meta):
    def __init__(self, x=1):
        self.x = x
class Child(Base):
    pass
c = Child(5)
print(Child.tag, c.x, c.created, type(Child).__name__, isinstance(Child, Meta))
class Registry(type):
    classes = {}
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        Registry.classes[name] = cls
class A(metaclass=Registry): pass
class B(A): pass
print(sorted(Registry.classes))


# Calling a metaclass that has no __new__ of its own makes a class of it.
class Tagged(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls.tag = name.upper()

    def __instancecheck__(cls, other):
        return isinstance(other, int)


Made = Tagged("Made", (), {"x": 1, "__module__": "mymod"})
print(type(Made).__name__, Made.tag, Made.x, Made.__name__, Made.__module__, isinstance(3, Made), isinstance("s", Made))
