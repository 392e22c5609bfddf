# __init_subclass__, __set_name__, __class__, class decorators, repr/str fallback.
class Base:
    registry = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        Base.registry.append((cls.__name__, tag))
class One(Base, tag="first"):
    pass
class Two(Base):
    pass
print(Base.registry)
class Field:
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get(self.name, "unset")
    def __set__(self, obj, value):
        obj.__dict__[self.name] = value * 2
class Model:
    size = Field()
m = Model()
print(m.size)
m.size = 21
print(m.size, Model.size.name)
class S:
    def __str__(self):
        return "str-S"
class R:
    def __repr__(self):
        return "repr-R"
print(S(), str(S()), R(), str(R()), [R()], f"{R()}")
print(m.__class__.__name__, m.__class__ is Model)
class Counted:
    n = 0
    def __new__(cls, *args):
        cls.n += 1
        return super().__new__(cls)
    def __init__(self, v):
        self.v = v
c = Counted(1), Counted(2)
print(Counted.n, c[1].v)
