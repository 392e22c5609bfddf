class Typed:
    def __init__(self, kind, default=None):
        self.kind = kind
        self.default = default

    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, got {type(value).__name__}")
        setattr(obj, self.private, value)


class Positive(Typed):
    def __set__(self, obj, value):
        super().__set__(obj, value)
        if value <= 0:
            raise ValueError(f"{self.name} must be positive")


class Config:
    name = Typed(str, "unnamed")
    lr = Positive(float, 0.1)
    epochs = Positive(int, 1)

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)

    def __repr__(self):
        return f"Config(name={self.name!r}, lr={self.lr}, epochs={self.epochs})"


c = Config(name="run1", lr=0.01)
print(c, Config(), type(Config.__dict__["lr"]).__name__, Config.lr.name, Config.epochs.private)
for bad in ({"lr": 1}, {"lr": -0.5}, {"epochs": 0}, {"name": 5}):
    try:
        Config(**bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(sorted(vars(c)))


class ReadOnly:
    def __get__(self, obj, objtype=None):
        return 42


class Holder:
    answer = ReadOnly()


h = Holder()
h.answer = 7
print(h.answer, Holder.answer, vars(h))


class Lazy:
    def __init__(self, fn):
        self.fn = fn

    def __set_name__(self, owner, name):
        self.attr = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        value = self.fn(obj)
        obj.__dict__[self.attr] = value
        return value


class Data:
    calls = 0

    @Lazy
    def stats(self):
        Data.calls += 1
        return {"mean": 1.5}


d = Data()
print(d.stats, d.stats, Data.calls, "stats" in vars(d))


class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item}]"


print(Box[int], Box["x"])
