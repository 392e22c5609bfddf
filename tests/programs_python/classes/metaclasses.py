# type() with three arguments, metaclasses, class-level __getitem__/__iter__.
Dyn = type("Dyn", (object,), {"x": 1, "hello": lambda self: "hi " + str(self.x)})
d = Dyn()
print(Dyn.__name__, d.x, d.hello(), type(d) is Dyn, isinstance(d, object))
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["created_by"] = mcls.__name__
        return super().__new__(mcls, name, bases, ns)
    def __call__(cls, *args):
        inst = super().__call__(*args)
        inst.via_meta = True
        return inst
    def __iter__(cls):
        return iter(range(3))
    def __getitem__(cls, k):
        return k * 2
class Thing(metaclass=Meta):
    def __init__(self, v):
        self.v = v
t = Thing(5)
print(Thing.created_by, t.v, t.via_meta, list(Thing), Thing[21], type(Thing).__name__)
class Sub(Thing):
    pass
print(Sub.created_by, type(Sub) is Meta, Sub(1).via_meta)
class Singleton(type):
    _instances = {}
    def __call__(cls, *a):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*a)
        return cls._instances[cls]
class Config(metaclass=Singleton):
    pass
print(Config() is Config())
