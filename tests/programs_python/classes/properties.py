# property, staticmethod, classmethod, class attributes vs instance attributes.
class Temp:
    unit = "C"
    count = 0
    def __init__(self, c):
        self._c = c
        Temp.count += 1
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @fahrenheit.setter
    def fahrenheit(self, f):
        self._c = (f - 32) * 5 / 9
    @staticmethod
    def describe():
        return "temperature"
    @classmethod
    def freezing(cls):
        return cls(0)
t = Temp(100)
print(t.fahrenheit)
t.fahrenheit = 32
print(t._c, Temp.describe(), t.describe(), Temp.freezing()._c, Temp.count)
t.unit = "K"
print(t.unit, Temp.unit)
try:
    class R:
        @property
        def ro(self):
            return 1
    R().ro = 2
except AttributeError as e:
    print("AttributeError:", e)
class Sub(Temp):
    @classmethod
    def freezing(cls):
        obj = super().freezing()
        obj.tag = cls.__name__
        return obj
print(Sub.freezing().tag, type(Sub.freezing()).__name__)
print(hasattr(t, "fahrenheit"), hasattr(t, "nope"), getattr(t, "nope", "dflt"))
setattr(t, "extra", 5)
print(t.extra, sorted(vars(t)))
delattr(t, "extra")
print(hasattr(t, "extra"))
